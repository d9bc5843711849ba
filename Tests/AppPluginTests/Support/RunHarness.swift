@testable import AppPlugin
import CLIKit
import Foundation

/// A temporary folder removed when released.
final class TemporaryFolder: Sendable {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/pocket-appplugin-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        path = URL(fileURLWithPath: String(cString: made)).resolvingSymlinksInPath().path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Collects what a run writes to one stream.
final class TextBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var collected = ""

    var sink: OutputSink { OutputSink { [self] text in lock.withLock { collected += text } } }
    var text: String { lock.withLock { collected } }
}

/// The exit code and both streams of one in-process run.
struct RunResult: CustomStringConvertible {
    var code: Int32
    var stdout: String
    var stderr: String

    var stdoutLines: [String] { Self.lines(stdout) }
    var stderrLines: [String] { Self.lines(stderr) }

    var description: String { "exit \(code)\n--- stdout ---\n\(stdout)--- stderr ---\n\(stderr)" }

    /// Decodes stdout as one JSON document.
    func json<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(type, from: Data(stdout.utf8))
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// A private world for in-process runs: a temporary HOME and XDG folders,
/// English, a fixed today, and no variable of the developer's environment.
struct World {
    let folder: TemporaryFolder
    var variables: [String: String]

    init(language: String = "en_US.UTF-8", today: String = "2026-11-29") throws {
        folder = try TemporaryFolder()
        let home = folder.path + "/home"
        variables = ["HOME": home, "XDG_DATA_HOME": home + "/.local/share", "XDG_STATE_HOME": home + "/.local/state",
                     "XDG_CONFIG_HOME": home + "/.config", "LANG": language, "POCKET_TODAY": today]
    }

    var home: String { variables["HOME"]! }
    var analyticsLog: String { variables["XDG_STATE_HOME"]! + "/pocket/analytics.jsonl" }
    func dataDirectory(_ app: String = "demo") -> String { variables["XDG_DATA_HOME"]! + "/pocket/" + app }

    /// The variables with `overrides` applied (nil removes).
    func environment(_ overrides: [String: String?]) -> [String: String] {
        var result = variables
        for (key, value) in overrides { result[key] = value }
        return result
    }

    /// A terminal description over the same variables (color and size read them).
    func terminal(_ overrides: [String: String?] = [:], stdin: Bool = false, stdout: Bool = false,
                  size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> Terminal {
        Terminal(environment: environment(overrides), stdinIsTTY: stdin, stdoutIsTTY: stdout, size: size)
    }

    /// Runs `arguments` through `AppRunner.run` with captured streams; without a
    /// terminal unless `terminal` says otherwise.
    func run(_ arguments: [String], _ overrides: [String: String?] = [:], terminal: Terminal? = nil) -> RunResult {
        run(DemoPlugin(), arguments, overrides, terminal: terminal)
    }

    /// Runs `arguments` of `plugin`.
    func run(_ plugin: any AppPlugin, _ arguments: [String], _ overrides: [String: String?] = [:],
             terminal: Terminal? = nil) -> RunResult {
        let output = TextBuffer(), errors = TextBuffer()
        let code = AppRunner.run(plugin, arguments: arguments, variables: environment(overrides),
                                 terminal: terminal ?? self.terminal(overrides), output: output.sink, errorOutput: errors.sink)
        return RunResult(code: code, stdout: output.text, stderr: errors.text)
    }

    /// Runs `arguments` through the `pocket` host.
    func runHost(_ plugins: [any AppPlugin], _ arguments: [String], version: String = "1.2.3",
                 _ overrides: [String: String?] = [:]) -> RunResult {
        let output = TextBuffer(), errors = TextBuffer()
        let code = PluginHost.run(plugins, version: version, arguments: arguments, variables: environment(overrides),
                                  terminal: terminal(overrides), output: output.sink, errorOutput: errors.sink)
        return RunResult(code: code, stdout: output.text, stderr: errors.text)
    }

    /// `demo facts` decoded.
    func facts(_ arguments: [String] = [], _ overrides: [String: String?] = [:], terminal: Terminal? = nil) throws -> EnvironmentFacts {
        let result = run(DemoPlugin(), ["facts"] + arguments, overrides, terminal: terminal)
        guard result.code == 0 else { throw FactsFailed(result: result) }
        return try result.json(EnvironmentFacts.self)
    }

    struct FactsFailed: Error, CustomStringConvertible {
        var result: RunResult
        var description: String { "facts failed: \(result)" }
    }
}
