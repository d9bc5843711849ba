/// A failure SQLite reported: its code, its message, the SQL that failed
/// and the file, as GRDB's `DatabaseError` carries them. What a failure
/// means to an app (damage, a full disk, a refusal) is the app's to say:
/// the tracker's store turns these into its own errors.
public struct DatabaseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The extended code (connections are opened with extended codes on).
    public let code: ResultCode
    public let message: String
    /// The statement that failed, or what was being done ("open", "backup").
    public let sql: String
    /// The database file's path as it was opened.
    public let path: String
    /// The operating system's `errno` behind an I/O or open failure, 0 when none.
    public let systemErrno: Int32

    public init(code: ResultCode, message: String, sql: String, path: String, systemErrno: Int32 = 0) {
        self.code = code
        self.message = message
        self.sql = sql
        self.path = path
        self.systemErrno = systemErrno
    }

    public var description: String { "SQLite error \(code.rawValue): \(message) (in: \(sql))" }
}
