import AppPlugin
import CLIKit
import HabitCommands
import Localization
import SyncCommands
import SyncKit

/// The `tracker` app: habits and irregular events in categories, the main
/// screen by day, statistics, a calendar, export and import.
public struct TrackerPlugin: AppPlugin {
    /// Every command, sync's run through the server opener the plugin was made with.
    let table: [HabitCommand]

    /// The programs pass sync's live parts (SyncLive's `SyncServerOpener.live`);
    /// without them (tests that never sync) a sync is refused as unconfigured.
    public init(sync: SyncServerOpener = .unavailable) {
        table = Self.entries(sync: sync)
    }

    public var name: String { "tracker" }
    public var version: String { PocketVersion.current }
    public var defaultCommand: String? { "list" }
    public var usesDayStart: Bool { true }
    /// The one screen the analytics events name.
    static let mainScreen = HabitApp.tracker.mainScreen
    public var analyticsScreens: [String] { [Self.mainScreen] }

    public func summary(_ l: Localizer) -> String { l(.trackerSummary) }

    /// Each command's name, spec and how to run it, in the order help lists
    /// them. The one place a command is wired in: the tracker's own (add,
    /// edit, category) and those it shares with `goals`, with its texts.
    static let commandTable = entries(sync: .unavailable)

    static func entries(sync: SyncServerOpener) -> [HabitCommand] {
        [
            HabitApp.tracker.command(.list),
            HabitCommand("add", spec: AddCommand.spec, run: AddCommand.run),
            HabitApp.tracker.command(.done),
            HabitApp.tracker.command(.undone),
            HabitApp.tracker.command(.show),
            HabitApp.tracker.command(.edit),
            HabitApp.tracker.command(.pin),
            HabitApp.tracker.command(.unpin),
            HabitApp.tracker.command(.delete),
            HabitCommand("category", spec: CategoryCommand.spec, run: CategoryCommand.run),
            HabitApp.tracker.command(.stats),
            HabitApp.tracker.command(.calendar),
            HabitApp.tracker.command(.export),
            HabitApp.tracker.command(.import),
            HabitApp.tracker.command(.today),
            HabitApp.tracker.command(.remind),
            HabitCommand("sync", spec: SyncCommand.spec) { try SyncCommand.run($0, in: $1, servers: sync) },
        ]
    }

    public func commands(_ l: Localizer) -> [DeferredCommand] {
        Self.commandTable.specs(l)
    }

    /// The shared habit commands' variables and files, and sync's.
    public func documentedEnvironment(app: String, _ l: Localizer) -> DocumentedEnvironment {
        HabitApp.documentedEnvironment(app: app, l) + SyncCommand.documentedEnvironment(l)
    }

    public func onboardingPages(_ l: Localizer) -> [OnboardingPage] {
        [
            OnboardingPage(
                title: l(.trackerOnboardingPage1Title), text: l(.trackerOnboardingPage1Text),
                button: l(.trackerOnboardingButton)),
            OnboardingPage(
                title: l(.trackerOnboardingPage2Title), text: l(.trackerOnboardingPage2Text),
                button: l(.trackerOnboardingButton)),
        ]
    }

    /// The names of the store's habits and recent days (`HabitCompletions`).
    public func completions(_ source: CompletionSource, in environment: AppEnvironment) throws -> [String] {
        try HabitCompletions.values(source, in: environment)
    }

    public func run(_ invocation: Invocation, in environment: AppEnvironment) throws {
        try table.run(invocation, environment)
    }
}
