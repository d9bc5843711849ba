import AppPlugin
import CLIKit
import Localization

/// The `image-feed` app. Its commands arrive with its own issue; until then it has
/// the runner's built-ins (help, version, analytics, migrate, completions).
public struct ImageFeedPlugin: AppPlugin {
    public init() {}
    public var name: String { "image-feed" }
    public var version: String { PocketVersion.current }
    public func summary(_ l: Localizer) -> String { l("imagefeed.summary") }
    public func commands(_ l: Localizer) -> [CommandSpec] { [] }
    public func run(_ invocation: Invocation, in environment: AppEnvironment) throws {}
}
