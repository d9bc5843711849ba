import PocketTestSupport
import SQLite
import Storage
import StorageSQLite
import Testing

/// The schema's newest version is written out as a constant (so an open does
/// not build every migration's SQL to learn it); it must be the last
/// migration's. Migration 8 makes the status line's count read its index alone.
@Suite struct SchemaVersionTests {
    @Test func theLatestVersionIsTheLastMigrations() {
        #expect(Schema.latestVersion == Schema.migrations.map(\.version).max())
        #expect(
            Schema.migrations.map(\.version) == Array(1...Schema.latestVersion), "versions run 1, 2, 3… without gaps")
    }

    @Test func aVersion7StoreGetsTheCoveringIndex() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try prepareStoreDirectory(folder.storeDirectory)
        let path = storeFile(.sqlite, folder.storeDirectory)
        let old = try Database(path: path, create: true)
        try Migrator.migrate(old, to: Array(Schema.migrations.prefix(7)))
        try old.execute(
            """
            INSERT INTO trackers (id, name, name_key, kind, category_id, emoji, color, schedule, pinned, created_on) \
            VALUES
                ('t1', 'Run', 'run', 'habit', NULL, '🙂', '#007BFA', 127, 0, 20000);
            INSERT INTO records (tracker_id, day) VALUES ('t1', 20003);
            """)
        let count = """
            SELECT count(*), count(CASE WHEN last_day = 20003 THEN 1 END)
            FROM trackers WHERE kind = 'habit' AND (schedule & 4) != 0
            """
        #expect(try Self.queryPlan(old, count).contains("COVERING INDEX") == false)

        _ = try SQLiteStore.open(directory: folder.storeDirectory)
        let database = try Database(path: path)
        #expect(
            try database.scalarText("SELECT name FROM schema_migrations WHERE version = 8") == "covering habit days")
        #expect(try Self.queryPlan(database, count).contains("COVERING INDEX trackers_habit_days"))
        #expect(
            try database.scalarText("SELECT count(*) FROM trackers WHERE kind = 'habit' AND last_day = 20003") == "1")
        #expect(try database.integrityCheck() == "ok")
    }

    /// SQLite's plan for `sql`, its details joined.
    static func queryPlan(_ database: Database, _ sql: String) throws -> String {
        var details: [String] = []
        try database.fetch("EXPLAIN QUERY PLAN " + sql) { details.append($0.string(3)) }
        return details.joined(separator: " | ")
    }
}
