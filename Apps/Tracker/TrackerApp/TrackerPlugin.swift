import AppPlugin
import CLIKit
import Localization

/// The `tracker` app: habits and irregular events in categories, the main
/// screen by day, statistics, a calendar, export and import (DESIGN section 4).
public struct TrackerPlugin: AppPlugin {
    public init() {}

    public var name: String { "tracker" }
    public var version: String { PocketVersion.current }
    public var defaultCommand: String? { "list" }
    /// The one screen the analytics events name.
    static let mainScreen = "Main"
    public var analyticsScreens: [String] { [Self.mainScreen] }

    public func summary(_ l: Localizer) -> String { l("tracker.summary") }

    /// Each command's spec and how to run it, in the order help lists them.
    /// The one place a command is wired in.
    static let commandTable: [(spec: @Sendable (Localizer) -> CommandSpec,
                               run: @Sendable (Invocation, AppEnvironment) throws -> Void)] = [
        (ListCommand.spec, ListCommand.run),
        (AddCommand.spec, AddCommand.run),
        (DoneCommand.spec, DoneCommand.run),
        (UndoneCommand.spec, UndoneCommand.run),
        (EditCommand.spec, EditCommand.run),
        (PinCommand.spec, PinCommand.run),
        (UnpinCommand.spec, UnpinCommand.run),
        (DeleteCommand.spec, DeleteCommand.run),
        (CategoryCommand.spec, CategoryCommand.run),
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
        // Command names do not depend on the language, so English specs find the runner.
        let english = Localizer(language: .en)
        guard let entry = Self.commandTable.first(where: { $0.spec(english).name == name }) else {
            throw UsageError.unknownCommand(name, suggestion: nil)
        }
        try entry.run(invocation, environment)
    }
}
