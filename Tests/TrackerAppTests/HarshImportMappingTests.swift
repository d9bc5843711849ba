import SharedModels
import Testing

@testable import ForeignHabits
@testable import TrackerCommands

/// The mapping rules harsh's habits add to the ones Loop's share: their own
/// ids, a category per heading, events for habits without a target, and the
/// commented days reported (for Loop's notes too).
@Suite struct HarshImportMappingTests {
    static let today = LocalDate(iso: "2026-03-18")!

    static func day(_ text: String) -> LocalDate { LocalDate(iso: text)! }

    static func map(
        _ habits: [ForeignHabit], source: ForeignHistory.Source = .harsh,
        existing: [Tracker] = []
    ) -> [ForeignImportMapping.Habit] {
        ForeignImportMapping.map(
            ForeignHistory(source: source, habits: habits), existing: existing,
            category: { habit in
                ForeignImportMapping.category(for: habit, source: source).id
            }, today: today)
    }

    @Test func harshIdsHaveTheirOwnPrefixAndTheSameHash() {
        let habit = ForeignHabit(sourceID: "a", name: "a")
        #expect(ForeignImportMapping.trackerID(for: habit, source: .harsh).rawValue == "harsh-af63dc4c8601ec8c")
        #expect(ForeignImportMapping.trackerID(for: habit, source: .loopCSV).rawValue == "loop-af63dc4c8601ec8c")
        #expect(EntityID.isWellFormed(ForeignImportMapping.trackerID(for: habit, source: .harsh).rawValue))
    }

    @Test func eachHeadingIsACategoryOfItsTitleAndNoHeadingIsHarsh() {
        let read = ForeignHabit(sourceID: "Read", name: "Read", category: "Mind")
        let write = ForeignHabit(sourceID: "Write", name: "Write", category: "MIND")
        let walk = ForeignHabit(sourceID: "Walk", name: "Walk")
        let mind = ForeignImportMapping.category(for: read, source: .harsh)
        #expect(mind.title == "Mind")
        #expect(ForeignImportMapping.category(for: write, source: .harsh).id == mind.id, "one category ignoring case")
        #expect(ForeignImportMapping.category(for: walk, source: .harsh).title == "harsh")
        #expect(ForeignImportMapping.category(for: walk, source: .harsh).id != mind.id)
        #expect(
            ForeignImportMapping.category(for: read, source: .loopBackup) == (
                ForeignImportMapping.categoryID, "Loop Habit Tracker"
            ))
        let mapped = Self.map([read, walk])
        #expect(mapped[0].tracker.categoryID == mind.id)
        #expect(mapped[1].tracker.categoryID == ForeignImportMapping.category(for: walk, source: .harsh).id)
    }

    @Test func aHeadingIsCleanedAsANameIs() {
        let habit = ForeignHabit(
            sourceID: "x", name: "x", category: "Body\u{1B}[2J " + String(repeating: "b", count: 60))
        let title = ForeignImportMapping.category(for: habit, source: .harsh).title
        #expect(title.hasPrefix("Body[2J") && title.count == NameRules.limit)
        #expect(throws: Never.self) { try NameRules.validate(title).get() }
    }

    @Test func aHabitWithoutATargetIsAnEventWithNothingLost() throws {
        let habit = ForeignHabit(
            sourceID: "Coffee", name: "Coffee", frequency: .init(times: 0, days: 1),
            checkIns: [Self.day("2026-03-01")])
        let mapped = try #require(Self.map([habit]).first)
        #expect(mapped.tracker.kind == .event && mapped.tracker.schedule == .none && mapped.losses.isEmpty)
        #expect(mapped.days == [Self.day("2026-03-01")])
        #expect(ForeignImportMapping.schedule(for: .init(times: 0, days: 1)) == (.none, nil))
    }

    /// harsh's `1` is daily, `7` and `1w` once in 7 days, `3/7` 3 in 7 (its
    /// reader bounds the period to 365 days, a count's longest window).
    @Test(arguments: [
        ("1", nil), ("7", CountSchedule(times: 1, per: 7)), ("1w", CountSchedule(times: 1, per: 7)),
        ("3/7", CountSchedule(times: 3, per: 7)), ("2/2w", CountSchedule(times: 2, per: 14)),
        ("365", CountSchedule(times: 1, per: 365)), ("7/7", nil),
    ])
    func aTimesInDaysHabitIsACountWithNothingLost(frequency: String, count: CountSchedule?) throws {
        let parsed = try #require(HarshHabitsFile.frequency(Substring(frequency)))
        let mapped = try #require(Self.map([ForeignHabit(sourceID: "Gym", name: "Gym", frequency: parsed)]).first)
        #expect(
            mapped.tracker.kind == .habit && mapped.tracker.schedule == (count.map(Schedule.init(count:)) ?? .everyDay))
        #expect(mapped.losses.isEmpty)
    }

    @Test func commentedDaysAreReportedForHarshAndLoopAlike() throws {
        let habit = ForeignHabit(
            sourceID: "Run", name: "Run", checkIns: [Self.day("2026-03-02")],
            skips: [Self.day("2026-03-03")], notedDays: 2)
        #expect(try #require(Self.map([habit]).first).losses == [.skips(count: 1), .notes(days: 2)])
        #expect(try #require(Self.map([habit], source: .loopCSV).first).losses == [.skips(count: 1), .notes(days: 2)])
        #expect(ForeignLoss.notes(days: 2).key == "notes")
    }

    @Test func anUnusableHarshNameFallsBackToHarshN() throws {
        let mapped = try #require(Self.map([ForeignHabit(sourceID: "\u{1B}", name: "\u{1B}", position: 2)]).first)
        #expect(mapped.tracker.name == "harsh 3" && mapped.losses == [.renamed(to: "harsh 3")])
    }

    @Test func aReimportedHabitKeepsTheUsersTracker() throws {
        let habit = ForeignHabit(sourceID: "Read", name: "Read", category: "Mind", checkIns: [Self.day("2026-03-01")])
        let edited = Tracker(
            id: ForeignImportMapping.trackerID(for: habit, source: .harsh), name: "Books", kind: .habit,
            categoryID: nil, emoji: "🙂", color: Palette.colors[1], schedule: Schedule([.monday]),
            createdOn: Self.today)
        let mapped = try #require(Self.map([habit], existing: [edited]).first)
        #expect(!mapped.isNew && mapped.tracker == edited && mapped.days == [Self.day("2026-03-01")])
    }
}
