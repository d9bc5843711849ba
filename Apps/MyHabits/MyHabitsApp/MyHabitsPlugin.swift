import AppPlugin
import CLIKit
import Localization
import SyncCommands

/// The `my-habits` app (the MyHabits course app): habits with a time of day
/// and any color, today's progress, one check a day, each habit's history of
/// dates, and an information screen on how habits form. No onboarding.
public struct MyHabitsPlugin: AppPlugin {
    public init() {}
    public var name: String { "my-habits" }
    public var version: String { PocketVersion.current }
    public var defaultCommand: String? { "list" }

    /// The screens analytics events name, after the iOS app's controllers.
    static let habitsScreen = "Habits"
    static let detailsScreen = "HabitDetails"
    static let infoScreen = "Info"
    public var analyticsScreens: [String] { [Self.habitsScreen, Self.detailsScreen, Self.infoScreen] }

    public func summary(_ l: Localizer) -> String { l("myhabits.summary") }

    /// Each command's name, spec and how to run it, in the order help lists
    /// them: the one place a command is wired in.
    static let commandTable: [(name: String, spec: @Sendable (Localizer) -> CommandSpec,
                               run: @Sendable (Invocation, AppEnvironment) throws -> Void)] = [
        ("list", ListCommand.spec, ListCommand.run),
        ("add", AddCommand.spec, AddCommand.run),
        ("track", TrackCommand.spec, TrackCommand.run),
        ("show", ShowCommand.spec, ShowCommand.run),
        ("edit", EditCommand.spec, EditCommand.run),
        ("delete", DeleteCommand.spec, DeleteCommand.run),
        ("info", InfoCommand.spec, InfoCommand.run),
        ("sync", SyncCommand.spec, SyncCommand.run),
    ]

    public func commands(_ l: Localizer) -> [CommandSpec] { Self.commandTable.map { $0.spec(l) } }

    public func run(_ invocation: Invocation, in environment: AppEnvironment) throws {
        let name = invocation.commandPath.first ?? "list"
        guard let entry = Self.commandTable.first(where: { $0.name == name }) else {
            throw UsageError.unknownCommand(name, suggestion: nil)
        }
        try entry.run(invocation, environment)
    }
}
