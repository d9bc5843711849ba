import PocketTestSupport
import SQLite

/// A file database in a fresh folder, with foreign keys on.
func withDatabase(_ body: (Database, TemporaryFolder) throws -> Void) throws {
    let folder = try TemporaryFolder("sqlite")
    let database = try Database(path: folder.appending("test.sqlite"), create: true)
    try database.execute("PRAGMA foreign_keys=ON")
    try body(database, folder)
}

/// The `DatabaseError` `body` throws, nil when it throws none (or another error).
func databaseError(_ body: () throws -> Void) -> DatabaseError? {
    do {
        try body()
        return nil
    } catch {
        return error as? DatabaseError
    }
}

/// An error a test body throws on purpose.
struct Refusal: Error {}
