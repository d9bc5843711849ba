import Analytics
import AppPlugin
import CLIKit
import Foundation
import Localization
import SharedModels
import Storage
import TrackerApp

/// Text written by a command, captured (stdout or stderr of a test run).
final class ReportsOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    var text: String { lock.withLock { buffer } }
    var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    var sink: OutputSink { OutputSink { [self] chunk in lock.withLock { buffer += chunk } } }
}

/// A temporary data folder with a store of one backend, and a way to run the
/// report commands against it in-process with a fixed clock, language,
/// terminal and captured output.
final class ReportsHarness {
    let folder: String
    let kind: StoreKind
    let today: LocalDate
    let store: any Store

    init(_ kind: StoreKind, today: String = "2026-11-29", subfolder: String = "data") throws {
        var template = Array((NSTemporaryDirectory() + "/pocket-reports-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw StoreError.io(path: "mkdtemp", detail: "failed") }
        folder = String(cString: made)
        self.kind = kind
        self.today = LocalDate(iso: today)!
        store = try StoreOpener.open(kind: kind, directory: folder + "/" + subfolder)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    var storeFile: String { store.path }

    struct Run {
        let output: ReportsOutput
        let errors: ReportsOutput
        var stdout: String { output.text }
        var lines: [String] { output.lines }
    }

    /// Parses `arguments` with the report commands' specs and runs the one named.
    @discardableResult
    func run(_ arguments: [String], language: Language = .en, json: Bool = false, tty: Bool = false,
             depth: ColorDepth = .none, theme: Theme = .dark, columns: Int = 80) throws -> Run {
        let l = Localizer(language: language)
        let root = CommandSpec(name: "tracker", subcommands: [StatsCommand.spec(l), CalendarCommand.spec(l),
                                                              ExportCommand.spec(l), ImportCommand.spec(l)])
        guard case .run(let invocation) = try CommandParser(root: root).parse(arguments) else {
            throw ParseError(.missingSubcommand(available: []), commandPath: [])
        }
        let output = ReportsOutput(), errors = ReportsOutput()
        let store = self.store
        let env = AppEnvironment(
            app: "tracker", variables: [:], clock: AppClock(today: today),
            paths: AppPaths(data: folder + "/data", state: folder + "/state", config: folder + "/config"),
            localizer: l, analytics: AnalyticsLog(path: folder + "/analytics.jsonl", app: "tracker", isEnabled: false),
            terminal: Terminal(environment: [:], stdinIsTTY: tty, stdoutIsTTY: tty,
                               size: TerminalSize(columns: columns, rows: 24)),
            style: TerminalStyle(depth: depth), theme: theme, json: json, storeKind: kind,
            output: output.sink, errorOutput: errors.sink, openStore: { _, _ in store })
        switch invocation.commandPath.first {
        case "stats": try StatsCommand.run(invocation, in: env)
        case "calendar": try CalendarCommand.run(invocation, in: env)
        case "export": try ExportCommand.run(invocation, in: env)
        case "import": try ImportCommand.run(invocation, in: env)
        default: break
        }
        return Run(output: output, errors: errors)
    }

    /// Categories, trackers and records as the store lists them.
    func content() throws -> ReportsContent {
        try store.read { context in
            ReportsContent(categories: try context.categories(), trackers: try context.trackers(),
                           records: try context.records())
        }
    }

    func write(_ body: (any StoreContext) throws -> Void) throws { try store.write(body) }

    func path(_ name: String) -> String { folder + "/" + name }
}

/// What a tracker store holds, for comparisons across backends.
struct ReportsContent: Equatable {
    var categories: [TrackerCategory]
    var trackers: [Tracker]
    var records: [TrackerRecord]
}

/// Ready-made models.
enum ReportsSample {
    static func day(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

    static func habit(_ name: String, _ days: [Weekday], category: TrackerCategory, created: String,
                      id: String? = nil, emoji: Int = 0, color: Int = 0) -> Tracker {
        Tracker(id: id.map { EntityID($0) } ?? .random(), name: name, kind: .habit, categoryID: category.id,
                emoji: Palette.emoji[emoji], color: Palette.colors[color], schedule: Schedule(days),
                createdOn: day(created))
    }

    static func event(_ name: String, category: TrackerCategory, created: String, id: String? = nil) -> Tracker {
        Tracker(id: id.map { EntityID($0) } ?? .random(), name: name, kind: .event, categoryID: category.id,
                emoji: Palette.emoji[4], color: Palette.colors[2], schedule: .none, createdOn: day(created))
    }

    /// Inserts the category, trackers and each tracker's records.
    static func insert(_ category: TrackerCategory, _ trackers: [(Tracker, [String])],
                       into context: any StoreContext) throws {
        try context.insertCategory(category)
        for (tracker, days) in trackers {
            try context.insertTracker(tracker)
            for iso in days { try context.insertRecord(TrackerRecord(trackerID: tracker.id, day: day(iso))) }
        }
    }
}

/// The exit code an error thrown by a command maps to.
func reportsExitCode(of error: any Error) -> ExitCode? {
    switch error {
    case let error as any AppError: error.exitCode
    case let error as UsageError: error.exitCode
    case let error as ParseError: error.exitCode
    default: nil
    }
}
