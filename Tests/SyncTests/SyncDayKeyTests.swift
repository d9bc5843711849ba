import SharedModels
import Storage
import StorageSQLite
import SyncKit
import Testing

@testable import SyncStore

/// The cell id of a mark (`owner/day`) for every supported day: days
/// before 1970 are negative numbers, and a mark made on one of them after
/// the first sync went out as "not done" (the SQL took the `-` for part of
/// the owner id).
struct SyncDayKeyTests {
    static let first = LocalDate.supportedRange.lowerBound.dayNumber
    static let last = LocalDate(year: 2100, month: 12, day: 31)!.dayNumber
    static let owner = "0123456789abcdef0123456789abcdef"

    @Test func everyDayFrom1900To2100RoundTripsThroughTheCellIdInSwiftAndSQL() throws {
        #expect(Self.first < 0 && Self.last > 0, "the range covers both signs")
        for day in Self.first...Self.last {
            let id = SyncedTables.memberID(owner: Self.owner, day: day)
            let decoded = SyncedTables.member(id)
            guard decoded?.owner == Self.owner, decoded?.day == day else {
                Issue.record("\(id) decodes as \(String(describing: decoded))")
                return
            }
        }
        // The SQL the outbox uses, on the ids the triggers write (SQLite's own text of the day).
        let device = try SyncDevice("daykey")
        let member = SyncedTables.memberSQL("k.id")
        let wrong = try device.store.readDatabase { database in
            try database.scalarText(
                """
                WITH RECURSIVE d(n) AS (SELECT \(Self.first) UNION ALL SELECT n + 1 FROM d WHERE n < \(Self.last)),
                k(n, id) AS (SELECT n, '\(Self.owner)' || '/' || n FROM d)
                SELECT count(*) FROM k WHERE \(member.owner) <> '\(Self.owner)' OR \(member.day) <> k.n
                """)
        }
        #expect(wrong == "0")
    }

    /// Marks made after the first sync, on days of both signs, reach another
    /// device through the engine; unmarking one before 1970 removes it there.
    @Test func marksOnEveryDayMadeAfterTheFirstSyncReachTheOtherDevice() throws {
        let server = MemorySyncServer()
        let laptop = try SyncDevice("days-laptop")
        let desktop = try SyncDevice("days-desktop")
        let tracker = SyncDevice.tracker("Run", day: Self.first)
        let habit = Habit(
            name: "Water", minuteOfDay: 450, color: RGBColor(red: 9, green: 9, blue: 9),
            createdOn: LocalDate(dayNumber: Self.first))
        try laptop.store.write { context in
            try context.insertTracker(tracker)
            try context.insertHabit(habit)
        }
        for app in ["tracker", "my-habits"] {
            try laptop.sync(server.server, app: app, batch: 20_000)
            try desktop.sync(server.server, app: app, batch: 20_000)
        }
        let days = (Self.first...Self.last).map { LocalDate(dayNumber: $0) }
        try laptop.store.write { context in
            try context.insertRecords([RecordBatch(trackerID: tracker.id, days: days)])
            for day in days where day.dayNumber % 7 == 0 { try context.trackHabit(id: habit.id, on: day) }
        }
        for app in ["tracker", "my-habits"] {
            try laptop.sync(server.server, app: app, batch: 20_000)
            try desktop.sync(server.server, app: app, batch: 20_000)
        }
        let notDone = server.all("tracker").values.filter { $0.key.entity == "record" && $0.value != "1" }
        #expect(notDone.isEmpty, "\(notDone.prefix(3))")
        #expect(try desktop.store.read { try $0.recordCount(of: tracker.id) } == days.count)
        #expect(
            try desktop.store.read { try $0.habit(id: habit.id)?.trackedDays.count }
                == days.count(where: { $0.dayNumber % 7 == 0 }))
        let old = LocalDate(year: 1950, month: 6, day: 1)!
        try laptop.store.write { try $0.deleteRecord(TrackerRecord(trackerID: tracker.id, day: old)) }
        try laptop.sync(server.server, batch: 20_000)
        try desktop.sync(server.server, batch: 20_000)
        #expect(try desktop.store.read { try $0.recordCount(of: tracker.id) } == days.count - 1)
        #expect(try desktop.dump() == laptop.dump())
    }
}
