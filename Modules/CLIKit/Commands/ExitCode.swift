/// The process exit codes every app documents (docs/commands.md, "Exit codes").
package enum ExitCode: Int32, Sendable, Equatable, CaseIterable {
    case success = 0
    /// Anything not covered below.
    case failure = 1
    /// A bad command line or a broken rule.
    case usage = 64
    /// The store is unreadable, corrupt or from a newer version.
    case dataError = 65
    /// A service is unreachable, failing or rate-limited.
    case unavailable = 69
    /// An output file cannot be made where it was asked for (a folder, a
    /// socket, no permission, no such folder).
    case cannotCreate = 73
    /// A write failed midway (a full disk, `/dev/full`, an I/O error).
    case ioError = 74
    /// Not logged in, or the token was rejected.
    case noPermission = 77
    /// Configuration is missing.
    case configuration = 78
}
