import CSQLite
import Storage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SQLITE_IOERR_SHORT_READ (a macro Swift does not import).
private let shortRead: Int32 = SQLITE_IOERR | 2 << 8

/// One SQLite connection: open flags, pragmas, a prepared-statement cache and
/// transactions. Not thread-safe: `SQLiteStore` serialises its use.
public final class Database {
    /// The file this connection reads (named in errors).
    public let path: String
    let handle: OpaquePointer
    private var statements: [String: Statement] = [:]
    /// The VM steps a foreign file's reading may still take (`openForeign`);
    /// nil for our own stores, which have no bound.
    var stepBudget: StepBudget?

    /// How a connection opens its file.
    public enum Mode: Sendable {
        /// Read and write (SQLite falls back to reading alone for a file it
        /// may not write: see `isReadOnly`).
        case readWrite
        /// `SQLITE_OPEN_READONLY`.
        case readOnly
        /// Read-only, and the file is taken as unchangeable (`immutable=1`):
        /// no lock and no `-shm`/`-wal` is made or read. For a folder where
        /// they cannot be made (read-only media, a full disk); only sound
        /// while no WAL holds commits (`SQLiteStore` checks).
        case immutable
    }

    /// Opens `path`. `readOnly` opens with `SQLITE_OPEN_READONLY`; `create`
    /// allows a missing file to be created. No pragma is set here.
    public convenience init(path: String, readOnly: Bool = false, create: Bool = false) throws {
        try self.init(path: path, mode: readOnly ? .readOnly : .readWrite, create: create)
    }

    public init(path: String, mode: Mode, create: Bool = false) throws {
        self.path = path
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        flags |= mode == .readWrite ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY
        if create { flags |= SQLITE_OPEN_CREATE }
        var name = path
        if mode == .immutable {
            flags |= SQLITE_OPEN_URI
            name = "file:" + Database.uriEscaped(path) + "?immutable=1"
        }
        var pointer: OpaquePointer?
        let code = sqlite3_open_v2(name, &pointer, flags, nil)
        guard code == SQLITE_OK, let pointer else {
            let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            let systemErrno = pointer.map { sqlite3_system_errno($0) } ?? 0
            sqlite3_close_v2(pointer)
            throw Database.error(code: code, message: message, sql: "open", path: path, systemErrno: systemErrno)
        }
        handle = pointer
    }

    /// A path as the path part of a `file:` URI (`?`, `#`, `%` and
    /// everything outside printable ASCII percent-encoded).
    static func uriEscaped(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            if byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "?"), byte != UInt8(ascii: "#"), byte != UInt8(ascii: "%")
            {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    /// True when the connection can only read (the file is not writable).
    public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

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
    public func configureForWriting(busyTimeoutMilliseconds: Int32 = StoreLocking.timeoutMilliseconds) throws {
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        let mode = try scalarText("PRAGMA journal_mode=WAL")
        guard mode?.lowercased() == "wal" else {
            throw StoreError.sqlite(
                code: SQLITE_ERROR, message: "journal mode is \(mode ?? "unknown"), not wal",
                sql: "PRAGMA journal_mode=WAL")
        }
        try execute("PRAGMA synchronous=NORMAL")
        try execute("PRAGMA foreign_keys=ON")
    }

    /// Reads the main file through a memory map (`PRAGMA mmap_size`)
    /// instead of a `pread` into a page-cache buffer per page: a one-shot
    /// read such as `tracker list` then touches the kernel's pages in place,
    /// with fewer system calls and fewer fresh heap pages (about a tenth of
    /// its wall time at 1,000 trackers). Writes still go through SQLite's
    /// own calls, so a change is committed as before. Set once the file is
    /// known to be a SQLite store (`FileCheck`), never on a file not yet
    /// checked.
    func mapForReading() throws {
        try execute("PRAGMA mmap_size=\(Self.mapSize)")
    }

    /// The most of the file mapped: far above any store's size, within
    /// SQLite's own limit (2 GB) and only address space until read.
    static let mapSize = 1 << 30

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
            let fileSize = methods.pointee.xFileSize, let read = methods.pointee.xRead
        else {
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

    /// Copies every page of this database into `target` with SQLite's
    /// online backup (a consistent snapshot; this file is only read).
    func copy(into target: Database) throws {
        guard let backup = sqlite3_backup_init(target.handle, "main", handle, "main") else {
            throw target.lastError(sql: "backup")
        }
        let step = sqlite3_backup_step(backup, -1)
        guard sqlite3_backup_finish(backup) == SQLITE_OK, step == SQLITE_DONE else {
            throw target.lastError(sql: "backup")
        }
    }

    func lastError(sql: String) -> StoreError {
        Database.error(
            code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)),
            sql: sql, path: path, systemErrno: sqlite3_system_errno(handle))
    }

    /// SQLite's failures in the terms both backends use (`StoreError`), so a
    /// user reads the same line whichever backend failed, naming the file or
    /// folder and never the SQL: "not a database", "corrupt" and a missing
    /// table are damage (`.corrupt`); a full disk, read-only media and a
    /// held lock are `.diskFull`, `.notWritable` and `.busy`. Everything
    /// else keeps code, message and SQL (`.sqlite`) for the callers that
    /// handle a code (a foreign key); the store turns what is left into
    /// `.backendFailure` before it reaches a user.
    static func error(code: Int32, message: String, sql: String, path: String, systemErrno: Int32 = 0) -> StoreError {
        let folder = StorePathCheck.folder(of: path)
        switch code & 0xFF {
        case SQLITE_NOTADB, SQLITE_CORRUPT:
            return .corrupt(path: path, detail: "\(message) (SQLite error \(code))")
        case SQLITE_ERROR where message.hasPrefix("no such table") || message.hasPrefix("no such column"):
            return .corrupt(path: path, detail: message)
        case SQLITE_BUSY:
            return .busy(path: path)
        case SQLITE_FULL:
            return .diskFull(path: folder)
        case SQLITE_READONLY:
            // 1544 = SQLITE_READONLY_DIRECTORY: the folder, not the file.
            let fileRefused = code != 1544 && access(path, W_OK) != 0 && errno == EACCES
            return .notWritable(path: fileRefused ? path : folder)
        case SQLITE_IOERR, SQLITE_CANTOPEN:
            switch systemErrno {
            case ENOSPC, EDQUOT: return .diskFull(path: folder)
            case EACCES, EPERM, EROFS: return .notWritable(path: folder)
            default: return .sqlite(code: code, message: message, sql: sql)
            }
        default:
            return .sqlite(code: code, message: message, sql: sql)
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
