/// What one key did to a form that runs on the terminal.
package enum FormOutcome: Equatable, Sendable {
    case running, finished, cancelled
}

/// A form as a pure state machine: a creation wizard, an editor. It only
/// changes its own state, so the loop below can drive it with keys from a
/// terminal and a test with keys from a list.
package protocol KeyDrivenForm {
    mutating func handle(_ key: Key) -> FormOutcome
}

/// The loop every terminal form runs: draw, read a key, hand it to the form,
/// until the form finishes or is cancelled. The region is cleared at the end
/// (so only what the command prints afterwards remains) and the cursor is
/// shown again whatever happens.
package enum FormLoop {
    /// The finished form, or nil when it was cancelled, also by the end of
    /// input (a closed terminal counts as Ctrl-D). With the terminal's
    /// `size`, every frame is fitted into it (`Screen.fit`): a line wider
    /// than the terminal would wrap, and the next redraw would leave the
    /// top of the frame behind. `afterKey` sees the form after every key
    /// it kept running on (a form whose list writes what it confirms).
    package static func drive<Form: KeyDrivenForm>(
        _ form: Form, size: TerminalSize? = nil, render: (Form) -> [String],
        write: @escaping (String) -> Void,
        afterKey: (inout Form) throws -> Void = { _ in },
        nextKey: () throws -> Key
    ) throws -> Form? {
        var form = form
        var screen = Screen(write: write)
        screen.hideCursor()
        defer { screen.showCursor() }
        while true {
            screen.redraw(render(form), within: size)
            let key: Key
            do { key = try nextKey() } catch TerminalError.endOfInput { key = .ctrlD }
            switch form.handle(key) {
            case .running: try afterKey(&form)
            case .finished:
                screen.redraw([])
                return form
            case .cancelled:
                screen.redraw([])
                return nil
            }
        }
    }
}
