import Storage

/// One step of the schema, applied once and recorded in `schema_migrations`.
///
/// A step is SQL, Swift code, or both in order. Code is for what SQL cannot
/// say: a backfill whose values need the app's own rules (the name order,
/// say, which SQLite's collations do not know). It runs on the migrating
/// connection inside the migration's transaction, so a throw rolls back the
/// SQL before it and leaves the version unrecorded, exactly like bad SQL.
public struct Migration: Sendable {
    public enum Step: Sendable {
        case sql(String)
        /// Runs inside the migration's write transaction; throw to roll back.
        case code(@Sendable (Database) throws -> Void)
    }

    public let version: Int
    public let name: String
    public let steps: [Step]

    public init(version: Int, name: String, steps: [Step]) {
        self.version = version
        self.name = name
        self.steps = steps
    }

    public init(version: Int, name: String, sql: String) {
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

/// Applies migrations in order, in one `BEGIN IMMEDIATE` transaction, and
/// tells what a file holds.
public enum Migrator {
    /// What `schema_migrations` says about a database.
    public enum State: Equatable, Sendable {
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
    public static func state(of database: Database) throws -> State {
        let hasTable =
            try database.scalarText(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'") == "1"
        guard hasTable else {
            let objects = try database.scalarText("SELECT count(*) FROM sqlite_master") ?? "0"
            return objects == "0" ? .empty : .foreign
        }
        return .version(
            Int(try database.scalarText("SELECT coalesce(max(version), 0) FROM schema_migrations") ?? "0") ?? 0)
    }

    /// Applies every migration newer than the recorded version, in order.
    /// The version is read again inside the write lock, so two processes
    /// opening an old store at once migrate it once.
    public static func migrate(_ database: Database, to migrations: [Migration]) throws {
        try database.transaction(immediate: true) {
            try database.execute(createTable)
            let current =
                Int(try database.scalarText("SELECT coalesce(max(version), 0) FROM schema_migrations") ?? "0") ?? 0
            let latest = migrations.map(\.version).max() ?? 0
            if current > latest {
                throw StoreError.newerVersion(path: database.path, found: current, supported: latest)
            }
            for migration in migrations.sorted(by: { $0.version < $1.version }) where migration.version > current {
                try migration.apply(to: database)
                try database.prepare("INSERT INTO schema_migrations (version, name) VALUES (?, ?)")
                    .run(.int(migration.version), .text(migration.name))
            }
        }
    }
}
