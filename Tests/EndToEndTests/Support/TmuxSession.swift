import Foundation
import Testing

/// Drives a command on a real terminal: a detached tmux session of a given
/// size, on a private server (`tmux -L`, its own socket folder in the
/// sandbox), with keys sent and the screen read back (`capture-pane -p`).
///
/// Mark tests that need it with `.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage)`.
final class TmuxSession: Sendable {
    /// Whether `tmux` is on PATH.
    static let isAvailable: Bool = findTmux() != nil
    static let missingMessage: Comment = "tmux is not installed: run Scripts/bootstrap to install it"

    let sandbox: TestSandbox
    /// The server's socket name, unique per session.
    let socket: String
    let target = "pocket:0.0"
    private let tmux: String
    private let environment: [String: String]
    private let statusFile: String

    /// Starts `command` (its words, the first a path or a name on PATH) in a
    /// detached `columns`×`rows` session with exactly `environment` (`TERM`
    /// is `xterm-256color` unless given). Panes stay after their command ends
    /// (`remain-on-exit`), so the last screen and the exit status can be read.
    init(_ command: [String], in sandbox: TestSandbox, environment: [String: String], columns: Int = 80, rows: Int = 24)
        throws
    {
        guard let tmux = Self.findTmux() else {
            throw EndToEndError.launchFailed(command: "tmux", reason: "tmux is not installed (run Scripts/bootstrap)")
        }
        self.tmux = tmux
        self.sandbox = sandbox
        socket = "pocket-\(getpid())-\(UUID().uuidString.prefix(8))"
        var environment = environment
        environment["TERM"] = environment["TERM"] ?? "xterm-256color"
        self.environment = environment
        // The server gets the sandbox's environment, a socket folder inside the
        // sandbox and a config without a status line (the pane is the whole window).
        let config = try sandbox.write(
            Data("set -g status off\nset -g remain-on-exit on\nset -g history-limit 5000\n".utf8),
            to: "tmux-\(socket).conf")
        // tmux's own `pane_dead_status` is sometimes missing when the pty closes
        // before the child is reaped, so a small wrapper writes the status to a file.
        statusFile = sandbox.root + "/tmux-\(socket).status"
        let wrapper = "\"$@\"; echo $? > '\(statusFile).tmp' && mv '\(statusFile).tmp' '\(statusFile)'"
        let launch =
            ["env", "-i"] + environment.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }
            + ["/bin/sh", "-c", wrapper, "sh"] + command
        try run(
            ["-f", config, "new-session", "-d", "-s", "pocket", "-x", String(columns), "-y", String(rows), "--"]
                + launch)
    }

    /// A session running an interactive `bash` (no rc files, prompt `$ `), for
    /// tests that type several command lines into the same terminal.
    static func shell(in sandbox: TestSandbox, environment: [String: String], columns: Int = 80, rows: Int = 24) throws
        -> TmuxSession
    {
        var environment = environment
        environment["PS1"] = "$ "
        environment["HISTFILE"] = ""  // no history written into the sandbox's HOME
        return try TmuxSession(
            ["bash", "--norc", "--noprofile", "-i"], in: sandbox, environment: environment,
            columns: columns, rows: rows)
    }

    deinit { kill() }

    /// Sends tmux key names (`Right`, `Left`, `Enter`, `Escape`, `C-c`, `q`).
    func press(_ keys: String...) throws {
        try run(["send-keys", "-t", target] + keys)
    }

    /// Changes the window's size; the program in it gets SIGWINCH.
    func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", "pocket", "-x", String(columns), "-y", String(rows)])
    }

    /// Types `text` literally (no key-name lookup); `typeLine` also presses Enter.
    func type(_ text: String) throws {
        try run(["send-keys", "-t", target, "-l", text])
    }

    /// Types `line` and presses Enter (in a `shell()` session: runs it).
    func typeLine(_ line: String) throws {
        try type(line)
        try press("Enter")
    }

    /// The visible screen, one line a row, trailing spaces dropped.
    func capture() throws -> String {
        try run(["capture-pane", "-p", "-t", target])
    }

    /// The visible screen with the rows the terminal wrapped joined back
    /// (`-J`): a line written past the last column is one long line here.
    func captureJoined() throws -> String {
        try run(["capture-pane", "-p", "-J", "-t", target])
    }

    /// Stops tmux from moving the screen into the scroll-back when a
    /// program clears all of it (`scroll-on-clear`, on by default; a
    /// redraw's `ESC [ J` from the top row counts), so the scroll-back holds
    /// only what really scrolled off.
    func keepClearedScreensOutOfHistory() throws {
        try run(["set-option", "-g", "scroll-on-clear", "off"])
    }

    /// Whether the pane is on the alternate screen and shows its cursor:
    /// what a program must put back, besides the modes `stty -a` shows.
    func screenModes() throws -> (alternateScreen: Bool, cursorVisible: Bool) {
        let flags = try run(["display-message", "-p", "-t", target, "#{alternate_on} #{cursor_flag}"])
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        return (flags.first == "1", flags.last == "1")
    }

    /// Everything the pane has shown, scroll-back included.
    func captureHistory() throws -> String {
        try run(["capture-pane", "-p", "-S", "-", "-t", target])
    }

    /// Polls the screen until `predicate` holds; returns that screen or throws
    /// `timedOut` with the last screen seen.
    @discardableResult
    func waitUntil(
        _ what: String, timeout: Duration = .seconds(30), history: Bool = false,
        _ predicate: (String) -> Bool
    ) throws -> String {
        let deadline = ContinuousClock.now + timeout
        var screen = ""
        while true {
            screen = try history ? captureHistory() : capture()
            if predicate(screen) { return screen }
            if ContinuousClock.now >= deadline {
                throw EndToEndError.timedOut(what: what, after: timeout, lastScreen: screen)
            }
            usleep(50_000)
        }
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(30)) throws -> String {
        try waitUntil("'\(text)' on the screen", timeout: timeout) { $0.contains(text) }
    }

    /// Waits until the command started by `init` has ended and tmux has read
    /// all it wrote (the pane is dead: its terminal closed), so `capture()`
    /// then shows the final screen; returns the command's exit status.
    func waitForExit(timeout: Duration = .seconds(30)) throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let text = try? String(contentsOfFile: statusFile, encoding: .utf8),
                let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)),
                try run(["display-message", "-p", "-t", target, "#{pane_dead}"]).hasPrefix("1")
            {
                return status
            }
            if ContinuousClock.now >= deadline {
                throw EndToEndError.timedOut(
                    what: "the command to exit", after: timeout, lastScreen: (try? capture()) ?? "")
            }
            usleep(50_000)
        }
    }

    /// Ends the session and its server and waits (up to 2 s) for the pane's
    /// processes to go, so none writes into the sandbox after it is removed.
    /// Safe to call more than once.
    func kill() {
        let panes =
            (try? run(["list-panes", "-a", "-F", "#{pane_pid}"]))?.split(separator: "\n").compactMap { pid_t($0) } ?? []
        _ = try? run(["kill-server"])
        let deadline = ContinuousClock.now + .seconds(2)
        while panes.contains(where: { Glibc.kill($0, 0) == 0 }), ContinuousClock.now < deadline { usleep(10_000) }
    }

    /// Runs one tmux client command against this session's server; its stdout.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        var clientEnvironment = environment
        clientEnvironment["TMUX_TMPDIR"] = sandbox.root
        clientEnvironment["TMUX"] = nil
        let result = try ProcessRunner.run(
            tmux, ["-L", socket] + arguments, environment: clientEnvironment,
            currentDirectory: sandbox.root, timeout: .seconds(20))
        guard result.exitCode == 0 else {
            throw EndToEndError.tmux(arguments: arguments, status: result.exitCode, stderr: result.stderr)
        }
        return result.stdout
    }

    private static func findTmux() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { $0 + "/tmux" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
