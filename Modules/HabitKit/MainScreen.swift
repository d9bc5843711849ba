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
        let visible = trackers.filter { $0.isVisible(on: day) }
        let shown = visible.filter { tracker in
            let done = doneOnDay.contains(tracker.id)
            switch query.filter {
            case .all, .today: break
            case .completed: if !done { return false }
            case .uncompleted: if done { return false }
            }
            return tracker.matches(search)
        }
        let card = { (tracker: Tracker) in
            TrackerCard(tracker: tracker, completedDays: completedDays[tracker.id] ?? 0,
                        done: doneOnDay.contains(tracker.id))
        }
        let sections = group(sortedByName(shown), categories: categories)
            .map { MainScreenSection(kind: $0.kind, cards: $0.trackers.map(card)) }
        let emptyState: MainScreenEmptyState? =
            trackers.isEmpty ? .noTrackers : (shown.isEmpty ? .nothingFound : nil)
        return MainScreenContent(date: day, filter: query.filter, search: search.text, sections: sections,
                                 emptyState: emptyState, showsFilter: !visible.isEmpty)
    }

    /// Splits name-sorted trackers into pinned, categories (by title) and the rest.
    private static func group(_ trackers: [Tracker], categories: [TrackerCategory]?)
        -> [(kind: MainScreenSection.Kind, trackers: [Tracker])] {
        var result: [(kind: MainScreenSection.Kind, trackers: [Tracker])] = []
        let pinned = trackers.filter(\.pinned)
        if !pinned.isEmpty { result.append((.pinned, pinned)) }
        var byCategory: [EntityID: [Tracker]] = [:]
        var other: [Tracker] = []
        let known = Set((categories ?? []).map(\.id))
        for tracker in trackers where !tracker.pinned {
            if categories != nil, let id = tracker.categoryID, known.contains(id) {
                byCategory[id, default: []].append(tracker)
            } else {
                other.append(tracker)
            }
        }
        for category in sortedByTitle(categories ?? []) {
            if let members = byCategory[category.id] { result.append((.category(category), members)) }
        }
        if !other.isEmpty { result.append((.other, other)) }
        return result
    }

    /// The primary sort key of a name: lower-cased, with the letters that the
    /// app's languages (en, ru, de) sort as variants of a base letter folded
    /// onto it (ё as е, ä ö ü as a o u, ß as ss). Plain code-point order
    /// would put «Ёлка» after «Яблоко» and "Äpfel" after "Zebra".
    static func sortKey(_ name: String) -> String {
        // ASCII (most names): lower-casing is A–Z to a–z and nothing folds.
        // Done on bytes, the key is built in one allocation and, being flagged
        // ASCII, compares with memcmp in the sort.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: name.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        var key = ""
        key.reserveCapacity(name.utf8.count)
        for character in name.lowercased() {
            switch character {
            case "ё": key.append("е")
            case "ä": key.append("a")
            case "ö": key.append("o")
            case "ü": key.append("u")
            case "ß": key.append("ss")
            default: key.append(character)
            }
        }
        return key
    }

    /// Trackers by name ignoring case; ties by exact name, then id, so the
    /// order never depends on the store's order.
    public static func sortedByName(_ trackers: [Tracker]) -> [Tracker] {
        trackers.map { (key: sortKey($0.name), tracker: $0) }
            .sorted { a, b in
                if a.key != b.key { return a.key < b.key }
                if a.tracker.name != b.tracker.name { return a.tracker.name < b.tracker.name }
                return a.tracker.id < b.tracker.id
            }
            .map(\.tracker)
    }

    /// Categories by title ignoring case, with the same tie-breaks.
    public static func sortedByTitle(_ categories: [TrackerCategory]) -> [TrackerCategory] {
        categories.map { (key: sortKey($0.title), category: $0) }
            .sorted { a, b in
                if a.key != b.key { return a.key < b.key }
                if a.category.title != b.category.title { return a.category.title < b.category.title }
                return a.category.id < b.category.id
            }
            .map(\.category)
    }
}
