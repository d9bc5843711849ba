import AppPlugin
import CLIKit
import HabitScreens
import Localization
import Reminders

/// An app on the habit engine as its shared commands see it: the screens'
/// flavor, the texts that name the app's things («трекер», «цель») and the
/// names its command line and files use for them.
///
/// `tracker` and `goals` each build one (`HabitApp.tracker`, `HabitApp.goals`)
/// and wire the shared commands with it; what they do differently is only
/// what this value says.
public struct HabitApp: Sendable {
    /// The texts a shared command writes that name the app's habits; keys
    /// the app writes as literals, so the localization key scan finds them.
    public struct Texts: Sendable {
        /// Help: the commands' abstracts, the habit argument and `--search`.
        public var list, done, undone, edit, pin, unpin, delete, habitArgument, searchOption: L10nKey
        /// `edit` without options and without a terminal: which options there are.
        public var nothingToEdit: L10nKey
        /// Help of `stats`, `export`, `import` where they name the app's files or habits.
        public var statsDiscussion, exportDiscussion, importDiscussion, importFileArgument: L10nKey
        /// `delete`: the question (with and without records) and the report.
        public var deleteConfirm, deleteConfirmNoRecords, deleted: L10nKey
        /// Export and import summaries' habit lines, and a record naming an unknown habit.
        public var exportCount, importCount, unknownHabitInFile, csvOutputHint: L10nKey
        /// `add`: the hint under "missing …".
        public var missingSectionsHint: L10nKey
        public var wizard: WizardTexts

        public init(
            list: L10nKey, done: L10nKey, undone: L10nKey, edit: L10nKey, pin: L10nKey, unpin: L10nKey,
            delete: L10nKey, habitArgument: L10nKey, searchOption: L10nKey, nothingToEdit: L10nKey,
            statsDiscussion: L10nKey,
            exportDiscussion: L10nKey, importDiscussion: L10nKey, importFileArgument: L10nKey,
            deleteConfirm: L10nKey, deleteConfirmNoRecords: L10nKey, deleted: L10nKey,
            exportCount: L10nKey, importCount: L10nKey, unknownHabitInFile: L10nKey, csvOutputHint: L10nKey,
            missingSectionsHint: L10nKey, wizard: WizardTexts
        ) {
            self.list = list
            self.done = done
            self.undone = undone
            self.edit = edit
            self.pin = pin
            self.unpin = unpin
            self.nothingToEdit = nothingToEdit
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

    public let flavor: HabitAppFlavor
    public let texts: Texts
    /// The habit argument's name in usage lines and `Invocation`: `tracker`, `goal`.
    public let habitArgument: String
    /// What a record names its habit by in export files: `tracker`, `goal`.
    public let recordOwnerKey: String
    /// Whether `list` takes `--filter` (the tracker's filter bar).
    public var hasFilters: Bool { flavor.list.filterHint != nil }
    /// The one screen the analytics events name.
    public let mainScreen = "Main"
    /// The choice `add` offers first when the app's habits come in kinds
    /// (the tracker's «Привычка» / «Нерегулярное событие»); nil for goals.
    public let kinds: KindTexts?

    public init(
        flavor: HabitAppFlavor, texts: Texts, habitArgument: String, recordOwnerKey: String,
        kinds: KindTexts? = nil
    ) {
        self.flavor = flavor
        self.texts = texts
        self.habitArgument = habitArgument
        self.recordOwnerKey = recordOwnerKey
        self.kinds = kinds
    }
}

/// One command of an app's table (names are the iOS app's).
public typealias HabitCommand = CommandEntry<AppEnvironment>

extension HabitApp {
    /// The commands every app on the habit engine has, by name, with this
    /// app's texts: `list`, `done`, `undone`, `edit`, `pin`, `unpin`, `delete`,
    /// `stats`, `calendar`, `export`, `import`, `show`, `today`, `remind`.
    public func command(_ name: SharedCommand) -> HabitCommand {
        let app = self
        switch name {
        case .list:
            return HabitCommand("list", spec: { ListCommand.spec($0, app) }, run: { try ListCommand.run($0, $1, app) })
        case .done:
            return HabitCommand(
                "done", spec: { MarkCommand.spec($0, app, done: true) },
                run: { try MarkCommand.run($0, $1, app, done: true) })
        case .undone:
            return HabitCommand(
                "undone", spec: { MarkCommand.spec($0, app, done: false) },
                run: { try MarkCommand.run($0, $1, app, done: false) })
        case .pin:
            return HabitCommand(
                "pin", spec: { PinCommand.spec($0, app, pinned: true) },
                run: { try PinCommand.run($0, $1, app, pinned: true) })
        case .unpin:
            return HabitCommand(
                "unpin", spec: { PinCommand.spec($0, app, pinned: false) },
                run: { try PinCommand.run($0, $1, app, pinned: false) })
        case .edit:
            return HabitCommand("edit", spec: { EditCommand.spec($0, app) }, run: { try EditCommand.run($0, $1, app) })
        case .delete:
            return HabitCommand(
                "delete", spec: { DeleteCommand.spec($0, app) }, run: { try DeleteCommand.run($0, $1, app) })
        case .stats:
            return HabitCommand(
                "stats", spec: { StatsCommand.spec($0, app) }, run: { try StatsCommand.run($0, $1, app) })
        case .calendar:
            return HabitCommand(
                "calendar", spec: { CalendarCommand.spec($0) }, run: { try CalendarCommand.run($0, $1, app) })
        case .export:
            return HabitCommand(
                "export", spec: { ExportCommand.spec($0, app) }, run: { try ExportCommand.run($0, $1, app) })
        case .import:
            return HabitCommand(
                "import", spec: { ImportCommand.spec($0, app) }, run: { try ImportCommand.run($0, $1, app) })
        case .show:
            return HabitCommand("show", spec: { ShowCommand.spec($0, app) }, run: { try ShowCommand.run($0, $1, app) })
        case .today:
            return HabitCommand(
                StatusLineCommand.name, spec: { StatusLineCommand.spec($0) },
                run: { try TodayCommand.run($0, $1, app) })
        case .remind:
            return HabitCommand(
                RemindCommand.name, spec: { RemindCommand.spec($0) },
                run: { try RemindCommand.run($0, $1, candidates: HabitReminders.candidates) })
        }
    }

    public enum SharedCommand: Sendable {
        case list, done, undone, edit, pin, unpin, delete, stats, calendar, export, `import`, show, today, remind
    }
}

/// The creation and edit form's texts that name the app's habit: its titles
/// (the tracker's differ for a habit and an event) and the name's placeholder.
public struct WizardTexts: Sendable {
    public var habitTitle, eventTitle, editTitle, namePlaceholder: L10nKey

    public init(habitTitle: L10nKey, eventTitle: L10nKey, editTitle: L10nKey, namePlaceholder: L10nKey) {
        self.habitTitle = habitTitle
        self.eventTitle = eventTitle
        self.editTitle = editTitle
        self.namePlaceholder = namePlaceholder
    }
}

/// The texts of the choice between a habit and an irregular event.
public struct KindTexts: Sendable {
    public var title, habit, event: L10nKey

    public init(title: L10nKey, habit: L10nKey, event: L10nKey) {
        self.title = title
        self.habit = habit
        self.event = event
    }
}
