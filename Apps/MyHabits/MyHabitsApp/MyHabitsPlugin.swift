import AppPlugin
import Localization
import Reminders
import SyncCommands
import SyncKit

/// The `my-habits` app (the MyHabits course app): habits with a time of day
/// and any color, today's progress, one check a day, each habit's history of
/// dates, and an information screen on how habits form. No onboarding.
package struct MyHabitsPlugin: AppPlugin {
    /// Every command, sync's run through the server opener the plugin was made with.
    package let appCommands: [AppCommand]

    /// The programs pass sync's live parts (SyncLive's `SyncServerOpener.live`);
    /// without them (tests that never sync) a sync is refused as unconfigured.
    package init(sync: SyncServerOpener = .unavailable) {
        appCommands = Self.entries(sync: sync)
    }

    package var name: String { "my-habits" }
    package var version: String { PocketVersion.current }
    package var defaultCommand: String? { "list" }
    package var usesDayStart: Bool { true }

    /// The screens analytics events name, after the iOS app's controllers.
    static let habitsScreen = "Habits"
    static let detailsScreen = "HabitDetails"
    static let infoScreen = "Info"
    package var analyticsScreens: [String] { [Self.habitsScreen, Self.detailsScreen, Self.infoScreen] }

    package func summary(_ l: Localizer) -> String { l(.myhabitsSummary) }

    /// Each command, in the order help lists them: the one place a command is wired in.
    static func entries(sync: SyncServerOpener) -> [AppCommand] {
        [
            ListCommand.command, AddCommand.command, TrackCommand.command, ShowCommand.command,
            EditCommand.command, DeleteCommand.command, InfoCommand.command,
            StatusLineCommand.command { try TodayCommand.run($0, in: $1) },
            RemindCommand.command(candidates: TodayCommand.reminders),
            SyncCommand.command(sync),
        ]
    }

    /// What `remind` and `sync` read.
    package func documentedEnvironment(app: String, _ l: Localizer) -> DocumentedEnvironment {
        RemindCommand.documentedEnvironment(app: app, l) + SyncCommand.documentedEnvironment(l)
    }
}
