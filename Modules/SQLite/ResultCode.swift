import CSQLite

/// A SQLite result code by name, primary (`corrupt`, 11) or extended
/// (`constraintForeignKey`, 787: the primary `constraint` with more said
/// in the upper bits). SQLite's extended codes are C macros Swift does not
/// import, so they are spelled here once, with the macro's name beside each.
///
/// Compare a primary code with `primary` (`error.code.primary == .busy`),
/// an extended one directly (`error.code == .constraintForeignKey`).
public struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The primary code (the low eight bits): `.readOnly` for `.readOnlyDirectory`.
    public var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    /// Whether this is an extended code (more than its primary).
    public var isExtended: Bool { rawValue != primary.rawValue }

    public var description: String { "\(rawValue) (\(String(cString: sqlite3_errstr(rawValue))))" }

    // Primary codes.
    public static let ok = ResultCode(rawValue: SQLITE_OK)
    public static let error = ResultCode(rawValue: SQLITE_ERROR)
    public static let internalError = ResultCode(rawValue: SQLITE_INTERNAL)
    public static let permission = ResultCode(rawValue: SQLITE_PERM)
    public static let abort = ResultCode(rawValue: SQLITE_ABORT)
    public static let busy = ResultCode(rawValue: SQLITE_BUSY)
    public static let locked = ResultCode(rawValue: SQLITE_LOCKED)
    public static let noMemory = ResultCode(rawValue: SQLITE_NOMEM)
    public static let readOnly = ResultCode(rawValue: SQLITE_READONLY)
    public static let interrupt = ResultCode(rawValue: SQLITE_INTERRUPT)
    public static let ioError = ResultCode(rawValue: SQLITE_IOERR)
    public static let corrupt = ResultCode(rawValue: SQLITE_CORRUPT)
    public static let full = ResultCode(rawValue: SQLITE_FULL)
    public static let cantOpen = ResultCode(rawValue: SQLITE_CANTOPEN)
    public static let schema = ResultCode(rawValue: SQLITE_SCHEMA)
    public static let tooBig = ResultCode(rawValue: SQLITE_TOOBIG)
    public static let constraint = ResultCode(rawValue: SQLITE_CONSTRAINT)
    public static let mismatch = ResultCode(rawValue: SQLITE_MISMATCH)
    public static let misuse = ResultCode(rawValue: SQLITE_MISUSE)
    /// A parameter index out of range (`bind`).
    public static let range = ResultCode(rawValue: SQLITE_RANGE)
    public static let notADatabase = ResultCode(rawValue: SQLITE_NOTADB)
    public static let row = ResultCode(rawValue: SQLITE_ROW)
    public static let done = ResultCode(rawValue: SQLITE_DONE)

    // Extended codes.
    /// SQLITE_IOERR_SHORT_READ: a read past the end of the file (zero-filled).
    public static let ioErrorShortRead = ResultCode(rawValue: SQLITE_IOERR | 2 << 8)
    /// SQLITE_READONLY_DBMOVED: the file was renamed or removed while open.
    public static let readOnlyDatabaseMoved = ResultCode(rawValue: SQLITE_READONLY | 4 << 8)
    /// SQLITE_READONLY_DIRECTORY: the folder, not the file, refuses the
    /// journal or WAL SQLite must make beside the file.
    public static let readOnlyDirectory = ResultCode(rawValue: SQLITE_READONLY | 6 << 8)
    /// SQLITE_CONSTRAINT_CHECK.
    public static let constraintCheck = ResultCode(rawValue: SQLITE_CONSTRAINT | 1 << 8)
    /// SQLITE_CONSTRAINT_FOREIGNKEY: a row names a parent that is not there.
    public static let constraintForeignKey = ResultCode(rawValue: SQLITE_CONSTRAINT | 3 << 8)
    /// SQLITE_CONSTRAINT_NOTNULL.
    public static let constraintNotNull = ResultCode(rawValue: SQLITE_CONSTRAINT | 5 << 8)
    /// SQLITE_CONSTRAINT_PRIMARYKEY.
    public static let constraintPrimaryKey = ResultCode(rawValue: SQLITE_CONSTRAINT | 6 << 8)
    /// SQLITE_CONSTRAINT_UNIQUE.
    public static let constraintUnique = ResultCode(rawValue: SQLITE_CONSTRAINT | 8 << 8)
}
