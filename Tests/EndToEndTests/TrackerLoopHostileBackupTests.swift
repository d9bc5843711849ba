import Foundation
import PocketTestSupport
import Testing

/// `tracker import` of Loop backups a user may be handed rather than made:
/// a WAL-mode backup with something else where its `-wal` would be is read
/// without touching it (no `-shm` made, the folder byte for byte as it was,
/// no hang on a FIFO), and a backup whose own SQL is hostile (a function
/// the schema may not call, a view that never ends, a huge string, too many
/// columns) is refused with 65 and one localized line, the store unchanged.
@Suite struct TrackerLoopHostileBackupTests {
    static func fixture(_ version: Int) -> String { Fixtures.folder + "/loop/loop-v\(version).db" }

    /// The schema-25 fixture copied to `folder/backup.db`, then `sql` run on the copy.
    static func backup(in folder: String, sql: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/backup.db"
        try FileManager.default.copyItem(atPath: fixture(25), toPath: path)
        try StoreFaults.sqlite(path, sql)
        return path
    }

    /// What lies where a WAL-mode backup's `-wal` would be.
    static let walNeighbours: [(label: String, make: @Sendable (String) throws -> Void)] = [
        ("garbage", { try Data((0..<5000).map { UInt8($0 % 251) }).write(to: URL(fileURLWithPath: $0)) }),
        ("an empty file", { try Data().write(to: URL(fileURLWithPath: $0)) }),
        ("a FIFO nobody writes to", { #expect(mkfifo($0, 0o600) == 0) }),
    ]

    @Test(arguments: walNeighbours.indices)
    func aWALBackupIsReadWithoutTouchingItsFolder(index: Int) throws {
        let neighbour = Self.walNeighbours[index]
        let app = try TrackerLoopImportTests.tracker(store: "sqlite")
        let folder = app.sandbox.root + "/phone"
        let file = try Self.backup(in: folder, sql: "PRAGMA journal_mode=WAL")
        try neighbour.make(file + "-wal")
        let before = try FolderSnapshot(folder)
        let result = try app.run(["import", file, "--json"], timeout: .seconds(30))
        #expect(!result.timedOut && result.exitCode == 0, "\(neighbour.label): \(result)")
        let summary = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
        #expect(TrackerLoopImportTests.counts(summary, "records")["added"] == 11, "\(neighbour.label): \(result)")
        #expect(try TrackerLoopImportTests.names(app).count == 5, "\(neighbour.label)")
        let after = try FolderSnapshot(folder)
        #expect(after == before, "\(neighbour.label): before \(before), after \(after)")
        #expect(!FileManager.default.fileExists(atPath: file + "-shm"), "\(neighbour.label)")
    }

    /// A Loop schema of `Habits` whose rows come from a view (`rows`) through
    /// an FTS5 table, as a crafted backup can make them: the importer's own
    /// query then runs the file's SQL.
    static func habitsFromView(_ rows: String) -> String {
        """
        DROP TABLE Habits;
        CREATE VIEW loop_rows AS \(rows);
        CREATE VIRTUAL TABLE Habits USING fts5(id, name, position, content='loop_rows', content_rowid='id');
        """
    }

    static let endless = """
        WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n)
        SELECT x AS id, 'Habit' AS name, 0 AS position FROM n
        """

    /// 100 columns: SQLite allows 2,000, Loop's widest table has 17.
    static let wide = "CREATE TABLE Wide(" + (0..<100).map { "c\($0)" }.joined(separator: ", ") + ");"

    static let hostile: [(label: String, sql: String, reason: String)] = [
        (
            "a function the schema may not call",
            habitsFromView("SELECT 1 AS id, fts5_source_id() AS name, 0 AS position"),
            "Habits: the database or archive itself is damaged"
        ),
        (
            "a view that never ends", habitsFromView(endless),
            "Habits: reading it takes far more work than a file of its size needs"
        ),
        (
            "a 2 MB description", "UPDATE Habits SET description = printf('%.*c', 2000000, 'x') WHERE id = 1",
            "Habits: larger than an import reads"
        ),
        ("too many columns", wide, "backup.db is a damaged Loop Habit Tracker file: the database or archive itself"),
    ]

    @Test(arguments: hostile.indices)
    func aHostileBackupIsRefusedAndChangesNothing(index: Int) throws {
        let hostile = Self.hostile[index]
        let app = try TrackerLoopImportTests.tracker(store: "sqlite")
        try app.ok(["import", Self.fixture(13)])
        let before = try app.ok(["export"])
        let file = try Self.backup(in: app.sandbox.root + "/phone", sql: hostile.sql)
        let result = try app.run(["import", file], timeout: .seconds(30))
        #expect(!result.timedOut && result.exitCode == 65, "\(hostile.label): \(result)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("error: ") == true && lines.count <= 2, "\(hostile.label): \(result)")
        #expect(lines.first?.contains(file) == true, "\(hostile.label): \(result)")
        #expect(lines.first?.contains(hostile.reason) == true, "\(hostile.label): \(result)")
        #expect(try app.ok(["export"]) == before, "\(hostile.label)")
    }

    static let endlessInEachLanguage: [(locale: String, text: String)] = [
        ("ru_RU.UTF-8", "его чтение требует гораздо больше работы, чем нужно файлу такого размера"),
        ("de_DE.UTF-8", "sein Lesen braucht weit mehr Arbeit, als eine Datei dieser Größe braucht"),
    ]

    @Test(arguments: endlessInEachLanguage.indices)
    func theEndlessReadIsSaidInTheUsersLanguage(index: Int) throws {
        let expected = Self.endlessInEachLanguage[index]
        let app = try TrackerLoopImportTests.tracker(store: "json", language: expected.locale)
        let file = try Self.backup(in: app.sandbox.root + "/phone", sql: Self.habitsFromView(Self.endless))
        let result = try app.run(["import", file], timeout: .seconds(30))
        #expect(result.exitCode == 65 && result.stderr.contains(expected.text), "\(result)")
    }

    /// Triggers and views the importer never reads run nothing: the backup imports.
    @Test func triggersAndUnreadViewsAreIgnored() throws {
        let app = try TrackerLoopImportTests.tracker(store: "sqlite")
        let file = try Self.backup(
            in: app.sandbox.root + "/phone",
            sql: """
                CREATE VIEW Spy AS SELECT fts5_source_id() AS id;
                CREATE TRIGGER Sneak AFTER INSERT ON Repetitions BEGIN SELECT fts5_source_id(); END;
                """)
        let summary = try app.json(["import", file])
        #expect(TrackerLoopImportTests.counts(summary, "records")["added"] == 11, "\(summary)")
    }
}
