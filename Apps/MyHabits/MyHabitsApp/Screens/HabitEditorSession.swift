import AppPlugin
import Localization
import SharedModels
import Storage
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// The habit form opened from the Habits and details screens: drawn full
/// screen for the terminal's current size, its result saved through the
/// commands' own calls (`AddCommand.create`, `EditCommand.save`,
/// `DeleteCommand.delete`), so the rules and analytics clicks are theirs.
enum HabitEditorSession {
    /// What the form did, for the note the screen shows.
    enum Outcome: Equatable {
        case cancelled
        case saved(HabitSummary, note: String)
        case deleted(note: String)
    }

    /// The terminal's size now (it may have been resized since the start).
    static func size(_ env: AppEnvironment) -> TerminalSize {
        env.currentTerminalSize()
    }

    /// The form for a new habit (`habit` nil) or filled in with `habit`, run
    /// until it closes, its result saved.
    static func run(editing habit: Habit?, in env: AppEnvironment, _ reader: inout KeyReader) throws -> Outcome {
        let l = env.localizer
        let texts = HabitEditor.AlertTexts(
            title: l(.myhabitsDeleteTitle),
            message: l(.myhabitsDeleteMessage(Sanitizer.clean(habit?.name ?? ""))),
            cancel: l(.myhabitsDeleteCancel), delete: l(.myhabitsDeleteConfirm), language: l.language)
        let editor = habit.map { HabitEditor(editing: $0, alert: texts) } ?? HabitEditor(creating: texts)
        let title = l(habit == nil ? .myhabitsFormNewTitle : .myhabitsFormEditTitle)
        let finished = try FormLoop.driveFullScreen(
            editor, size: { size(env) },
            render: { form, size in
                let card = HabitCardView(environment: env, columns: size.columns)
                return HabitEditorView(
                    form: HabitFormView(l: l, style: env.style, card: card, title: title), size: size
                ).lines(form)
            }, write: { env.output.write($0) }, nextKey: { try reader.next() })
        return try save(finished?.result, editing: habit, in: env)
    }

    private static func save(_ result: HabitEditor.Result?, editing habit: Habit?, in env: AppEnvironment) throws
        -> Outcome
    {
        let l = env.localizer
        switch result {
        case nil: return .cancelled
        case .delete:
            guard let habit else { return .cancelled }
            try DeleteCommand.delete(habit.id, in: env)
            return .deleted(note: l(.myhabitsDeleteDone(Sanitizer.clean(habit.name))))
        case .save(let draft):
            if let habit {
                guard let summary = try EditCommand.save(draft, to: habit.id, reference: habit.name, in: env) else {
                    return .cancelled
                }
                return .saved(summary, note: l(.myhabitsEditDone(Sanitizer.clean(summary.habit.name))))
            }
            guard let summary = try AddCommand.create(draft, in: env) else { return .cancelled }
            return .saved(summary, note: l(.myhabitsAddDone(Sanitizer.clean(summary.habit.name))))
        }
    }
}
