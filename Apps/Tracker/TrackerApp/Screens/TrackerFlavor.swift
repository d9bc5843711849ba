// The presentation `tracker` shares with `goals` (cards, main screen,
// statistics, calendar, colors, JSON) lives in HabitScreens; TrackerApp
// re-exports it because its public commands speak in those types
// (`CalendarMonth`, `TrackerJSON`) and its users should not need a second import.
@_exported import HabitScreens
import AppPlugin
import CLIKit
import HabitKit
import Localization
import SharedModels

/// The tracker's side of the shared screens: its `tracker.*` texts (written
/// as literals so the localization key scan sees each one), habits in
/// categories with schedules, `trackers` as the list's JSON collection and
/// `trackersCompleted` in the statistics' JSON.
extension HabitAppFlavor {
    public static let tracker = HabitAppFlavor(
        list: ListTexts(
            title: L10nKey("tracker.list.title"),
            noItems: L10nKey("tracker.list.empty.noTrackers"),
            noItemsHint: L10nKey("tracker.list.empty.noTrackersHint"),
            nothingFound: L10nKey("tracker.list.empty.nothingFound"),
            filterLabel: L10nKey("tracker.list.filterLabel"),
            searchLabel: L10nKey("tracker.list.searchLabel"),
            filterHint: L10nKey("tracker.list.filterHint"),
            pinned: L10nKey("tracker.list.pinned"),
            other: L10nKey("tracker.list.other"),
            filterAll: L10nKey("tracker.filter.all"),
            filterToday: L10nKey("tracker.filter.today"),
            filterCompleted: L10nKey("tracker.filter.completed"),
            filterUncompleted: L10nKey("tracker.filter.uncompleted")),
        stats: StatsTexts(
            title: L10nKey("tracker.stats.title"),
            empty: L10nKey("tracker.stats.empty"),
            bestPeriod: L10nKey("tracker.stats.bestPeriod"),
            perfectDays: L10nKey("tracker.stats.perfectDays"),
            completed: L10nKey("tracker.stats.trackersCompleted"),
            average: L10nKey("tracker.stats.average")),
        card: CardTexts(
            event: L10nKey("tracker.card.event"),
            everyDay: L10nKey("tracker.schedule.everyDay"),
            calendarTotal: L10nKey("tracker.calendar.total"),
            calendarToday: L10nKey("tracker.calendar.today")),
        collectionKey: "trackers",
        statsCompletedKey: "trackersCompleted",
        hasCategories: true,
        hasSchedules: true)
}

// The shared screens with the tracker's flavor, as the tracker's commands
// (and tests) build them.

extension CardRenderer {
    init(environment env: AppEnvironment) { self.init(environment: env, flavor: .tracker) }

    init(l: Localizer, style: TerminalStyle, theme: Theme, width: Int) {
        self.init(l: l, style: style, theme: theme, width: width, flavor: .tracker)
    }
}

extension CalendarScreen {
    init(localizer: Localizer, style: TerminalStyle, theme: Theme) {
        self.init(localizer: localizer, style: style, theme: theme, texts: HabitAppFlavor.tracker.card)
    }
}

extension ListJSON {
    init(_ content: MainScreenContent, categories: [TrackerCategory], l: Localizer) {
        self.init(content, categories: categories, l: l, flavor: .tracker)
    }
}

extension AppEnvironment {
    /// The tracker as JSON (`--json`) or as its card.
    func report(_ snapshot: TrackerSnapshot) throws { try report(snapshot, flavor: .tracker) }
}

extension ScheduleText {
    static func describe(_ schedule: Schedule, _ l: Localizer) -> String {
        describe(schedule, l, flavor: .tracker)
    }
}
