import Foundation
import PocketTestSupport
import Postgres
import Testing

/// Where a password may show, what configuration is refused, and what
/// `pocket sync init` gives (and keeps from) sync roles.
@Suite(.serialized) struct SyncCredentialsTests {
    let world: SyncWorld
    init() throws { world = try SyncWorld() }

    @Test func aPasswordInURLIsWarnedOfInEveryLanguageButNotInTheEnvironment() throws {
        let laptop = try world.device()
        let starts = [
            "en_US.UTF-8": "warning: the password in --url can be seen", "ru_RU.UTF-8": "warning: пароль в --url виден",
            "de_DE.UTF-8": "warning: das Passwort in --url sieht",
        ]
        for (language, start) in starts {
            let result = try laptop.run(
                "tracker", ["sync", "--url", world.url], environment: ["LANG": language, "POCKET_SYNC_URL": nil])
            #expect(
                result.exitCode == 0 && result.stderrLines.count == 1 && result.stderr.hasPrefix(start), "\(result)")
            #expect(
                result.stderr.contains("PGPASSFILE") && result.stderr.contains("POCKET_SYNC_URL")
                    && result.stderr.contains(".pgpass"))
        }
        #expect(try laptop.run("tracker", ["sync"]).stderr.isEmpty)
    }

    @Test func aSyncConfOthersMayReadIsRefusedNamingIt() throws {
        let laptop = try world.device()
        let file = laptop.sandbox.configHome + "/pocket/sync.conf"
        try FileManager.default.createDirectory(
            atPath: laptop.sandbox.configHome + "/pocket", withIntermediateDirectories: true)
        try Data((world.url + "\n").utf8).write(to: URL(fileURLWithPath: file))
        for mode in [0o644, 0o640, 0o604] {
            chmod(file, mode_t(mode))
            let refused = try laptop.run("tracker", ["sync"], environment: ["POCKET_SYNC_URL": nil])
            #expect(
                refused.exitCode == 78 && refused.stderrLines.count == 1 && refused.stderr.contains(file), "\(refused)")
            #expect(refused.stderr.contains("chmod 600") && !refused.stderr.contains(SyncWorld.password))
        }
        chmod(file, 0o600)
        #expect(try laptop.run("tracker", ["sync"], environment: ["POCKET_SYNC_URL": nil]).exitCode == 0)
    }

    @Test func passwordsWithAnAtSignOrOfOneCharacterNeverShowNorGarbleTheMessage() throws {
        let admin = try TestSandbox()
        try SyncWorld.require(
            admin.run(
                "pocket", ["sync", "add-user", "carol", "--url", world.postgres.adminURL], stdin: "p@ss@Word-7\n"))
        let laptop = try world.device()
        let unencoded = world.postgres.url(user: "carol", password: "PW").replacingOccurrences(
            of: ":PW@", with: ":p@ss@Word-7@")
        let synced = try laptop.run("tracker", ["sync"], environment: ["POCKET_SYNC_URL": unencoded])
        #expect(
            synced.exitCode == 0 && synced.stdout.hasPrefix("Synced with carol@"),
            "an unencoded @ in the password: \(synced)")
        let cases = [
            "postgresql://x:Se@cret-99@nohost.invalid/p", "postgresql://x:a@nohost.invalid/p",
            "host=nohost.invalid user=x password=a sslmode=require",
        ]
        for url in cases {
            let result = try laptop.run("tracker", ["sync"], environment: ["POCKET_SYNC_URL": url])
            #expect(result.exitCode == 69 && result.stderrLines.count == 1, "\(url): \(result)")
            #expect(!result.stderr.contains("cret-99") && !result.stderr.contains("Se@"), "\(result.stderr)")
            #expect(
                result.stderr.hasPrefix("error: cannot reach the sync server")
                    && result.stderr.contains("nohost.invalid")
                    && result.stderr.contains("translate"), "nothing masked but the password: \(result.stderr)")
        }
    }

    @Test func anInvalidSSLModeOrPortIsConfiguration() throws {
        let laptop = try world.device()
        for url in [
            world.url + "?sslmode=bogus", "postgresql://alice:x@localhost:99999/p",
            "host=localhost port=abc user=alice",
            "postgresql://alice:x@db.example.org/p?sslmode=Require",
        ] {
            let result = try laptop.run("tracker", ["sync"], environment: ["POCKET_SYNC_URL": url])
            #expect(
                result.exitCode == 78 && result.stderr.hasPrefix("error: unusable sync connection"), "\(url): \(result)"
            )
        }
    }

    @Test func addUserRefusesANameWithANewlineAndReservedWords() throws {
        let admin = try TestSandbox()
        for name in ["ann\n", "ann\n\n", "user", "select", "table", "public", "none", "pg_ann", "current_user"] {
            let result = try admin.run(
                "pocket", ["sync", "add-user", name, "--url", world.postgres.adminURL], stdin: "pw-long\n")
            #expect(result.exitCode == 64 && result.stderrLines.count == 1, "\(name): \(result)")
        }
    }

    @Test func initLimitsSyncRolesAndNoSyncUserCanBlockIt() throws {
        let admin = try world.admin()
        #expect(try admin.execute("SELECT rolconnlimit FROM pg_roles WHERE rolname = 'alice'").scalar == "20")
        let alice = try PostgresConnection(settings: ConnectionSettings(conninfo: world.url, environment: [:]))
        #expect(throws: PostgresError.self) { try alice.execute("CREATE TEMPORARY TABLE scratch (x int)") }
        try alice.execute("BEGIN")
        #expect(throws: PostgresError.self) { try alice.execute("LOCK TABLE pocket_sync.schema_info") }
        try alice.execute("ROLLBACK")
        // Alice holds the advisory lock init used to take: init no longer waits for it.
        try alice.execute("SELECT pg_advisory_lock(hashtext('pocket_sync.install'))")
        let sandbox = try TestSandbox()
        let start = ContinuousClock.now
        let again = try sandbox.run(
            "pocket", ["sync", "init", "--url", world.postgres.adminURL], timeout: .seconds(30))
        #expect(again.exitCode == 0 && again.stdout.contains("already at version 3"), "\(again)")
        #expect(ContinuousClock.now - start < .seconds(8))
        // A user added before this build's init gets the limit from the next init.
        try admin.execute("ALTER ROLE alice CONNECTION LIMIT -1")
        try SyncWorld.require(sandbox.run("pocket", ["sync", "init", "--url", world.postgres.adminURL]))
        #expect(try admin.execute("SELECT rolconnlimit FROM pg_roles WHERE rolname = 'alice'").scalar == "20")
    }
}
