import Foundation
import PocketTestSupport
import SQLite
import SharedModels
import Storage
import StorageJSON
import StorageSQLite
import Testing

/// Older stores are migrated on open.
@Suite struct MigrationTests {
    /// A version-1 document: records as a flat list of objects.
    static let jsonVersion1 = """
        {"schemaVersion": 1,
         "categories": [{"id": "c1", "title": "Спорт"}],
         "trackers": [{"id": "t1", "name": "Бег", "kind": "habit", "category": "c1", "emoji": "❤️", "color": "#FD4C49",
                       "schedule": ["mon", "fri"], "pinned": true, "createdOn": "1999-12-31"}],
         "records": [{"tracker": "t1", "day": "2026-02-28"}, {"tracker": "t1", "day": "2000-01-03"}],
         "habits": [], "settings": {"onboarding": "1"}, "session": null, "cache": {}}
        """

    @Test func jsonVersion1IsMigrated() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try prepareStoreDirectory(folder.storeDirectory)
        let path = storeFile(.json, folder.storeDirectory)
        try writeFile(path, Array(Self.jsonVersion1.utf8))
        let store = try JSONStore.open(directory: folder.storeDirectory)
        let text = String(decoding: try #require(fileBytes(path)), as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"schemaVersion\": 3,"))
        #expect(text.contains("\"t1\": [\"2000-01-03\",\"2026-02-28\"]"))
        try store.read { context throws in
            #expect(try context.categories() == [TrackerCategory(id: "c1", title: "Спорт")])
            let tracker = try #require(try context.tracker(id: "t1"))
            #expect(tracker.schedule == Schedule([.monday, .friday]))
            #expect(tracker.createdOn == Make.day("1999-12-31"))
            #expect(tracker.pinned)
            #expect(try context.days(of: "t1").map(\.iso) == ["2000-01-03", "2026-02-28"])
            #expect(try context.setting("onboarding") == "1")
        }
    }

    @Test func sqliteVersion1IsMigrated() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try prepareStoreDirectory(folder.storeDirectory)
        let path = storeFile(.sqlite, folder.storeDirectory)
        do {
            let database = try Database(path: path, create: true)
            try Migrator.migrate(database, to: Array(Schema.migrations.prefix(1)))
            try database.execute(
                """
                INSERT INTO trackers (id, name, name_key, kind, category_id, emoji, color, schedule, pinned, created_on)
                VALUES ('t1', 'Run', 'run', 'event', NULL, '🙂', '#007BFA', 0, 0, 20000);
                INSERT INTO records VALUES ('t1', 20001), ('t1', 20003);
                """)
        }
        let store = try SQLiteStore.open(directory: folder.storeDirectory)
        #expect(
            try store.read { try $0.records(on: LocalDate(dayNumber: 20003)) } == [
                TrackerRecord(trackerID: "t1", day: LocalDate(dayNumber: 20003))
            ])
        let database = try Database(path: path)
        #expect(
            try database.scalarText("SELECT group_concat(version) FROM schema_migrations ORDER BY version")
                == Schema.migrations.map { String($0.version) }.joined(separator: ","))
        #expect(
            try database.scalarText("SELECT name FROM sqlite_master WHERE name = 'records_by_day'") == "records_by_day")
        #expect(try database.scalarText("PRAGMA journal_mode") == "wal")
    }

    @Test func sqliteUsesRealTablesAndIndexes() throws {
        try withStore(.sqlite) { store, folder in
            let database = try Database(path: storeFile(.sqlite, folder.storeDirectory))
            let names = Set(
                (try database.scalarText("SELECT group_concat(name) FROM sqlite_master") ?? "").split(separator: ",")
                    .map(String.init))
            for name in [
                "categories", "trackers", "records", "habits", "habit_days", "settings", "session", "cache",
                "schema_migrations", "records_by_day", "trackers_by_category", "trackers_by_name", "trackers_by_order",
                "categories_by_order",
                "trackers_by_id_key", "records_count_insert", "records_count_delete", "records_count_move",
            ] {
                #expect(names.contains(name), "\(name)")
            }
            #expect(try database.scalarText("PRAGMA journal_mode") == "wal")
            #expect(try (store as? SQLiteStore)?.integrityCheck() == "ok")
        }
    }
}
