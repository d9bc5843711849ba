import PocketTestSupport
import SQLite
import SharedModels
import Storage
import StorageSQLite
import Testing

/// Count schedules ("N times in M days") in both backends: kept through a
/// write, an update and a reopen, and refused when a file holds one out of
/// range. SQLite keeps them in `count_times`/`count_per` (migration 9),
/// JSON as `times`/`per` beside the tracker's `schedule`.
@Suite struct CountScheduleStorageTests {
    static func count(_ times: Int, _ per: Int) -> Schedule { Schedule(count: CountSchedule(times: times, per: per)!) }

    @Test(arguments: StoreKind.allCases)
    func aCountHabitRoundTrips(kind: StoreKind) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sport = Make.category("Sport", id: "c1")
        let gym = Make.tracker("Gym", category: sport, id: "t1", schedule: Self.count(3, 7))
        let yoga = Make.tracker("Yoga", category: nil, id: "t2", schedule: Schedule([.monday, .friday]))
        let extremes = [(1, 1), (1, 365), (365, 365)].enumerated().map { index, count in
            Make.tracker("Edge \(index)", category: nil, id: "e\(index)", schedule: Self.count(count.0, count.1))
        }
        do {
            let store = try openStore(kind, folder.storeDirectory)
            try store.write { context throws in
                try context.insertCategory(sport)
                for tracker in [gym, yoga] + extremes { try context.insertTracker(tracker) }
            }
            try store.read { context throws in
                #expect(try context.tracker(id: gym.id) == gym)
                #expect(try context.trackers(named: "gym") == [gym])
                #expect(try context.trackers(idPrefix: "E").map(\.schedule.count) == extremes.map(\.schedule.count))
            }
        }
        var store = try openStore(kind, folder.storeDirectory)
        #expect(try store.read { try $0.trackers() } == extremes + [gym, yoga], "after a reopen")
        #expect(
            try store.read { try $0.trackerSummaries(on: Make.day("2026-03-02")).trackers } == extremes + [gym, yoga])

        // Weekdays to a count, a count to weekdays, one count to another.
        var gymWeekdays = gym
        var yogaCount = yoga
        var edge = extremes[1]
        gymWeekdays.schedule = Schedule([.tuesday])
        yogaCount.schedule = Self.count(2, 5)
        edge.schedule = Self.count(4, 30)
        try store.write { context throws in
            for tracker in [gymWeekdays, yogaCount, edge] { try context.updateTracker(tracker) }
        }
        store = try openStore(kind, folder.storeDirectory)
        try store.read { context throws in
            #expect(try context.tracker(id: gym.id) == gymWeekdays)
            #expect(try context.tracker(id: gym.id)?.schedule.count == nil)
            #expect(try context.trackers(named: "Yoga") == [yogaCount])
            #expect(try context.tracker(id: edge.id)?.schedule.count == CountSchedule(times: 4, per: 30))
        }
        // Back to a daily habit: every day, and no count.
        var gymDaily = gymWeekdays
        gymDaily.schedule = .everyDay
        var yogaDaily = yogaCount
        yogaDaily.schedule = .everyDay
        try store.write { context throws in
            try context.updateTracker(gymDaily)
            try context.updateTracker(yogaDaily)
        }
        store = try openStore(kind, folder.storeDirectory)
        #expect(try store.read { try $0.tracker(id: yoga.id)?.schedule } == .everyDay)
        #expect(try store.read { try $0.tracker(id: gym.id) } == gymDaily)
    }

    /// An event's count is not kept (it is due on no day): both backends
    /// read it back alike, with the seven days a count schedule has.
    @Test(arguments: StoreKind.allCases)
    func anEventKeepsNoCount(kind: StoreKind) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var party = Make.tracker("Party", category: nil, id: "t1", kind: .event)
        party.schedule = Self.count(3, 7)
        try openStore(kind, folder.storeDirectory).write { try $0.insertTracker(party) }
        let read = try openStore(kind, folder.storeDirectory).read { try $0.tracker(id: party.id) }
        #expect(read?.schedule == .everyDay && read?.kind == .event)
    }

    @Test(arguments: [
        #""times": 0, "per": 7"#, #""times": 8, "per": 7"#, #""times": 1, "per": 366"#, #""times": -1, "per": 7"#,
        #""times": 3"#, #""per": 7"#, #""times": "3", "per": 7"#, #""times": 3, "per": 7.5"#,
    ])
    func aJSONCountOutOfRangeIsCorrupt(count: String) throws {
        try Self.expectCorruptJSON(schedule: #"["mon","tue","wed","thu","fri","sat","sun"]"#, count: count)
    }

    @Test(arguments: [
        (#"["mon","tue","wed","thu","fri","sat","sun"]"#, "event"), (#"["mon"]"#, "habit"), (#"[]"#, "event"),
    ])
    func aJSONCountOnATrackerNotDailyIsCorrupt(schedule: String, kind: String) throws {
        try Self.expectCorruptJSON(schedule: schedule, count: #""times": 3, "per": 7"#, kind: kind)
    }

    static func expectCorruptJSON(schedule: String, count: String, kind: String = "habit") throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try prepareStoreDirectory(folder.storeDirectory)
        let path = storeFile(.json, folder.storeDirectory)
        let text =
            #"{"schemaVersion": 2, "trackers": [{"id": "t1", "name": "Gym", "kind": ""# + kind
            + ##"", "category": null, "emoji": "🙂", "color": "#FD4C49", "schedule": "## + schedule + ", " + count
            + #", "pinned": false, "createdOn": "2026-01-01"}]}"#
        try writeFile(path, Array(text.utf8))
        #expect {
            _ = try openStore(.json, folder.storeDirectory)
        } throws: { error in
            guard case .corrupt(let file, _) = error as? StoreError else { return false }
            return file == path
        }
        #expect(fileBytes(path) == Array(text.utf8), "the file keeps every byte")
    }

    @Test func theJSONDocumentNamesTheCountBesideTheDays() throws {
        try withStore(.json) { store, folder in
            try store.write { context throws in
                try context.insertTracker(Make.tracker("Gym", category: nil, id: "t1", schedule: Self.count(3, 7)))
                try context.insertTracker(Make.tracker("Yoga", category: nil, id: "t2"))
            }
            let text = String(decoding: fileBytes(storeFile(.json, folder.storeDirectory)) ?? [], as: UTF8.self)
            #expect(
                text.contains(
                    #""schedule": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"], "times": 3, "per": 7, "pinned""#))
            #expect(text.components(separatedBy: #""times""#).count == 2, "a weekday habit has no count keys")
        }
    }

    /// Migration 9's CHECK: both columns or neither, in range, on a daily habit.
    @Test func theSQLiteColumnsRefuseWhatIsNoCount() throws {
        try withStore(.sqlite) { store, folder in
            try store.write { try $0.insertTracker(Make.tracker("Gym", category: nil, id: "t1")) }
            let database = try Database(path: storeFile(.sqlite, folder.storeDirectory))
            for change in [
                "count_times = 3", "count_per = 7", "count_times = 0, count_per = 7", "count_times = 8, count_per = 7",
                "count_times = 366, count_per = 366", "count_times = 3, count_per = 7, schedule = 63",
                "count_times = 3, count_per = 7, kind = 'event', schedule = 0", "count_times = '3', count_per = 'x'",
                "count_times = 2.5, count_per = 7",
            ] {
                #expect(throws: (any Error).self, "\(change)") {
                    try database.execute("UPDATE trackers SET \(change) WHERE id = 't1'")
                }
            }
            try database.execute("UPDATE trackers SET count_times = 365, count_per = 365 WHERE id = 't1'")
            #expect(try store.read { try $0.tracker(id: "t1")?.schedule.count } == CountSchedule(times: 365, per: 365))
        }
    }

    /// A file changed by a program that turned the CHECK off is reported,
    /// not read as some other schedule.
    @Test func aSQLiteCountOutOfRangeIsCorrupt() throws {
        try withStore(.sqlite) { store, folder in
            try store.write { try $0.insertTracker(Make.tracker("Gym", category: nil, id: "t1")) }
            let database = try Database(path: storeFile(.sqlite, folder.storeDirectory))
            try database.execute(
                "PRAGMA ignore_check_constraints = ON; UPDATE trackers SET count_times = 9, count_per = 7;")
            #expect {
                _ = try SQLiteStore.open(directory: folder.storeDirectory).read { try $0.trackers() }
            } throws: { error in
                guard case .corrupt(_, let detail) = error as? StoreError else { return false }
                return detail.contains("count 9/7")
            }
        }
    }

    /// A version-8 store's trackers read as before: weekdays, no count.
    @Test func aVersion8StoreGainsTheCountColumns() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try prepareStoreDirectory(folder.storeDirectory)
        let path = storeFile(.sqlite, folder.storeDirectory)
        let old = try Database(path: path, create: true)
        try Migrator.migrate(old, to: Array(Schema.migrations.prefix(8)))
        try old.execute(
            """
            INSERT INTO trackers (id, name, name_key, kind, category_id, emoji, color, schedule, pinned, created_on) \
            VALUES
                ('t1', 'Run', 'run', 'habit', NULL, '🙂', '#007BFA', 127, 0, 20000),
                ('t2', 'Mail', 'mail', 'habit', NULL, '🙂', '#007BFA', 5, 0, 20000);
            """)
        let store = try SQLiteStore.open(directory: folder.storeDirectory)
        #expect(try store.read { try $0.trackers().map(\.schedule) } == [Schedule([.monday, .wednesday]), .everyDay])
        let database = try Database(path: path)
        #expect(try database.scalarText("SELECT name FROM schema_migrations WHERE version = 9") == "count schedules")
        #expect(try database.scalarText("SELECT count(*) FROM trackers WHERE count_per IS NOT NULL") == "0")
        #expect(try database.integrityCheck() == "ok")
    }
}
