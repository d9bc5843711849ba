import Foundation

/// Where an app keeps its files, from the XDG base-directory variables
/// (data in `$XDG_DATA_HOME/pocket/APP`, the analytics log
/// in `$XDG_STATE_HOME/pocket`, keys in `$XDG_CONFIG_HOME/pocket/APP`).
public struct AppPaths: Sendable, Equatable {
    public var data: String
    public var state: String
    public var config: String

    /// `dataDirectory` is `--data-dir` when given; then `POCKET_DATA_DIR`;
    /// then `$XDG_DATA_HOME/pocket/APP`. XDG values that are not absolute are
    /// ignored, as the XDG spec says.
    public init(app: String, environment: [String: String], dataDirectory: String? = nil) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        func base(_ variable: String, _ fallback: String) -> String {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            return home + "/" + fallback
        }
        let explicit = dataDirectory ?? environment["POCKET_DATA_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        data = explicit.map { Self.absolute($0, home: home) } ?? base("XDG_DATA_HOME", ".local/share") + "/pocket/" + app
        state = base("XDG_STATE_HOME", ".local/state") + "/pocket"
        config = base("XDG_CONFIG_HOME", ".config") + "/pocket/" + app
    }

    public init(data: String, state: String, config: String) {
        self.data = data; self.state = state; self.config = config
    }

    /// `~` is the environment's HOME, like every other path here (not the
    /// process's, which differs when a caller passes its own environment).
    private static func absolute(_ path: String, home: String) -> String {
        if path.hasPrefix("/") { return path }
        if path == "~" || path.hasPrefix("~/") { return home + path.dropFirst() }
        return FileManager.default.currentDirectoryPath + "/" + path
    }
}
