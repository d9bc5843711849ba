import FileIO
import SQLite

/// Reads Loop Habit Tracker's full backup (`Loop Habits Backup
/// YYYY-MM-DD.db`), a SQLite database, opened read-only and immutable:
/// nothing is ever written to it or beside it (see `Database.openForeign`).
/// Accepts the schema versions Loop's own importer accepts
/// (`PRAGMA user_version` 9, Loop's first migration, up to 26), with the
/// columns each version has; a newer one is `.unsupportedVersion`, a file
/// that is no SQLite database or has neither `Habits` nor `Repetitions` is
/// `.unknownFormat`.
package enum LoopBackupReader {
    /// The versions read here: migrations 09 (Loop's first) to 26.
    package static let versions = 9...26

    package static func read(path: String) throws -> ForeignHistory {
        let header = try header(path)
        guard header.starts(with: Array("SQLite format 3\0".utf8)) else { throw ForeignFormatError.unknownFormat }
        let container = FileContents.fileName(path)
        // Immutable and hardened (`Database.openForeign`): nothing is made or
        // read beside the file, and its own SQL runs untrusted and bounded.
        let database: Database
        do {
            database = try Database.openForeign(path: path)
        } catch {
            throw ForeignFormatError.damaged(ForeignDamage(place: container, reason: .badContainer))
        }
        let version = try schemaVersion(database, container: container)
        let habits = try LoopBackupRows(database: database, version: version).habits()
        return ForeignHistory(source: .loopBackup, habits: habits)
    }

    /// The file's first 20 bytes (SQLite's magic and its journal mode), fewer
    /// for a shorter file. Errors opening or reading it (missing, not a
    /// regular file, no permission) are `FileContents.Failure`, rethrown.
    static func header(_ path: String) throws -> [UInt8] {
        try FileContents.read(path, limit: 20, prefix: 20)
    }

    /// The schema version, once the file is known to be Loop's: both
    /// tables there (neither: someone else's database; one: damage).
    private static func schemaVersion(_ database: Database, container: String) throws -> Int {
        let tables: Set<String>
        let version: Int
        do {
            var names = Set<String>()
            try database.fetch("SELECT lower(name) FROM sqlite_master WHERE type = 'table'") {
                names.insert($0.string(0))
            }
            tables = names
            version = Int(try database.scalarText("PRAGMA user_version") ?? "") ?? 0
        } catch {
            throw LoopBackupRows.damage(error, database: database, place: container)
        }
        switch (tables.contains("habits"), tables.contains("repetitions")) {
        case (false, false): throw ForeignFormatError.unknownFormat
        case (true, false): throw ForeignFormatError.damaged(ForeignDamage(place: "Repetitions", reason: .missingPart))
        case (false, true): throw ForeignFormatError.damaged(ForeignDamage(place: "Habits", reason: .missingPart))
        case (true, true): break
        }
        guard versions.contains(version) else { throw ForeignFormatError.unsupportedVersion(version) }
        return version
    }
}
