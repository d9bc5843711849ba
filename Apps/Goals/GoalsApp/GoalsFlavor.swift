import HabitCommands
import HabitScreens
import Localization

/// The goals' side of the shared screens and commands: its `goals.*` texts
/// (written as literals so the localization key scan sees each one), habits
/// without categories or schedules (every goal is due every day), `goals` as
/// the JSON collection and `goalsCompleted` in the statistics' JSON.
extension HabitAppFlavor {
    public static let goals = HabitAppFlavor(
        list: ListTexts(
            title: L10nKey("goals.list.title"),
            noItems: L10nKey("goals.list.empty.noGoals"),
            noItemsHint: L10nKey("goals.list.empty.noGoalsHint"),
            nothingFound: L10nKey("goals.list.empty.nothingFound"),
            filterLabel: L10nKey("goals.list.filterLabel"),
            searchLabel: L10nKey("goals.list.searchLabel"),
            filterHint: nil,
            pinned: L10nKey("goals.list.pinned"),
            other: L10nKey("goals.list.other"),
            filterAll: L10nKey("goals.filter.all"),
            filterToday: L10nKey("goals.filter.today"),
            filterCompleted: L10nKey("goals.filter.completed"),
            filterUncompleted: L10nKey("goals.filter.uncompleted")),
        stats: StatsTexts(
            title: L10nKey("goals.stats.title"),
            empty: L10nKey("goals.stats.empty"),
            bestPeriod: L10nKey("goals.stats.bestPeriod"),
            perfectDays: L10nKey("goals.stats.perfectDays"),
            completed: L10nKey("goals.stats.goalsCompleted"),
            average: L10nKey("goals.stats.average")),
        card: CardTexts(
            event: L10nKey("goals.card.event"),
            everyDay: L10nKey("goals.card.everyDay"),
            calendarTotal: L10nKey("goals.calendar.total"),
            calendarToday: L10nKey("goals.calendar.today")),
        collectionKey: "goals",
        statsCompletedKey: "goalsCompleted",
        hasCategories: false,
        hasSchedules: false)
}

extension HabitApp {
    /// The goals as the shared commands see them: `G` named `goal`, records
    /// naming a `goal` in export files, no filter bar.
    public static let goals = HabitApp(
        flavor: .goals,
        texts: Texts(
            list: L10nKey("goals.help.list"), done: L10nKey("goals.help.done"),
            undone: L10nKey("goals.help.undone"), edit: L10nKey("goals.help.edit"), pin: L10nKey("goals.help.pin"),
            unpin: L10nKey("goals.help.unpin"), delete: L10nKey("goals.help.delete"),
            habitArgument: L10nKey("goals.help.argument.goal"),
            searchOption: L10nKey("goals.help.option.search"),
            nothingToEdit: L10nKey("goals.error.nothingToEdit"),
            statsDiscussion: L10nKey("goals.stats.discussion"),
            exportDiscussion: L10nKey("goals.transfer.export.discussion"),
            importDiscussion: L10nKey("goals.transfer.import.discussion"),
            importFileArgument: L10nKey("goals.transfer.import.argument.file"),
            deleteConfirm: L10nKey("goals.delete.confirm"),
            deleteConfirmNoRecords: L10nKey("goals.delete.confirmNoRecords"),
            deleted: L10nKey("goals.delete.done"),
            exportCount: L10nKey("goals.transfer.count.goals"),
            importCount: L10nKey("goals.transfer.import.goals"),
            unknownHabitInFile: L10nKey("goals.transfer.problem.unknownGoal"),
            csvOutputHint: L10nKey("goals.transfer.hint.csvOutput"),
            missingSectionsHint: L10nKey("goals.hint.missingSections"),
            wizard: WizardTexts(
                habitTitle: L10nKey("goals.wizard.title"), eventTitle: L10nKey("goals.wizard.title"),
                editTitle: L10nKey("goals.wizard.title.edit"),
                namePlaceholder: L10nKey("goals.wizard.namePlaceholder"))),
        habitArgument: "goal", recordOwnerKey: "goal")
}
