import Localization

/// What differs between the apps that draw habits with these screens
/// (`tracker`, `goals`): the texts' keys, the JSON collection's name and
/// which parts of a habit exist at all.
///
/// Only the texts whose words differ between the apps are here, as
/// `LocalizedText` values (a function of its arguments for a text that takes
/// some); a text both apps say alike is one shared key the screens use directly.
///
/// A class, not a struct: renderers hold it and are copied per card on the
/// main screen's hot path, and one reference costs one retain where two dozen
/// strings would cost two dozen. Every property is a constant, so it is Sendable.
package final class TrackerAppFlavor: Sendable {
    /// The main screen's texts.
    package struct ListTexts: Sendable {
        package var title, noItemsHint, other, filterAll, filterToday: LocalizedText
        /// The interactive screen's empty state (names the `+` key) and the
        /// tab bar's add key: «+ добавить».
        package var noItemsKeyHint, addKey: LocalizedText
        /// The filter bar under the cards (`%@` is the first filter's name);
        /// nil for an app without filters (goals).
        package var filterHint: (@Sendable (String) -> LocalizedText)?

        package init(
            title: LocalizedText, noItemsHint: LocalizedText, noItemsKeyHint: LocalizedText, addKey: LocalizedText,
            other: LocalizedText, filterAll: LocalizedText, filterToday: LocalizedText,
            filterHint: (@Sendable (String) -> LocalizedText)?
        ) {
            self.title = title
            self.noItemsHint = noItemsHint
            self.noItemsKeyHint = noItemsKeyHint
            self.addKey = addKey
            self.other = other
            self.filterAll = filterAll
            self.filterToday = filterToday
            self.filterHint = filterHint
        }
    }

    /// The statistics screen's texts: «Трекеров завершено» or «Целей завершено».
    package struct StatsTexts: Sendable {
        package var completed: LocalizedText

        package init(completed: LocalizedText) { self.completed = completed }
    }

    /// The card's and calendar's texts: `calendarTotal` is a plural by the
    /// count (then the count as written), `event` describes an event's schedule.
    package struct CardTexts: Sendable {
        package var event: LocalizedText
        package var calendarTotal: @Sendable (Int, String) -> LocalizedText

        package init(event: LocalizedText, calendarTotal: @escaping @Sendable (Int, String) -> LocalizedText) {
            self.event = event
            self.calendarTotal = calendarTotal
        }
    }

    package let list: ListTexts
    package let stats: StatsTexts
    package let card: CardTexts
    /// The JSON member holding a section's habits: `trackers` or `goals`.
    package let collectionKey: String
    /// The statistics' JSON member for habits completed: `trackersCompleted`
    /// or `goalsCompleted`.
    package let statsCompletedKey: String
    /// Whether habits belong to categories (JSON `category`, the category
    /// title over a changed habit's card).
    package let hasCategories: Bool
    /// Whether habits have a kind and a schedule (JSON `kind` and `schedule`,
    /// the schedule line under a changed habit's card).
    package let hasSchedules: Bool

    package init(
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
