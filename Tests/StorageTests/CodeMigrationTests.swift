import Foundation
import PocketTestSupport
import SQLite
import Storage
import StorageSQLite
import Testing

/// A migration step can be Swift code: it runs once, inside the migration's
/// transaction, and is recorded like SQL.
@Suite struct CodeMigrationTests {
    static let table = Migration(version: 1, name: "table", sql: "CREATE TABLE words (word TEXT NOT NULL, key TEXT)")

    /// Fills `key` from Swift, as a backfill needing the app's rules would.
    static func backfill(version: Int, fail: Bool = false) -> Migration {
        Migration(
            version: version, name: "keys",
            steps: [
                .sql("INSERT INTO words (word) VALUES ('Ёлка'), ('Äpfel')"),
                .code { database in
                    var words: [String] = []
                    try database.fetch("SELECT word FROM words WHERE key IS NULL") { words.append($0.string(0)) }
                    for word in words {
                        try database.run(
                            "UPDATE words SET key = ? WHERE word = ?",
                            .text(word.lowercased()), .text(word))
                    }
                    if fail { throw StoreError.corrupt(path: database.path, detail: "backfill refused") }
                },
            ])
    }

    func database(_ folder: TemporaryFolder) throws -> Database {
        try prepareStoreDirectory(folder.storeDirectory)
        return try Database(path: storeFile(.sqlite, folder.storeDirectory), create: true)
    }

    @Test func aCodeStepRunsOnceAndIsRecorded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try database(folder)
        try Migrator.migrate(database, to: [Self.table, Self.backfill(version: 2)])
        try Migrator.migrate(database, to: [Self.table, Self.backfill(version: 2)])
        #expect(
            try database.scalarText("SELECT group_concat(key, ',') FROM (SELECT key FROM words ORDER BY key)")
                == "äpfel,ёлка")
        #expect(try database.scalarText("SELECT count(*) FROM words") == "2")
        #expect(
            try database.scalarText("SELECT group_concat(version || ':' || name) FROM schema_migrations")
                == "1:table,2:keys")
    }

    @Test func aThrowingCodeStepRollsBackItsMigration() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try database(folder)
        try Migrator.migrate(database, to: [Self.table])
        #expect(throws: StoreError.corrupt(path: database.path, detail: "backfill refused")) {
            try Migrator.migrate(database, to: [Self.table, Self.backfill(version: 2, fail: true)])
        }
        // The SQL before the code and the code's own updates are gone, and
        // the version is not recorded: the next open tries again.
        #expect(try database.scalarText("SELECT count(*) FROM words") == "0")
        #expect(try Migrator.state(of: database) == .version(1))
        try Migrator.migrate(database, to: [Self.table, Self.backfill(version: 2)])
        #expect(try database.scalarText("SELECT count(*) FROM words WHERE key IS NOT NULL") == "2")
    }
}
