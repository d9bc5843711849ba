import SeededRandom
import SharedModels
import Storage
import Testing
import TrackerKit

/// `dayProgress` (the status line's count in the store) against the main
/// screen it summarizes (`DayProgress.reference`), on random stores: habits
/// and events, any schedule, pinned or not, in categories or in none. The JSON backend has no faster way (nil).
@Suite struct DayProgressTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func theCountAgreesWithTheMainScreen(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        try withStore(.sqlite) { store, _ in
            let categories = [
                Make.category("Home", id: "c1"), Make.category("ärger", id: "c2"), Make.category("Apfel", id: "c3"),
            ]
            let letters = ["a", "B", "ё", "Z", "1", "ä"]
            let trackers = (0..<60).map { index in
                let name = (0..<3).map { _ in letters[Int(random.next() % 6)] }.joined() + "\(index % 4)"
                let category = index % 5 == 0 ? nil : categories[Int(random.next() % 3)]
                let days = Weekday.allCases.filter { _ in random.next() % 2 == 0 }
                return Make.tracker(
                    name, category: category, kind: random.next() % 4 == 0 ? .event : .habit,
                    schedule: Schedule(days), pinned: random.next() % 6 == 0)
            }
            let days = (1...9).map { Make.day("2026-03-0\($0)") }
            try store.write { context throws in
                for category in categories { try context.insertCategory(category) }
                for tracker in trackers { try context.insertTracker(tracker) }
                try context.insertRecords(
                    trackers.map { tracker in
                        RecordBatch(trackerID: tracker.id, days: days.filter { _ in random.next() % 3 == 0 })
                    })
            }
            // One by one too, through the triggers that keep each tracker's
            // latest record day: a latest record removed, single marks added.
            try store.write { context throws in
                for tracker in trackers where random.next() % 3 == 0 {
                    if let last = try context.days(of: tracker.id).last {
                        try context.deleteRecord(TrackerRecord(trackerID: tracker.id, day: last))
                    }
                    try context.insertRecord(TrackerRecord(trackerID: tracker.id, day: days[Int(random.next() % 9)]))
                }
            }
            for day in days + [Make.day("2026-04-01")] {
                try store.read { context throws in
                    let summaries = try context.trackerSummaries(on: day)
                    for byCategory in [true, false] {
                        let reference = DayProgress.reference(
                            on: day, trackers: summaries.trackers, doneAt: summaries.doneOnDay,
                            categories: byCategory ? try context.categories() : nil)
                        #expect(try context.dayProgress(on: day, byCategory: byCategory, withNext: true) == reference)
                        var counts = reference
                        counts.next = nil
                        #expect(try context.dayProgress(on: day, byCategory: byCategory, withNext: false) == counts)
                    }
                }
            }
        }
    }

    /// With count habits ("N times in M days", due while their window
    /// lacks completions) the store leaves the day to the main screen (nil),
    /// and what `today` shows, `dayProgress` or else the reference with the
    /// count habits' progress, is the reference's; once no count habit is
    /// left the store counts again.
    @Test(arguments: StoreKind.allCases, [5, 6] as [UInt64])
    func countHabitsLeaveTheDayToTheMainScreen(kind: StoreKind, seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        try withStore(kind) { store, _ in
            let home = Make.category("Home", id: "c1")
            let trackers = (0..<24).map { index in
                let count = CountSchedule(times: 1 + Int(random.next() % 3), per: 3 + Int(random.next() % 5))!
                let days = Weekday.allCases.filter { _ in random.next() % 2 == 0 }
                return Make.tracker(
                    "T\(index)", category: index % 3 == 0 ? nil : home,
                    schedule: index % 3 == 1 ? Schedule(count: count) : Schedule(days.isEmpty ? [.monday] : days),
                    pinned: random.next() % 5 == 0)
            }
            let days = (1...9).map { Make.day("2026-03-0\($0)") }
            try store.write { context throws in
                try context.insertCategory(home)
                for tracker in trackers { try context.insertTracker(tracker) }
                try context.insertRecords(
                    trackers.map { tracker in
                        RecordBatch(trackerID: tracker.id, days: days.filter { _ in random.next() % 3 == 0 })
                    })
            }
            try Self.expectToday(agreesIn: store, on: days, countsInStore: true)
            try store.write { context throws in
                for var tracker in trackers where tracker.schedule.count != nil {
                    tracker.schedule = .everyDay
                    try context.updateTracker(tracker)
                }
            }
            try Self.expectToday(agreesIn: store, on: days, countsInStore: kind == .json)
        }
    }

    /// `today`'s figures (`TodayCommand.read`: the store's count, or the
    /// main screen's with the count habits' progress) against the reference.
    static func expectToday(agreesIn store: any Store, on days: [LocalDate], countsInStore leftToScreen: Bool) throws {
        for day in days {
            try store.read { context throws in
                let summaries = try context.trackerSummaries(on: day)
                let counts = try CountProgress.of(summaries.trackers, on: day) { try context.days(of: $0) }
                for byCategory in [true, false] {
                    let reference = DayProgress.reference(
                        on: day, trackers: summaries.trackers, doneAt: summaries.doneOnDay,
                        categories: byCategory ? try context.categories() : nil, countAt: counts)
                    let counted = try context.dayProgress(on: day, byCategory: byCategory, withNext: true)
                    #expect((counted == nil) == leftToScreen)
                    #expect(counted ?? reference == reference)
                }
            }
        }
    }

    @Test func aCategorysHabitsComeBeforeTheUncategorized() throws {
        try withStore(.sqlite) { store, _ in
            let home = Make.category("Home", id: "c1")
            try store.write { context throws in
                try context.insertCategory(home)
                try context.insertTracker(Make.tracker("Zebra", category: home))
                try context.insertTracker(Make.tracker("Aal", category: nil))
            }
            let day = Make.day("2026-03-02")
            let progress = try store.read { try $0.dayProgress(on: day, byCategory: true, withNext: true) }
            #expect(
                progress == DayProgress(date: day, due: 2, done: 0, next: "Zebra"),
                "a category's trackers before the rest")
        }
    }

    @Test func theJSONBackendLeavesItToTheMainScreen() throws {
        try withStore(.json) { store, _ throws in
            let progress = try store.read {
                try $0.dayProgress(on: Make.day("2026-03-02"), byCategory: true, withNext: true)
            }
            #expect(progress == nil)
        }
    }
}
