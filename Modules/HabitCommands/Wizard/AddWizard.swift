import CLIKit
import HabitKit
import HabitScreens
import SharedModels

/// The creation wizard of `add` (tracker and goals) on a terminal, as a pure state
/// machine: `handle` takes one key and says whether the wizard goes on,
/// finished or was cancelled; `AddWizardView` draws the state. It asks only
/// for the sections the command line left out, in the screen's order, then
/// shows the «Создать» / «Отменить» buttons.
///
/// Nothing is written while it runs: categories added in it are kept in
/// `newCategories` and saved with the tracker, so a cancelled wizard leaves
/// the store as it was.
public struct AddWizard: KeyDrivenForm, Sendable {
    public enum Step: Equatable, Sendable {
        case name, category, newCategory, schedule, emoji, color, confirm
    }

    public typealias Outcome = FormOutcome

    /// What the current step refuses, shown under it until the next key.
    public enum Problem: Equatable, Sendable {
        case emptyName, nameTooLong(Int), categoryExists(String), noWeekday
        /// Any other refusal of `NameRules` (bytes, invisible, control characters).
        case badName(HabitError)
    }

    public private(set) var draft: TrackerDraft
    /// Existing and new categories, by title.
    public private(set) var categories: [TrackerCategory]
    public private(set) var newCategories: [TrackerCategory] = []
    /// The category last chosen by `add` or `edit` (✓ in the list).
    public let lastChosen: EntityID?
    public private(set) var step: Step = .confirm
    /// The text field of the name and new-category steps.
    public private(set) var text = ""
    /// The highlighted row, cell or button.
    public private(set) var cursor = 0
    /// The weekdays switched on in the schedule step.
    public private(set) var weekdays: Set<Weekday> = []
    public private(set) var problem: Problem?
    private var queue: [TrackerDraft.Section]

    public init(draft: TrackerDraft, categories: [TrackerCategory], lastChosen: EntityID?) {
        self.draft = draft
        self.categories = MainScreen.sortedByTitle(categories)
        self.lastChosen = lastChosen
        queue = draft.missing
        advance()
    }

    /// Rows of the category step: the categories, then «Добавить категорию».
    public var categoryRowCount: Int { categories.count + 1 }
    /// Rows of the schedule step: seven weekdays, then «Готово».
    public static let scheduleRowCount = Weekday.allCases.count + 1

    public mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .ctrlC, .ctrlD: return .cancelled
        case .escape:
            guard step == .newCategory else { return .cancelled }
            step = .category
            problem = nil
            return .running
        default: break
        }
        switch step {
        case .name: handleName(key)
        case .category: handleCategory(key)
        case .newCategory: handleNewCategory(key)
        case .schedule: handleSchedule(key)
        case .emoji, .color: handleGrid(key)
        case .confirm: return handleConfirm(key)
        }
        return .running
    }

    // MARK: - Steps

    private mutating func handleName(_ key: Key) {
        guard editText(key) else { return }
        switch NameRules.validate(text) {
        case .success(let name):
            draft.name = name
            advance()
        case .failure(.empty): problem = .emptyName
        case .failure(.tooLong(let limit)): problem = .nameTooLong(limit)
        case .failure(let error): problem = .badName(HabitError(error))
        }
    }

    private mutating func handleCategory(_ key: Key) {
        if moveVertically(key, rows: categoryRowCount) { return }
        guard key == .enter else { return }
        if cursor == categories.count {
            step = .newCategory
            text = ""
        } else {
            draft.category = categories[cursor]
            advance()
        }
    }

    private mutating func handleNewCategory(_ key: Key) {
        guard editText(key) else { return }
        switch NameRules.validate(text) {
        case .failure(.empty): problem = .emptyName
        case .failure(.tooLong(let limit)): problem = .nameTooLong(limit)
        case .failure(let error): problem = .badName(HabitError(error))
        case .success(let title):
            if CategoryTitles.find(title, in: categories) != nil {
                problem = .categoryExists(title)
                return
            }
            // Listed, not chosen: the iOS app leaves the choice to the user.
            let category = TrackerCategory(title: title)
            newCategories.append(category)
            categories = MainScreen.sortedByTitle(categories + [category])
            cursor = categories.firstIndex(of: category) ?? 0
            step = .category
        }
    }

    private mutating func handleSchedule(_ key: Key) {
        if moveVertically(key, rows: Self.scheduleRowCount) { return }
        let onDone = cursor == Weekday.allCases.count
        switch key {
        case .character(" ") where !onDone, .enter where !onDone:
            let day = Weekday.allCases[cursor]
            if weekdays.contains(day) { weekdays.remove(day) } else { weekdays.insert(day) }
            problem = nil
        case .enter:
            guard !weekdays.isEmpty else { problem = .noWeekday; return }
            draft.schedule = Schedule(weekdays)
            advance()
        default: break
        }
    }

    private mutating func handleGrid(_ key: Key) {
        if let moved = PaletteGrid.move(cursor, by: key, count: PaletteGrid.count(step == .emoji ? .emoji : .colors)) {
            cursor = moved
            return
        }
        switch key {
        case .enter:
            if step == .emoji { draft.emoji = Palette.emoji[cursor] } else { draft.color = Palette.colors[cursor] }
            advance()
        default: break
        }
    }

    private mutating func handleConfirm(_ key: Key) -> Outcome {
        switch key {
        case .left, .right, .tab, .backTab: cursor = 1 - cursor
        case .enter: return cursor == 0 ? .finished : .cancelled
        default: break
        }
        return .running
    }

    // MARK: - Helpers

    /// Edits the text field; true when Enter was pressed (the caller checks
    /// the text). The 38-character limit shows while typing, as in the iOS app.
    private mutating func editText(_ key: Key) -> Bool {
        switch key {
        case .enter: return true
        case .backspace: if !text.isEmpty { text.removeLast() }
        case .control(0x15): text = ""  // Ctrl-U: the field's clear button
        case .character(let character): text.append(character)
        default: return false
        }
        let length = text.trimmedOfWhitespace.count
        problem = length > NameRules.limit ? .nameTooLong(NameRules.limit) : nil
        return false
    }

    /// Up and down (and Home/End) in a list of `rows`; true when handled.
    private mutating func moveVertically(_ key: Key, rows: Int) -> Bool {
        switch key {
        case .up: cursor = max(0, cursor - 1)
        case .down, .tab: cursor = min(rows - 1, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = rows - 1
        default: return false
        }
        problem = nil
        return true
    }

    /// Moves to the next missing section, or to the buttons when none is left.
    private mutating func advance() {
        problem = nil
        text = ""
        cursor = 0
        guard !queue.isEmpty else { step = .confirm; return }
        switch queue.removeFirst() {
        case .name: step = .name
        case .category:
            step = .category
            cursor = categories.firstIndex { $0.id == lastChosen } ?? 0
        case .schedule:
            step = .schedule
            weekdays = []
        case .emoji: step = .emoji
        case .color: step = .color
        }
    }
}
