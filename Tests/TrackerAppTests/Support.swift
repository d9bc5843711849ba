import Analytics
import AppPlugin
import Foundation
import Localization
import PocketTestSupport
import SharedModels
import Storage
import StorageLive
import TerminalUI
import Testing
import TrackerCommands
import TrackerScreens

@testable import TrackerApp

/// The tracker app over a fresh store of one backend, run in-process through
/// the real `AppRunner` (see `AppWorld`): each `run` is like one process run
/// with the same data folder, a fixed today, a language and a terminal
/// without a keyboard.
final class TrackerHarness {
    let kind: StoreKind
    let world: AppWorld
    var language: Language
    /// The day every run takes as today (`POCKET_TODAY`); a test may move it.
    var today: LocalDate
    let columns: Int
    let plugin = TrackerPlugin()

    init(_ kind: StoreKind, today: String = "2026-03-18", language: Language = .en, columns: Int = 100) throws {
        self.kind = kind
        self.language = language
        self.columns = columns
        self.today = try #require(LocalDate(iso: today), "today must be YYYY-MM-DD")
        world = try AppWorld(today: today)
    }

    /// The report tests' harness: today is Sunday 2026-11-29, an 80-column terminal.
    static func reports(_ kind: StoreKind, today: String = "2026-11-29") throws -> TrackerHarness {
        try TrackerHarness(kind, today: today, columns: 80)
    }

    var l: Localizer { Localizer(language: language) }
    var dataDirectory: String { world.dataDirectory("tracker") }

    /// A file or folder name inside the harness's private folder.
    func path(_ name: String) -> String { world.folder.appending(name) }

    /// Runs `tracker ARGUMENTS` in the store's backend (`POCKET_STORE`) and
    /// `language`: `json` adds `--json`; `depth` is what the terminal announces
    /// (forced with `--color always`, or `never` for none on a terminal);
    /// `tty` makes stdout a terminal (stdin never is, so no onboarding).
    func run(
        _ arguments: [String], language: Language? = nil, json: Bool = false, tty: Bool = false,
        depth: ColorDepth = .none, theme: Theme = .dark, columns: Int? = nil
    ) -> RunResult {
        var variables: [String: String?] = [
            "POCKET_STORE": kind.rawValue, "LANG": AppWorld.locale(language ?? self.language),
            "POCKET_THEME": theme.rawValue, "POCKET_TODAY": today.iso,
        ]
        var flags = json ? ["--json"] : []
        switch depth {
        case .none: if tty { flags += ["--color", "never"] }
        case .ansi16: flags += ["--color", "always"]
        case .ansi256:
            flags += ["--color", "always"]
            variables["TERM"] = "xterm-256color"
        case .truecolor:
            flags += ["--color", "always"]
            variables["COLORTERM"] = "truecolor"
        }
        let terminal = world.terminal(
            variables, stdout: tty, size: TerminalSize(columns: columns ?? self.columns, rows: 30))
        return world.run(plugin, flags + arguments, variables, terminal: terminal)
    }

    /// `run` that requires exit 0: for set-up steps and runs a test reads the output of.
    @discardableResult
    func runOK(
        _ arguments: [String], language: Language? = nil, json: Bool = false, tty: Bool = false,
        depth: ColorDepth = .none, theme: Theme = .dark, columns: Int? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> RunResult {
        try run(arguments, language: language, json: json, tty: tty, depth: depth, theme: theme, columns: columns)
            .requireSuccess((["tracker"] + arguments).joined(separator: " "), sourceLocation: sourceLocation)
    }

    /// Runs with `--json`, requires exit 0 and returns the parsed document.
    func json(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        try runOK(arguments, json: true, sourceLocation: sourceLocation).jsonObject()
    }

    /// What the product shows for `error` in the harness's language (or
    /// `language`): the `error: …` lines and exit code a failed run must match.
    func failure(_ error: any Error, language: Language? = nil) -> ErrorPresenter.Presentation {
        ExpectedFailure.presentation(of: error, app: plugin.name, language: language ?? self.language)
    }

    func failure(_ error: TrackerError) -> ErrorPresenter.Presentation { failure(error as any Error) }

    /// Reads the store directly, opened afresh as the next run will open it.
    func read<T>(_ body: (any StoreContext) throws -> T) throws -> T {
        try StoreOpener.live.open(kind: kind, directory: dataDirectory).read(body)
    }

    /// Writes into the store directly (data a command could not make, such as backfilled records).
    func write(_ body: (any StoreContext) throws -> Void) throws {
        try StoreOpener.live.open(kind: kind, directory: dataDirectory).write(body)
    }

    /// The store's file.
    func storeFile() throws -> String { try StoreOpener.live.open(kind: kind, directory: dataDirectory).path }

    /// Categories, trackers and records as the store lists them.
    func content() throws -> ReportsContent {
        try read { context in
            ReportsContent(
                categories: try context.categories(), trackers: try context.trackers(),
                records: try context.records())
        }
    }

    /// The analytics events logged so far, as `event/screen/item` strings.
    func events() throws -> [String] {
        try AnalyticsLog(path: world.analyticsLog, app: "tracker", isEnabled: true).readEvents()
            .map { [$0.event.rawValue, $0.screen, $0.item].compactMap { $0 }.joined(separator: "/") }
    }

    /// A category and a few trackers most tests start from.
    func seed(sourceLocation: SourceLocation = #_sourceLocation) throws {
        for arguments in [
            ["category", "add", "Health"],
            ["category", "add", "Home"],
            ["add", "habit", "Water", "--category", "health", "--schedule", "daily", "--emoji", "1", "--color", "1"],
            [
                "add", "habit", "Gym", "--category", "Health", "--schedule", "mon,wed,fri", "--emoji", "🥇", "--color",
                "#007bfa",
            ],
            ["add", "event", "Plants", "--category", "Home", "--emoji", "🌺", "--color", "5"],
        ] {
            try runOK(arguments, sourceLocation: sourceLocation)
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
