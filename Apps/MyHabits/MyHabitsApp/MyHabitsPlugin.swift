import AppPlugin
import CLIKit
import Localization
import Reminders
import SyncCommands
import SyncKit

/// The `my-habits` app (the MyHabits course app): habits with a time of day
/// and any color, today's progress, one check a day, each habit's history of
/// dates, and an information screen on how habits form. No onboarding.
public struct MyHabitsPlugin: AppPlugin {
    /// Every command, sync's run through the server opener the plugin was made with.
    let table: [CommandEntry<AppEnvironment>]

    /// The programs pass sync's live parts (SyncLive's `SyncServerOpener.live`);
    /// without them (tests that never sync) a sync is refused as unconfigured.
    public init(sync: SyncServerOpener = .unavailable) {
        table = Self.entries(sync: sync)
    }

    public var name: String { "my-habits" }
    public var version: String { PocketVersion.current }
    public var defaultCommand: String? { "list" }
    public var usesDayStart: Bool { true }

    /// The screens analytics events name, after the iOS app's controllers.
    static let habitsScreen = "Habits"
    static let detailsScreen = "HabitDetails"
    static let infoScreen = "Info"
    public var analyticsScreens: [String] { [Self.habitsScreen, Self.detailsScreen, Self.infoScreen] }

    public func summary(_ l: Localizer) -> String { l(.myhabitsSummary) }

    /// Each command's name, spec and how to run it, in the order help lists
    /// them: the one place a command is wired in.
    static let commandTable = entries(sync: .unavailable)

    static func entries(sync: SyncServerOpener) -> [CommandEntry<AppEnvironment>] {
        [
            CommandEntry("list", spec: ListCommand.spec, run: ListCommand.run),
            CommandEntry("add", spec: AddCommand.spec, run: AddCommand.run),
            CommandEntry("track", spec: TrackCommand.spec, run: TrackCommand.run),
            CommandEntry("show", spec: ShowCommand.spec, run: ShowCommand.run),
            CommandEntry("edit", spec: EditCommand.spec, run: EditCommand.run),
            CommandEntry("delete", spec: DeleteCommand.spec, run: DeleteCommand.run),
            CommandEntry("info", spec: InfoCommand.spec, run: InfoCommand.run),
            CommandEntry(StatusLineCommand.name, spec: StatusLineCommand.spec, run: TodayCommand.run),
            CommandEntry(
                RemindCommand.name, spec: RemindCommand.spec,
                run: { try RemindCommand.run($0, $1, candidates: TodayCommand.reminders) }),
            CommandEntry("sync", spec: SyncCommand.spec) { try SyncCommand.run($0, in: $1, servers: sync) },
        ]
    }

    public func commands(_ l: Localizer) -> [DeferredCommand] { Self.commandTable.specs(l) }

    /// What `remind` and `sync` read.
    public func documentedEnvironment(app: String, _ l: Localizer) -> DocumentedEnvironment {
        RemindCommand.documentedEnvironment(app: app, l) + SyncCommand.documentedEnvironment(l)
    }

    public func run(_ invocation: Invocation, in environment: AppEnvironment) throws {
        try table.run(invocation, environment)
    }
}
