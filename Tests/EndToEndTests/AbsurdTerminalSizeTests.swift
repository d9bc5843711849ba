import Foundation
import Testing

/// A terminal that reports 0×0 (a fresh pty) with `LINES` and `COLUMNS` as
/// large as an integer goes: the size is clamped (`TerminalSize.largest`),
/// so the screens open, draw and quit on `q` in moments instead of aborting
/// while they allocate the frame (before: signal 6, exit 134).
@Suite struct AbsurdTerminalSizeTests {
    static let sizes = [("9223372036854775807", "2147483647"), ("2147483647", "10000000"), ("10000000", "0")]

    @Test(arguments: ["tracker", "goals", "my-habits"], sizes.indices)
    func theScreenOpensAndQuits(app name: String, size: Int) throws {
        let sandbox = try TestSandbox(today: "2026-03-18")
        let app = ScriptedApp(
            name, in: sandbox, dataDirectory: sandbox.dataDirectory, environment: ["POCKET_STORE": "sqlite"])
        // `script` runs the app on a new pty, which reports 0×0: the size comes from LINES and COLUMNS.
        let command = Shell.quote(try app.commandLine([]))
        let keys = "(sleep 2; printf q; sleep 2; printf q; sleep 2; printf q)"
        let (lines, columns) = Self.sizes[size]
        let result = try ProcessRunner.run(
            "/bin/bash", ["-c", keys + " | script -qec \"$0\" /dev/null", command],
            environment: sandbox.environment(["LINES": lines, "COLUMNS": columns]),
            currentDirectory: sandbox.root, stdin: nil, timeout: .seconds(40))
        #expect(!result.timedOut && result.exitCode == 0, "\(result)")
    }
}
