/// Why a PostgreSQL call failed, sorted by what the user can do about it.
/// Every detail has had the connection's password taken out (`Redaction`).
package enum PostgresError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No server answered: nothing listens on the socket or port, the host is
    /// unknown, the connection timed out, or the server went away mid-session.
    case unreachable(detail: String)
    /// The server refused who we are: wrong password, unknown role, no password given.
    case authentication(detail: String)
    /// No connection string anywhere (`ConnectionSettings.resolve`); `configFile` is where one may go.
    case notConfigured(configFile: String)
    /// The connection string cannot be read, names a database that does not
    /// exist, or asks for no TLS to a remote host.
    case badConnection(detail: String)
    /// The server refused a statement: its SQLSTATE (`42501`) and primary message.
    case server(sqlstate: String, message: String)
    /// libpq (`libpq.so.5`, Debian's `libpq5`) could not be loaded.
    case libraryMissing(detail: String)
    /// sync.conf may be read or written by others than its owner (mode `mode`, octal).
    case insecureConfigFile(path: String, mode: Int)
    /// The server did not answer a statement within the deadline
    /// (`ConnectionSettings.timeout`, `POCKET_SYNC_TIMEOUT`).
    case timedOut(seconds: Int)

    package var description: String {
        switch self {
        case .unreachable(let detail): "server unreachable: \(detail)"
        case .authentication(let detail): "authentication failed: \(detail)"
        case .notConfigured(let file): "no sync connection configured (\(file))"
        case .badConnection(let detail): "bad connection settings: \(detail)"
        case .server(let sqlstate, let message): "server error \(sqlstate): \(message)"
        case .libraryMissing(let detail): "libpq is missing: \(detail)"
        case .insecureConfigFile(let path, let mode): "\(path) has mode \(String(mode, radix: 8)): others may read it"
        case .timedOut(let seconds): "no answer from the server within \(seconds) s"
        }
    }

    /// The SQLSTATE of a server error, nil for the others.
    package var sqlstate: String? {
        if case .server(let code, _) = self { return code }
        return nil
    }
}

extension PostgresError {
    /// Sorts a failed connection attempt by libpq's message (libpq gives no
    /// SQLSTATE for these). The process never calls `setlocale`, so libpq's
    /// own texts are English; the server's follow its `lc_messages`, which is
    /// English on a default install.
    static func connectionFailure(_ message: String, needsPassword: Bool) -> PostgresError {
        let text = message.lowercased()
        if needsPassword || text.contains("no password supplied") || text.contains("password authentication failed")
            || text.contains("authentication failed") || text.contains("pg_hba.conf")
            || (text.contains("role \"") && text.contains("does not exist"))
        {
            return .authentication(detail: message)
        }
        if (text.contains("database \"") && text.contains("does not exist")) || text.contains("invalid sslmode")
            || text.contains("invalid integer value") || text.contains("invalid port")
            || text.contains("invalid connection option") || text.contains("ssl was required")
        {
            return .badConnection(detail: message)
        }
        return .unreachable(detail: message)
    }

    /// Sorts a failed statement: a lost connection or a server shutting down
    /// is `unreachable` (the next call reconnects), an authorization failure
    /// `authentication`, anything else the server's error. An error without
    /// SQLSTATE is libpq's own, about the connection ("server closed the
    /// connection unexpectedly" can come while PQstatus still says OK).
    static func statementFailure(sqlstate: String?, message: String, connectionLost: Bool) -> PostgresError {
        guard let code = sqlstate, !code.isEmpty else { return .unreachable(detail: message) }
        if connectionLost || code.hasPrefix("08") || ["57P01", "57P02", "57P03"].contains(code) {
            return .unreachable(detail: message)
        }
        if code.hasPrefix("28") { return .authentication(detail: message) }
        return .server(sqlstate: code, message: message)
    }
}
