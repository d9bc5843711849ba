import SharedModels

/// What the main screen (`tracker list`, `goals list`) is asked to show.
package struct MainScreenQuery: Sendable, Hashable {
    /// The chosen day (ignored by the `today` filter).
    package var date: LocalDate
    package var filter: TrackerFilter
    /// A name fragment; blank means no search.
    package var search: String?
    package var today: LocalDate

    package init(date: LocalDate, filter: TrackerFilter = .all, search: String? = nil, today: LocalDate) {
        self.date = date
        self.filter = filter
        self.search = search
        self.today = today
    }

    /// The day the screen shows: today under the `today` filter, else `date`.
    /// Fetch `doneOnDay` for this day.
    package var effectiveDate: LocalDate { filter == .today ? today : date }
}

/// One tracker as the main screen shows it.
package struct TrackerCard: Sendable, Hashable {
    package var tracker: Tracker
    /// All records of the tracker, whatever the day.
    package var completedDays: Int
    /// Whether the tracker has a record on the screen's day.
    package var done: Bool
    /// A count habit's window on the day; nil for every other tracker.
    package var count: CountProgress?

    package init(tracker: Tracker, completedDays: Int, done: Bool, count: CountProgress? = nil) {
        self.tracker = tracker
        self.completedDays = completedDays
        self.done = done
        self.count = count
    }

    /// Whether the card shows as done: a record on the day, or a count
    /// habit's window met (the completed/uncompleted filters go by this).
    package var isMet: Bool { Self.isMet(done: done, count: count) }

    /// `isMet` of a card not built yet (the main screen filters before it builds cards).
    static func isMet(done: Bool, count: CountProgress?) -> Bool { done || count?.isMet == true }

    /// Whether the status line counts the card as due: a habit shown on the
    /// day, but a count habit only while its window still needs the day.
    package var isDue: Bool { tracker.kind == .habit && (count?.isDue ?? true) }
}

/// A titled group of cards.
package struct MainScreenSection: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// «Закрепленные» / "Pinned": every visible pinned tracker.
        case pinned
        /// A category's visible unpinned trackers.
        case category(TrackerCategory)
        /// The unpinned rest: every unpinned goal (no categories), or, in the
        /// tracker app, trackers whose category is missing (listed last
        /// rather than lost).
        case other
    }

    package var kind: Kind
    package var cards: [TrackerCard]

    package init(kind: Kind, cards: [TrackerCard]) {
        self.kind = kind
        self.cards = cards
    }
}

/// Which empty state to show when no card shows.
package enum MainScreenEmptyState: Sendable, Hashable {
    /// No trackers at all: «Что будем отслеживать?».
    case noTrackers
    /// Trackers exist but none shows for this day, filter and search: «Ничего не найдено».
    case nothingFound
}

/// The main screen, ready to be drawn or encoded as JSON.
package struct MainScreenContent: Sendable, Hashable {
    /// The effective day: today under the `today` filter, else the query's date.
    package var date: LocalDate
    package var filter: TrackerFilter
    /// The trimmed search, nil when there is none.
    package var search: String?
    /// Pinned first (only when non-empty), then categories by title.
    package var sections: [MainScreenSection]
    /// Nil when at least one card shows.
    package var emptyState: MainScreenEmptyState?
    /// The filter button/hint: absent when the day has no visible trackers
    /// at all, before filter and search (spec: «Кнопка фильтрации отсутствует,
    /// если на выбранный день нет трекеров»).
    package var showsFilter: Bool

    /// Every card in display order.
    package var cards: [TrackerCard] { sections.flatMap(\.cards) }
}

