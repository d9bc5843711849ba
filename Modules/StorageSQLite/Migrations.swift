import Storage

/// One step of the schema, applied once and recorded in `schema_migrations`.
public struct Migration: Sendable {
    public let version: Int
    public let name: String
    public let sql: String

    public init(version: Int, name: String, sql: String) {
        self.version = version; self.name = name; self.sql = sql
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
        let hasTable = try database.scalarText(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'") == "1"
        guard hasTable else {
            let objects = try database.scalarText("SELECT count(*) FROM sqlite_master") ?? "0"
            return objects == "0" ? .empty : .foreign
        }
        return .version(Int(try database.scalarText("SELECT coalesce(max(version), 0) FROM schema_migrations") ?? "0") ?? 0)
    }

    /// Applies every migration newer than the recorded version, in order.
    /// The version is read again inside the write lock, so two processes
    /// opening an old store at once migrate it once.
    public static func migrate(_ database: Database, to migrations: [Migration]) throws {
        try database.transaction(immediate: true) {
            try database.execute(createTable)
            let current = Int(try database.scalarText("SELECT coalesce(max(version), 0) FROM schema_migrations") ?? "0") ?? 0
            let latest = migrations.map(\.version).max() ?? 0
            if current > latest {
                throw StoreError.newerVersion(path: database.path, found: current, supported: latest)
            }
            for migration in migrations.sorted(by: { $0.version < $1.version }) where migration.version > current {
                try database.execute(migration.sql)
                try database.prepare("INSERT INTO schema_migrations (version, name) VALUES (?, ?)")
                    .run(.int(migration.version), .text(migration.name))
            }
        }
    }
}
