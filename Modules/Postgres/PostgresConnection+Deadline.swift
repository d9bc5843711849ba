import CPostgres
import FileIO

#if canImport(Glibc)
    import Glibc
#endif

/// Every statement's round trip with a deadline of the client's own.
///
/// libpq's blocking `PQexec` waits for ever on a server that stopped
/// answering. Its `tcp_user_timeout` and keepalives (set by
/// `ConnectionSettings`) end a connection whose packets go unacknowledged,
/// but a stopped server on loopback or a Unix socket (SIGSTOP, a frozen VM
/// host) has its kernel acknowledge everything, and the server's own
/// `statement_timeout` needs a server that runs. So the statement is sent
/// without blocking and the socket is polled until the deadline.
extension PostgresConnection {
    /// The statement's results: the first failed one, else the last one
    /// (nil when libpq could not send or read: `failure(nil)` tells why).
    /// Throws `.timedOut` at the deadline; the connection is then broken.
    func roundTrip(_ sql: String, parameters: [String?]) throws(PostgresError) -> OpaquePointer? {
        let sent = Self.withCStrings(parameters) { values in
            pq.sendQueryParams(connection, sql, Int32(parameters.count), nil, values, nil, nil, 0)
        }
        guard sent == 1 else { return nil }
        let deadline = Self.monotonicMilliseconds() + Int64(settings.timeout) * 1000
        // A large statement (a push of 20,000 cells) leaves the buffer in pieces.
        while true {
            let flushed = pq.flush(connection)
            if flushed == 0 { break }
            if flushed < 0 { return nil }
            try wait(for: Int16(POLLIN | POLLOUT), until: deadline)
            if pq.consumeInput(connection) == 0 { return nil }
        }
        var kept: OpaquePointer?
        while true {
            while pq.isBusy(connection) != 0 {
                do {
                    try wait(for: Int16(POLLIN), until: deadline)
                } catch {
                    pq.clear(kept)
                    throw error
                }
                if pq.consumeInput(connection) == 0 {
                    pq.clear(kept)
                    return nil
                }
            }
            guard let result = pq.getResult(connection) else { return kept }
            let keptFailed = kept.map { ![PGRES_TUPLES_OK, PGRES_COMMAND_OK].contains(pq.resultStatus($0)) } ?? false
            if keptFailed {
                pq.clear(result)
            } else {
                pq.clear(kept)
                kept = result
            }
        }
    }

    /// Waits until the socket is ready for `events` or the deadline passes
    /// (then the connection is given up: its state is unknown).
    private func wait(for events: Int16, until deadline: Int64) throws(PostgresError) {
        while true {
            let left = deadline - Self.monotonicMilliseconds()
            guard left > 0 else {
                timedOut = true
                throw .timedOut(seconds: settings.timeout)
            }
            var descriptor = pollfd(fd: pq.socket(connection), events: events, revents: 0)
            // The time left is computed again when a signal interrupts the wait.
            let ready = try? syscall("poll") {
                poll(&descriptor, 1, Int32(clamping: max(0, deadline - Self.monotonicMilliseconds())))
            }
            // A failed poll returns too: consumeInput reports the socket's error.
            guard let ready, ready == 0 else { return }
        }
    }

    static func monotonicMilliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }
}
