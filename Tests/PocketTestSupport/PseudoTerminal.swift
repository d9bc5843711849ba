import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A real pseudo-terminal pair for tests of raw mode and terminal queries:
/// the test plays the terminal on `primary`, the code under test uses `secondary`.
package struct PseudoTerminal: Sendable {
    package let primary: Int32
    package let secondary: Int32

    package init() throws {
        // posix_openpt/ptsname are hidden from Swift's Glibc module, so do what they
        // do: open the multiplexer, unlock (TIOCSPTLCK) and number (TIOCGPTN) the pair.
        // The ioctl numbers are Linux's generic ones (x86_64 and arm64 alike).
        primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(primary >= 0)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        try #require(ioctl(primary, 0x4004_5431, &unlock) == 0 && ioctl(primary, 0x8004_5430, &number) == 0)
        secondary = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        try #require(secondary >= 0)
    }

    /// Bytes as the terminal sends them (keys, answers to queries).
    package func type(_ bytes: [UInt8]) { _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) } }

    package func close() {
        Glibc.close(secondary)
        Glibc.close(primary)
    }

    /// The secondary side's local mode flags (ICANON, ECHO, …).
    package func localFlags() -> tcflag_t {
        var attributes = termios()
        _ = tcgetattr(secondary, &attributes)
        return attributes.c_lflag
    }
}
