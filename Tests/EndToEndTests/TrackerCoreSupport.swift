import Foundation
import Testing

/// Runs the built `tracker` executable (it sits next to the test bundle in
/// `.build/debug` once `swift build` has built everything) against a
/// temporary data folder with a fixed today, as scripts would.
struct TrackerProcess {
    let folder: String
    var store: String
    var language: String
    var today = "2026-03-18"

    init(store: String, language: String = "en_US.UTF-8") throws {
        self.store = store
        self.language = language
        var template = Array((NSTemporaryDirectory() + "/pocket-tracker-e2e-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        folder = String(cString: made)
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    static var executable: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("tracker").path
    }

    var dataDirectory: String { folder + "/data" }
    var analyticsLog: String { folder + "/state/pocket/analytics.jsonl" }

    /// The variables every run gets: nothing from the test process leaks in
    /// but PATH, so LANG, NO_COLOR or POCKET_* of the machine cannot change
    /// the answer.
    var variables: [String: String] {
        ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": folder,
         "LANG": language, "POCKET_TODAY": today, "POCKET_STORE": store, "XDG_STATE_HOME": folder + "/state"]
    }

    struct Result {
        var status: Int32
        var output: String
        var errorOutput: String

        func json() throws -> [String: Any] {
            let value = try JSONSerialization.jsonObject(with: Data(output.utf8))
            return try #require(value as? [String: Any], "not a JSON object: \(output)")
        }
    }

    /// Runs `tracker --data-dir FOLDER ARGUMENTS` with stdin, stdout and stderr not terminals.
    @discardableResult
    func run(_ arguments: [String], extra: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = ["--data-dir", dataDirectory] + arguments
        process.environment = variables.merging(extra) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and stall the child.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                      errorOutput: String(decoding: err, as: UTF8.self))
    }

    /// Runs and requires success, returning stdout parsed as JSON (`--json` added).
    func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try run(["--json"] + arguments)
        #expect(result.status == 0, "\(arguments): \(result.errorOutput)")
        return try result.json()
    }

    /// The categories, habits and event most tests start from.
    func seed() throws {
        for arguments in [
            ["category", "add", "Health"],
            ["category", "add", "Home"],
            ["add", "habit", "Water", "--category", "health", "--schedule", "daily", "--emoji", "1", "--color", "1"],
            ["add", "habit", "Gym", "--category", "Health", "--schedule", "mon,wed,fri", "--emoji", "15", "--color", "3"],
            ["add", "event", "Plants", "--category", "Home", "--emoji", "🌺", "--color", "5"],
        ] {
            let result = try run(arguments)
            try #require(result.status == 0, "\(arguments): \(result.errorOutput)")
        }
    }
}

/// A real pseudo-terminal through tmux on a private server socket: start a
/// command in a 100×30 window, send keys, read the screen.
struct TrackerTmux {
    let socket = "pocket-tracker-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let session = "t"

    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") }

    /// Starts `command` (a shell line); when it ends, the pane shows `EXIT:<status>`.
    func start(_ command: String, variables: [String: String]) throws {
        let exports = variables.map { "export \($0.key)='\($0.value)'" }.joined(separator: "; ")
        let line = exports + "; export TERM=xterm-256color COLORTERM=truecolor; " + command
            + "; echo EXIT:$?; sleep 30"
        try tmux(["new-session", "-d", "-x", "100", "-y", "30", "-s", session, "bash", "--norc", "-c", line])
    }

    func send(_ keys: String...) throws { try tmux(["send-keys", "-t", session] + keys) }

    /// Typed literally (no key names).
    func type(_ text: String) throws { try tmux(["send-keys", "-t", session, "-l", text]) }

    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", session], capture: true) }

    /// Waits until the screen contains `text`; returns the screen (fails after `seconds`).
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 10) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if last.contains(text) { return last }
            usleep(50_000)
        }
        Issue.record("timed out waiting for \"\(text)\"; screen:\n\(last)")
        return last
    }

    func stop() { _ = try? tmux(["kill-server"]) }

    /// Runs tmux by `posix_spawn` and `waitpid`, stdout in a file. Not with
    /// Foundation's `Process`: the server `new-session` starts inherits the
    /// client's descriptors (Process's own among them) and lives on, so
    /// Process would wait for it forever.
    @discardableResult
    private func tmux(_ arguments: [String], capture: Bool = false) throws -> String {
        let outputFile = NSTemporaryDirectory() + "/pocket-tracker-tmux-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: outputFile) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let target = capture ? outputFile : "/dev/null"
        posix_spawn_file_actions_addopen(&actions, 1, target, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // The server lives on: it must not hold other tests' pipes open.
        _ = Self.addCloseFrom?(&actions, 3)
        let words: [String] = ["/usr/bin/tmux", "-L", socket, "-f", "/dev/null"] + arguments
        let argv = words.map { strdup($0) } + [nil]
        let variables: [String] = ["PATH=/usr/bin:/bin", "TERM=xterm-256color"]
        let envp = variables.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/usr/bin/tmux", &actions, nil, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return capture ? (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? "" : ""
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), declared
    /// only under `_GNU_SOURCE`, so looked up by name.
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let addCloseFrom: CloseFrom? =
        dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map { unsafeBitCast($0, to: CloseFrom.self) }
}
