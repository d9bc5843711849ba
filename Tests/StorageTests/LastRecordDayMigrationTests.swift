import PocketTestSupport
import SQLite
import SharedModels
import Storage
import StorageSQLite
import Testing

/// Migration 7 ("last record day"): each tracker row keeps its latest record
/// day, which the status line counts by; set from the records a version-6
/// store already holds, then kept by the count triggers however a record
/// changes (insert, delete, a hand-made UPDATE).
@Suite struct LastRecordDayMigrationTests {
    /// The column as the store holds it, for every tracker (nil: no record).
    func lastDays(_ database: Database) throws -> String? {
        try database.scalarText(
            "SELECT group_concat(id || '=' || coalesce(last_day, '-'), ' ') FROM (SELECT * FROM trackers ORDER BY id)")
    }

    /// What the column must say: the records' own maximum.
    func recomputed(_ database: Database) throws -> String? {
        try database.scalarText(
            """
            SELECT group_concat(id || '=' || coalesce((SELECT max(day) FROM records WHERE tracker_id = t.id), '-'), ' ')
            FROM (SELECT * FROM trackers ORDER BY id) AS t
            """)
    }

    @Test func aVersion6StoreGainsItsTrackersLatestDays() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try prepareStoreDirectory(folder.storeDirectory)
        let path = storeFile(.sqlite, folder.storeDirectory)
        let old = try Database(path: path, create: true)
        try Migrator.migrate(old, to: Array(Schema.migrations.prefix(6)))
        try old.execute(
            """
            INSERT INTO trackers (id, name, name_key, kind, category_id, emoji, color, schedule, pinned, created_on) \
            VALUES
                ('t1', 'Run', 'run', 'habit', NULL, '🙂', '#007BFA', 127, 0, 20000),
                ('t2', 'Swim', 'swim', 'habit', NULL, '🙂', '#007BFA', 1, 0, 20000);
            INSERT INTO records (tracker_id, day) VALUES ('t1', 20003), ('t1', 20001), ('t1', -400);
            """)
        #expect(try old.scalarText("SELECT count(*) FROM pragma_table_info('trackers') WHERE name = 'last_day'") == "0")

        _ = try SQLiteStore.open(directory: folder.storeDirectory)
        let database = try Database(path: path)
        #expect(try lastDays(database) == "t1=20003 t2=-")
        #expect(try database.scalarText("SELECT name FROM schema_migrations WHERE version = 7") == "last record day")
        #expect(try database.integrityCheck() == "ok")
    }

    @Test func theTriggersKeepItWhateverChangesARecord() throws {
        try withStore(.sqlite) { store, folder in
            let run = Make.tracker("Run", category: nil, id: "run0")
            let swim = Make.tracker("Swim", category: nil, id: "swim")
            try store.write { context throws in
                try context.insertTracker(run)
                try context.insertTracker(swim)
                for day in ["2026-01-01", "2026-01-05", "2026-01-03"] {
                    try context.insertRecord(TrackerRecord(trackerID: run.id, day: Make.day(day)))
                }
            }
            let database = try Database(path: storeFile(.sqlite, folder.storeDirectory))
            #expect(try lastDays(database) == "run0=\(Make.day("2026-01-05").dayNumber) swim=-")
            try store.write { try $0.deleteRecord(TrackerRecord(trackerID: run.id, day: Make.day("2026-01-05"))) }
            #expect(try lastDays(database) == "run0=\(Make.day("2026-01-03").dayNumber) swim=-")
            try database.execute("PRAGMA foreign_keys=ON")
            try database.execute(
                "UPDATE records SET tracker_id = 'swim' WHERE day = \(Make.day("2026-01-03").dayNumber)")
            #expect(try lastDays(database) == (try recomputed(database)))
            try database.execute("UPDATE records SET day = day + 40 WHERE tracker_id = 'run0'")
            #expect(try lastDays(database) == (try recomputed(database)))
            try store.write { try $0.insertRecords([RecordBatch(trackerID: swim.id, days: [Make.day("2026-03-01")])]) }
            #expect(try lastDays(database) == (try recomputed(database)))
            try store.write { try $0.deleteTracker(id: run.id) }
            #expect(try lastDays(database) == "swim=\(Make.day("2026-03-01").dayNumber)")
        }
    }
}
