import SharedModels

/// The deadlines every connection gets unless its string sets them: a
/// server that stops answering must end a sync (exit 69), not hang it.
extension ConnectionSettings {
    /// `POCKET_SYNC_TIMEOUT` in whole seconds, 1…3600; unset is 30.
    static func timeout(_ environment: [String: String]) throws(PostgresError) -> Int {
        guard let text = environment[.syncTimeout], !text.isEmpty else { return defaultTimeout }
        guard let seconds = Int(text), (1...3600).contains(seconds) else {
            throw .badConnection(
                detail: "\(EnvironmentVariable.syncTimeout)=\(text) is not a number of seconds from 1 to 3600")
        }
        return seconds
    }

    /// libpq's keywords for a connection that goes quiet: connecting at most
    /// `timeout` (10 s unless shorter), unacknowledged data (a lost network)
    /// and an idle peer that vanished (keepalives) end it. None of these
    /// notices a stopped server whose kernel still answers (loopback): the
    /// client's poll deadline covers that (`PostgresConnection+Deadline`).
    static func deadlines(_ timeout: Int) -> [(String, String)] {
        [
            ("connect_timeout", String(min(10, max(2, timeout)))),
            ("tcp_user_timeout", String(timeout * 1000)),
            ("keepalives", "1"),
            ("keepalives_idle", String(max(1, timeout / 2))),
            ("keepalives_interval", String(max(1, timeout / 6))),
            ("keepalives_count", "3"),
        ]
    }

    /// The environment variables libpq reads for those keywords (a set one wins).
    static let libpqVariables: [String: EnvironmentVariable] = [
        "connect_timeout": .pgConnectTimeout, "tcp_user_timeout": .pgTCPUserTimeout,
    ]

    /// The server's own deadline (`SET statement_timeout` in the startup
    /// packet, so it costs no round trip): a statement stuck on a lock is
    /// cancelled by the server at the same time the client would give up.
    static func statementTimeout(_ timeout: Int) -> String { "-c statement_timeout=\(timeout * 1000)" }
}
