import AppPlugin
import CLIKit
import FoundationEssentials
import Localization
import Networking

/// The `image-feed` app: an Unsplash client. OAuth login, the Editorial
/// feed (endless and interactive on a terminal), likes, a photo drawn in the
/// terminal with its facts, link and download, the profile, the liked
/// photos (extended edition) and logout.
public struct ImageFeedPlugin: AppPlugin {
    /// Makes the HTTP client for a base URL (nil: absolute URLs only) with its timeouts.
    public typealias Transport = @Sendable (URL?, HTTPTimeouts) -> any HTTPClient

    let transport: Transport

    /// The programs pass the live client over libcurl (NetworkingLive's
    /// `CurlClient`), tests their own: the plugin never links libcurl itself.
    public init(transport: @escaping Transport) {
        self.transport = transport
    }

    public var name: String { "image-feed" }
    public var version: String { PocketVersion.current }
    public var defaultCommand: String? { "feed" }

    static let feedScreen = "Feed"
    static let imageScreen = "SingleImage"
    static let profileScreen = "Profile"
    public var analyticsScreens: [String] { [Self.feedScreen, Self.imageScreen, Self.profileScreen] }

    public func summary(_ l: Localizer) -> String { l(.imagefeedSummary) }

    public func globalOptions(_ l: Localizer) -> [OptionSpec] {
        [Edition.option.spec(help: l(.imagefeedHelpOptionEdition))]
    }

    /// Each command's name, spec and how to run it, in the order help lists
    /// them: the one place a command is wired in.
    static let commandTable: [CommandEntry<ImageFeedContext>] = [
        CommandEntry("login", spec: LoginCommand.spec, run: LoginCommand.run),
        CommandEntry("feed", spec: FeedCommand.spec, run: FeedCommand.run),
        CommandEntry("like", spec: LikeCommand.likeSpec, run: LikeCommand.like),
        CommandEntry("unlike", spec: LikeCommand.unlikeSpec, run: LikeCommand.unlike),
        CommandEntry("show", spec: ShowCommand.spec, run: ShowCommand.run),
        CommandEntry("share", spec: ShareCommand.spec, run: ShareCommand.run),
        CommandEntry("profile", spec: ProfileCommand.spec, run: ProfileCommand.run),
        CommandEntry("favorites", spec: FavoritesCommand.spec, run: FavoritesCommand.run),
        CommandEntry("logout", spec: LogoutCommand.spec, run: LogoutCommand.run),
    ]

    public func commands(_ l: Localizer) -> [DeferredCommand] { Self.commandTable.specs(l) }

    public func run(_ invocation: Invocation, in environment: AppEnvironment) throws {
        try Self.commandTable.run(invocation, ImageFeedContext(invocation, environment, transport: transport))
    }
}