/// Builds the main screen from plain values; pure, so both apps and the
/// tests share exactly one definition of what shows.
package enum MainScreen {
    /// - Parameters:
    ///   - categories: the tracker app's categories; nil for goals, whose
    ///     unpinned goals form one `.other` section.
    ///   - doneOnDay: ids of trackers with a record on `query.effectiveDate`.
    ///   - completedDays: records per tracker (absent means 0).
    package static func build(
        query: MainScreenQuery, trackers: [Tracker], categories: [TrackerCategory]?,
        doneOnDay: Set<EntityID>, completedDays: [EntityID: Int]
    ) -> MainScreenContent {
        build(
            query: query, trackers: trackers, categories: categories,
            doneAt: trackers.map { doneOnDay.contains($0.id) },
            completedDaysAt: trackers.map { completedDays[$0.id] ?? 0 })
    }

    /// The same with the facts by position: `doneAt[i]` and
    /// `completedDaysAt[i]` are about `trackers[i]` (the store's
    /// `trackerSummaries`), so that nothing is looked up by id.
    /// `countAt[i]` is `trackers[i]`'s `CountProgress` on the day (nil, or
    /// left out, for trackers without a count schedule).
    package static func build(
        query: MainScreenQuery, trackers: [Tracker], categories: [TrackerCategory]?,
        doneAt: [Bool], completedDaysAt: [Int],
        countAt: [CountProgress?]? = nil
    ) -> MainScreenContent {
        precondition(doneAt.count == trackers.count && completedDaysAt.count == trackers.count)
        precondition(countAt == nil || countAt?.count == trackers.count)
        let met = { (index: Int) in TrackerCard.isMet(done: doneAt[index], count: countAt?[index]) }
        let day = query.effectiveDate
        let search = SearchText(query.search)
        // Positions in `trackers` rather than copies: a tracker holds several
        // strings, and a thousand of them were copied at every step.
        var anyVisible = false
        var anyKept = false
        var shown: [Int] = []
        // Archived trackers are put away: they show only in `list --archived`.
        for (index, tracker) in trackers.enumerated() where !tracker.archived {
            anyKept = true
            guard tracker.isVisible(on: day) else { continue }
            anyVisible = true
            switch query.filter {
            case .all, .today: break
            case .completed: if !met(index) { continue }
            case .uncompleted: if met(index) { continue }
            }
            if tracker.matches(search) { shown.append(index) }
        }
        let card = { (index: Int) in
            TrackerCard(
                tracker: trackers[index], completedDays: completedDaysAt[index], done: doneAt[index],
                count: countAt?[index])
        }
        let sections = group(nameOrder(of: shown, in: trackers), of: trackers, categories: categories)
            .map { MainScreenSection(kind: $0.kind, cards: $0.members.map(card)) }
        let emptyState: MainScreenEmptyState? =
            !anyKept ? .noTrackers : (shown.isEmpty ? .nothingFound : nil)
        return MainScreenContent(
            date: day, filter: query.filter, search: search.text, sections: sections,
            emptyState: emptyState, showsFilter: anyVisible)
    }

    /// Splits name-sorted positions in TRACKERS into pinned, categories (by
    /// title) and the rest. Each tracker's category id is looked up once, to
    /// its category's place in title order (`FirstPositions`): a set of known
    /// ids and a dictionary of members hashed it two or three times with
    /// SipHash, which cost more than the look-up by position
    /// (measured: docs/benchmarks.md, "Measured choices").
    private static func group(_ order: [Int], of trackers: [Tracker], categories: [TrackerCategory]?)
        -> [(kind: MainScreenSection.Kind, members: [Int])]
    {
        var result: [(kind: MainScreenSection.Kind, members: [Int])] = []
        let pinned = order.filter { trackers[$0].pinned }
        if !pinned.isEmpty { result.append((.pinned, pinned)) }
        let byTitle = sortedByTitle(categories ?? [])
        let place = FirstPositions(byTitle.map(\.id))
        var members = [[Int]](repeating: [], count: byTitle.count)
        var other: [Int] = []
        for index in order where !trackers[index].pinned {
            if categories != nil, let id = trackers[index].categoryID, let slot = place.of(id) {
                members[slot].append(index)
            } else {
                other.append(index)
            }
        }
        // A repeated category id (not from a store) shows its section at each place, as before.
        for category in byTitle {
            if let slot = place.of(category.id), !members[slot].isEmpty {
                result.append((.category(category), members[slot]))
            }
        }
        if !other.isEmpty { result.append((.other, other)) }
        return result
    }

    /// Trackers in `NameOrder` (name ignoring case and ё/ä/ö/ü/ß, ties by
    /// exact name, then id), so the order never depends on the store's order.
    package static func sortedByName(_ trackers: [Tracker]) -> [Tracker] {
        nameOrder(of: Array(trackers.indices), in: trackers).map { trackers[$0] }
    }

    /// POSITIONS (in TRACKERS) in `sortedByName` order. Both stores list
    /// trackers in this order already, so the positions are first checked
    /// pair by pair without making keys, far cheaper than making the keys
    /// and sorting, which happens only when the check fails
    /// (measured: docs/benchmarks.md, "Measured choices").
    static func nameOrder(of positions: [Int], in trackers: [Tracker]) -> [Int] {
        isInNameOrder(positions, trackers) ? positions : nameOrderBySorting(of: positions, in: trackers)
    }

    /// Whether each of POSITIONS' trackers comes strictly before the next in `NameOrder`.
    static func isInNameOrder(_ positions: [Int], _ trackers: [Tracker]) -> Bool {
        // Fields read in place: copying two `Tracker`s per pair cost more than comparing them.
        zip(positions, positions.dropFirst()).allSatisfy { a, b in
            NameOrder.precedes(
                name: trackers[a].name, id: trackers[a].id.rawValue,
                strictlyBefore: trackers[b].name, trackers[b].id.rawValue)
        }
    }

    /// The reference: POSITIONS sorted, each sort key computed once, and only integers moved.
    static func nameOrderBySorting(of positions: [Int], in trackers: [Tracker]) -> [Int] {
        let keys = positions.map { NameOrder.SortKey(trackers[$0].name) }
        return positions.indices.sorted { a, b in
            NameOrder.precedes(keys[a], keys[b]) {
                let first = trackers[positions[a]]
                let second = trackers[positions[b]]
                return NameOrder.precedes(
                    name: first.name, id: first.id.rawValue, before: second.name, second.id.rawValue)
            }
        }
        .map { positions[$0] }
    }

    /// Categories by title in the same `NameOrder`.
    package static func sortedByTitle(_ categories: [TrackerCategory]) -> [TrackerCategory] {
        categories.map { (key: NameOrder.SortKey($0.title), category: $0) }
            .sorted { a, b in
                NameOrder.precedes(a.key, b.key) {
                    NameOrder.precedes(
                        name: a.category.title, id: a.category.id.rawValue,
                        before: b.category.title, b.category.id.rawValue)
                }
            }
            .map(\.category)
    }
}
