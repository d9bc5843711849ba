import FoundationEssentials
import Glibc

/// Opens a URL in the user's browser with `xdg-open` when there is a
/// display (`DISPLAY` or `WAYLAND_DISPLAY`); the caller prints the URL in
/// every case, so a user on SSH or with a failing opener can copy it.
enum Browser {
    static func hasDisplay(_ variables: [String: String]) -> Bool {
        !(variables["DISPLAY"] ?? "").isEmpty || !(variables["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// Starts `xdg-open URL` with no terminal I/O and does not wait for it;
    /// false when it could not be started.
    @discardableResult
    static func open(_ url: String, variables: [String: String]) -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let words: [String] = ["xdg-open", url]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        return posix_spawnp(&pid, "xdg-open", &actions, nil, argv, envp) == 0
    }
}
