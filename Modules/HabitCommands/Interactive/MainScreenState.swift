import CLIKit
import HabitKit
import SharedModels

/// What the interactive main screen shows and where its keys point, as a
/// pure state machine: `handle` takes a key and the content on screen and
/// says what the screen should do (`Action`); the store work and drawing
/// are `InteractiveMainScreen`'s and `MainScreenFrame`'s.
public struct MainScreenState: Sendable {
    public enum Tab: Sendable, Equatable { case habits, statistics }

    /// What covers the cards, if anything.
    public enum Overlay: Sendable, Equatable {
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
    public enum Action: Sendable, Equatable {
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

    public var day: LocalDate
    public var filter: TrackerFilter
    public var search = ""
    /// The card pointed at, in `content.cards` order.
    public var cursor = 0
    public var overlay: Overlay = .none
    public var tab: Tab = .habits
    /// A one-line note under the cards until the next key (a refused mark).
    public var message: String?
    /// Whether the app has the filter menu (`f`).
    public let hasFilters: Bool

    public init(day: LocalDate, filter: TrackerFilter = .all, search: String? = nil, hasFilters: Bool) {
        self.day = day; self.filter = filter; self.search = search ?? ""; self.hasFilters = hasFilters
    }

    /// The query of the content to show.
    public func query(today: LocalDate) -> MainScreenQuery {
        MainScreenQuery(date: day, filter: filter, search: search.isEmpty ? nil : search, today: today)
    }

    public mutating func handle(_ key: Key, cards: [TrackerCard]) -> Action {
        message = nil
        switch overlay {
        case .none: break
        case .search: return handleSearch(key)
        case .filterMenu(var menu):
            switch menu.handle(key) {
            case .running: overlay = .filterMenu(menu)
            case .cancelled: overlay = .none
            case .finished:
                overlay = .none
                filter = TrackerFilter.allCases[menu.cursor]
                cursor = 0
                return .reload
            }
            return .none
        case .help:
            overlay = .none
            return key == .character("q") ? .quit : .none
        case .confirmDelete(let id, _):
            overlay = .none
            return key == .character("y") || key == .character("Y") ? .delete(id) : .none
        case .calendar(let picked): return handleCalendar(key, picked)
        }
        return tab == .statistics ? handleStatistics(key) : handleHabits(key, cards: cards)
    }

    private mutating func handleHabits(_ key: Key, cards: [TrackerCard]) -> Action {
        let card = cards.indices.contains(cursor) ? cards[cursor] : nil
        switch key {
        case .left, .character("h"): return moveDay(by: -1)
        case .right, .character("l"): return moveDay(by: 1)
        case .up, .character("k"): cursor = max(0, cursor - 1)
        case .down, .character("j"): cursor = min(max(0, cards.count - 1), cursor + 1)
        case .home, .character("g"): cursor = 0
        case .end, .character("G"): cursor = max(0, cards.count - 1)
        case .character(" "), .enter: if let card { return .mark(card.tracker.id, done: !card.done) }
        case .character("/"): overlay = .search
        case .character("f") where hasFilters:
            overlay = .filterMenu(ChoiceMenu(title: "", options: TrackerFilter.allCases.map(\.rawValue),
                                             checked: TrackerFilter.allCases.firstIndex(of: filter)))
        case .character("+"), .character("a"): return .add
        case .character("e"): if let card { return .edit(card.tracker.id) }
        case .character("p"): if let card { return .pin(card.tracker.id, pinned: !card.tracker.pinned) }
        case .character("d"), .delete: if let card { return .askDelete(card.tracker.id) }
        case .character("i"): if let card { return .history(card.tracker.id) }
        case .character("c"): overlay = .calendar(day)
        case .tab, .backTab: tab = .statistics
        case .character("?"): overlay = .help
        case .character("q"), .escape, .ctrlC, .ctrlD: return .quit
        default: break
        }
        return .none
    }

    private mutating func handleStatistics(_ key: Key) -> Action {
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
        case .backspace: guard !search.isEmpty else { return .none }; search.removeLast()
        case .control(0x15): search = ""
        case .character(let character): search.append(character)
        default: return .none
        }
        cursor = 0
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
        case .enter, .character(" "):
            overlay = .none
            day = picked
            cursor = 0
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
        cursor = 0
        return .reload
    }

    /// Keeps the cursor on a card after the cards changed.
    public mutating func clamp(cardCount: Int) {
        cursor = min(cursor, max(0, cardCount - 1))
    }
}
