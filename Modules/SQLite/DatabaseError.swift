/// A failure SQLite reported: its code, its message, the SQL that failed
/// and the file, as GRDB's `DatabaseError` carries them. What a failure
/// means to an app (damage, a full disk, a refusal) is the app's to say:
/// the tracker's store turns these into its own errors.
package struct DatabaseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The extended code (connections are opened with extended codes on).
    package let code: ResultCode
    package let message: String
    /// The statement that failed, or what was being done ("open", "backup").
    package let sql: String
    /// The database file's path as it was opened.
    package let path: String
    /// The operating system's `errno` behind an I/O or open failure, 0 when none.
    package let systemErrno: Int32

    package init(code: ResultCode, message: String, sql: String, path: String, systemErrno: Int32 = 0) {
        self.code = code
        self.message = message
        self.sql = sql
        self.path = path
        self.systemErrno = systemErrno
    }

    package var description: String { "SQLite error \(code.rawValue): \(message) (in: \(sql))" }
}
