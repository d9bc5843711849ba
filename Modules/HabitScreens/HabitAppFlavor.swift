import Localization

/// What differs between the apps that draw habits with these screens
/// (`tracker`, `goals`): the texts' keys, the JSON collection's name and
/// which parts of a habit exist at all.
///
/// The keys are `L10nKey` values so that each app writes its own as literals
/// (`L10nKey("tracker.list.title")`), which the localization key scan finds;
/// a key built from a prefix at run time would escape it.
///
/// A class, not a struct: renderers hold it and are copied per card on the
/// main screen's hot path, and one reference costs one retain where two dozen
/// strings would cost two dozen. Every property is a constant, so it is Sendable.
public final class HabitAppFlavor: Sendable {
    /// The main screen's texts.
    public struct ListTexts: Sendable {
        public var title, noItems, noItemsHint, nothingFound: L10nKey
        /// `%@` is the filter's name, the search text, the first filter's name.
        public var filterLabel, searchLabel: L10nKey
        /// The filter bar under the cards; nil for an app without filters (goals).
        public var filterHint: L10nKey?
        public var pinned, other: L10nKey
        public var filterAll, filterToday, filterCompleted, filterUncompleted: L10nKey

        public init(
            title: L10nKey, noItems: L10nKey, noItemsHint: L10nKey, nothingFound: L10nKey,
            filterLabel: L10nKey, searchLabel: L10nKey, filterHint: L10nKey?, pinned: L10nKey, other: L10nKey,
            filterAll: L10nKey, filterToday: L10nKey, filterCompleted: L10nKey, filterUncompleted: L10nKey
        ) {
            self.title = title
            self.noItems = noItems
            self.noItemsHint = noItemsHint
            self.nothingFound = nothingFound
            self.filterLabel = filterLabel
            self.searchLabel = searchLabel
            self.filterHint = filterHint
            self.pinned = pinned
            self.other = other
            self.filterAll = filterAll
            self.filterToday = filterToday
            self.filterCompleted = filterCompleted
            self.filterUncompleted = filterUncompleted
        }
    }

    /// The statistics screen's texts; `completed` is «Трекеров завершено» or «Целей завершено».
    public struct StatsTexts: Sendable {
        public var title, empty, bestPeriod, perfectDays, completed, average: L10nKey

        public init(
            title: L10nKey, empty: L10nKey, bestPeriod: L10nKey, perfectDays: L10nKey,
            completed: L10nKey, average: L10nKey
        ) {
            self.title = title
            self.empty = empty
            self.bestPeriod = bestPeriod
            self.perfectDays = perfectDays
            self.completed = completed
            self.average = average
        }
    }

    /// The card's and calendar's texts: `total` is a plural by the count,
    /// `today` takes the bracketed day, `event` and `everyDay` describe a schedule.
    public struct CardTexts: Sendable {
        public var event, everyDay, calendarTotal, calendarToday: L10nKey

        public init(event: L10nKey, everyDay: L10nKey, calendarTotal: L10nKey, calendarToday: L10nKey) {
            self.event = event
            self.everyDay = everyDay
            self.calendarTotal = calendarTotal
            self.calendarToday = calendarToday
        }
    }

    public let list: ListTexts
    public let stats: StatsTexts
    public let card: CardTexts
    /// The JSON member holding a section's habits: `trackers` or `goals`.
    public let collectionKey: String
    /// The statistics' JSON member for habits completed: `trackersCompleted`
    /// or `goalsCompleted`.
    public let statsCompletedKey: String
    /// Whether habits belong to categories (JSON `category`, the category
    /// title over a changed habit's card).
    public let hasCategories: Bool
    /// Whether habits have a kind and a schedule (JSON `kind` and `schedule`,
    /// the schedule line under a changed habit's card).
    public let hasSchedules: Bool

    public init(
        list: ListTexts, stats: StatsTexts, card: CardTexts, collectionKey: String,
        statsCompletedKey: String, hasCategories: Bool, hasSchedules: Bool
    ) {
        self.list = list
        self.stats = stats
        self.card = card
        self.collectionKey = collectionKey
        self.statsCompletedKey = statsCompletedKey
        self.hasCategories = hasCategories
        self.hasSchedules = hasSchedules
    }
}
