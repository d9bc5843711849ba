import SQLite
import Testing

@Suite struct MigratorTests {
    static let migrations = [
        Migration(version: 1, name: "table", sql: "CREATE TABLE t (x INTEGER)"),
        Migration(version: 2, name: "row", steps: [.sql("INSERT INTO t (x) VALUES (1)")]),
    ]

    @Test func eachMigrationIsAppliedAndRecordedOnce() throws {
        try withDatabase { database, _ in
            #expect(try Migrator.state(of: database) == .empty)
            try Migrator.migrate(database, to: Array(Self.migrations.prefix(1)))
            #expect(try Migrator.state(of: database) == .version(1))
            try Migrator.migrate(database, to: Self.migrations)
            try Migrator.migrate(database, to: Self.migrations)
            #expect(try Migrator.state(of: database) == .version(2))
            #expect(try database.scalarText("SELECT count(*) FROM t") == "1")
            #expect(
                try database.scalarText("SELECT group_concat(version || ':' || name) FROM schema_migrations")
                    == "1:table,2:row")
        }
    }

    @Test func aThrowingStepLeavesItsVersionUnrecorded() throws {
        try withDatabase { database, _ in
            let failing = Migration(
                version: 2, name: "fails",
                steps: [.sql("INSERT INTO t (x) VALUES (1)"), .code { _ in throw Refusal() }])
            try Migrator.migrate(database, to: Array(Self.migrations.prefix(1)))
            #expect(throws: Refusal.self) { try Migrator.migrate(database, to: [Self.migrations[0], failing]) }
            #expect(try Migrator.state(of: database) == .version(1))
            #expect(try database.scalarText("SELECT count(*) FROM t") == "0")
        }
    }

    @Test func aNewerFileIsRefusedAndLeftAlone() throws {
        try withDatabase { database, _ in
            try Migrator.migrate(database, to: Self.migrations)
            #expect(throws: NewerSchemaError(path: database.path, found: 2, supported: 1)) {
                try Migrator.migrate(database, to: Array(Self.migrations.prefix(1)))
            }
            #expect(try Migrator.state(of: database) == .version(2))
        }
    }

    @Test func someoneElsesTablesAreForeign() throws {
        try withDatabase { database, _ in
            try database.execute("CREATE TABLE notes (text TEXT)")
            #expect(try Migrator.state(of: database) == .foreign)
        }
    }
}
