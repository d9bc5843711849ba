import AppPlugin
import FoundationEssentials
import Glibc
import SharedModels

/// Opens a URL in the user's browser with `xdg-open` when there is a
/// display (`DISPLAY` or `WAYLAND_DISPLAY`); the caller prints the URL in
/// every case, so a user on SSH or with a failing opener can copy it.
enum Browser {
    static func hasDisplay(_ variables: [String: String]) -> Bool {
        !(variables[.display] ?? "").isEmpty || !(variables[.waylandDisplay] ?? "").isEmpty
    }

    /// Starts `xdg-open URL` with no terminal I/O and does not wait for it;
    /// false when it could not be started.
    @discardableResult
    static func open(_ url: String, variables: [String: String]) -> Bool {
        ChildProcess.start(["xdg-open", url], variables: variables)
    }
}
