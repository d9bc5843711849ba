// The presentation `tracker` shares with `goals` (cards, main screen,
// statistics, calendar, colors, JSON) lives in TrackerScreens, the commands
// both run (list, done, pin, delete, stats, calendar, export, import, the
// creation wizard) in TrackerCommands. A module that uses their types
// imports them itself: nothing is re-exported.
import AppPlugin
import Localization
import SharedModels
import TerminalUI
import TrackerCommands
import TrackerKit
import TrackerScreens

/// The tracker's side of the shared screens: the `tracker.*` texts whose
/// words differ from the goals' (the rest are shared `habits.*` keys),
/// habits in categories with schedules, `trackers` as the list's JSON
/// collection and `trackersCompleted` in the statistics' JSON.
extension TrackerAppFlavor {
    package static let tracker = TrackerAppFlavor(
        list: ListTexts(
            title: .trackerListTitle, noItemsHint: .trackerListEmptyNoTrackersHint,
            noItemsKeyHint: .trackerListEmptyNoTrackersKeyHint, addKey: .trackerScreenAddKey, other: .trackerListOther,
            filterAll: .trackerFilterAll, filterToday: .trackerFilterToday,
            filterHint: LocalizedText.trackerListFilterHint),
        stats: StatsTexts(completed: .trackerStatsTrackersCompleted),
        card: CardTexts(event: .trackerCardEvent, calendarTotal: LocalizedText.trackerCalendarTotal),
        collectionKey: "trackers",
        statsCompletedKey: "trackersCompleted",
        hasCategories: true,
        hasSchedules: true)
}

extension TrackerAppProfile {
    /// The tracker as the shared commands see it: its flavor, its `tracker.*`
    /// texts, `T` named `tracker` and the filter bar.
    package static let tracker = TrackerAppProfile(
        flavor: .tracker,
        texts: Texts(
            list: .trackerHelpList, done: .trackerHelpDone, undone: .trackerHelpUndone, edit: .trackerHelpEdit,
            pin: .trackerHelpPin, unpin: .trackerHelpUnpin, delete: .trackerHelpDelete,
            habitArgument: .trackerHelpArgumentTracker,
            searchOption: .trackerHelpOptionSearch,
            statsDiscussion: .trackerStatsDiscussion,
            exportDiscussion: .trackerTransferExportDiscussion,
            importDiscussion: .trackerTransferImportDiscussion,
            importFileArgument: .trackerTransferImportArgumentFile,
            deleteConfirm: LocalizedText.trackerDeleteConfirm,
            deleteConfirmNoRecords: LocalizedText.trackerDeleteConfirmNoRecords,
            deleted: LocalizedText.trackerDeleteDone,
            exportCount: LocalizedText.trackerTransferCountTrackers,
            importCount: LocalizedText.trackerTransferImportTrackers,
            unknownHabitInFile: LocalizedText.trackerTransferProblemUnknownTracker,
            csvOutputHint: .trackerTransferHintCsvOutput,
            missingSectionsHint: .trackerHintMissingSections,
            wizard: WizardTexts(
                habitTitle: .trackerWizardTitleHabit, eventTitle: .trackerWizardTitleEvent,
                editTitle: .trackerWizardTitleEdit,
                namePlaceholder: .trackerWizardNamePlaceholder)),
        habitArgument: "tracker", recordOwnerKey: "tracker",
        kinds: KindTexts(title: .trackerAddChoiceTitle, habit: .trackerAddChoiceHabit, event: .trackerAddChoiceEvent))
}

// The shared screens with the tracker's flavor, as the tracker's commands
// (and tests) build them.

extension AddWizardView {
    init(l: Localizer, style: TerminalStyle, colors: TrackerColors, size: TerminalSize) {
        self.init(l: l, style: style, colors: colors, size: size, app: .tracker)
    }
}

extension TrackerError {
    /// `edit` without options, in the tracker's words.
    static var nothingToEdit: TrackerError { .nothingToEdit(.tracker) }

    /// `missingSections` with the tracker's `add` line as the hint.
    static func missingSections(_ sections: [String]) -> TrackerError {
        .missingSections(sections, hint: TrackerAppProfile.tracker.texts.missingSectionsHint)
    }
}

extension CardRenderer {
    init(environment env: AppEnvironment) { self.init(environment: env, flavor: .tracker) }

    init(l: Localizer, style: TerminalStyle, theme: Theme, width: Int) {
        self.init(l: l, style: style, theme: theme, width: width, flavor: .tracker)
    }
}

extension CalendarScreen {
    init(localizer: Localizer, style: TerminalStyle, theme: Theme) {
        self.init(localizer: localizer, style: style, theme: theme, texts: TrackerAppFlavor.tracker.card)
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
