import Analytics
import FoundationEssentials
import Localization
import SharedModels
import Storage
import Synchronization
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything a command may touch of the world, passed in so that a test can
/// hand a command a fixed clock, a temporary store and a captured terminal.
package struct AppEnvironment: Sendable {
    package let app: String
    package let variables: [String: String]
    package let clock: AppClock
    package let paths: AppPaths
    package let localizer: Localizer
    package let analytics: AnalyticsLog
    package let terminal: Terminal
    package let style: TerminalStyle
    package let theme: Theme
    /// `--json`: one JSON document on stdout, nothing else.
    package let json: Bool
    package let storeKind: StoreKind
    package let output: OutputSink
    package let errorOutput: OutputSink
    /// The app's onboarding pages in a language (none by default): the
    /// runner sets the plugin's, and the main screen shows them on a first run.
    package internal(set) var onboardingPages: @Sendable (Localizer) -> [OnboardingPage] = { _ in [] }
    private let stores: StoreProvider

    package init(
        app: String, variables: [String: String], clock: AppClock, paths: AppPaths, localizer: Localizer,
        analytics: AnalyticsLog, terminal: Terminal, style: TerminalStyle, theme: Theme, json: Bool,
        storeKind: StoreKind, stores: StoreOpener, output: OutputSink = .standardOutput,
        errorOutput: OutputSink = .standardError
    ) {
        self.app = app
        self.variables = variables
        self.clock = clock
        self.paths = paths
        self.localizer = localizer
        self.analytics = analytics
        self.terminal = terminal
        self.style = style
        self.theme = theme
        self.json = json
        self.storeKind = storeKind
        self.output = output
        self.errorOutput = errorOutput
        // A read fault of a store's file says what a failed read says, in this run's language.
        StoreReadFault.tell(localizer)
        self.stores = StoreProvider(opener: stores)
    }

    package var today: LocalDate { clock.today }

    /// Interactive screens, wizards and onboarding need a terminal on both ends
    /// and human output.
    package var isInteractive: Bool { terminal.stdinIsTTY && terminal.stdoutIsTTY && !json }

    /// The store of this app in the chosen backend, opened on first use (so
    /// `--help` never touches the disk) and shared by the rest of the run.
    package func store() throws -> any Store { try stores.store(kind: storeKind, directory: paths.data) }

    /// The store of the other backend in the same folder (`migrate`).
    package func store(kind: StoreKind) throws -> any Store { try stores.store(kind: kind, directory: paths.data) }
}

/// Opens each backend at most once per run. A class because the environment
/// is a value copied into every command; all copies share the opened stores.
final class StoreProvider: Sendable {
    private let opener: StoreOpener
    /// Called once for each store opened.
    private let didOpen: @Sendable (any Store) -> Void
    /// A list, not a dictionary: a run opens one store, maybe two, and the
    /// first `[StoreKind: …]` of a process costs a scan of every protocol
    /// conformance in the binary to find that `StoreKind` is `Hashable`
    /// (measured: docs/benchmarks.md, "Measured choices").
    private let opened = Mutex<[(kind: StoreKind, store: any Store)]>([])

    init(opener: StoreOpener, didOpen: @escaping @Sendable (any Store) -> Void = { _ in }) {
        self.opener = opener
        self.didOpen = didOpen
    }

    func store(kind: StoreKind, directory: String) throws -> any Store {
        try opened.withLock { opened in
            if let entry = opened.first(where: { $0.kind == kind }) { return entry.store }
            let store = try opener.open(kind: kind, directory: directory)
            opened.append((kind, store))
            didOpen(store)
            return store
        }
    }
}
