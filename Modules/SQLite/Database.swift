import CSQLite

/// One SQLite connection: open flags, a prepared-statement cache, plain
/// execution and transactions. Not thread-safe: its owner serialises its
/// use (the tracker's `SQLiteStore` under a mutex). Every failure is a
/// `DatabaseError`.
package final class Database {
    /// The file this connection reads (named in errors).
    package let path: String
    let handle: OpaquePointer
    var statements: [String: Statement] = [:]
    /// The VM steps an untrusted file's reading may still take
    /// (`openForeign`); nil for a connection with no bound.
    var stepBudget: StepBudget?

    /// How a connection opens its file.
    package enum Mode: Sendable {
        /// Read and write (SQLite falls back to reading alone for a file it
        /// may not write: see `isReadOnly`).
        case readWrite
        /// `SQLITE_OPEN_READONLY`.
        case readOnly
        /// Read-only, and the file is taken as unchangeable (`immutable=1`):
        /// no lock and no `-shm`/`-wal` is made or read. For a folder where
        /// they cannot be made (read-only media, a full disk); only sound
        /// while no WAL holds commits the main file lacks.
        case immutable
    }

    /// Opens `path`. `readOnly` opens with `SQLITE_OPEN_READONLY`; `create`
    /// allows a missing file to be created. No pragma is set here.
    package convenience init(path: String, readOnly: Bool = false, create: Bool = false) throws {
        try self.init(path: path, mode: readOnly ? .readOnly : .readWrite, create: create)
    }

    package init(path: String, mode: Mode, create: Bool = false) throws {
        Database.configureLibrary
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
            throw DatabaseError(
                code: ResultCode(rawValue: code), message: message, sql: "open", path: path, systemErrno: systemErrno)
        }
        handle = pointer
    }

    /// What the library is set to before its first open, once a process:
    /// no allocation statistics (`csqlite_disable_memory_statistics`).
    private static let configureLibrary: Void = { _ = csqlite_disable_memory_statistics() }()

    /// A path as the path part of a `file:` URI (`?`, `#`, `%` and
    /// everything outside printable ASCII percent-encoded).
    static func uriEscaped(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            if byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "?"), byte != UInt8(ascii: "#"), byte != UInt8(ascii: "%")
            {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex
            }
        }
        return result
    }

    deinit {
        for statement in statements.values { statement.finalize() }
        sqlite3_close_v2(handle)
    }

    /// True when the connection can only read (the file is not writable).
    package var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    package var changes: Int { Int(sqlite3_changes(handle)) }

    /// How long a statement waits for another connection's lock before
    /// failing with `.busy`.
    package func setBusyTimeout(milliseconds: Int32) { sqlite3_busy_timeout(handle, milliseconds) }

    /// Turns off the checkpoint a connection makes when it closes, so that a
    /// file that failed validation is not written to by `deinit`.
    package func disableCheckpointOnClose() {
        _ = csqlite_disable_checkpoint_on_close(handle)
    }

    /// Undoes `disableCheckpointOnClose` once the file is known to be good.
    package func enableCheckpointOnClose() {
        _ = csqlite_enable_checkpoint_on_close(handle)
    }

    /// Runs one or more statements that take no parameters and return no
    /// rows (`sqlite3_exec`: nothing is cached).
    package func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        if code != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw DatabaseError(
                code: ResultCode(rawValue: sqlite3_extended_errcode(handle)), message: text, sql: sql, path: path)
        }
    }

    /// `PRAGMA integrity_check` (or `quick_check`): "ok" or the problems found.
    package func integrityCheck(quick: Bool = false) throws -> String {
        var lines: [String] = []
        try fetch(quick ? "PRAGMA quick_check" : "PRAGMA integrity_check") { lines.append($0.string(0)) }
        return lines.joined(separator: "\n")
    }

    /// Copies every page of this database into `target` with SQLite's
    /// online backup (a consistent snapshot; this file is only read).
    package func copy(into target: Database) throws {
        guard let backup = sqlite3_backup_init(target.handle, "main", handle, "main") else {
            throw target.lastError(sql: "backup")
        }
        let step = sqlite3_backup_step(backup, -1)
        guard sqlite3_backup_finish(backup) == SQLITE_OK, step == SQLITE_DONE else {
            throw target.lastError(sql: "backup")
        }
    }

    /// The connection's last failure as an error naming `sql`.
    func lastError(sql: String) -> DatabaseError {
        DatabaseError(
            code: ResultCode(rawValue: sqlite3_extended_errcode(handle)),
            message: String(cString: sqlite3_errmsg(handle)), sql: sql, path: path,
            systemErrno: sqlite3_system_errno(handle))
    }
}
