import CSQLite

/// A SQLite result code by name, primary (`corrupt`, 11) or extended
/// (`constraintForeignKey`, 787: the primary `constraint` with more said
/// in the upper bits). SQLite's extended codes are C macros Swift does not
/// import, so they are spelled here once, with the macro's name beside each.
///
/// Compare a primary code with `primary` (`error.code.primary == .busy`),
/// an extended one directly (`error.code == .constraintForeignKey`).
package struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    package let rawValue: Int32

    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// The primary code (the low eight bits): `.readOnly` for `.readOnlyDirectory`.
    package var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    /// Whether this is an extended code (more than its primary).
    package var isExtended: Bool { rawValue != primary.rawValue }

    package var description: String { "\(rawValue) (\(String(cString: sqlite3_errstr(rawValue))))" }

    // Primary codes.
    package static let ok = ResultCode(rawValue: SQLITE_OK)
    package static let error = ResultCode(rawValue: SQLITE_ERROR)
    package static let internalError = ResultCode(rawValue: SQLITE_INTERNAL)
    package static let permission = ResultCode(rawValue: SQLITE_PERM)
    package static let abort = ResultCode(rawValue: SQLITE_ABORT)
    package static let busy = ResultCode(rawValue: SQLITE_BUSY)
    package static let locked = ResultCode(rawValue: SQLITE_LOCKED)
    package static let noMemory = ResultCode(rawValue: SQLITE_NOMEM)
    package static let readOnly = ResultCode(rawValue: SQLITE_READONLY)
    package static let interrupt = ResultCode(rawValue: SQLITE_INTERRUPT)
    package static let ioError = ResultCode(rawValue: SQLITE_IOERR)
    package static let corrupt = ResultCode(rawValue: SQLITE_CORRUPT)
    package static let full = ResultCode(rawValue: SQLITE_FULL)
    package static let cantOpen = ResultCode(rawValue: SQLITE_CANTOPEN)
    package static let schema = ResultCode(rawValue: SQLITE_SCHEMA)
    package static let tooBig = ResultCode(rawValue: SQLITE_TOOBIG)
    package static let constraint = ResultCode(rawValue: SQLITE_CONSTRAINT)
    package static let mismatch = ResultCode(rawValue: SQLITE_MISMATCH)
    package static let misuse = ResultCode(rawValue: SQLITE_MISUSE)
    /// A parameter index out of range (`bind`).
    package static let range = ResultCode(rawValue: SQLITE_RANGE)
    package static let notADatabase = ResultCode(rawValue: SQLITE_NOTADB)
    package static let row = ResultCode(rawValue: SQLITE_ROW)
    package static let done = ResultCode(rawValue: SQLITE_DONE)

    // Extended codes.
    /// SQLITE_IOERR_SHORT_READ: a read past the end of the file (zero-filled).
    package static let ioErrorShortRead = ResultCode(rawValue: SQLITE_IOERR | 2 << 8)
    /// SQLITE_READONLY_DBMOVED: the file was renamed or removed while open.
    package static let readOnlyDatabaseMoved = ResultCode(rawValue: SQLITE_READONLY | 4 << 8)
    /// SQLITE_READONLY_DIRECTORY: the folder, not the file, refuses the
    /// journal or WAL SQLite must make beside the file.
    package static let readOnlyDirectory = ResultCode(rawValue: SQLITE_READONLY | 6 << 8)
    /// SQLITE_CONSTRAINT_CHECK.
    package static let constraintCheck = ResultCode(rawValue: SQLITE_CONSTRAINT | 1 << 8)
    /// SQLITE_CONSTRAINT_FOREIGNKEY: a row names a parent that is not there.
    package static let constraintForeignKey = ResultCode(rawValue: SQLITE_CONSTRAINT | 3 << 8)
    /// SQLITE_CONSTRAINT_NOTNULL.
    package static let constraintNotNull = ResultCode(rawValue: SQLITE_CONSTRAINT | 5 << 8)
    /// SQLITE_CONSTRAINT_PRIMARYKEY.
    package static let constraintPrimaryKey = ResultCode(rawValue: SQLITE_CONSTRAINT | 6 << 8)
    /// SQLITE_CONSTRAINT_UNIQUE.
    package static let constraintUnique = ResultCode(rawValue: SQLITE_CONSTRAINT | 8 << 8)
}
