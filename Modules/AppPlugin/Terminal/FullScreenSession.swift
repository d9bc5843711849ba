import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

extension AppEnvironment {
    /// Runs `body` full screen, as every interactive view does: the
    /// alternate screen, the cursor hidden, raw mode that reports resizes;
    /// all of it restored however `body` ends (a return, an error, a signal
    /// through the raw-mode handler). `body` returns true when Ctrl-C ended
    /// it, which ends the run with 130, as a shell's SIGINT would.
    package func runFullScreen(_ body: (inout KeyReader) throws -> Bool) throws {
        let output = self.output
        let screen = Screen(write: { output.write($0) })
        screen.enterAlternateScreen()
        screen.hideCursor()
        defer {
            screen.showCursor()
            screen.leaveAlternateScreen()
        }
        if try KeyReader.withRawMode(reportsResize: true, body) { throw SilentExit(code: SilentExit.interrupted) }
    }

    /// An app's main screen: `runFullScreen`, with the app's onboarding
    /// pages first when this store has not seen them, in the same session
    /// (one alternate screen, no flash of the shell between the two).
    package func runMainScreen(_ body: (inout KeyReader) throws -> Bool) throws {
        try runFullScreen { reader in
            guard try Onboarding.showIfFirstRun(self, &reader) else { return true }
            return try body(&reader)
        }
    }

    /// The terminal's size now (it may have changed since the run began),
    /// or the size the run started with when stdout is not a terminal.
    package func currentTerminalSize() -> TerminalSize {
        Terminal.querySize(fileDescriptor: STDOUT_FILENO) ?? terminal.size
    }
}
