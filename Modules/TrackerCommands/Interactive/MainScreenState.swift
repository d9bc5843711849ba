import SharedModels
import TerminalUI
import TrackerKit

/// What the interactive main screen shows and where its keys point, as a
/// pure state machine: `handle` takes a key and the content on screen and
/// says what the screen should do (`Action`); the store work and drawing
/// are `InteractiveMainScreen`'s and `MainScreenFrame`'s.
package struct MainScreenState: Sendable {
    package enum Tab: Sendable, Equatable { case habits, statistics }

    /// What covers the cards, if anything.
    package enum Overlay: Sendable, Equatable {
        case none
        /// Typing a search (`/`): keys go to the search text.
        case search
        case filterMenu(ChoiceMenu)
        case help
        /// The delete question about the card's habit, `y` deletes.
        case confirmDelete(EntityID, question: String)
        /// The month calendar (`c`) with the day being picked.
        case calendar(LocalDate)
    }

    /// What a key asks the screen to do beyond changing this state.
    package enum Action: Sendable, Equatable {
        case none
        case quit
        /// Read the store again (the day, filter or search changed).
        case reload
        case mark(EntityID, done: Bool)
        case pin(EntityID, pinned: Bool)
        case delete(EntityID)
        /// Ask for the delete question of this habit (the screen words it).
        case askDelete(EntityID)
        case add
        case edit(EntityID)
        case history(EntityID)
    }

    package var day: LocalDate
    package var filter: TrackerFilter
    package var search = ""
    /// The card pointed at, in `content.cards` order.
    package var cursor = 0
    /// The habit of that card: after the cards change (a pin, another day,
    /// a redraw) the pointer goes back to it (`follow`).
    package var pointedID: EntityID?
    package var overlay: Overlay = .none
    package var tab: Tab = .habits
    /// How far the statistics are scrolled, and how many lines they have
    /// in how many rows (the frame's, told by the screen after each draw).
    package var statisticsScroll = ScrollWindow()
    package var statisticsExtent = (lines: 0, rows: 0)
    /// Whether the day has trackers at all (the filter bar and menu are
    /// left out otherwise, as the iOS app's filter button).
    package var showsFilter = true
    /// A one-line note under the cards until the next key (a refused mark).
    package var message: String?
    /// Whether the app has the filter menu (`f`).
    package let hasFilters: Bool
    /// The day the "today" filter goes to (the app's today when the screen opened).
    package let today: LocalDate
    /// The letters that answer the delete question with yes (`YesAnswers.letters`).
    package var yesLetters: Set<Character> = ["y", "Y"]

    /// `today` defaults to `day`; the "today" filter starts on it, whatever `day` says.
    package init(
        day: LocalDate, filter: TrackerFilter = .all, search: String? = nil, hasFilters: Bool,
        today: LocalDate? = nil
    ) {
        self.today = today ?? day
        self.day = filter == .today ? self.today : day
        self.filter = filter
        self.search = search ?? ""
        self.hasFilters = hasFilters
    }

    /// The query of the content to show.
    package func query(today: LocalDate) -> MainScreenQuery {
        MainScreenQuery(date: day, filter: filter, search: search.isEmpty ? nil : search, today: today)
    }

    package mutating func handle(_ key: Key, cards: [TrackerCard]) -> Action {
        message = nil
        // Letters are commands everywhere but in the search text and the
        // delete question: on a Russian layout, the Latin letter on the same key.
        let command = key.onLatinKeys
        switch overlay {
        case .none: break
        case .search: return handleSearch(key)
        case .filterMenu(var menu):
            switch menu.handle(command) {
            case .running: overlay = .filterMenu(menu)
            case .cancelled: overlay = .none
            case .finished:
                overlay = .none
                filter = TrackerFilter.allCases[menu.cursor]
                // The filter sets the day: the arrows then move from today.
                if filter == .today { day = today }
                cursor = 0
                pointedID = nil
                return .reload
            }
            return .none
        case .help:
            // Any key closes the list, `q` too: it says "any key: back".
            overlay = .none
            return key == .ctrlC ? .quit : .none
        case .confirmDelete(let id, _):
            overlay = .none
            guard case .character(let letter) = key, yesLetters.contains(letter) else { return .none }
            return .delete(id)
        case .calendar(let picked): return handleCalendar(command, picked)
        }
        return tab == .statistics ? handleStatistics(command) : handleHabits(command, cards: cards)
    }

    private mutating func handleHabits(_ key: Key, cards: [TrackerCard]) -> Action {
        let card = cards.indices.contains(cursor) ? cards[cursor] : nil
        switch key {
        case .left, .character("h"): return moveDay(by: -1)
        case .right, .character("l"): return moveDay(by: 1)
        case .up, .character("k"): point(at: cursor - 1, cards)
        case .down, .character("j"): point(at: cursor + 1, cards)
        case .home, .character("g"): point(at: 0, cards)
        case .end, .character("G"): point(at: cards.count - 1, cards)
        case .character(" "), .enter: if let card { return .mark(card.tracker.id, done: !card.done) }
        case .character("/"): overlay = .search
        case .character("f") where hasFilters && showsFilter:
            overlay = .filterMenu(
                ChoiceMenu(
                    title: "", options: TrackerFilter.allCases.map(\.rawValue),
                    checked: TrackerFilter.allCases.firstIndex(of: filter)))
        case .character("+"), .character("a"): return .add
        case .character("e"): if let card { return .edit(card.tracker.id) }
        case .character("p"): if let card { return .pin(card.tracker.id, pinned: !card.tracker.pinned) }
        case .character("d"), .delete: if let card { return .askDelete(card.tracker.id) }
        case .character("i"): if let card { return .history(card.tracker.id) }
        case .character("c"): overlay = .calendar(day)
        case .tab, .backTab: tab = .statistics
        case .character("?"): overlay = .help
        case .escape where !search.isEmpty:
            // A search kept with Enter is still on: Esc clears it first.
            search = ""
            pointedID = card?.tracker.id
            return .reload
        case .character("q"), .escape, .ctrlC, .ctrlD: return .quit
        default: break
        }
        return .none
    }

    private mutating func handleStatistics(_ key: Key) -> Action {
        if statisticsScroll.handle(key, total: statisticsExtent.lines, height: statisticsExtent.rows) { return .none }
        switch key {
        case .tab, .backTab: tab = .habits
        case .character("?"): overlay = .help
        case .character("q"), .escape, .ctrlC, .ctrlD: return .quit
        default: break
        }
        return .none
    }

    /// Typing narrows the cards at once; Enter keeps the search, Esc clears it.
    private mutating func handleSearch(_ key: Key) -> Action {
        switch key {
        case .enter, .tab, .down, .up:
            overlay = .none
            return .none
        case .escape:
            overlay = .none
            search = ""
        case .ctrlC, .ctrlD: return .quit
        case .backspace:
            guard !search.isEmpty else { return .none }
            search.removeLast()
        case .control(0x15): search = ""
        case .character(let character): search.append(character)
        default: return .none
        }
        // A new search starts on its first card.
        cursor = 0
        pointedID = nil
        return .reload
    }

    private mutating func handleCalendar(_ key: Key, _ picked: LocalDate) -> Action {
        func move(_ days: Int) {
            let next = LocalDate(dayNumber: picked.dayNumber + days)
            overlay = .calendar(next.isSupported ? next : picked)
        }
        switch key {
        case .left, .character("h"): move(-1)
        case .right, .character("l"): move(1)
        case .up, .character("k"): move(-7)
        case .down, .character("j"): move(7)
        case .pageUp, .character("["): overlay = .calendar(Self.month(from: picked, by: -1))
        case .pageDown, .character("]"): overlay = .calendar(Self.month(from: picked, by: 1))
        case .enter, .character(" "):
            overlay = .none
            day = picked
            return .reload
        case .ctrlC: return .quit
        default: overlay = .none
        }
        return .none
    }

    private mutating func moveDay(by days: Int) -> Action {
        let next = LocalDate(dayNumber: day.dayNumber + days)
        guard next.isSupported else { return .none }
        day = next
        // A day picked by hand is that day, not "today".
        if filter == .today { filter = .all }
        return .reload
    }

    /// The same day of the month `months` away (its last day when shorter),
    /// or `day` itself beyond the supported years.
    static func month(from day: LocalDate, by months: Int) -> LocalDate {
        let index = day.year * 12 + (day.month - 1) + months
        let year = index / 12
        let month = index % 12 + 1
        let moved = LocalDate(year: year, month: month, day: min(day.day, LocalDate.daysIn(month: month, year: year)))
        return moved.flatMap { $0.isSupported ? $0 : nil } ?? day
    }

    /// The pointer on the card at `index` (kept within the cards).
    mutating func point(at index: Int, _ cards: [TrackerCard]) {
        cursor = min(max(0, index), max(0, cards.count - 1))
        pointedID = cards.indices.contains(cursor) ? cards[cursor].tracker.id : nil
    }

    /// After the cards changed: the pointer back on the card of
    /// `pointedID` when it is shown, else on the nearest place (the same
    /// row, or the last card).
    package mutating func follow(_ cards: [TrackerCard]) {
        let index = pointedID.flatMap { id in cards.firstIndex { $0.tracker.id == id } } ?? cursor
        point(at: index, cards)
    }
}
