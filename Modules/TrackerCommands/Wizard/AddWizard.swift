import SharedModels
import TerminalUI
import TrackerKit
import TrackerScreens

/// The creation and edit form of `add` and `edit` (tracker and goals) on a
/// terminal, as a pure state machine: `handle` takes one key and says
/// whether the form goes on, finished or was cancelled; `AddWizardView`
/// draws the state.
///
/// Creating, it first asks for the sections the command line left out, in
/// the screen's order, then shows the form: every section with its value,
/// (editing) the completed-days counter, and the «Создать» / «Сохранить» and
/// «Отменить» buttons. On the form ↑/↓ or Tab move between rows, Enter on a
/// section opens its picker, − and + change the counter; Esc in a picker
/// goes back to the form, Esc on the form cancels.
///
/// Nothing is written while it runs: categories added in it are kept in
/// `newCategories` and saved with the habit, so a cancelled form leaves the
/// store as it was.
package struct AddWizard: KeyDrivenForm, Sendable {
    package enum Step: Equatable, Sendable {
        case name, category, newCategory, schedule, emoji, color
        /// The question's and the description's text fields.
        case question, description
        /// A category of the list being renamed (`e`), its title in the text field.
        case renameCategory(EntityID)
        /// The delete question about a category of the list (`d`).
        case confirmCategoryDelete(EntityID)
        /// The form: the sections, the counter (editing) and the buttons.
        case form
    }

    package typealias Outcome = FormOutcome

    /// What the current step refuses, shown under it until the next key.
    package enum Problem: Equatable, Sendable {
        case emptyName
        case nameTooLong(Int)
        case categoryExists(String)
        /// Editing: the category holding the habit being edited cannot be
        /// deleted from its own form (its trackers go with it).
        case categoryHoldsHabit
        case noWeekday
        /// Any other refusal of `NameRules` (bytes, invisible, control characters).
        case badName(TrackerError)
        /// The question or description breaks `TrackerTextRules`.
        case badText(NameError)
        /// «Создать» pressed with sections still empty.
        case missing([TrackerDraft.Section])
    }

    /// A row of the form.
    package enum Row: Equatable, Sendable {
        case section(TrackerDraft.Section)
        case days
        case buttons
    }

    package internal(set) var draft: TrackerDraft
    /// Existing and new categories, by title.
    package internal(set) var categories: [TrackerCategory]
    package internal(set) var newCategories: [TrackerCategory] = []
    /// The category last chosen by `add` or `edit` (✓ in the list).
    package internal(set) var lastChosen: EntityID?
    /// Renames and deletes of stored categories made in the list, for the
    /// form's driver to write at once (`takeCategoryEdits`); see `CategoryEdit`.
    package internal(set) var categoryEdits: [CategoryEdit] = []
    /// What deleting each stored category takes with it (for the question).
    package var categoryUsage: [EntityID: CategoryUsage] = [:]
    /// The letters that answer yes to the delete question (`y` and the
    /// language's, `д`, `j`): set by the driver from `YesAnswers`.
    package var yesLetters: Set<Character> = ["y", "Y"]
    /// Editing: the habit's own category, which its form cannot delete.
    let heldCategory: EntityID?
    package internal(set) var step: Step = .form
    /// The text field of the name and new-category steps.
    package internal(set) var text = ""
    /// The highlighted row, cell or weekday of the current picker.
    package internal(set) var cursor = 0
    /// The highlighted row of the form, and of its buttons (0 the first).
    package internal(set) var formRow = 0
    package internal(set) var button = 0
    /// The weekdays switched on in the schedule step.
    package internal(set) var weekdays: Set<Weekday> = []
    /// The schedule step's third choice, "N times in M days", and whether it
    /// is the one chosen (switching a weekday on unchooses it).
    package internal(set) var count = CountChoice()
    package internal(set) var problem: Problem?
    /// Editing: the habit's completed days when the form opened, and the
    /// counter now; nil when creating.
    package let originalDays: Int?
    package internal(set) var days = 0
    var queue: [TrackerDraft.Section]

    /// A creation form that first asks for what `draft` is missing.
    package init(draft: TrackerDraft, categories: [TrackerCategory], lastChosen: EntityID?) {
        self.draft = draft
        self.categories = MainScreen.sortedByTitle(categories)
        self.lastChosen = lastChosen
        originalDays = nil
        heldCategory = nil
        queue = draft.missing
        advance()
    }

    /// An edit form filled with a habit's values and its completed days.
    package init(editing draft: TrackerDraft, completedDays: Int, categories: [TrackerCategory], lastChosen: EntityID?)
    {
        self.draft = draft
        self.categories = MainScreen.sortedByTitle(categories)
        self.lastChosen = lastChosen
        originalDays = completedDays
        heldCategory = draft.category?.id
        days = completedDays
        queue = []
        formRow = 0
    }

    package var isEditing: Bool { originalDays != nil }

    /// Whether the step reads letters as typed: a text field, and the
    /// delete question (answered in the language's letters, `д`, `j`).
    var readsLetters: Bool {
        switch step {
        case .name, .newCategory, .renameCategory, .confirmCategoryDelete, .question, .description: true
        default: false
        }
    }

    /// The form's rows, top to bottom.
    package var rows: [Row] {
        draft.sections.map(Row.section) + (isEditing ? [.days] : []) + [.buttons]
    }

    /// What the counter asks `edit` to do: `+N` free due days, `-N` records.
    package var daysAdjustment: DaysAdjustment? {
        guard let originalDays, days != originalDays else { return nil }
        return days > originalDays ? .add(days - originalDays) : .remove(originalDays - days)
    }

    /// Rows of the category step: the categories, then «Добавить категорию».
    package var categoryRowCount: Int { categories.count + 1 }
    /// Rows of the schedule step: seven weekdays, the count, then «Готово».
    package static let scheduleRowCount = Weekday.allCases.count + 2
    /// The schedule step's count row.
    package static let countRow = Weekday.allCases.count

    package mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .ctrlC, .ctrlD: return .cancelled
        case .resize: return .running
        case .escape:
            switch step {
            case .form: return .cancelled
            case .newCategory, .renameCategory, .confirmCategoryDelete: step = .category
            default: backToForm()
            }
            problem = nil
            return .running
        default: break
        }
        // Outside a text field and the delete question a letter is a
        // command: on a Russian layout, the Latin letter on the same key.
        let key = readsLetters ? key : key.onLatinKeys
        switch step {
        case .name: handleName(key)
        case .category: handleCategory(key)
        case .newCategory: handleNewCategory(key)
        case .renameCategory(let id): handleRenameCategory(id, key)
        case .confirmCategoryDelete(let id): handleCategoryDelete(id, key)
        case .schedule: handleSchedule(key)
        case .emoji, .color: handleGrid(key)
        case .question: handleText(key, limit: TrackerTextRules.questionLimit) { $0.draft.question = $1 }
        case .description: handleText(key, limit: TrackerTextRules.descriptionLimit) { $0.draft.details = $1 }
        case .form: return handleForm(key)
        }
        return .running
    }

    // MARK: - The form

    private mutating func handleForm(_ key: Key) -> Outcome {
        let rows = self.rows
        problem = nil
        switch key {
        case .up, .backTab: formRow = max(0, formRow - 1)
        case .down, .tab: formRow = min(rows.count - 1, formRow + 1)
        case .home: formRow = 0
        case .end: formRow = rows.count - 1
        case .left, .right:
            switch rows[formRow] {
            case .buttons: button = 1 - button
            case .days: days = max(0, days + (key == .right ? 1 : -1))
            case .section: break
            }
        case .character("-"), .character("−"): if isEditing { days = max(0, days - 1) }
        case .character("+"): if isEditing { days += 1 }
        case .enter:
            switch rows[formRow] {
            case .section(let section): open(section)
            case .days: formRow = min(rows.count - 1, formRow + 1)
            case .buttons:
                guard button == 0 else { return .cancelled }
                let missing = draft.missing
                guard missing.isEmpty else {
                    problem = .missing(missing)
                    formRow = rows.firstIndex(of: .section(missing[0])) ?? formRow
                    return .running
                }
                return .finished
            }
        default: break
        }
        return .running
    }

    /// Opens the picker of `section`, starting on its current value.
    mutating func open(_ section: TrackerDraft.Section) {
        problem = nil
        cursor = 0
        text = ""
        switch section {
        case .name:
            step = .name
            text = draft.name ?? ""
        case .category:
            step = .category
            let current = draft.category?.id ?? lastChosen
            cursor = categories.firstIndex { $0.id == current } ?? 0
        case .schedule:
            step = .schedule
            let current = draft.schedule?.count
            weekdays = current == nil ? Set(draft.schedule?.ordered ?? []) : []
            count = current.map { CountChoice(times: $0.times, per: $0.per, chosen: true) } ?? CountChoice()
        case .emoji:
            step = .emoji
            cursor = draft.emoji.flatMap { Palette.emoji.firstIndex(of: $0) } ?? 0
        case .color:
            step = .color
            cursor = draft.color.flatMap { Palette.colors.firstIndex(of: $0) } ?? 0
        case .question:
            step = .question
            text = draft.question
        case .description:
            step = .description
            text = draft.details
        }
    }

    /// Back to the form, on the row of the section just left.
    mutating func backToForm() {
        let left: TrackerDraft.Section? =
            switch step {
            case .name: .name
            case .category, .newCategory, .renameCategory, .confirmCategoryDelete: .category
            case .schedule: .schedule
            case .emoji: .emoji
            case .color: .color
            case .question: .question
            case .description: .description
            case .form: nil
            }
        queue = []
        step = .form
        text = ""
        if let left, let row = rows.firstIndex(of: .section(left)) { formRow = row }
    }

    /// Moves to the next missing section, or to the form when none is
    /// queued: on the first section still empty (a section picked from the
    /// form leaves the others as they were), on its first button when all are filled.
    mutating func advance() {
        problem = nil
        text = ""
        cursor = 0
        guard !queue.isEmpty else {
            step = .form
            let empty = draft.missing.first.flatMap { rows.firstIndex(of: .section($0)) }
            formRow = empty ?? rows.count - 1
            button = 0
            return
        }
        open(queue.removeFirst())
    }
}
