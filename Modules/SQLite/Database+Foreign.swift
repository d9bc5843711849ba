import CSQLite

/// Opening a SQLite file someone else wrote (a Loop Habit Tracker backup,
/// say) to read it and nothing else.
///
/// A reader never writes beside what it reads: the file is opened
/// `immutable`, so SQLite takes no lock and neither makes nor reads a
/// `-wal` or `-shm` beside it (a garbage `-wal`, or a FIFO that would block
/// an open, is never touched). Commits that exist only in a `-wal` beside
/// the file are therefore not read: the main file is taken as it is.
///
/// The file's own SQL (views, triggers, generated columns, virtual tables)
/// is treated as hostile: `trusted_schema` is off (only functions SQLite
/// marks innocuous may run from the schema), defensive mode is on (no
/// writes to the schema or shadow tables), strings, rows, columns and SQL
/// text are bounded (`Limits`), nothing can be attached, and every query
/// shares one budget of VM steps (`StepBudget`), so a recursive view or a
/// crafted virtual table cannot make a read run for ever.
extension Database {
    /// SQLite's limits for a foreign file, far above anything Loop Habit
    /// Tracker, the one such file read today, writes.
    package enum ForeignLimits {
        /// 1 MiB: the longest string, blob or row read (`SQLITE_LIMIT_LENGTH`;
        /// a habit's name, question and notes are a few hundred bytes).
        package static let length: Int32 = 1 << 20
        /// Columns of a table, an index or a result (`SQLITE_LIMIT_COLUMN`;
        /// Loop's widest table has 17 columns, the reader's widest query 13).
        package static let columns: Int32 = 64
        /// 64 KiB of SQL in one statement, the schema's included
        /// (`SQLITE_LIMIT_SQL_LENGTH`; Loop's longest is under 1 KiB).
        package static let sqlLength: Int32 = 64 << 10
        /// VM steps allowed per byte of the file, plus `baseSteps`. Steps,
        /// not time: the same bound on a slow and a fast machine. Reading a
        /// table costs a few steps per row, and a row takes several bytes,
        /// so a real backup needs under one step per byte (a 6.5 MB backup
        /// of 180,000 repetitions: 1.4 million steps); a file that needs
        /// more than 64 is not data but a program (a recursive view behind
        /// a virtual table) that would otherwise never end.
        package static let stepsPerByte = 64
        /// 20 million steps: a fraction of a second, whatever the file's size.
        package static let baseSteps = 20_000_000
    }

    /// Opens `path` read-only and immutable, hardened as described above.
    /// Errors are `DatabaseError`s, as `init(path:mode:)` throws them.
    package static func openForeign(path: String) throws -> Database {
        let database = try Database(path: path, mode: .immutable)
        _ = csqlite_enable_defensive(database.handle)
        sqlite3_limit(database.handle, SQLITE_LIMIT_LENGTH, ForeignLimits.length)
        sqlite3_limit(database.handle, SQLITE_LIMIT_COLUMN, ForeignLimits.columns)
        sqlite3_limit(database.handle, SQLITE_LIMIT_SQL_LENGTH, ForeignLimits.sqlLength)
        sqlite3_limit(database.handle, SQLITE_LIMIT_ATTACHED, 0)
        // Before any query reads the schema: from here on, its SQL runs untrusted.
        try database.execute("PRAGMA trusted_schema=OFF")
        let size = try database.fileHeader().fileSize
        let (steps, overflow) = size.multipliedReportingOverflow(by: ForeignLimits.stepsPerByte)
        database.limitSteps(to: overflow ? Int.max : ForeignLimits.baseSteps + steps)
        return database
    }

    /// Which of `openForeign`'s bounds ended a query with `error`: its step
    /// budget (SQLite says "interrupted") or the length of a string or row
    /// (SQLITE_TOOBIG); nil for any other failure.
    package func limitReached(by error: any Error) -> ForeignLimit? {
        if stepBudget?.isSpent == true { return .steps }
        if let error = error as? DatabaseError, error.code.primary == .tooBig { return .length }
        return nil
    }

    /// Ends any statement of this connection once `steps` VM steps have run
    /// in all of them together.
    func limitSteps(to steps: Int) {
        let budget = StepBudget(steps: steps)
        stepBudget = budget
        sqlite3_progress_handler(
            handle, StepBudget.interval,
            { context in
                guard let context else { return 0 }
                return Unmanaged<StepBudget>.fromOpaque(context).takeUnretainedValue().spend() ? 0 : 1
            }, Unmanaged.passUnretained(budget).toOpaque())
    }
}

/// The VM steps a connection may still take, spent by SQLite's progress
/// handler, which is called about every `interval` steps of a statement.
/// Owned by its `Database`, which outlives the handler's calls.
final class StepBudget {
    static let interval: Int32 = 10_000
    private var remaining: Int
    private(set) var isSpent = false

    init(steps: Int) { remaining = steps }

    /// Takes one interval's steps; false once none are left (the statement ends).
    func spend() -> Bool {
        remaining -= Int(Self.interval)
        if remaining < 0 { isSpent = true }
        return !isSpent
    }
}

/// A bound of `Database.openForeign` that a read ran into.
package enum ForeignLimit: Sendable, Equatable {
    /// The file's queries took more VM steps than its size allows.
    case steps
    /// A string, row or statement over `ForeignLimits.length` or `.sqlLength`.
    case length
}
