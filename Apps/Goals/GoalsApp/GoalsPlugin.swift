import AppPlugin
import CLIKit
import HabitCommands
import Localization
import SyncCommands
import SyncKit

/// The `goals` app: daily goals on the tracker's engine (every goal due
/// every day from its start, no categories), the main screen by day,
/// statistics, a calendar, export and import. Its data lives in its own
/// folder (`…/pocket/goals`), apart from the tracker's.
public struct GoalsPlugin: AppPlugin {
    /// Every command, sync's run through the server opener the plugin was made with.
    public let appCommands: [AppCommand]

    /// The programs pass sync's live parts (SyncLive's `SyncServerOpener.live`);
    /// without them (tests that never sync) a sync is refused as unconfigured.
    public init(sync: SyncServerOpener = .unavailable) {
        appCommands = Self.entries(sync: sync)
    }

    public var name: String { "goals" }
    public var version: String { PocketVersion.current }
    public var defaultCommand: String? { "list" }
    public var usesDayStart: Bool { true }
    public var analyticsScreens: [String] { [HabitApp.goals.mainScreen] }

    public func summary(_ l: Localizer) -> String { l(.goalsSummary) }

    /// Each command, in the order help lists them: `add` is the goals' own,
    /// the rest are shared with the tracker.
    static func entries(sync: SyncServerOpener) -> [HabitCommand] {
        [
            HabitApp.goals.command(.list),
            AddGoalCommand.command,
            HabitApp.goals.command(.done),
            HabitApp.goals.command(.undone),
            HabitApp.goals.command(.show),
            HabitApp.goals.command(.edit),
            HabitApp.goals.command(.pin),
            HabitApp.goals.command(.unpin),
            HabitApp.goals.command(.delete),
            HabitApp.goals.command(.stats),
            HabitApp.goals.command(.calendar),
            HabitApp.goals.command(.export),
            HabitApp.goals.command(.import),
            HabitApp.goals.command(.today),
            HabitApp.goals.command(.remind),
            SyncCommand.command(sync),
        ]
    }

    /// The shared habit commands' variables and files, and sync's.
    public func documentedEnvironment(app: String, _ l: Localizer) -> DocumentedEnvironment {
        HabitApp.documentedEnvironment(app: app, l) + SyncCommand.documentedEnvironment(l)
    }

    /// Two pages: the first page's button turns the page, the second's opens
    /// the main screen.
    public func onboardingPages(_ l: Localizer) -> [OnboardingPage] {
        [
            OnboardingPage(
                title: l(.goalsOnboardingPage1Title), text: l(.goalsOnboardingPage1Text),
                button: l(.goalsOnboardingNext), buttonTurnsPage: true),
            OnboardingPage(
                title: l(.goalsOnboardingPage2Title), text: l(.goalsOnboardingPage2Text),
                button: l(.goalsOnboardingStart)),
        ]
    }

    /// The names of the store's habits and recent days (`HabitCompletions`).
    public func completions(_ source: CompletionSource, in environment: AppEnvironment) throws -> [String] {
        try HabitCompletions.values(source, in: environment)
    }
}
