import PocketTestSupport
import SQLite
import SharedModels
import Storage
import StorageSQLite
import Testing

/// Migration 3 ("record counts") on a store written by a build that knew
/// migrations 1–2 only.
@Suite struct RecordCountMigrationTests {
    /// Builds a version-2 `store.sqlite` with the old migrations and fills it.
    func makeVersion2Store(at path: String) throws {
        let database = try Database(path: path, create: true)
        try Migrator.migrate(database, to: Array(Schema.migrations.prefix(2)))
        try database.execute(
            """
            INSERT INTO categories (id, title, title_key) VALUES ('c1', 'Sport', 'sport');
            INSERT INTO trackers (id, name, name_key, kind, category_id, emoji, color, schedule, pinned, created_on) \
            VALUES
                ('t1', 'Run', 'run', 'habit', 'c1', '🙂', '#007BFA', 127, 0, 20000),
                ('t2', 'Swim', 'swim', 'habit', 'c1', '🙂', '#007BFA', 1, 0, 20000),
                ('T3AB', 'Walk', 'walk', 'event', NULL, '🙂', '#007BFA', 0, 1, 20000);
            INSERT INTO records (tracker_id, day) VALUES ('t1', 20001), ('t1', 20002), ('t1', 20003), ('t2', 20002);
            """)
        // The fixture really is the old schema.
        #expect(try database.scalarText("SELECT max(version) FROM schema_migrations") == "2")
        #expect(
            try database.scalarText("SELECT count(*) FROM pragma_table_info('trackers') WHERE name = 'record_count'")
                == "0")
    }

    @Test func version2StoreGainsCountsFromItsRecords() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try prepareStoreDirectory(folder.storeDirectory)
        let path = storeFile(.sqlite, folder.storeDirectory)
        try makeVersion2Store(at: path)

        let store = try SQLiteStore.open(directory: folder.storeDirectory)
        try store.read { context throws in
            #expect(try context.recordCounts() == ["t1": 3, "t2": 1])
            #expect(try context.recordCount(of: "t1") == 3)
            #expect(try context.recordCount(of: "T3AB") == 0)
            #expect(try context.trackers(idPrefix: "t3ab").map(\.name) == ["Walk"])
            #expect(try context.trackers(named: "RUN").map(\.id) == ["t1"])
        }
        // The triggers keep them from now on.
        try store.write { context throws in
            try context.insertRecord(TrackerRecord(trackerID: "T3AB", day: LocalDate(dayNumber: 20005)))
            try context.deleteRecord(TrackerRecord(trackerID: "t1", day: LocalDate(dayNumber: 20001)))
            try context.deleteTracker(id: "t2")
        }
        #expect(try store.read { try $0.recordCounts() } == ["t1": 2, "T3AB": 1])

        let database = try Database(path: path)
        #expect(
            try database.scalarText("SELECT group_concat(version) FROM schema_migrations ORDER BY version")
                == Schema.migrations.map { String($0.version) }.joined(separator: ","))
        #expect(try database.scalarText("SELECT name FROM schema_migrations WHERE version = 3") == "record counts")
        #expect(try database.integrityCheck() == "ok")
        // A store opened again is not migrated twice.
        _ = try SQLiteStore.open(directory: folder.storeDirectory)
        #expect(try database.scalarText("SELECT count(*) FROM schema_migrations") == String(Schema.migrations.count))
    }

    /// No command moves a record to another tracker, but the counter must
    /// not drift if a future one (or a hand-made UPDATE) does.
    @Test func movingARecordMovesItsCount() throws {
        try withStore(.sqlite) { store, folder in
            let run = Make.tracker("Run", category: nil, id: "run0")
            let swim = Make.tracker("Swim", category: nil, id: "swim")
            try store.write { context throws in
                try context.insertTracker(run)
                try context.insertTracker(swim)
                try context.insertRecord(TrackerRecord(trackerID: run.id, day: Make.day("2026-01-01")))
                try context.insertRecord(TrackerRecord(trackerID: run.id, day: Make.day("2026-01-02")))
            }
            let database = try Database(path: storeFile(.sqlite, folder.storeDirectory))
            try database.execute("PRAGMA foreign_keys=ON")
            try database.execute(
                "UPDATE records SET tracker_id = 'swim' WHERE day = \(Make.day("2026-01-01").dayNumber)")
            try database.execute("UPDATE records SET day = day + 10 WHERE tracker_id = 'run0'")
            #expect(try store.read { try $0.recordCounts() } == [run.id: 1, swim.id: 1])
        }
    }
}
