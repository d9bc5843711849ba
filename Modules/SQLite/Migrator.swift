/// One step of a schema, applied once and recorded in `schema_migrations`.
///
/// A step is SQL, Swift code, or both in order. Code is for what SQL cannot
/// say: a backfill whose values need the app's own rules. It runs on the
/// migrating connection inside the migration's transaction, so a throw
/// rolls back the SQL before it and leaves the version unrecorded, exactly
/// like bad SQL.
package struct Migration: Sendable {
    package enum Step: Sendable {
        case sql(String)
        /// Runs inside the migration's write transaction; throw to roll back.
        case code(@Sendable (Database) throws -> Void)
    }

    package let version: Int
    package let name: String
    package let steps: [Step]

    package init(version: Int, name: String, steps: [Step]) {
        self.version = version
        self.name = name
        self.steps = steps
    }

    package init(version: Int, name: String, sql: String) {
        self.init(version: version, name: name, steps: [.sql(sql)])
    }

    func apply(to database: Database) throws {
        for step in steps {
            switch step {
            case .sql(let sql): try database.execute(sql)
            case .code(let body): try body(database)
            }
        }
    }
}

/// A file that records a schema version newer than any migration given:
/// written by a newer build, which this one must not touch.
package struct NewerSchemaError: Error, Sendable, Equatable {
    package let path: String
    package let found: Int
    package let supported: Int

    package init(path: String, found: Int, supported: Int) {
        self.path = path
        self.found = found
        self.supported = supported
    }
}

/// Applies migrations in order, each recorded in `schema_migrations`, all
/// of them in one immediate transaction, and tells what a file holds. The
/// list of migrations is the app's.
package enum Migrator {
    /// What `schema_migrations` says about a database.
    package enum State: Equatable, Sendable {
        /// No table at all: a fresh database.
        case empty
        /// The highest version applied.
        case version(Int)
        /// Tables, but none of ours: some other program's database.
        case foreign
    }

    static let createTable = """
        CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)
        """

    /// Reads the state without writing (reading the schema also makes SQLite
    /// parse page 1, so a file that is not a database fails here).
    package static func state(of database: Database) throws -> State {
        let hasTable =
            try database.scalarText(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'") == "1"
        guard hasTable else {
            let objects = try database.scalarText("SELECT count(*) FROM sqlite_master") ?? "0"
            return objects == "0" ? .empty : .foreign
        }
        return .version(try recordedVersion(database))
    }

    /// Applies every migration newer than the recorded version, in order.
    /// The version is read again inside the write lock, so two processes
    /// opening an old file at once migrate it once. A file newer than every
    /// migration throws `NewerSchemaError` and is left as it is.
    package static func migrate(_ database: Database, to migrations: [Migration]) throws {
        try database.transaction(.immediate) {
            try database.execute(createTable)
            let current = try recordedVersion(database)
            let latest = migrations.map(\.version).max() ?? 0
            if current > latest {
                throw NewerSchemaError(path: database.path, found: current, supported: latest)
            }
            for migration in migrations.sorted(by: { $0.version < $1.version }) where migration.version > current {
                try migration.apply(to: database)
                try database.run(
                    "INSERT INTO schema_migrations (version, name) VALUES (?, ?)", .int(migration.version),
                    .text(migration.name))
            }
        }
    }

    private static func recordedVersion(_ database: Database) throws -> Int {
        Int(try database.scalarText("SELECT coalesce(max(version), 0) FROM schema_migrations") ?? "0") ?? 0
    }
}
