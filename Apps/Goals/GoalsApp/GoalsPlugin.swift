import AppPlugin
import CLIKit
import Localization

/// The `goals` app. Its commands arrive with its own issue; until then it has
/// the runner's built-ins (help, version, analytics, migrate, completions).
public struct GoalsPlugin: AppPlugin {
    public init() {}
    public var name: String { "goals" }
    public var version: String { PocketVersion.current }
    public func summary(_ l: Localizer) -> String { l("goals.summary") }
    public func commands(_ l: Localizer) -> [CommandSpec] { [] }
    public func run(_ invocation: Invocation, in environment: AppEnvironment) throws {}
}
