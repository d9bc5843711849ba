import SharedModels
import Testing
import TrackerKit

/// The status line's reference read off the main screen: events are never
/// due, a habit only on its weekdays, and "next" is the first card not done.
@Suite struct DayProgressReferenceTests {
    let wednesday = LocalDate(iso: "2026-12-02")!

    func tracker(
        _ name: String, kind: Tracker.Kind = .habit, days: [Weekday] = Weekday.allCases, pinned: Bool = false,
        category: EntityID? = nil
    ) -> Tracker {
        Tracker(
            id: .random(), name: name, kind: kind, categoryID: category, emoji: "🙂", color: Palette.colors[0],
            schedule: kind == .event ? .none : Schedule(days), pinned: pinned, createdOn: wednesday)
    }

    @Test func pinnedFirstThenCategoriesThenTheRest() {
        let home = TrackerCategory(id: EntityID("c"), title: "Home")
        let trackers = [
            tracker("Apple"), tracker("Zoo", category: home.id), tracker("Moon", pinned: true),
            tracker("Event", kind: .event), tracker("Gym", days: [.monday]),
        ]
        let none = DayProgress.reference(
            on: wednesday, trackers: trackers, doneAt: [false, false, false, true, false],
            categories: [home])
        #expect(none == DayProgress(date: wednesday, due: 3, done: 0, next: "Moon"), "the event is done but never due")
        let pinnedDone = DayProgress.reference(
            on: wednesday, trackers: trackers, doneAt: [false, false, true, false, false],
            categories: [home])
        #expect(pinnedDone == DayProgress(date: wednesday, due: 3, done: 1, next: "Zoo"))
        let goals = DayProgress.reference(
            on: wednesday, trackers: trackers, doneAt: [false, false, true, false, false],
            categories: nil)
        #expect(goals.next == "Apple", "without categories the unpinned are one section by name")
        let all = DayProgress.reference(
            on: wednesday, trackers: trackers, doneAt: [true, true, true, false, false],
            categories: [home])
        #expect(all == DayProgress(date: wednesday, due: 3, done: 3, next: nil))
        #expect(
            DayProgress.reference(on: wednesday, trackers: [], doneAt: [], categories: nil)
                == DayProgress(date: wednesday, due: 0, done: 0, next: nil))
    }
}
