import AppPlugin
import CLIKit
import Localization

/// The `tracker` app: habits and irregular events in categories, the main
/// screen by day, statistics, a calendar, export and import.
public struct TrackerPlugin: AppPlugin {
    public init() {}

    public var name: String { "tracker" }
    public var version: String { PocketVersion.current }
    public var defaultCommand: String? { "list" }
    /// The one screen the analytics events name.
    static let mainScreen = "Main"
    public var analyticsScreens: [String] { [Self.mainScreen] }

    public func summary(_ l: Localizer) -> String { l("tracker.summary") }

    /// Each command's name, spec and how to run it, in the order help lists
    /// them. The one place a command is wired in; the name is the iOS app's
    /// (language-independent), so dispatch needs no spec built.
    static let commandTable: [(name: String, spec: @Sendable (Localizer) -> CommandSpec,
                               run: @Sendable (Invocation, AppEnvironment) throws -> Void)] = [
        ("list", ListCommand.spec, ListCommand.run),
        ("add", AddCommand.spec, AddCommand.run),
        ("done", DoneCommand.spec, DoneCommand.run),
        ("undone", UndoneCommand.spec, UndoneCommand.run),
        ("edit", EditCommand.spec, EditCommand.run),
        ("pin", PinCommand.spec, PinCommand.run),
        ("unpin", UnpinCommand.spec, UnpinCommand.run),
        ("delete", DeleteCommand.spec, DeleteCommand.run),
        ("category", CategoryCommand.spec, CategoryCommand.run),
        ("stats", StatsCommand.spec, StatsCommand.run),
        ("calendar", CalendarCommand.spec, CalendarCommand.run),
        ("export", ExportCommand.spec, ExportCommand.run),
        ("import", ImportCommand.spec, ImportCommand.run),
    ]

    public func commands(_ l: Localizer) -> [CommandSpec] {
        Self.commandTable.map { $0.spec(l) }
    }

    public func onboardingPages(_ l: Localizer) -> [OnboardingPage] {
        [
            OnboardingPage(title: l("tracker.onboarding.page1.title"), text: l("tracker.onboarding.page1.text"),
                           button: l("tracker.onboarding.button")),
            OnboardingPage(title: l("tracker.onboarding.page2.title"), text: l("tracker.onboarding.page2.text"),
                           button: l("tracker.onboarding.button")),
        ]
    }

    public func run(_ invocation: Invocation, in environment: AppEnvironment) throws {
        let name = invocation.commandPath.first ?? "list"
        guard let entry = Self.commandTable.first(where: { $0.name == name }) else {
            throw UsageError.unknownCommand(name, suggestion: nil)
        }
        try entry.run(invocation, environment)
    }
}
