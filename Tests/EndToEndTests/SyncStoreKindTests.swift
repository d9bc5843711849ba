import Foundation
import PocketTestSupport
import Testing

/// Sync needs the SQLite store; the advice names a command that exists:
/// `APP migrate` in an app, the apps' commands through the host (which has
/// no `migrate` of its own).
@Suite("Sync: on the JSON store")
struct SyncStoreKindTests {
    @Test(arguments: [
        ("en_US.UTF-8", "run `pocket tracker migrate --to sqlite` first"),
        ("ru_RU.UTF-8", "выполните `pocket tracker migrate --to sqlite`"),
        ("de_DE.UTF-8", "zuerst `pocket tracker migrate --to sqlite` ausführen"),
    ])
    func theHostNamesTheAppsMigrate(language: String, advice: String) throws {
        let sandbox = try TestSandbox()
        let result = try sandbox.run("pocket", ["sync"], language: language, environment: ["POCKET_STORE": "json"])
        #expect(result.exitCode == 64, "\(result)")
        #expect(result.stderrLines.count == 1 && result.stderr.contains(advice), "\(result)")
        #expect(!result.stderr.contains("`pocket migrate"))
    }

    @Test func anAppNamesItsOwnMigrate() throws {
        let sandbox = try TestSandbox()
        let result = try sandbox.run("goals", ["sync"], environment: ["POCKET_STORE": "json"])
        #expect(result.exitCode == 64, "\(result)")
        #expect(result.stderr.contains("run `goals migrate --to sqlite` first"), "\(result)")
    }
}
