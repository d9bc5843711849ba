import SharedModels
import TerminalUI

/// What `add` and `edit` know of a habit: each field given on the command
/// line, filled in by the form, or (when editing) the habit's current value.
struct HabitDraft: Sendable, Equatable {
    var name: String?
    var minuteOfDay: Int?
    var color: RGBColor?

    enum Field: String, Sendable, CaseIterable {
        case name, time, color
    }

    /// The fields still empty, in the form's order.
    var missing: [Field] {
        Field.allCases.filter { field in
            switch field {
            case .name: name == nil
            case .time: minuteOfDay == nil
            case .color: color == nil
            }
        }
    }
}

/// The habit form on a terminal, as a pure state machine: it asks for the
/// fields it is given, in order (name, time, color), each starting on the
/// draft's value, and validates each with the rules the options use. Nothing
/// is written while it runs.
struct HabitForm: KeyDrivenForm, Sendable {
    typealias Outcome = FormOutcome

    private(set) var draft: HabitDraft
    private(set) var field: HabitDraft.Field?
    /// The name and time fields (CLIKit's text field, as on the Habits screen's form).
    private(set) var entry = TextField()
    var text: String { entry.text }
    private(set) var picker = ColorPicker(current: nil)
    /// The current field's text was refused (shown until the next key).
    private(set) var problem: MyHabitsError?
    private var queue: [HabitDraft.Field]

    init(draft: HabitDraft, asking fields: [HabitDraft.Field]) {
        self.draft = draft
        queue = fields
        advance()
    }

    private mutating func advance() {
        field = queue.isEmpty ? nil : queue.removeFirst()
        problem = nil
        switch field {
        case .name: entry = TextField(draft.name ?? "")
        case .time: entry = TextField(draft.minuteOfDay.map(HabitInputs.timeText) ?? "")
        case .color: picker = ColorPicker(current: draft.color)
        case nil: break
        }
    }

    mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .ctrlC, .ctrlD, .escape: return .cancelled
        default: break
        }
        problem = nil
        switch field {
        case .name, .time: handleText(key)
        case .color:
            if case .chosen(let color) = picker.handle(key) {
                draft.color = color
                advance()
            }
        case nil: break
        }
        return field == nil ? .finished : .running
    }

    private mutating func handleText(_ key: Key) {
        switch key {
        case .enter:
            do throws(MyHabitsError) {
                if field == .name {
                    draft.name = try HabitInputs.name(text)
                } else {
                    draft.minuteOfDay = try HabitInputs.time(text)
                }
                advance()
            } catch {
                problem = error
            }
        default: _ = entry.handle(key)
        }
    }
}
