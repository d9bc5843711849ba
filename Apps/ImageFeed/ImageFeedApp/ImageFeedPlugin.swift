import AppPlugin
import CLIKit
import FoundationEssentials
import Localization
import Networking

/// The `image-feed` app: an Unsplash client. OAuth login, the Editorial
/// feed (endless and interactive on a terminal), likes, a photo drawn in the
/// terminal with its facts, link and download, the profile, the liked
/// photos (extended edition) and logout.
package struct ImageFeedPlugin: AppPlugin {
    /// Makes the HTTP client for a base URL (nil: absolute URLs only) with its timeouts.
    package typealias Transport = @Sendable (URL?, HTTPTimeouts) -> any HTTPClient

    let transport: Transport

    /// The programs pass the live client over libcurl (NetworkingLive's
    /// `CurlClient`), tests their own: the plugin never links libcurl itself.
    package init(transport: @escaping Transport) {
        self.transport = transport
    }

    package var name: String { "image-feed" }
    package var version: String { PocketVersion.current }
    package var defaultCommand: String? { "feed" }

    static let feedScreen = "Feed"
    static let imageScreen = "SingleImage"
    static let profileScreen = "Profile"
    package var analyticsScreens: [String] { [Self.feedScreen, Self.imageScreen, Self.profileScreen] }

    package func summary(_ l: Localizer) -> String { l(.imagefeedSummary) }

    package func globalOptions(_ l: Localizer) -> [OptionSpec] {
        [Edition.option.spec(help: l(.imagefeedHelpOptionEdition))]
    }

    /// Each command, in the order help lists them: the one place a command is wired in.
    static let commandTable: [Command<ImageFeedContext>] = [
        LoginCommand.command, FeedCommand.command, LikeCommand.like, LikeCommand.unlike, ShowCommand.command,
        ShareCommand.command, ProfileCommand.command, FavoritesCommand.command, LogoutCommand.command,
    ]

    /// The commands run with image-feed's context (its configuration, edition
    /// and HTTP clients), made from the runner's environment.
    package var appCommands: [AppCommand] {
        let transport = transport
        return Self.commandTable.map { $0.adapted { try ImageFeedContext($0, $1, transport: transport) } }
    }
}
