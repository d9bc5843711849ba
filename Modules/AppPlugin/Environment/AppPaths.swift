import FoundationEssentials
import SharedModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where an app keeps its files, from the XDG base-directory variables
/// (data in `$XDG_DATA_HOME/pocket/APP`, the analytics log
/// in `$XDG_STATE_HOME/pocket`, keys in `$XDG_CONFIG_HOME/pocket/APP`).
package struct AppPaths: Sendable, Equatable {
    package var data: String
    package var state: String
    package var config: String

    /// `dataDirectory` is `--data-dir` when given; then `POCKET_DATA_DIR`;
    /// then `$XDG_DATA_HOME/pocket/APP`. XDG values that are not absolute are
    /// ignored, as the XDG spec says.
    package init(app: String, environment: [String: String], dataDirectory: String? = nil) {
        let home = Self.home(environment)
        func base(_ variable: EnvironmentVariable, _ fallback: String) -> String {
            Self.base(variable, fallback, environment)
        }
        let explicit = dataDirectory ?? environment[.dataDir].flatMap { $0.isEmpty ? nil : $0 }
        data =
            explicit.map { Self.absolute($0, home: home) } ?? base(.xdgDataHome, ".local/share") + "/pocket/" + app
        state = base(.xdgStateHome, ".local/state") + "/pocket"
        config = base(.xdgConfigHome, ".config") + "/pocket/" + app
    }

    /// `$XDG_CACHE_HOME/pocket/APP` (`~/.cache/pocket/APP`): what an app can
    /// fetch again (image-feed's photos and API pages).
    package static func cache(app: String, environment: [String: String]) -> String {
        base(.xdgCacheHome, ".cache", environment) + "/pocket/" + app
    }

    /// `$XDG_CONFIG_HOME/systemd/user` (`~/.config/systemd/user`): where a
    /// user's own systemd units live.
    package static func systemdUserUnits(environment: [String: String]) -> String {
        base(.xdgConfigHome, ".config", environment) + "/systemd/user"
    }

    private static func home(_ environment: [String: String]) -> String {
        environment[.home].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
    }

    private static func base(_ variable: EnvironmentVariable, _ fallback: String, _ environment: [String: String])
        -> String
    {
        if let value = environment[variable], value.hasPrefix("/") { return value }
        return home(environment) + "/" + fallback
    }

    package init(data: String, state: String, config: String) {
        self.data = data
        self.state = state
        self.config = config
    }

    /// `~` is the environment's HOME, like every other path here (not the
    /// process's, which differs when a caller passes its own environment).
    private static func absolute(_ path: String, home: String) -> String {
        if path.hasPrefix("/") { return path }
        if path == "~" || path.hasPrefix("~/") { return home + path.dropFirst() }
        return FileManager.default.currentDirectoryPath + "/" + path
    }
}
