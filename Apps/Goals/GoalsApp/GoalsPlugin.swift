import AppPlugin
import CLIKit
import Localization
import SyncCommands
import SyncKit
import TrackerCommands

/// The `goals` app: daily goals on the tracker's engine (every goal due
/// every day from its start, no categories), the main screen by day,
/// statistics, a calendar, export and import. Its data lives in its own
/// folder (`…/pocket/goals`), apart from the tracker's.
package struct GoalsPlugin: AppPlugin {
    /// Every command, sync's run through the server opener the plugin was made with.
    package let appCommands: [AppCommand]

    /// The programs pass sync's live parts (SyncLive's `SyncServerOpener.live`);
    /// without them (tests that never sync) a sync is refused as unconfigured.
    package init(sync: SyncServerOpener = .unavailable) {
        appCommands = Self.entries(sync: sync)
    }

    package var name: String { "goals" }
    package var version: String { PocketVersion.current }
    package var defaultCommand: String? { "list" }
    package var usesDayStart: Bool { true }
    package var analyticsScreens: [String] { [TrackerAppProfile.goals.mainScreen] }

    package func summary(_ l: Localizer) -> String { l(.goalsSummary) }

    /// Each command, in the order help lists them: `add` is the goals' own,
    /// the rest are shared with the tracker.
    static func entries(sync: SyncServerOpener) -> [TrackerCommand] {
        [
            TrackerAppProfile.goals.command(.list),
            AddGoalCommand.command,
            TrackerAppProfile.goals.command(.done),
            TrackerAppProfile.goals.command(.undone),
            TrackerAppProfile.goals.command(.show),
            TrackerAppProfile.goals.command(.edit),
            TrackerAppProfile.goals.command(.pin),
            TrackerAppProfile.goals.command(.unpin),
            TrackerAppProfile.goals.command(.delete),
            TrackerAppProfile.goals.command(.stats),
            TrackerAppProfile.goals.command(.calendar),
            TrackerAppProfile.goals.command(.export),
            TrackerAppProfile.goals.command(.import),
            TrackerAppProfile.goals.command(.today),
            TrackerAppProfile.goals.command(.remind),
            SyncCommand.command(sync),
        ]
    }

    /// The shared habit commands' variables and files, and sync's.
    package func documentedEnvironment(app: String, _ l: Localizer) -> DocumentedEnvironment {
        TrackerAppProfile.documentedEnvironment(app: app, l) + SyncCommand.documentedEnvironment(l)
    }

    /// Two pages: the first page's button turns the page, the second's opens
    /// the main screen.
    package func onboardingPages(_ l: Localizer) -> [OnboardingPage] {
        [
            OnboardingPage(
                title: l(.goalsOnboardingPage1Title), text: l(.goalsOnboardingPage1Text),
                button: l(.goalsOnboardingNext), buttonTurnsPage: true),
            OnboardingPage(
                title: l(.goalsOnboardingPage2Title), text: l(.goalsOnboardingPage2Text),
                button: l(.goalsOnboardingStart)),
        ]
    }

    /// The names of the store's habits and recent days (`TrackerCompletions`).
    package func completions(_ source: CompletionSource, in environment: AppEnvironment) throws -> [String] {
        try TrackerCompletions.values(source, in: environment)
    }
}
