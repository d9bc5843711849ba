import AppPlugin
import GoalsApp
import ImageFeedApp
import MyHabitsApp
import NetworkingLive
import SyncCommands
import SyncKit
import SyncLive
import TrackerApp

/// The app plugins Pocket ships, in the order `pocket` lists them: one list
/// for the host and the man-page generator. Composed here with their live
/// parts (image-feed's HTTP over libcurl, sync's server over PostgreSQL), as
/// each app's own program does.
package enum PocketApps {
    package static var plugins: [any AppPlugin] {
        [
            TrackerPlugin(sync: .live), GoalsPlugin(sync: .live),
            ImageFeedPlugin(transport: { CurlClient(baseURL: $0, timeouts: $1) }), MyHabitsPlugin(sync: .live),
        ]
    }

    /// The host's own commands (`pocket sync …`).
    package static var hostCommands: [HostCommand] { [SyncCommands.hostCommand(.live)] }
}
