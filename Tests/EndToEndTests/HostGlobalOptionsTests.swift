import Foundation
import PocketTestSupport
import Testing

/// docs/commands.md: every program takes the global options before or after
/// its command, `--version` and `--help` among them; `pocket` too, for its
/// own commands (`pocket --json sync`) and the apps it runs. No PostgreSQL:
/// a server that cannot be reached shows that the command got that far.
@Suite("Host and apps: global options before or after the command")
struct HostGlobalOptionsTests {
    /// A socket folder with no server in it: the sync's own "cannot reach" (69).
    static func unreachable(_ sandbox: TestSandbox) -> String { "host=\(sandbox.root) user=x" }

    @Test(
        "pocket takes the global options before its sync commands",
        arguments: [["--json", "sync"], ["sync", "--json"], ["--json", "sync", "init"], ["sync", "init", "--json"]])
    func jsonBeforeOrAfterSync(arguments: [String]) throws {
        let sandbox = try TestSandbox()
        let result = try sandbox.run(
            "pocket", arguments, environment: ["POCKET_SYNC_URL": Self.unreachable(sandbox)])
        #expect(result.exitCode == 69, "\(arguments): \(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines.count == 1 && result.stderr.hasPrefix("error: cannot reach the sync server"))
    }

    @Test("pocket --json sync init --url …: the option and the command's own, one error line")
    func jsonBeforeInitWithURL() throws {
        let sandbox = try TestSandbox()
        let result = try sandbox.run("pocket", ["--json", "sync", "init", "--url", Self.unreachable(sandbox)])
        #expect(result.exitCode == 69, "\(result)")
        #expect(result.stderrLines.count == 1 && result.stderr.hasPrefix("error: cannot reach the sync server"))
    }

    @Test("pocket --store json sync is refused as POCKET_STORE=json is: sync needs SQLite")
    func storeBeforeSync() throws {
        let sandbox = try TestSandbox()
        let byOption = try sandbox.run(
            "pocket", ["--store", "json", "sync"], environment: ["POCKET_SYNC_URL": Self.unreachable(sandbox)])
        let byVariable = try sandbox.run(
            "pocket", ["sync"], environment: ["POCKET_SYNC_URL": Self.unreachable(sandbox), "POCKET_STORE": "json"])
        #expect(byOption.exitCode == 64, "\(byOption)")
        #expect(byOption.stderr == byVariable.stderr && byOption.exitCode == byVariable.exitCode)
        #expect(byOption.stderr.contains("migrate --to sqlite"), "\(byOption)")
    }

    @Test("pocket --json apps and pocket apps --json are one document")
    func jsonBeforeApps() throws {
        let sandbox = try TestSandbox()
        let before = try sandbox.run("pocket", ["--json", "apps"])
        let after = try sandbox.run("pocket", ["apps", "--json"])
        #expect(before.exitCode == 0 && before.stdout == after.stdout, "\(before)")
        #expect(before.stdout.hasPrefix("{") && before.stdout.contains("\"tracker\""))
    }

    @Test("pocket --json tracker list is tracker --json list")
    func globalsBeforeAnApp() throws {
        let sandbox = try TestSandbox()
        let hosted = try sandbox.run("pocket", ["--json", "--day-start", "3", "tracker", "list"], dataDirFlag: true)
        let direct = try sandbox.run("tracker", ["--json", "--day-start", "3", "list"], dataDirFlag: true)
        #expect(hosted.exitCode == 0, "\(hosted)")
        #expect(hosted.stdout == direct.stdout && hosted.stdout.hasPrefix("{"))
    }

    @Test(
        "--version after a command prints the version, in every program",
        arguments: [
            ("tracker", ["list"]), ("goals", ["done", "x"]), ("image-feed", ["show", "x"]), ("my-habits", ["track"]),
            ("pocket", ["sync", "init"]),
        ])
    func versionAfterTheCommand(executable: String, command: [String]) throws {
        let sandbox = try TestSandbox()
        let plain = try sandbox.run(executable, ["--version"])
        let after = try sandbox.run(executable, command + ["--version"])
        #expect(after.exitCode == 0, "\(after)")
        #expect(after.stdout == plain.stdout && after.stderr.isEmpty)
    }

    @Test(
        "--help before or after a command is that command's help",
        arguments: [("tracker", ["edit"]), ("goals", ["export"]), ("pocket", ["sync", "init"])])
    func helpBeforeOrAfter(executable: String, command: [String]) throws {
        let sandbox = try TestSandbox()
        let after = try sandbox.run(executable, command + ["--help"])
        let before = try sandbox.run(executable, ["--help"] + command)
        #expect(after.exitCode == 0 && before.exitCode == 0, "\(after)")
        #expect(after.stdout == before.stdout && after.stdout.contains("USAGE: " + executable))
    }

    @Test("add-user names a reserved word as reserved, in each language", arguments: ["select", "public", "pg_ann"])
    func reservedUserName(name: String) throws {
        let sandbox = try TestSandbox()
        let words = ["en_US.UTF-8": "reserves", "ru_RU.UTF-8": "зарезервированное", "de_DE.UTF-8": "reserviert"]
        for (language, word) in words {
            let result = try sandbox.run("pocket", ["sync", "add-user", name], language: language, stdin: "pw\n")
            #expect(result.exitCode == 64, "\(result)")
            #expect(result.stderr.contains(word) && result.stderr.contains(name), "\(language): \(result)")
            #expect(!result.stderr.contains("a-z") && !result.stderr.contains("lower-case"), "\(result)")
        }
    }
}
