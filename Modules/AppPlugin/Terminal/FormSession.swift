import TerminalUI

extension AppEnvironment {
    /// Runs `form` on the terminal (raw mode, `FormLoop`: a redraw after
    /// every key, the region cleared at the end) and returns it finished. A
    /// cancel (Esc, Ctrl-C, the end of input) prints `cancelledMessage` on
    /// stderr and ends the run with exit 1, nothing saved: what every app's
    /// creation and edit forms do.
    package func runForm<Form: KeyDrivenForm>(
        _ form: Form, render: (Form) -> [String],
        cancelledMessage: @autoclosure () -> String,
        afterKey: (inout Form) throws -> Void = { _ in }
    ) throws -> Form {
        let finished = try KeyReader.withRawMode { reader in
            try FormLoop.drive(
                form, size: terminal.size, render: render, write: output.write, afterKey: afterKey
            ) { try reader.next() }
        }
        guard let finished else {
            errorOutput.line(cancelledMessage())
            throw SilentExit(.failure)
        }
        return finished
    }
}
