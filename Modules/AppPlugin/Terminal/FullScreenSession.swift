import CLIKit

extension AppEnvironment {
    /// Runs `body` full screen, as every interactive view does: the
    /// alternate screen, the cursor hidden, raw mode that reports resizes;
    /// all of it restored however `body` ends (a return, an error, a signal
    /// through the raw-mode handler). `body` returns true when Ctrl-C ended
    /// it, which ends the run with 130, as a shell's SIGINT would.
    public func runFullScreen(_ body: (inout KeyReader) throws -> Bool) throws {
        let output = self.output
        let screen = Screen(write: { output.write($0) })
        screen.enterAlternateScreen()
        screen.hideCursor()
        defer {
            screen.showCursor()
            screen.leaveAlternateScreen()
        }
        if try KeyReader.withRawMode(reportsResize: true, body) { throw SilentExit(code: 130) }
    }
}
