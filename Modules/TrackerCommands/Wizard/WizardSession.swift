import AppPlugin
import SharedModels
import TerminalUI
import TrackerScreens

/// Runs an `AddWizard` on the terminal: raw mode, redraw after every key,
/// the region cleared at the end so that only the created card remains.
package enum WizardSession {
    package struct Result: Sendable, Equatable {
        package var draft: TrackerDraft
        /// Categories added in the wizard, to be saved with the tracker.
        package var newCategories: [TrackerCategory]
    }

    /// The filled-in draft; a cancel (Esc, Ctrl-C, end of input, «Отменить»)
    /// says so on stderr and ends the run with exit 1, nothing saved.
    package static func run(_ wizard: AddWizard, in env: AppEnvironment, app: TrackerAppProfile) throws -> Result {
        let view = AddWizardView(
            l: env.localizer, style: env.style, colors: TrackerColors(theme: env.theme),
            size: env.terminal.size, app: app)
        var wizard = wizard
        try CategoryChanges.prepare(&wizard, in: env)
        let finished = try env.runForm(
            wizard, render: view.lines, cancelledMessage: env.localizer(.habitsWizardCancelled),
            afterKey: { try CategoryChanges.applyEdits(of: &$0, in: env) })
        return Result(draft: finished.draft, newCategories: finished.newCategories)
    }

    /// The loop without the terminal, so tests can feed keys and read frames:
    /// nil when cancelled, also by the end of input (a closed terminal).
    package static func drive(
        _ wizard: AddWizard, view: AddWizardView, write: @escaping (String) -> Void,
        nextKey: () throws -> Key
    ) throws -> Result? {
        try FormLoop.drive(wizard, render: view.lines, write: write, nextKey: nextKey)
            .map { Result(draft: $0.draft, newCategories: $0.newCategories) }
    }
}
