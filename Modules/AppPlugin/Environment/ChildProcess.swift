import FileIO

#if canImport(Glibc)
    import Glibc
#endif

/// Another program started from an app (the browser opener, the desktop's
/// notifier): found on `PATH`, given exactly `variables`, with no terminal
/// I/O (stdin, stdout and stderr on /dev/null), so nothing it prints can
/// reach the app's output or its terminal.
package enum ChildProcess {
    /// Starts `words` and returns at once; false when it could not be started.
    @discardableResult
    package static func start(_ words: [String], variables: [String: String]) -> Bool {
        spawn(words, variables) != nil
    }

    /// Starts `words` and waits for it: true when it exited 0.
    @discardableResult
    package static func run(_ words: [String], variables: [String: String]) -> Bool {
        guard let pid = spawn(words, variables) else { return false }
        var status: Int32 = 0
        guard (try? syscall("waitpid") { waitpid(pid, &status, 0) }) != nil else { return false }
        // WIFEXITED and WEXITSTATUS, which Swift does not import as macros.
        return status & 0x7f == 0 && (status >> 8) & 0xff == 0
    }

    private static func spawn(_ words: [String], _ variables: [String: String]) -> pid_t? {
        guard let program = words.first else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        // posix_spawnp searches the PATH of the app's own environment; the
        // child's PATH is the one in `variables`, which is the same in use.
        var pid: pid_t = 0
        return posix_spawnp(&pid, program, &actions, nil, argv, envp) == 0 ? pid : nil
    }
}
