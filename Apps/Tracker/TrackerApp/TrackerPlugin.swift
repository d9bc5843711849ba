import AppPlugin
import CLIKit
import Localization
import SyncCommands
import SyncKit
import TrackerCommands

/// The `tracker` app: habits and irregular events in categories, the main
/// screen by day, statistics, a calendar, export and import.
package struct TrackerPlugin: AppPlugin {
    /// Every command, sync's run through the server opener the plugin was made with.
    package let appCommands: [AppCommand]

    /// The programs pass sync's live parts (SyncLive's `SyncServerOpener.live`);
    /// without them (tests that never sync) a sync is refused as unconfigured.
    package init(sync: SyncServerOpener = .unavailable) {
        appCommands = Self.entries(sync: sync)
    }

    package var name: String { "tracker" }
    package var version: String { PocketVersion.current }
    package var defaultCommand: String? { "list" }
    package var usesDayStart: Bool { true }
    /// The one screen the analytics events name.
    static let mainScreen = TrackerAppProfile.tracker.mainScreen
    package var analyticsScreens: [String] { [Self.mainScreen] }

    package func summary(_ l: Localizer) -> String { l(.trackerSummary) }

    /// Each command, in the order help lists them. The one place a command
    /// is wired in: the tracker's own (add, category) and those it shares
    /// with `goals`, with its texts.
    static let commandTable = entries(sync: .unavailable)

    static func entries(sync: SyncServerOpener) -> [TrackerCommand] {
        [
            TrackerAppProfile.tracker.command(.list),
            AddCommand.command,
            TrackerAppProfile.tracker.command(.done),
            TrackerAppProfile.tracker.command(.undone),
            TrackerAppProfile.tracker.command(.show),
            TrackerAppProfile.tracker.command(.edit),
            TrackerAppProfile.tracker.command(.pin),
            TrackerAppProfile.tracker.command(.unpin),
            ArchiveCommand.command(archived: true),
            ArchiveCommand.command(archived: false),
            TrackerAppProfile.tracker.command(.delete),
            CategoryCommand.command,
            TrackerAppProfile.tracker.command(.stats),
            TrackerAppProfile.tracker.command(.calendar),
            TrackerAppProfile.tracker.command(.export),
            TrackerAppProfile.tracker.command(.import),
            TrackerAppProfile.tracker.command(.today),
            TrackerAppProfile.tracker.command(.remind),
            SyncCommand.command(sync),
        ]
    }

    /// The shared habit commands' variables and files, and sync's.
    package func documentedEnvironment(app: String, _ l: Localizer) -> DocumentedEnvironment {
        TrackerAppProfile.documentedEnvironment(app: app, l) + SyncCommand.documentedEnvironment(l)
    }

    package func onboardingPages(_ l: Localizer) -> [OnboardingPage] {
        [
            OnboardingPage(
                title: l(.trackerOnboardingPage1Title), text: l(.trackerOnboardingPage1Text),
                button: l(.trackerOnboardingButton)),
            OnboardingPage(
                title: l(.trackerOnboardingPage2Title), text: l(.trackerOnboardingPage2Text),
                button: l(.trackerOnboardingButton)),
        ]
    }

    /// The names of the store's habits and recent days (`TrackerCompletions`).
    package func completions(_ source: CompletionSource, in environment: AppEnvironment) throws -> [String] {
        try TrackerCompletions.values(source, in: environment)
    }
}
