import AppPlugin
import TerminalUI

/// Runs a `HabitForm` on the terminal: raw mode, a redraw after every key,
/// the region cleared at the end so that only the saved habit remains.
enum HabitFormSession {
    /// The filled-in draft; a cancel (Esc, Ctrl-C, end of input) says so on
    /// stderr and ends the run with exit 1, nothing saved.
    static func run(_ form: HabitForm, title: String, in env: AppEnvironment) throws -> HabitDraft {
        let view = HabitFormView(
            l: env.localizer, style: env.style, card: HabitCardView(environment: env), title: title)
        return try env.runForm(form, render: view.lines, cancelledMessage: env.localizer(.appConfirmCancelled)).draft
    }

    /// The loop without the terminal, so tests can feed keys and read frames.
    static func drive(
        _ form: HabitForm, view: HabitFormView, write: @escaping (String) -> Void,
        nextKey: () throws -> Key
    ) throws -> HabitDraft? {
        try FormLoop.drive(form, render: view.lines, write: write, nextKey: nextKey)?.draft
    }
}
