import Localization
import SharedModels
import TerminalUI

/// The habit form of the Habits screen (the iOS `HabitViewController`), as
/// a pure state machine: the name (a text field), the time (a picker, or
/// `HH:MM` typed), the color (the palette, or `#RRGGBB` or a CSS name
/// typed), then the buttons «Создать» / «Сохранить», «Отменить» and,
/// editing, «Удалить привычку», which asks first (`DeleteAlert`). ↑/↓ and
/// Tab move between the rows; Esc cancels. Where letters are commands (the
/// palette, the buttons) a Russian letter counts as the Latin one on its
/// key; the name and the color entry keep what was typed. The fields are checked with the rules of `add` and `edit`;
/// nothing is written while it runs: the screen reads `result`.
struct HabitEditor: KeyDrivenForm, Sendable {
    enum Row: Int, Sendable, CaseIterable { case name, time, color, buttons }
    enum Button: Sendable, Equatable { case save, cancel, delete }
    enum Result: Sendable, Equatable {
        case save(HabitDraft)
        case delete
    }

    /// The habit being edited (its name for the alert), nil when creating.
    let editedName: String?
    private(set) var row = Row.name
    private(set) var name: TextField
    private(set) var time: TimeField
    private(set) var picker: ColorPicker
    /// The pointed button of the buttons row.
    private(set) var button = 0
    /// The delete question, while it is asked.
    private(set) var alert: DeleteAlert?
    /// What the row refused (shown until the next key).
    private(set) var problem: MyHabitsError?
    private(set) var result: Result?
    /// The alert's texts, given by the screen (they are localized).
    private let alertTexts: AlertTexts

    struct AlertTexts: Sendable {
        var title: String, message: String, cancel: String, delete: String
        /// The language whose yes key answers the question (`YesAnswers`).
        var language: Language = .en
    }

    /// A new habit starts at 12:00 on the palette's first color, as the iOS form.
    init(creating alert: AlertTexts) {
        editedName = nil
        alertTexts = alert
        name = TextField()
        time = TimeField(minuteOfDay: 12 * 60)
        picker = ColorPicker(current: nil)
    }

    init(editing habit: Habit, alert: AlertTexts) {
        editedName = habit.name
        alertTexts = alert
        name = TextField(habit.name)
        time = TimeField(minuteOfDay: habit.minuteOfDay)
        picker = ColorPicker(current: habit.color)
    }

    var isEditing: Bool { editedName != nil }
    var buttons: [Button] { isEditing ? [.save, .cancel, .delete] : [.save, .cancel] }

    mutating func handle(_ key: Key) -> FormOutcome {
        if key == .resize { return .running }
        if alert != nil { return handleAlert(key) }
        problem = nil
        switch key {
        case .ctrlC, .ctrlD, .escape: return .cancelled
        case .tab: move(to: Row(rawValue: min(Row.buttons.rawValue, row.rawValue + 1)) ?? row)
        case .backTab: move(to: Row(rawValue: max(0, row.rawValue - 1)) ?? row)
        default:
            switch row {
            case .name: handleName(key)
            case .time: handleTime(key)
            case .color: handleColor(key)
            case .buttons: return handleButtons(key)
            }
        }
        return .running
    }

    /// Leaves the current row for `next` when its value is good.
    private mutating func move(to next: Row) {
        if row == .time {
            do throws(MyHabitsError) { try time.commit() } catch {
                problem = error
                return
            }
        }
        row = next
    }

    private mutating func handleName(_ key: Key) {
        switch key {
        case .down, .enter: move(to: .time)
        default: _ = name.handle(key)
        }
    }

    private mutating func handleTime(_ key: Key) {
        switch key {
        case .up: move(to: .name)
        case .down, .enter: move(to: .color)
        default:
            do throws(MyHabitsError) { _ = try time.handle(key) } catch { problem = error }
        }
    }

    /// The palette keeps its arrows; ↑ on its first row goes up to the time,
    /// Enter on a color takes it and goes on to the buttons.
    private mutating func handleColor(_ key: Key) {
        if key == .up, let cell = picker.cell, cell < ColorPicker.columns { return move(to: .time) }
        if case .chosen = picker.handle(key) { row = .buttons }
    }

    private mutating func handleButtons(_ key: Key) -> FormOutcome {
        switch key.onLatinKeys {
        case .left, .character("h"): button = max(0, button - 1)
        case .right, .character("l"): button = min(buttons.count - 1, button + 1)
        case .up: row = .color
        case .enter, .character(" "):
            switch buttons[button] {
            case .cancel: return .cancelled
            case .delete:
                alert = DeleteAlert(
                    title: alertTexts.title, message: alertTexts.message, cancel: alertTexts.cancel,
                    delete: alertTexts.delete, language: alertTexts.language)
            case .save: return save()
            }
        default: break
        }
        return .running
    }

    /// Checks every field as `add` and `edit` do; on a refusal, back on its row.
    private mutating func save() -> FormOutcome {
        do throws(MyHabitsError) {
            row = .name
            let name = try HabitInputs.name(name.text)
            row = .time
            try time.commit()
            row = .color
            guard let color = picker.preview else { throw .invalidColor(picker.entry) }
            row = .buttons
            result = .save(HabitDraft(name: name, minuteOfDay: time.minuteOfDay, color: color))
            return .finished
        } catch {
            problem = error
            return .running
        }
    }

    /// «Отмена» closes the alert; «Удалить» finishes the form with `.delete`.
    private mutating func handleAlert(_ key: Key) -> FormOutcome {
        guard var alert else { return .running }
        guard alert.handle(key) == .finished else {
            self.alert = alert
            return .running
        }
        self.alert = nil
        guard alert.confirmed == true else { return .running }
        result = .delete
        return .finished
    }
}
