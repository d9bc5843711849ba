import CSQLite

/// Statements through scopes: each is prepared once per connection and
/// SQL text, kept in the connection's cache, and rewound with its
/// bindings cleared when the scope ends, so the next user finds it clean.
extension Database {
    /// Runs `body` with the cached statement for `sql`; however `body`
    /// ends, the statement is rewound and its bindings cleared after.
    package func withStatement<T>(_ sql: String, _ body: (Statement) throws -> T) throws -> T {
        let statement = try cachedStatement(sql)
        if statement.isInUse {
            // The same SQL in a nested scope: a statement of its own.
            let own = try prepare(sql, persistent: false)
            defer { own.finalize() }
            return try body(own)
        }
        statement.isInUse = true
        defer {
            statement.isInUse = false
            statement.reset()
        }
        return try body(statement)
    }

    /// Runs a statement that returns no rows, `values` bound to ?1, ?2, …
    package func run(_ sql: String, _ values: SQLValue...) throws { try run(sql, values) }

    /// `run` with the values as an array.
    package func run(_ sql: String, _ values: [SQLValue]) throws {
        try withStatement(sql) { try $0.run(values) }
    }

    /// Hands each row of a query to `row`.
    package func fetch(_ sql: String, _ values: SQLValue..., row: (Row) throws -> Void) throws {
        try fetch(sql, values, row: row)
    }

    /// `fetch` with the values as an array.
    package func fetch(_ sql: String, _ values: [SQLValue], row: (Row) throws -> Void) throws {
        try withStatement(sql) { try $0.fetch(values, row: row) }
    }

    /// The first row of a query read by `read`, nil when there is none.
    package func fetchOne<T>(_ sql: String, _ values: SQLValue..., read: (Row) throws -> T) throws -> T? {
        try withStatement(sql) { statement in
            try statement.bind(values)
            return try statement.step().map(read)
        }
    }

    /// Whether a query returns a row.
    package func exists(_ sql: String, _ values: SQLValue...) throws -> Bool {
        try withStatement(sql) { statement in
            try statement.bind(values)
            return try statement.step() != nil
        }
    }

    /// The first column of the first row as text, nil when there is no row
    /// (or the value is NULL).
    package func scalarText(_ sql: String) throws -> String? {
        try withStatement(sql) { try $0.step()?.text(0) }
    }

    /// The cached statement for `sql`, prepared on first use.
    func cachedStatement(_ sql: String) throws -> Statement {
        if let cached = statements[sql] { return cached }
        let statement = try prepare(sql, persistent: true)
        statements[sql] = statement
        return statement
    }

    private func prepare(_ sql: String, persistent: Bool) throws -> Statement {
        var pointer: OpaquePointer?
        let flags = persistent ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
        let code = sqlite3_prepare_v3(handle, sql, -1, flags, &pointer, nil)
        guard code == SQLITE_OK, let pointer else { throw lastError(sql: sql) }
        return Statement(handle: pointer, database: self, sql: sql)
    }
}
