import CPostgres
import FoundationEssentials
import SharedModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One open connection to a PostgreSQL server. Not for several threads at
/// once (libpq's rule); closed when released.
package final class PostgresConnection {
    let pq: LibPQ
    let connection: OpaquePointer
    /// Set when a statement passed its deadline: the server may still be
    /// working on it, so the connection is not used again.
    var timedOut = false
    private let secrets: [String]
    package let settings: ConnectionSettings

    /// Connects (waiting at most the settings' `connect_timeout`, 10 s unless set).
    package init(settings: ConnectionSettings) throws(PostgresError) {
        let pq = try LibPQ.load()
        self.pq = pq
        self.settings = settings
        secrets = settings.secrets
        let connection = Self.withCStrings(settings.keywords) { keywords in
            Self.withCStrings(settings.values) { values in pq.connectdbParams(keywords, values, 0) }
        }
        guard let connection else { throw .unreachable(detail: "out of memory") }
        guard pq.status(connection) == CONNECTION_OK else {
            let message = Self.clean(pq.errorMessage(connection).map { String(cString: $0) } ?? "", secrets)
            let needsPassword = pq.connectionNeedsPassword(connection) != 0
            pq.finish(connection)
            throw PostgresError.connectionFailure(message, needsPassword: needsPassword)
        }
        _ = pq.setNoticeProcessor(connection, ignoreNotice, nil)
        // Sending never blocks either (`roundTrip` flushes with its deadline).
        _ = pq.setnonblocking(connection, 1)
        self.connection = connection
    }

    deinit { pq.finish(connection) }

    /// Whether the connection is gone (the server stopped or closed it): a
    /// new one is needed.
    package var isBroken: Bool { timedOut || pq.status(connection) != CONNECTION_OK }

    /// Runs one statement with `$1…` parameters in text form (nil is NULL) and
    /// returns its rows as text; waits at most the settings' `timeout`.
    @discardableResult
    package func execute(_ sql: String, parameters: [String?] = []) throws(PostgresError) -> PostgresResult {
        guard !timedOut else { throw .timedOut(seconds: settings.timeout) }
        let result = try roundTrip(sql, parameters: parameters)
        defer { pq.clear(result) }
        let status = result.map { pq.resultStatus($0) } ?? PGRES_FATAL_ERROR
        guard status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK else { throw failure(result) }
        guard let result else { return PostgresResult(columns: [], rows: [], affectedRows: 0) }
        return read(result)
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    @discardableResult
    package func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN")
        let value: T
        do {
            value = try body()
        } catch {
            // A broken connection has no transaction left to roll back (and
            // one that timed out would only wait again); the first error is the answer.
            if !isBroken { _ = try? execute("ROLLBACK") }
            throw error
        }
        try execute("COMMIT")
        return value
    }

    /// The SCRAM-SHA-256 verifier of `password` for role `user`, computed
    /// here (`PQencryptPasswordConn`) so the password itself never reaches
    /// the server or its logs.
    package func encryptPassword(_ password: String, user: String) throws(PostgresError) -> String {
        guard let verifier = pq.encryptPasswordConn(connection, password, user, "scram-sha-256") else {
            let message = pq.errorMessage(connection).map { String(cString: $0) } ?? ""
            throw .server(sqlstate: "XX000", message: Self.clean(message, secrets + [password]))
        }
        defer { pq.freemem(verifier) }
        return String(cString: verifier)
    }

    private func read(_ result: OpaquePointer) -> PostgresResult {
        let rowCount = pq.ntuples(result)
        let columnCount = pq.nfields(result)
        let columns = (0..<columnCount).map { pq.fname(result, $0).map { String(cString: $0) } ?? "" }
        var rows: [[String?]] = []
        rows.reserveCapacity(Int(rowCount))
        for row in 0..<rowCount {
            rows.append(
                (0..<columnCount).map { column in
                    pq.getisnull(result, row, column) != 0
                        ? nil : pq.getvalue(result, row, column).map { String(cString: $0) }
                })
        }
        let affected = pq.cmdTuples(result).map { Int(String(cString: $0)) ?? 0 } ?? 0
        return PostgresResult(columns: columns, rows: rows, affectedRows: affected)
    }

    func failure(_ result: OpaquePointer?) -> PostgresError {
        let pq = pq
        let field = { (code: Character) in
            result.flatMap { pq.resultErrorField($0, Int32(code.asciiValue!)) }.map { String(cString: $0) }
        }
        let message = field("M") ?? pq.errorMessage(connection).map { String(cString: $0) } ?? "no answer"
        // The server's `statement_timeout` (the same deadline, see `ConnectionSettings`).
        if field("C") == "57014", message.contains("statement timeout") { return .timedOut(seconds: settings.timeout) }
        return PostgresError.statementFailure(
            sqlstate: field("C"), message: Self.clean(message, secrets),
            connectionLost: isBroken)
    }

    /// One line without the passwords: libpq's messages run over several
    /// lines with tabs, and a message may echo the connection string.
    static func clean(_ message: String, _ secrets: [String]) -> String {
        let lines = message.split(whereSeparator: \.isNewline).map { $0.trimmedOfWhitespace }.filter { !$0.isEmpty }
        return Redaction.redact(lines.joined(separator: " "), secrets: secrets)
    }

    /// `body` with a C array of C strings (NULL for nil) that lives for the call.
    static func withCStrings<R>(_ strings: [String?], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        let copies: [UnsafeMutablePointer<CChar>?] = strings.map { $0.flatMap { strdup($0) } }
        defer { for copy in copies { free(copy) } }
        let pointers = copies.map { $0.map { UnsafePointer($0) } } + [nil]
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        withCStrings(strings.map { Optional($0) }, body)
    }
}
