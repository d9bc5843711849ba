import Localization
import TrackerCommands
import TrackerScreens

/// The goals' side of the shared screens and commands: the `goals.*` texts
/// whose words differ from the tracker's (the rest are shared `habits.*`
/// keys), habits without categories or schedules (every goal is due every
/// day), `goals` as the JSON collection and `goalsCompleted` in the
/// statistics' JSON.
extension TrackerAppFlavor {
    package static let goals = TrackerAppFlavor(
        list: ListTexts(
            title: .goalsListTitle, noItemsHint: .goalsListEmptyNoGoalsHint,
            noItemsKeyHint: .goalsListEmptyNoGoalsKeyHint, addKey: .goalsScreenAddKey, other: .goalsListOther,
            filterAll: .goalsFilterAll, filterToday: .goalsFilterToday, filterHint: nil),
        stats: StatsTexts(completed: .goalsStatsGoalsCompleted),
        card: CardTexts(event: .goalsCardEvent, calendarTotal: LocalizedText.goalsCalendarTotal),
        collectionKey: "goals",
        statsCompletedKey: "goalsCompleted",
        hasCategories: false,
        hasSchedules: false)
}

extension TrackerAppProfile {
    /// The goals as the shared commands see them: `G` named `goal`, records
    /// naming a `goal` in export files, no filter bar.
    package static let goals = TrackerAppProfile(
        flavor: .goals,
        texts: Texts(
            list: .goalsHelpList, done: .goalsHelpDone, undone: .goalsHelpUndone, edit: .goalsHelpEdit,
            pin: .goalsHelpPin, unpin: .goalsHelpUnpin, delete: .goalsHelpDelete,
            habitArgument: .goalsHelpArgumentGoal,
            searchOption: .goalsHelpOptionSearch,
            statsDiscussion: .goalsStatsDiscussion,
            exportDiscussion: .goalsTransferExportDiscussion,
            importDiscussion: .goalsTransferImportDiscussion,
            importFileArgument: .goalsTransferImportArgumentFile,
            deleteConfirm: LocalizedText.goalsDeleteConfirm,
            deleteConfirmNoRecords: LocalizedText.goalsDeleteConfirmNoRecords,
            deleted: LocalizedText.goalsDeleteDone,
            exportCount: LocalizedText.goalsTransferCountGoals,
            importCount: LocalizedText.goalsTransferImportGoals,
            unknownHabitInFile: LocalizedText.goalsTransferProblemUnknownGoal,
            csvOutputHint: .goalsTransferHintCsvOutput,
            missingSectionsHint: .goalsHintMissingSections,
            wizard: WizardTexts(
                habitTitle: .goalsWizardTitle, eventTitle: .goalsWizardTitle,
                editTitle: .goalsWizardTitleEdit,
                namePlaceholder: .goalsWizardNamePlaceholder)),
        habitArgument: "goal", recordOwnerKey: "goal", entity: .goal)
}
