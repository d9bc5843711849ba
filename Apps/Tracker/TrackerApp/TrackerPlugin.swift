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
    public let appCommands: [AppCommand]

    /// The programs pass sync's live parts (SyncLive's `SyncServerOpener.live`);
    /// without them (tests that never sync) a sync is refused as unconfigured.
    public init(sync: SyncServerOpener = .unavailable) {
        appCommands = Self.entries(sync: sync)
    }

    public var name: String { "tracker" }
    public var version: String { PocketVersion.current }
    public var defaultCommand: String? { "list" }
    public var usesDayStart: Bool { true }
    /// The one screen the analytics events name.
    static let mainScreen = HabitApp.tracker.mainScreen
    public var analyticsScreens: [String] { [Self.mainScreen] }

    public func summary(_ l: Localizer) -> String { l(.trackerSummary) }

    /// Each command, in the order help lists them. The one place a command
    /// is wired in: the tracker's own (add, category) and those it shares
    /// with `goals`, with its texts.
    static let commandTable = entries(sync: .unavailable)

    static func entries(sync: SyncServerOpener) -> [HabitCommand] {
        [
            HabitApp.tracker.command(.list),
            AddCommand.command,
            HabitApp.tracker.command(.done),
            HabitApp.tracker.command(.undone),
            HabitApp.tracker.command(.show),
            HabitApp.tracker.command(.edit),
            HabitApp.tracker.command(.pin),
            HabitApp.tracker.command(.unpin),
            HabitApp.tracker.command(.delete),
            CategoryCommand.command,
            HabitApp.tracker.command(.stats),
            HabitApp.tracker.command(.calendar),
            HabitApp.tracker.command(.export),
            HabitApp.tracker.command(.import),
            HabitApp.tracker.command(.today),
            HabitApp.tracker.command(.remind),
            SyncCommand.command(sync),
        ]
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
}
