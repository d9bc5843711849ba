import AppPlugin
import CLIKit
// The presentation `tracker` shares with `goals` (cards, main screen,
// statistics, calendar, colors, JSON) lives in HabitScreens, the commands
// both run (list, done, pin, delete, stats, calendar, export, import, the
// creation wizard) in HabitCommands; TrackerApp re-exports both because its
// public commands speak in their types (`CalendarMonth`, `TrackerJSON`,
// `ExportData`) and its users should not need more imports.
@_exported import HabitCommands
import HabitKit
@_exported import HabitScreens
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

extension HabitApp {
    /// The tracker as the shared commands see it: its flavor, its `tracker.*`
    /// texts, `T` named `tracker` and the filter bar.
    public static let tracker = HabitApp(
        flavor: .tracker,
        texts: Texts(
            list: L10nKey("tracker.help.list"), done: L10nKey("tracker.help.done"),
            undone: L10nKey("tracker.help.undone"), edit: L10nKey("tracker.help.edit"),
            pin: L10nKey("tracker.help.pin"),
            unpin: L10nKey("tracker.help.unpin"), delete: L10nKey("tracker.help.delete"),
            habitArgument: L10nKey("tracker.help.argument.tracker"),
            searchOption: L10nKey("tracker.help.option.search"),
            nothingToEdit: L10nKey("tracker.error.nothingToEdit"),
            statsDiscussion: L10nKey("tracker.stats.discussion"),
            exportDiscussion: L10nKey("tracker.transfer.export.discussion"),
            importDiscussion: L10nKey("tracker.transfer.import.discussion"),
            importFileArgument: L10nKey("tracker.transfer.import.argument.file"),
            deleteConfirm: L10nKey("tracker.delete.confirm"),
            deleteConfirmNoRecords: L10nKey("tracker.delete.confirmNoRecords"),
            deleted: L10nKey("tracker.delete.done"),
            exportCount: L10nKey("tracker.transfer.count.trackers"),
            importCount: L10nKey("tracker.transfer.import.trackers"),
            unknownHabitInFile: L10nKey("tracker.transfer.problem.unknownTracker"),
            csvOutputHint: L10nKey("tracker.transfer.hint.csvOutput"),
            missingSectionsHint: L10nKey("tracker.hint.missingSections"),
            wizard: WizardTexts(
                habitTitle: L10nKey("tracker.wizard.title.habit"),
                eventTitle: L10nKey("tracker.wizard.title.event"),
                editTitle: L10nKey("tracker.wizard.title.edit"),
                namePlaceholder: L10nKey("tracker.wizard.namePlaceholder"))),
        habitArgument: "tracker", recordOwnerKey: "tracker",
        kinds: KindTexts(
            title: L10nKey("tracker.add.choice.title"), habit: L10nKey("tracker.add.choice.habit"),
            event: L10nKey("tracker.add.choice.event")))
}

// The shared screens with the tracker's flavor, as the tracker's commands
// (and tests) build them.

extension AddWizardView {
    init(l: Localizer, style: TerminalStyle, colors: TrackerColors, size: TerminalSize) {
        self.init(l: l, style: style, colors: colors, size: size, app: .tracker)
    }
}

extension HabitError {
    /// `edit` without options, in the tracker's words.
    static var nothingToEdit: HabitError { .nothingToChange(message: HabitApp.tracker.texts.nothingToEdit) }

    /// `missingSections` with the tracker's `add` line as the hint.
    static func missingSections(_ sections: [String]) -> HabitError {
        .missingSections(sections, hint: HabitApp.tracker.texts.missingSectionsHint)
    }
}

/// The tracker's name for the engine's refusals.
public typealias TrackerError = HabitError

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
