import Analytics
import AppPlugin
import CLIKit
import Foundation
import Localization
import SharedModels
import Storage
@testable import TrackerApp

/// Text a command wrote, collected from any thread.
final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    var text: String { lock.withLock { buffer } }
    var sink: OutputSink { OutputSink { [self] chunk in lock.withLock { buffer += chunk } } }
}

/// What one in-process run of a tracker command left behind.
struct RunResult {
    var output: String
    var errorOutput: String
    /// The thrown error, if any (the runner turns it into `error: …` and an exit code).
    var error: (any Error)?

    /// The exit code the runner gives this outcome.
    var exitCode: Int32 {
        switch error {
        case nil: 0
        case let error as any AppError: error.exitCode.rawValue
        case let error as SilentExit: error.code
        case is UsageError, is ParseError: ExitCode.usage.rawValue
        case is StoreError: ExitCode.dataError.rawValue
        default: ExitCode.failure.rawValue
        }
    }

    /// The localized one-line message of a typed error.
    func message(_ l: Localizer) -> String? { (error as? any AppError)?.message(l) }

    /// stdout parsed as one JSON object.
    func json() throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(output.utf8))
        guard let object = value as? [String: Any] else { throw JSONShapeError(text: output) }
        return object
    }
}

struct JSONShapeError: Error { var text: String }

/// A tracker app over a fresh store: each `run` is like one process run
/// (a new environment, the same data folder), with a fixed today.
final class TrackerHarness {
    let kind: StoreKind
    let folder: String
    var today: LocalDate
    var language: Language
    let plugin = TrackerPlugin()

    init(_ kind: StoreKind, today: String = "2026-03-18", language: Language = .en) throws {
        self.kind = kind
        self.today = LocalDate(iso: today)!
        self.language = language
        var template = Array((NSTemporaryDirectory() + "/pocket-tracker-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw StoreError.io(path: "mkdtemp", detail: "failed") }
        folder = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    var analyticsPath: String { folder + "/state/analytics.jsonl" }
    var l: Localizer { Localizer(language: language) }

    func environment(json: Bool, depth: ColorDepth, theme: Theme, output: Capture, errors: Capture,
                     columns: Int = 100) -> AppEnvironment {
        let terminal = Terminal(environment: [:], stdinIsTTY: false, stdoutIsTTY: false,
                                size: TerminalSize(columns: columns, rows: 30))
        return AppEnvironment(
            app: "tracker", variables: [:], clock: AppClock(today: today),
            paths: AppPaths(data: folder + "/data", state: folder + "/state", config: folder + "/config"),
            localizer: l, analytics: AnalyticsLog(path: analyticsPath, app: "tracker", isEnabled: true),
            terminal: terminal, style: TerminalStyle(depth: depth), theme: theme, json: json,
            storeKind: kind, output: output.sink, errorOutput: errors.sink)
    }

    /// Parses `arguments` with the plugin's command tree and runs them.
    @discardableResult
    func run(_ arguments: [String], json: Bool = false, depth: ColorDepth = .none, theme: Theme = .dark,
             columns: Int = 100) -> RunResult {
        let output = Capture(), errors = Capture()
        let env = environment(json: json, depth: depth, theme: theme, output: output, errors: errors, columns: columns)
        let root = CommandSpec(name: "tracker", subcommands: plugin.commands(l), defaultSubcommand: plugin.defaultCommand)
        do {
            switch try CommandParser(root: root).parse(arguments) {
            case .run(let invocation): try plugin.run(invocation, in: env)
            case .help, .version: break
            }
            return RunResult(output: output.text, errorOutput: errors.text, error: nil)
        } catch {
            return RunResult(output: output.text, errorOutput: errors.text, error: error)
        }
    }

    /// Runs with `--json` and returns the parsed document; records a failure
    /// through the thrown error when the command failed.
    func json(_ arguments: [String]) throws -> [String: Any] {
        let result = run(arguments, json: true)
        if let error = result.error { throw error }
        return try result.json()
    }

    /// Reads the store directly.
    func read<T>(_ body: (any StoreContext) throws -> T) throws -> T {
        let store = try StoreOpener.open(kind: kind, directory: folder + "/data")
        return try store.read(body)
    }

    /// The analytics events logged so far, as `event/screen/item` strings.
    func events() throws -> [String] {
        try AnalyticsLog(path: analyticsPath, app: "tracker", isEnabled: true).readEvents()
            .map { [$0.event.rawValue, $0.screen, $0.item].compactMap { $0 }.joined(separator: "/") }
    }

    /// A category and a few trackers most tests start from.
    func seed() throws {
        for arguments in [
            ["category", "add", "Health"],
            ["category", "add", "Home"],
            ["add", "habit", "Water", "--category", "health", "--schedule", "daily", "--emoji", "1", "--color", "1"],
            ["add", "habit", "Gym", "--category", "Health", "--schedule", "mon,wed,fri", "--emoji", "🥇", "--color", "#007bfa"],
            ["add", "event", "Plants", "--category", "Home", "--emoji", "🌺", "--color", "5"],
        ] {
            let result = run(arguments)
            if let error = result.error { throw error }
        }
    }
}

extension Dictionary where Key == String, Value == Any {
    /// The trackers of every section of a `list --json` document, by name.
    var listedNames: [String] {
        (self["sections"] as? [[String: Any]] ?? []).flatMap { section in
            (section["trackers"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        }
    }
}
