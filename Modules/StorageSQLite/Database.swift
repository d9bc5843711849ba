import CSQLite
import Storage

/// SQLITE_IOERR_SHORT_READ (a macro Swift does not import).
private let shortRead: Int32 = SQLITE_IOERR | 2 << 8

/// One SQLite connection: open flags, pragmas, a prepared-statement cache and
/// transactions. Not thread-safe: `SQLiteStore` serialises its use.
public final class Database {
    /// The file this connection reads (named in errors).
    public let path: String
    let handle: OpaquePointer
    private var statements: [String: Statement] = [:]

    /// Opens `path`. `readOnly` opens with `SQLITE_OPEN_READONLY`; `create`
    /// allows a missing file to be created. No pragma is set here.
    public init(path: String, readOnly: Bool = false, create: Bool = false) throws {
        self.path = path
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        flags |= readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        if create { flags |= SQLITE_OPEN_CREATE }
        var pointer: OpaquePointer?
        let code = sqlite3_open_v2(path, &pointer, flags, nil)
        guard code == SQLITE_OK, let pointer else {
            let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(pointer)
            throw Database.error(code: code, message: message, sql: "open", path: path)
        }
        handle = pointer
    }

    deinit {
        for statement in statements.values { statement.finalize() }
        sqlite3_close_v2(handle)
    }

    /// Turns off the checkpoint a connection makes when it closes, so that a
    /// store that failed validation is not written to by `deinit`.
    public func disableCheckpointOnClose() {
        _ = csqlite_disable_checkpoint_on_close(handle)
    }

    /// Undoes `disableCheckpointOnClose` once the file is known to be good.
    public func enableCheckpointOnClose() {
        _ = csqlite_enable_checkpoint_on_close(handle)
    }

    /// Sets the pragmas every write connection uses: WAL, `synchronous=NORMAL`
    /// (durable against a killed process; a power cut may lose the last
    /// commits), foreign keys on, and a busy timeout for concurrent writers.
    public func configureForWriting(busyTimeoutMilliseconds: Int32 = 5000) throws {
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        let mode = try scalarText("PRAGMA journal_mode=WAL")
        guard mode?.lowercased() == "wal" else {
            throw StoreError.sqlite(code: SQLITE_ERROR, message: "journal mode is \(mode ?? "unknown"), not wal",
                                    sql: "PRAGMA journal_mode=WAL")
        }
        try execute("PRAGMA synchronous=NORMAL")
        try execute("PRAGMA foreign_keys=ON")
    }

    /// The first 100 bytes of the main file (zeros past its end) and its
    /// size, read through SQLite's own file handle before any query, so
    /// that no descriptor of ours is opened or closed on the file (see
    /// `FileCheck`). Nothing is parsed or written.
    func rawHeader() throws -> (bytes: [UInt8], fileSize: Int) {
        var file: UnsafeMutablePointer<sqlite3_file>?
        let code = withUnsafeMutablePointer(to: &file) {
            sqlite3_file_control(handle, "main", SQLITE_FCNTL_FILE_POINTER, $0)
        }
        guard code == SQLITE_OK, let file, let methods = file.pointee.pMethods,
              let fileSize = methods.pointee.xFileSize, let read = methods.pointee.xRead else {
            throw StoreError.io(path: path, detail: "no file handle (SQLite error \(code))")
        }
        var size: sqlite3_int64 = 0
        guard fileSize(file, &size) == SQLITE_OK else { throw lastError(sql: "xFileSize") }
        var bytes = [UInt8](repeating: 0, count: 100)
        // A short read is no error here: SQLite zero-fills, and the size says it.
        let status = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress, 100, 0) }
        guard status == SQLITE_OK || status == shortRead else {
            throw StoreError.io(path: path, detail: "reading the header: SQLite error \(status)")
        }
        return (bytes, Int(size))
    }

    /// Sets the busy timeout alone (for validation before any pragma that writes).
    public func setBusyTimeout(milliseconds: Int32) { sqlite3_busy_timeout(handle, milliseconds) }

    /// `PRAGMA integrity_check` (or `quick_check`): "ok" or the problems found.
    public func integrityCheck(quick: Bool = false) throws -> String {
        let sql = quick ? "PRAGMA quick_check" : "PRAGMA integrity_check"
        var lines: [String] = []
        let statement = try prepare(sql)
        defer { statement.reset() }
        while try statement.step() { lines.append(statement.text(0) ?? "") }
        return lines.joined(separator: "\n")
    }

    /// Runs one or more statements that return no rows (no caching).
    public func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        if code != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw Database.error(code: sqlite3_extended_errcode(handle), message: text, sql: sql, path: path)
        }
    }

    /// The first column of the first row as text, nil when there is no row.
    public func scalarText(_ sql: String) throws -> String? {
        let statement = try prepare(sql)
        defer { statement.reset() }
        return try statement.step() ? statement.text(0) : nil
    }

    /// A prepared statement from the cache (prepared once per connection and SQL).
    /// Callers reset it when done (`Statement.reset`), normally with `defer`.
    public func prepare(_ sql: String) throws -> Statement {
        if let cached = statements[sql] { return cached }
        var pointer: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
        guard code == SQLITE_OK, let pointer else {
            throw lastError(sql: sql)
        }
        let statement = Statement(handle: pointer, database: self, sql: sql)
        statements[sql] = statement
        return statement
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// Runs `body` in `BEGIN IMMEDIATE` (writes: the write lock is taken up
    /// front, so concurrent writers wait in the busy handler instead of
    /// failing mid-transaction) or `BEGIN` (reads); rolls back when it throws.
    public func transaction<T>(immediate: Bool, _ body: () throws -> T) throws -> T {
        try execute(immediate ? "BEGIN IMMEDIATE" : "BEGIN")
        let result: T
        do {
            result = try body()
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
        do {
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
        return result
    }

    func lastError(sql: String) -> StoreError {
        Database.error(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)),
                       sql: sql, path: path)
    }

    /// SQLite's "not a database" and "corrupt" become `StoreError.corrupt`
    /// (exit 65 naming the file); everything else keeps code, message and SQL.
    static func error(code: Int32, message: String, sql: String, path: String) -> StoreError {
        switch code & 0xFF {
        case SQLITE_NOTADB, SQLITE_CORRUPT:
            return .corrupt(path: path, detail: "\(message) (SQLite error \(code))")
        default:
            return .sqlite(code: code, message: message, sql: sql)
        }
    }
}
