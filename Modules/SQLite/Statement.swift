import CSQLite

/// SQLite copies bound text before `bind` returns.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A prepared statement, lent to a caller only inside a scope
/// (`Database.withStatement`), which rewinds it and clears its bindings
/// when the scope ends, however it ends: no caller resets one by hand.
/// Inside a scope, `run` and `fetch` may be called again and again (each
/// binds, steps and rewinds); `bind` and `step` are there for a loop that
/// binds one parameter at a time.
package final class Statement {
    let handle: OpaquePointer
    unowned let database: Database
    /// The SQL text (named in errors).
    package let sql: String
    /// Set while a scope holds it: a nested scope over the same SQL gets a
    /// statement of its own instead of rewinding this one under its user.
    var isInUse = false

    init(handle: OpaquePointer, database: Database, sql: String) {
        self.handle = handle
        self.database = database
        self.sql = sql
    }

    func finalize() { sqlite3_finalize(handle) }

    /// Rewinds and clears every binding, ready for the next use. The code
    /// `sqlite3_reset` returns is the last step's failure, already thrown.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Binds values to parameters 1, 2, … in order.
    package func bind(_ values: SQLValue...) throws { try bind(values) }

    /// Binds values to parameters 1, 2, … in order.
    package func bind(_ values: [SQLValue]) throws {
        for (offset, value) in values.enumerated() { try bind(value, at: Int32(offset + 1)) }
    }

    /// Binds one value to the 1-based parameter `index`; an index the
    /// statement does not have is `.range`, never ignored.
    package func bind(_ value: SQLValue, at index: Int32) throws {
        let code: Int32
        switch value {
        case .null: code = sqlite3_bind_null(handle, index)
        case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
        case .text(let text):
            code =
                text.utf8.withContiguousStorageIfAvailable { bytes in
                    sqlite3_bind_text(
                        handle, index,
                        bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                        Int32(bytes.count), transient)
                } ?? sqlite3_bind_text(handle, index, text, -1, transient)
        }
        guard code == SQLITE_OK else {
            throw DatabaseError(
                code: ResultCode(rawValue: code),
                message: "\(String(cString: sqlite3_errstr(code))) (parameter \(index))", sql: sql,
                path: database.path)
        }
    }

    /// Advances to the next row: the row, or nil when there is none left.
    /// The row's columns are valid until the next step or the scope's end.
    package func step() throws -> Row? {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return Row(handle: handle)
        case SQLITE_DONE: return nil
        default:
            let error = database.lastError(sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Binds `values`, runs to the end (a statement that returns no rows),
    /// then rewinds for the next use.
    package func run(_ values: SQLValue...) throws { try run(values) }

    /// `run` with the values as an array.
    package func run(_ values: [SQLValue]) throws {
        try fresh {
            try bind(values)
            while try step() != nil {}
        }
    }

    /// Binds `values`, hands each row to `row`, then rewinds.
    package func fetch(_ values: SQLValue..., row: (Row) throws -> Void) throws {
        try fetch(values, row: row)
    }

    /// `fetch` with the values as an array.
    package func fetch(_ values: [SQLValue], row: (Row) throws -> Void) throws {
        try fresh {
            try bind(values)
            while let next = try step() { try row(next) }
        }
    }

    /// Runs `body` on the statement rewound, and rewinds it again after.
    private func fresh<T>(_ body: () throws -> T) throws -> T {
        if sqlite3_stmt_busy(handle) != 0 { reset() }
        defer { reset() }
        return try body()
    }
}
