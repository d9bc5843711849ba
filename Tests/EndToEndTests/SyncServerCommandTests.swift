import Foundation
import PocketTestSupport
import Postgres
import Testing

/// `pocket sync init`, `add-user` and `restored` as built, against a real PostgreSQL.
@Suite("Sync: the server commands")
struct SyncServerCommandTests {
    let sandbox: TestSandbox
    let postgres: TemporaryPostgres

    init() throws {
        sandbox = try TestSandbox()
        postgres = try TemporaryPostgres()
    }

    var adminURL: String { postgres.adminURL }
    static let passwordWarning =
        "warning: the password in --url can be seen by every user of this machine (ps); "
        + "put it in ~/.pgpass (or the file PGPASSFILE names), or give the connection in POCKET_SYNC_URL"
    var label: String { "pocket_admin@\(postgres.folder):5432/postgres" }

    @Test("init installs once, then finds the schema current; --url, POCKET_SYNC_URL and sync.conf all work")
    func initInstallsThenIsCurrent() throws {
        let first = try sandbox.run("pocket", ["sync", "init", "--url", adminURL])
        #expect(first.exitCode == 0, "\(first)")
        #expect(first.stdout == "Installed the sync schema version 3 on \(label).\n")
        let again = try sandbox.run("pocket", ["sync", "init"], environment: ["POCKET_SYNC_URL": adminURL])
        #expect(again.exitCode == 0, "\(again)")
        #expect(again.stdout == "The sync schema on \(label) is already at version 3: nothing to do.\n")
        try FileManager.default.createDirectory(
            atPath: sandbox.configHome + "/pocket", withIntermediateDirectories: true)
        try Data("# the server\n\(adminURL)\n".utf8).write(
            to: URL(fileURLWithPath: sandbox.configHome + "/pocket/sync.conf"))
        chmod(sandbox.configHome + "/pocket/sync.conf", 0o600)
        let fromFile = try sandbox.run("pocket", ["sync", "init"], language: "de_DE.UTF-8")
        #expect(fromFile.exitCode == 0, "\(fromFile)")
        #expect(fromFile.stdout == "Das Sync-Schema auf \(label) hat schon Version 3: nichts zu tun.\n")
        for result in [first, again, fromFile] { #expect(!result.stdout.contains(TemporaryPostgres.adminPassword)) }
    }

    @Test("--json, before or after the command: init, add-user and restored print one document")
    func serverCommandsInJSON() throws {
        let installed = try sandbox.run("pocket", ["--json", "sync", "init", "--url", adminURL]).jsonObject()
        #expect(installed["result"] as? String == "installed" && installed["schema"] as? Int == 3)
        #expect(installed["server"] as? String == label && installed["previousSchema"] is NSNull, "\(installed)")
        let current = try sandbox.run("pocket", ["sync", "init", "--json", "--url", adminURL]).jsonObject()
        #expect(current["result"] as? String == "current", "\(current)")
        let added = try sandbox.run(
            "pocket", ["--json", "sync", "add-user", "ann", "--url", adminURL], stdin: "correct horse\n")
        #expect(try added.jsonObject() as? [String: String] == ["user": "ann", "server": label], "\(added)")
        let restored = try sandbox.run("pocket", ["--json", "sync", "restored", "--url", adminURL]).jsonObject()
        #expect(restored["server"] as? String == label && !((restored["generation"] as? String) ?? "").isEmpty)
    }

    @Test("add-user creates a login that can reach the functions; the password is never printed")
    func addUserCreatesALogin() throws {
        try #require(try sandbox.run("pocket", ["sync", "init", "--url", adminURL]).exitCode == 0)
        let added = try sandbox.run("pocket", ["sync", "add-user", "ann", "--url", adminURL], stdin: "correct horse\n")
        #expect(added.exitCode == 0, "\(added)")
        #expect(
            added.stdout.contains("ann") && !added.stdout.contains("correct horse")
                && !added.stderr.contains("correct horse"))
        let ann = try PostgresConnection(
            settings: ConnectionSettings(
                conninfo: postgres.url(user: "ann", password: "correct horse"), environment: [:]))
        #expect(try ann.execute("SELECT pocket_sync.version()").scalar == "3")
        let twice = try sandbox.run("pocket", ["sync", "add-user", "ann", "--url", adminURL], stdin: "other\n")
        #expect(twice.exitCode == 64)
        #expect(
            twice.stderrLines == [
                Self.passwordWarning, "error: a role named ann exists already on the server: choose another name",
            ])
    }

    @Test(
        "add-user refuses a bad name and an empty password before touching the server",
        arguments: [
            (["Ann"], "x\n", "'Ann' is not a user name"), (["ann"], "", "the password is empty"),
            (["ann"], "\n", "the password is empty"),
        ])
    func addUserRefuses(arguments: [String], stdin: String, message: String) throws {
        // No server configured at all: the refusal comes first.
        let result = try sandbox.run("pocket", ["sync", "add-user"] + arguments, stdin: stdin)
        #expect(result.exitCode == 64, "\(result)")
        #expect(result.stderr.hasPrefix("error: " + message), "\(result)")
    }

    @Test("each failure has its exit code and one line without the password")
    func failuresAndExitCodes() throws {
        let empty = try TemporaryFolder("pg-none")
        let cases: [(arguments: [String], environment: [String: String?], code: Int32, start: String)] = [
            (
                ["sync", "init"], [:], 78,
                "error: no sync server configured: give --url URL, set POCKET_SYNC_URL, or write"
            ),
            (
                ["sync", "init", "--url", "host=\(empty.path) user=x password=Secret-99"], [:], 69,
                "error: cannot reach the sync server"
            ),
            (
                ["sync", "init", "--url", postgres.url(user: "pocket_admin", password: "Secret-99")], [:], 77,
                "error: the sync server refused the login"
            ),
            (
                ["sync", "init", "--url", "postgresql://x:Secret-99@db.example.com/p?sslmode=disable"], [:], 78,
                "error: unusable sync connection: sslmode=disable"
            ),
            (["sync", "init", "--url", "postgresql://x:Secret-99@[::1/p"], [:], 78, "error: unusable sync connection"),
            (["sync", "add-user", "bob", "--url", adminURL], [:], 78, "error: the server has no Pocket sync schema"),
        ]
        for item in cases {
            let result = try sandbox.run("pocket", item.arguments, environment: item.environment, stdin: "pw\n")
            #expect(result.exitCode == item.code, "\(item.arguments): \(result)")
            // A password in --url is warned of first (`SyncCredentialsTests`); then the one error line.
            let lines = result.stderrLines.filter { $0 != Self.passwordWarning }
            #expect(lines.first?.hasPrefix(item.start) == true, "\(item.arguments): \(result.stderr)")
            #expect(lines.count == 1, "\(result.stderr)")
            #expect(!result.stderr.contains("Secret-99") && !result.stderr.contains(TemporaryPostgres.adminPassword))
        }
        let russian = try sandbox.run("pocket", ["sync", "init"], language: "ru_RU.UTF-8")
        #expect(russian.exitCode == 78)
        #expect(russian.stderr.hasPrefix("error: сервер синхронизации не настроен"), "\(russian.stderr)")
    }

    @Test("restored draws a new generation; without the schema, or as a person, it is refused and changes nothing")
    func restoredDrawsANewGeneration() throws {
        let before = try sandbox.run("pocket", ["sync", "restored", "--url", adminURL])
        #expect(before.exitCode == 78 && before.stderr.contains("pocket sync init"), "\(before)")
        try #require(try sandbox.run("pocket", ["sync", "init", "--url", adminURL]).exitCode == 0)
        let admin = try PostgresConnection(settings: ConnectionSettings(conninfo: adminURL, environment: [:]))
        let generation = { try admin.execute("SELECT generation FROM pocket_sync.server_identity").scalar }
        let installed = try generation()
        let restored = try sandbox.run(
            "pocket", ["sync", "restored"], language: "ru_RU.UTF-8", environment: ["POCKET_SYNC_URL": adminURL])
        #expect(
            restored.exitCode == 0
                && restored.stdout == "Серверу синхронизации на \(label) назначено новое поколение: "
                    + "при следующей синхронизации каждое устройство заново отправит всё, что у него есть.\n",
            "\(restored)")
        let drawn = try generation()
        #expect(drawn != nil && drawn != installed)
        try #require(
            try sandbox.run("pocket", ["sync", "add-user", "ann", "--url", adminURL], stdin: "pw-ann\n").exitCode == 0)
        let person = try sandbox.run(
            "pocket", ["sync", "restored", "--url", postgres.url(user: "ann", password: "pw-ann")])
        #expect(person.exitCode == 1 && person.stderr.contains("42501"), "\(person)")
        #expect(try generation() == drawn)
    }

    @Test("a newer schema on the server is refused with 65")
    func newerSchemaIsRefused() throws {
        try #require(try sandbox.run("pocket", ["sync", "init", "--url", adminURL]).exitCode == 0)
        let admin = try PostgresConnection(settings: ConnectionSettings(conninfo: adminURL, environment: [:]))
        try admin.execute("UPDATE pocket_sync.schema_info SET version = 7")
        let result = try sandbox.run("pocket", ["sync", "init", "--url", adminURL])
        #expect(result.exitCode == 65)
        #expect(
            result.stderrLines.last?.hasPrefix(
                "error: the sync server's schema is version 7, this Pocket knows up to 3") == true, "\(result)")
    }

    @Test(
        "on a terminal add-user asks twice without echo; different answers change nothing",
        .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func addUserAsksOnATerminal() throws {
        try #require(try sandbox.run("pocket", ["sync", "init", "--url", adminURL]).exitCode == 0)
        let pocket = try BuiltExecutables.path("pocket")
        let environment = sandbox.environment()
        let session = try TmuxSession.shell(in: sandbox, environment: environment)
        try session.typeLine(
            "\(pocket) sync add-user ann --url '\(adminURL)'; echo \"code=$?\"; "
                + "echo \"echo-off:$(stty -a | tr ' ' '\\n' | grep -cx -- -echo)\"")
        _ = try session.waitFor("Password for ann:")
        try session.typeLine("Hidden-Pa55")
        _ = try session.waitFor("Repeat the password:")
        try session.typeLine("Hidden-Pa55")
        let screen = try session.waitFor("code=0")
        #expect(!screen.contains("Hidden-Pa55"), "\(screen)")
        #expect(screen.contains("Added ann on"))
        // Echo is back on after the command.
        _ = try session.waitFor("echo-off:0")
        try session.typeLine("clear; \(pocket) sync add-user bob --url '\(adminURL)'; echo \"code=$?\"")
        _ = try session.waitFor("Password for bob:")
        try session.typeLine("one")
        _ = try session.waitFor("Repeat the password:")
        try session.typeLine("two")
        let refused = try session.waitFor("code=64")
        #expect(refused.contains("error: the two passwords differ: nothing was changed"))
        // Ctrl-C at the prompt: exit 130 and the echo back on.
        try session.typeLine(
            "clear; \(pocket) sync add-user carl --url '\(adminURL)'; echo \"code=$?\"; "
                + "echo \"echo-off:$(stty -a | tr ' ' '\\n' | grep -cx -- -echo)\"")
        _ = try session.waitFor("Password for carl:")
        try session.press("C-c")
        _ = try session.waitFor("code=130")
        _ = try session.waitFor("echo-off:0")
        let admin = try PostgresConnection(settings: ConnectionSettings(conninfo: adminURL, environment: [:]))
        #expect(
            try admin.execute("SELECT rolname FROM pg_roles WHERE rolname IN ('ann', 'bob', 'carl')").rows == [["ann"]])
    }

    /// libpq is loaded when a command talks to a server, never linked: the
    /// apps start without it and the libraries it brings.
    @Test("no executable links libpq", arguments: ["tracker", "goals", "my-habits", "image-feed", "pocket"])
    func noExecutableLinksLibpq(executable: String) throws {
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        ldd.arguments = [try BuiltExecutables.path(executable)]
        let output = Pipe()
        ldd.standardOutput = output
        try ldd.run()
        let libraries = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitUntilExit()
        #expect(ldd.terminationStatus == 0)
        #expect(libraries.contains("libc.so"))
        #expect(!libraries.contains("libpq"), "\(libraries)")
    }
}
