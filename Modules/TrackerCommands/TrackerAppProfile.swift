import AppPlugin
import Localization
import Reminders
import Storage
import TrackerScreens

/// An app on the habit engine as its shared commands see it: the screens'
/// flavor, the texts that name the app's things («трекер», «цель») and the
/// names its command line and files use for them.
///
/// `tracker` and `goals` each build one (`TrackerAppProfile.tracker`, `TrackerAppProfile.goals`)
/// and wire the shared commands with it; what they do differently is only
/// what this value says.
package struct TrackerAppProfile: Sendable {
    /// The texts a shared command writes that name the app's habits, each
    /// the app's own symbol (a function of the arguments where the text takes some).
    package struct Texts: Sendable {
        /// Help: the commands' abstracts, the habit argument and `--search`.
        package var list, done, undone, edit, pin, unpin, delete, habitArgument, searchOption: LocalizedText
        /// Help of `stats`, `export`, `import` where they name the app's files or habits.
        package var statsDiscussion, exportDiscussion, importDiscussion, importFileArgument: LocalizedText
        /// `delete`: the question with records (name, records) and without (name), and the report (name).
        package var deleteConfirm: @Sendable (String, String) -> LocalizedText
        package var deleteConfirmNoRecords, deleted: @Sendable (String) -> LocalizedText
        /// Export and import summaries' habit lines (count; total, created, updated).
        package var exportCount: @Sendable (Int) -> LocalizedText
        package var importCount: @Sendable (Int, Int, Int, Int) -> LocalizedText
        /// A record naming an unknown habit (path, value), and where CSV can go.
        package var unknownHabitInFile: @Sendable (String, String) -> LocalizedText
        package var csvOutputHint: LocalizedText
        /// `add`: the hint under "missing …".
        package var missingSectionsHint: LocalizedText
        package var wizard: WizardTexts

        package init(
            list: LocalizedText, done: LocalizedText, undone: LocalizedText, edit: LocalizedText,
            pin: LocalizedText, unpin: LocalizedText, delete: LocalizedText, habitArgument: LocalizedText,
            searchOption: LocalizedText, statsDiscussion: LocalizedText,
            exportDiscussion: LocalizedText, importDiscussion: LocalizedText,
            importFileArgument: LocalizedText,
            deleteConfirm: @escaping @Sendable (String, String) -> LocalizedText,
            deleteConfirmNoRecords: @escaping @Sendable (String) -> LocalizedText,
            deleted: @escaping @Sendable (String) -> LocalizedText,
            exportCount: @escaping @Sendable (Int) -> LocalizedText,
            importCount: @escaping @Sendable (Int, Int, Int, Int) -> LocalizedText,
            unknownHabitInFile: @escaping @Sendable (String, String) -> LocalizedText,
            csvOutputHint: LocalizedText, missingSectionsHint: LocalizedText, wizard: WizardTexts
        ) {
            self.list = list
            self.done = done
            self.undone = undone
            self.edit = edit
            self.pin = pin
            self.unpin = unpin
            self.delete = delete
            self.habitArgument = habitArgument
            self.searchOption = searchOption
            self.statsDiscussion = statsDiscussion
            self.exportDiscussion = exportDiscussion
            self.importDiscussion = importDiscussion
            self.importFileArgument = importFileArgument
            self.deleteConfirm = deleteConfirm
            self.deleteConfirmNoRecords = deleteConfirmNoRecords
            self.deleted = deleted
            self.exportCount = exportCount
            self.importCount = importCount
            self.unknownHabitInFile = unknownHabitInFile
            self.csvOutputHint = csvOutputHint
            self.missingSectionsHint = missingSectionsHint
            self.wizard = wizard
        }
    }

    package let flavor: TrackerAppFlavor
    package let texts: Texts
    /// The habit argument's name in usage lines and `Invocation`: `tracker`, `goal`.
    package let habitArgument: String
    /// What a record names its habit by in export files: `tracker`, `goal`.
    package let recordOwnerKey: String
    /// What errors call one of its habits (`tracker`, `goal`).
    package let entity: StoreEntity
    /// Whether `list` takes `--filter` (the tracker's filter bar).
    package var hasFilters: Bool { flavor.list.filterHint != nil }
    /// The one screen the analytics events name.
    package let mainScreen = "Main"
    /// The choice `add` offers first when the app's habits come in kinds
    /// (the tracker's «Привычка» / «Нерегулярное событие»); nil for goals.
    package let kinds: KindTexts?

    package init(
        flavor: TrackerAppFlavor, texts: Texts, habitArgument: String, recordOwnerKey: String,
        entity: StoreEntity = .tracker, kinds: KindTexts? = nil
    ) {
        self.entity = entity
        self.flavor = flavor
        self.texts = texts
        self.habitArgument = habitArgument
        self.recordOwnerKey = recordOwnerKey
        self.kinds = kinds
    }
}

/// One command of an app's table (names are the iOS app's).
package typealias TrackerCommand = AppCommand

extension TrackerAppProfile {
    /// The commands every app on the habit engine has, by name, with this
    /// app's texts: `list`, `done`, `undone`, `edit`, `pin`, `unpin`, `delete`,
    /// `stats`, `calendar`, `export`, `import`, `show`, `today`, `remind`.
    package func command(_ name: SharedCommand) -> TrackerCommand {
        switch name {
        case .list: ListCommand.command(self)
        case .done: MarkCommand.command(self, done: true)
        case .undone: MarkCommand.command(self, done: false)
        case .pin: PinCommand.command(self, pinned: true)
        case .unpin: PinCommand.command(self, pinned: false)
        case .edit: EditCommand.command(self)
        case .delete: DeleteCommand.command(self)
        case .stats: StatsCommand.command(self)
        case .calendar: CalendarCommand.command(self)
        case .export: ExportCommand.command(self)
        case .import: ImportCommand.command(self)
        case .show: ShowCommand.command(self)
        case .today: StatusLineCommand.command { [self] in try TodayCommand.run($0, $1, self) }
        case .remind: RemindCommand.command(candidates: TrackerReminders.candidates)
        }
    }

    package enum SharedCommand: Sendable {
        case list, done, undone, edit, pin, unpin, delete, stats, calendar, export, `import`, show, today, remind
    }
}

/// The creation and edit form's texts that name the app's habit: its titles
/// (the tracker's differ for a habit and an event) and the name's placeholder.
package struct WizardTexts: Sendable {
    package var habitTitle, eventTitle, editTitle, namePlaceholder: LocalizedText

    package init(
        habitTitle: LocalizedText, eventTitle: LocalizedText, editTitle: LocalizedText,
        namePlaceholder: LocalizedText
    ) {
        self.habitTitle = habitTitle
        self.eventTitle = eventTitle
        self.editTitle = editTitle
        self.namePlaceholder = namePlaceholder
    }
}

/// The texts of the choice between a habit and an irregular event.
package struct KindTexts: Sendable {
    package var title, habit, event: LocalizedText

    package init(title: LocalizedText, habit: LocalizedText, event: LocalizedText) {
        self.title = title
        self.habit = habit
        self.event = event
    }
}
