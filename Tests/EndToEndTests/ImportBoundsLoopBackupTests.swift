import Foundation
import PocketTestSupport
import Testing

/// `tracker import` of Loop's backup (a SQLite database) within its bounds
/// (issue #43): alike names take time linear in them; more habits than an
/// import takes, and a million repetitions ending in damage, are refused
/// within the memory bound, the store unchanged.
@Suite struct ImportBoundsLoopBackupTests {
    /// The database `sql` makes (with the sqlite3 shell), in the sandbox.
    static func backup(_ sql: String, in app: ScriptedApp) throws -> String {
        let path = app.sandbox.root + "/Loop Habits Backup.db"
        try? FileManager.default.removeItem(atPath: path)
        let result = try ProcessRunner.run(
            "/usr/bin/sqlite3", [path], environment: [:], stdin: Data(sql.utf8))
        #expect(result.exitCode == 0 && result.stderr.isEmpty, "\(result)")
        return path
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var sql: @Sendable () -> String
        var mentioning: String
    }

    static let cases: [Case] = [
        Case(
            testDescription: "more habits than an import takes",
            sql: { HostileImports.loopBackupSQL(count: 10_001) }, mentioning: "more than 10000 habits"),
        Case(
            testDescription: "a million repetitions, the last damaged",
            sql: { HostileImports.loopBackupSQL(count: 1, repetitions: 1_000_000) }, mentioning: "Repetitions"),
    ]

    @Test(arguments: cases)
    func isRefusedWithinTheMemoryBound(_ hostile: Case) throws {
        let app = try ImportBounds.tracker()
        let path = try Self.backup(hostile.sql(), in: app)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        try ImportBounds.expectRefused(app, ["import", path], inputBytes: size, mentioning: hostile.mentioning)
    }

    @Test func alikeNamesTakeLinearTime() throws {
        try ImportBounds.expectScales { app, factor in
            ["import", try Self.backup(HostileImports.loopBackupSQL(count: 600 * factor), in: app)]
        }
    }
}
