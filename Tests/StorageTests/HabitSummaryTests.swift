import PocketTestSupport
import SQLite
import SharedModels
import Storage
import Testing

@testable import StorageSQLite

/// `habitSummaries(on:)` and `isHabitTracked(id:on:)` against both backends,
/// the counter migration 6 adds, and the plans of their SQLite queries.
@Suite struct HabitSummaryTests {
    @Test(arguments: StoreKind.allCases)
    func summariesCountDaysAndMarkTheDay(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let read = Make.habit("Read", minute: 1260, days: ["2026-01-01", "2026-01-02", "2026-01-03"], id: "bbbb")
            let water = Make.habit("water", minute: 450, days: ["2026-01-02"], id: "aaaa")
            let walk = Make.habit("Walk", minute: 450, id: "cccc")
            try store.write { context throws in
                for habit in [read, water, walk] { try context.insertHabit(habit) }
            }
            let summaries = try store.read { try $0.habitSummaries(on: Make.day("2026-01-02")) }
            // The order of `habits()`: time, then name ignoring case, then id.
            #expect(summaries.map(\.habit.name) == ["Walk", "water", "Read"])
            #expect(summaries.map(\.trackedDayCount) == [0, 1, 3])
            #expect(summaries.map(\.isTrackedOnDay) == [false, true, true])
            #expect(summaries.allSatisfy { $0.habit.trackedDays.isEmpty })
            #expect(summaries[2].habit.color == read.color && summaries[2].habit.createdOn == read.createdOn)
            #expect(
                try store.read { try $0.habitSummaries(on: Make.day("2026-01-04")) }.map(\.isTrackedOnDay) == [
                    false, false, false,
                ])
            try store.read { context throws in
                #expect(try context.isHabitTracked(id: "bbbb", on: Make.day("2026-01-03")))
                #expect(try !context.isHabitTracked(id: "bbbb", on: Make.day("2026-01-04")))
                #expect(try !context.isHabitTracked(id: "ffff", on: Make.day("2026-01-03")))
            }
        }
    }

    @Test(arguments: StoreKind.allCases)
    func summariesByNameAndIdPrefix(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let day = Make.day("2026-01-02")
            try store.write { context throws in
                try context.insertHabit(Make.habit("Чай", minute: 480, days: ["2026-01-02"], id: "AB12cd"))
                try context.insertHabit(Make.habit("чай", minute: 420, id: "ab13ef"))
                try context.insertHabit(Make.habit("Run", minute: 400, id: "ff00aa"))
            }
            try store.read { context throws in
                let named = try context.habitSummaries(named: "ЧАЙ", on: day)
                #expect(named.map(\.habit.id.rawValue) == ["ab13ef", "AB12cd"])
                #expect(named.map(\.trackedDayCount) == [0, 1] && named.map(\.isTrackedOnDay) == [false, true])
                #expect(try context.habitSummaries(named: "Walk", on: day).isEmpty)
                #expect(try context.habitSummaries(idPrefix: "ab12", on: day).map(\.habit.name) == ["Чай"])
                #expect(try context.habitSummaries(idPrefix: "AB1", on: day).map(\.habit.name) == ["чай", "Чай"])
                #expect(try context.habitSummaries(idPrefix: "ab14", on: day).isEmpty)
                #expect(try context.habitSummaries(idPrefix: "", on: day).count == 3)
            }
        }
    }

    /// Tracking, updating (which rewrites the days) and deleting keep the
    /// counts right; a rolled-back track leaves them as they were.
    @Test(arguments: StoreKind.allCases)
    func countsFollowEveryChange(kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            var habit = Make.habit("Run", minute: 420, days: ["2026-01-01"], id: "abcd")
            let other = Make.habit("Swim", minute: 480, days: ["2026-01-01"], id: "dcba")
            try store.write { context throws in
                try context.insertHabit(habit)
                try context.insertHabit(other)
            }
            func counts() throws -> [Int] {
                try store.read { try $0.habitSummaries(on: Make.day("2026-01-05")) }.map(\.trackedDayCount)
            }
            try store.write { try $0.trackHabit(id: "abcd", on: Make.day("2026-01-05")) }
            try store.write { try $0.trackHabit(id: "abcd", on: Make.day("2026-01-05")) }
            #expect(try counts() == [2, 1])
            #expect(throws: Boom.self) {
                try store.write { context throws in
                    try context.trackHabit(id: "dcba", on: Make.day("2026-01-05"))
                    throw Boom()
                }
            }
            #expect(try counts() == [2, 1])
            habit.trackedDays = [Make.day("2025-12-30")]
            habit.name = "Run far"
            try store.write { try $0.updateHabit(habit) }
            #expect(try counts() == [1, 1])
            try store.write { try $0.deleteHabit(id: "abcd") }
            #expect(try counts() == [1])
        }
    }

    @Test func habitQueriesUseTheirIndexes() throws {
        try withStore(.sqlite) { store, folder in
            try store.write { try $0.insertHabit(Make.habit("Run", minute: 420, days: ["2026-01-01"], id: "abcd")) }
            let database = try Database(path: storeFile(.sqlite, folder.storeDirectory))
            func plan(_ sql: String) throws -> String {
                var lines: [String] = []
                try database.fetch("EXPLAIN QUERY PLAN " + sql) { lines.append($0.string(3)) }
                return lines.joined(separator: "; ")
            }
            let summaries = try plan(HabitQueries.summaries)
            #expect(summaries.contains("SCAN habits USING INDEX habits_by_time"), "\(summaries)")
            #expect(summaries.contains("SEARCH habit_days USING PRIMARY KEY (habit_id=? AND day=?)"), "\(summaries)")
            #expect(!summaries.contains("TEMP B-TREE"), "\(summaries)")
            #expect(
                try plan(HabitQueries.trackedOnDay).hasPrefix(
                    "SEARCH habit_days USING PRIMARY KEY (habit_id=? AND day=?)"))
            #expect(try plan(HabitQueries.named).contains("SEARCH habits USING INDEX habits_by_name (name_key=?)"))
            #expect(
                try plan(HabitQueries.idRange).contains(
                    "SEARCH habits USING INDEX habits_by_id_key (<expr>>? AND <expr><?)"))
        }
    }

    /// A store written before the habit counts (version 3) gains them from its days.
    @Test func version3StoreGainsHabitCounts() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try prepareStoreDirectory(folder.storeDirectory)
        let path = storeFile(.sqlite, folder.storeDirectory)
        let database = try Database(path: path, create: true)
        try Migrator.migrate(database, to: Array(Schema.migrations.prefix(3)))
        try database.execute(
            """
            INSERT INTO habits (id, name, name_key, minute_of_day, color, created_on) VALUES
                ('h1', 'Run', 'run', 420, '#112233', 20000), ('h2', 'Read', 'read', 1260, '#112233', 20000);
            INSERT INTO habit_days (habit_id, day) VALUES ('h1', 20001), ('h1', 20002), ('h2', 20002);
            """)
        let store = try SQLiteStore.open(directory: folder.storeDirectory)
        let summaries = try store.read { try $0.habitSummaries(on: LocalDate(dayNumber: 20001)) }
        #expect(summaries.map(\.trackedDayCount) == [2, 1])
        #expect(summaries.map(\.isTrackedOnDay) == [true, false])
        #expect(
            try database.scalarText("SELECT group_concat(version) FROM schema_migrations ORDER BY version")
                == Schema.migrations.map { String($0.version) }.joined(separator: ","))
        #expect(try database.scalarText("SELECT name FROM schema_migrations WHERE version = 6") == "habit day counts")
        #expect(try database.integrityCheck() == "ok")
    }
}
