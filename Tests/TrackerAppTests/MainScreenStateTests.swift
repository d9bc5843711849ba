import SharedModels
import TerminalUI
import Testing
import TrackerKit

@testable import TrackerCommands

/// The main screen's keys as a state machine: the pointer follows its
/// card, Esc clears a kept search before it quits, any key closes the key
/// list, the calendar turns months, the statistics scroll.
@Suite struct MainScreenStateTests {
    static let today = LocalDate(year: 2026, month: 3, day: 18)!

    static func cards(_ names: [String]) -> [TrackerCard] {
        names.map { name in
            TrackerCard(
                tracker: .goal(name: name, emoji: Palette.emoji[0], color: Palette.colors[0], createdOn: today),
                completedDays: 0, done: false)
        }
    }

    @Test("after the cards change order (a pin) the pointer is on the same card; a missing card gives the nearest")
    func pointerFollows() {
        var state = MainScreenState(day: Self.today, hasFilters: false)
        let cards = Self.cards(["English", "Run", "Water"])
        _ = state.handle(.character("G"), cards: cards)
        #expect(state.cursor == 2)
        #expect(state.handle(.character("p"), cards: cards) == .pin(cards[2].tracker.id, pinned: true))
        state.follow([cards[2], cards[0], cards[1]])  // Water pinned, on top
        #expect(state.cursor == 0 && state.pointedID == cards[2].tracker.id)
        #expect(state.handle(.character("l"), cards: cards) == .reload)
        state.follow([cards[0], cards[1]])  // Water not shown that day: its row's card
        #expect(state.cursor == 0 && state.pointedID == cards[0].tracker.id)
        _ = state.handle(.character("G"), cards: [cards[0], cards[1]])
        state.follow([cards[0]])  // past the end: the last card
        #expect(state.cursor == 0 && state.pointedID == cards[0].tracker.id)
    }

    @Test("Esc clears a search kept with Enter, then quits; any key closes the key list, q too")
    func escapeAndHelp() {
        var state = MainScreenState(day: Self.today, hasFilters: false)
        let cards = Self.cards(["Run"])
        _ = state.handle(.character("/"), cards: cards)
        _ = state.handle(.character("r"), cards: cards)
        _ = state.handle(.enter, cards: cards)
        #expect(state.search == "r" && state.overlay == .none)
        #expect(state.handle(.escape, cards: cards) == .reload && state.search.isEmpty)
        _ = state.handle(.character("?"), cards: cards)
        #expect(state.handle(.character("q"), cards: cards) == .none && state.overlay == .none)
        #expect(state.handle(.escape, cards: cards) == .quit)
    }

    @Test("PageUp/PageDown and [ ] turn the calendar's month on the same day (the last when shorter)")
    func calendarMonths() {
        var state = MainScreenState(day: LocalDate(year: 2026, month: 3, day: 31)!, hasFilters: false)
        _ = state.handle(.character("c"), cards: [])
        _ = state.handle(.pageUp, cards: [])
        #expect(state.overlay == .calendar(LocalDate(year: 2026, month: 2, day: 28)!))
        _ = state.handle(.character("]"), cards: [])
        _ = state.handle(.pageDown, cards: [])
        #expect(state.overlay == .calendar(LocalDate(year: 2026, month: 4, day: 28)!))
        _ = state.handle(.character("["), cards: [])
        _ = state.handle(.character("["), cards: [])
        _ = state.handle(.character("["), cards: [])
        #expect(state.overlay == .calendar(LocalDate(year: 2026, month: 1, day: 28)!))
        #expect(
            MainScreenState.month(from: LocalDate(year: 2026, month: 1, day: 31)!, by: -1) == LocalDate(
                year: 2025, month: 12, day: 31)!)
    }

    @Test("the statistics scroll within their lines; no filter menu on a day without trackers")
    func statisticsAndFilter() {
        var state = MainScreenState(day: Self.today, hasFilters: true)
        _ = state.handle(.tab, cards: [])
        state.statisticsExtent = (lines: 26, rows: 19)
        _ = state.handle(.end, cards: [])
        #expect(state.statisticsScroll.top == 7)
        _ = state.handle(.character("k"), cards: [])
        #expect(state.statisticsScroll.top == 6)
        _ = state.handle(.tab, cards: [])
        state.showsFilter = false
        _ = state.handle(.character("f"), cards: [])
        #expect(state.overlay == .none)
        state.showsFilter = true
        _ = state.handle(.character("f"), cards: [])
        #expect(state.overlay != .none)
    }

    @Test("the today filter sets the day to today: the arrows then move from today, not from the day left")
    func todayFilterSetsTheDay() {
        var state = MainScreenState(day: Self.today, hasFilters: true, today: Self.today)
        for _ in 0..<5 { _ = state.handle(.right, cards: []) }
        #expect(state.day.dayNumber == Self.today.dayNumber + 5)
        _ = state.handle(.character("f"), cards: [])
        _ = state.handle(.down, cards: [])  // all → today
        #expect(state.handle(.enter, cards: []) == .reload)
        #expect(state.filter == .today && state.day == Self.today)
        _ = state.handle(.right, cards: [])
        #expect(state.day.dayNumber == Self.today.dayNumber + 1 && state.filter == .all)
        _ = state.handle(.character("f"), cards: [])
        _ = state.handle(.down, cards: [])
        _ = state.handle(.enter, cards: [])
        _ = state.handle(.left, cards: [])
        #expect(state.day.dayNumber == Self.today.dayNumber - 1)
        // Opened on another day with the filter given: today.
        let opened = MainScreenState(
            day: LocalDate(dayNumber: Self.today.dayNumber + 9), filter: .today, hasFilters: true, today: Self.today)
        #expect(opened.day == Self.today)
    }
}
