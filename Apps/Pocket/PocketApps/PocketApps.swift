import AppPlugin
import GoalsApp
import ImageFeedApp
import MyHabitsApp
import SyncCommands
import TrackerApp

/// The app plugins Pocket ships, in the order `pocket` lists them: one list
/// for the host and the man-page generator.
public enum PocketApps {
    public static var plugins: [any AppPlugin] {
        [TrackerPlugin(), GoalsPlugin(), ImageFeedPlugin(), MyHabitsPlugin()]
    }

    /// The host's own commands (`pocket sync …`).
    public static var hostCommands: [HostCommand] { [SyncCommands.hostCommand] }
}
