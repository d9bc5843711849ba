import SharedModels

/// What the main screen (`tracker list`, `goals list`) is asked to show.
public struct MainScreenQuery: Sendable, Hashable {
    /// The chosen day (ignored by the `today` filter).
    public var date: LocalDate
    public var filter: TrackerFilter
    /// A name fragment; blank means no search.
    public var search: String?
    public var today: LocalDate

    public init(date: LocalDate, filter: TrackerFilter = .all, search: String? = nil, today: LocalDate) {
        self.date = date; self.filter = filter; self.search = search; self.today = today
    }

    /// The day the screen shows: today under the `today` filter, else `date`.
    /// Fetch `doneOnDay` for this day.
    public var effectiveDate: LocalDate { filter == .today ? today : date }
}

/// One tracker as the main screen shows it.
public struct TrackerCard: Sendable, Hashable {
    public var tracker: Tracker
    /// All records of the tracker, whatever the day.
    public var completedDays: Int
    /// Whether the tracker has a record on the screen's day.
    public var done: Bool

    public init(tracker: Tracker, completedDays: Int, done: Bool) {
        self.tracker = tracker; self.completedDays = completedDays; self.done = done
    }
}

/// A titled group of cards.
public struct MainScreenSection: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// «Закрепленные» / "Pinned": every visible pinned tracker.
        case pinned
        /// A category's visible unpinned trackers.
        case category(TrackerCategory)
        /// The unpinned rest: every unpinned goal (no categories), or, in the
        /// tracker app, trackers whose category is missing (listed last
        /// rather than lost).
        case other
    }

    public var kind: Kind
    public var cards: [TrackerCard]

    public init(kind: Kind, cards: [TrackerCard]) { self.kind = kind; self.cards = cards }
}

/// Which empty state to show when no card shows.
public enum MainScreenEmptyState: Sendable, Hashable {
    /// No trackers at all: «Что будем отслеживать?».
    case noTrackers
    /// Trackers exist but none shows for this day, filter and search: «Ничего не найдено».
    case nothingFound
}

/// The main screen, ready to be drawn or encoded as JSON.
public struct MainScreenContent: Sendable, Hashable {
    /// The effective day: today under the `today` filter, else the query's date.
    public var date: LocalDate
    public var filter: TrackerFilter
    /// The trimmed search, nil when there is none.
    public var search: String?
    /// Pinned first (only when non-empty), then categories by title.
    public var sections: [MainScreenSection]
    /// Nil when at least one card shows.
    public var emptyState: MainScreenEmptyState?
    /// The filter button/hint: absent when the day has no visible trackers
    /// at all, before filter and search (spec: «Кнопка фильтрации отсутствует,
    /// если на выбранный день нет трекеров»).
    public var showsFilter: Bool

    /// Every card in display order.
    public var cards: [TrackerCard] { sections.flatMap(\.cards) }
}

/// Builds the main screen from plain values; pure, so both apps and the
/// tests share exactly one definition of what shows.
public enum MainScreen {
    /// - Parameters:
    ///   - categories: the tracker app's categories; nil for goals, whose
    ///     unpinned goals form one `.other` section.
    ///   - doneOnDay: ids of trackers with a record on `query.effectiveDate`.
    ///   - completedDays: records per tracker (absent means 0).
    public static func build(query: MainScreenQuery, trackers: [Tracker], categories: [TrackerCategory]?,
                             doneOnDay: Set<EntityID>, completedDays: [EntityID: Int]) -> MainScreenContent {
        let day = query.effectiveDate
        let search = SearchText(query.search)
        // Positions in `trackers` rather than copies: a tracker holds several
        // strings, and a thousand of them were copied at every step.
        var anyVisible = false
        var shown: [Int] = []
        var doneAt = [Bool](repeating: false, count: trackers.count)  // one hash of each id, not two
        for (index, tracker) in trackers.enumerated() where tracker.isVisible(on: day) {
            anyVisible = true
            let done = doneOnDay.contains(tracker.id)
            doneAt[index] = done
            switch query.filter {
            case .all, .today: break
            case .completed: if !done { continue }
            case .uncompleted: if done { continue }
            }
            if tracker.matches(search) { shown.append(index) }
        }
        let card = { (index: Int) in
            let tracker = trackers[index]
            return TrackerCard(tracker: tracker, completedDays: completedDays[tracker.id] ?? 0, done: doneAt[index])
        }
        let sections = group(nameOrder(of: shown, in: trackers), of: trackers, categories: categories)
            .map { MainScreenSection(kind: $0.kind, cards: $0.members.map(card)) }
        let emptyState: MainScreenEmptyState? =
            trackers.isEmpty ? .noTrackers : (shown.isEmpty ? .nothingFound : nil)
        return MainScreenContent(date: day, filter: query.filter, search: search.text, sections: sections,
                                 emptyState: emptyState, showsFilter: anyVisible)
    }

    /// Splits name-sorted positions in TRACKERS into pinned, categories (by title) and the rest.
    private static func group(_ order: [Int], of trackers: [Tracker], categories: [TrackerCategory]?)
        -> [(kind: MainScreenSection.Kind, members: [Int])] {
        var result: [(kind: MainScreenSection.Kind, members: [Int])] = []
        let pinned = order.filter { trackers[$0].pinned }
        if !pinned.isEmpty { result.append((.pinned, pinned)) }
        var byCategory: [EntityID: [Int]] = [:]
        var other: [Int] = []
        let known = Set((categories ?? []).map(\.id))
        for index in order where !trackers[index].pinned {
            if categories != nil, let id = trackers[index].categoryID, known.contains(id) {
                byCategory[id, default: []].append(index)
            } else {
                other.append(index)
            }
        }
        for category in sortedByTitle(categories ?? []) {
            if let members = byCategory[category.id] { result.append((.category(category), members)) }
        }
        if !other.isEmpty { result.append((.other, other)) }
        return result
    }

    /// Trackers in `NameOrder` (name ignoring case and ё/ä/ö/ü/ß, ties by
    /// exact name, then id), so the order never depends on the store's order.
    public static func sortedByName(_ trackers: [Tracker]) -> [Tracker] {
        nameOrder(of: Array(trackers.indices), in: trackers).map { trackers[$0] }
    }

    /// POSITIONS (in TRACKERS) in `sortedByName` order; each sort key is
    /// computed once, and only integers move.
    static func nameOrder(of positions: [Int], in trackers: [Tracker]) -> [Int] {
        let keys = positions.map { NameOrder.SortKey(trackers[$0].name) }
        return positions.indices.sorted { a, b in
            NameOrder.precedes(keys[a], keys[b]) {
                let first = trackers[positions[a]], second = trackers[positions[b]]
                return NameOrder.precedes(name: first.name, id: first.id.rawValue, before: second.name, second.id.rawValue)
            }
        }
        .map { positions[$0] }
    }

    /// Categories by title in the same `NameOrder`.
    public static func sortedByTitle(_ categories: [TrackerCategory]) -> [TrackerCategory] {
        categories.map { (key: NameOrder.SortKey($0.title), category: $0) }
            .sorted { a, b in
                NameOrder.precedes(a.key, b.key) {
                    NameOrder.precedes(name: a.category.title, id: a.category.id.rawValue,
                                       before: b.category.title, b.category.id.rawValue)
                }
            }
            .map(\.category)
    }
}
