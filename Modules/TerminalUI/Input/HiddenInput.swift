#if canImport(Glibc)
    import Glibc
#endif

/// Reading what must not show on the screen (a password).
package enum HiddenInput {
    /// Runs `body` with the echo of terminal `descriptor` off, put back
    /// afterwards and on SIGINT, SIGTERM, SIGHUP and SIGQUIT; just runs it
    /// when `descriptor` is no terminal.
    package static func withoutEcho<T>(_ descriptor: Int32 = STDIN_FILENO, _ body: () throws -> T) rethrows -> T {
        guard let original = try? RawMode.disableEcho(descriptor) else { return try body() }
        defer { RawMode.restore(descriptor, original) }
        return try body()
    }
}
