#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials
import SharedModels
import StorageSQLite

/// Reads Loop Habit Tracker's full backup (`Loop Habits Backup
/// YYYY-MM-DD.db`), a SQLite database, opened read-only: nothing is ever
/// written to it. Accepts the schema versions Loop's own importer accepts
/// (`PRAGMA user_version` 9, Loop's first migration, up to 26), with the
/// columns each version has; a newer one is `.unsupportedVersion`, a file
/// that is no SQLite database or has neither `Habits` nor `Repetitions` is
/// `.unknownFormat`.
public enum LoopBackupReader {
    /// The versions read here: migrations 09 (Loop's first) to 26.
    public static let versions = 9...26

    public static func read(path: String) throws -> ForeignHistory {
        let header = try header(path)
        guard header.starts(with: Array("SQLite format 3\0".utf8)) else { throw ForeignFormatError.unknownFormat }
        let container = lastComponent(path)
        // A backup copied from a WAL-mode database says so in its header; opened
        // read-only, SQLite would still make `-wal` and `-shm` files beside it.
        // Without a `-wal` there is nothing more to read: `immutable` opens it
        // with no side file and no lock.
        let wal = header.count >= 20 && header[18] == 2 && header[19] == 2
        let mode: Database.Mode = wal && access(path + "-wal", F_OK) != 0 ? .immutable : .readOnly
        let database: Database
        do {
            database = try Database(path: path, mode: mode)
        } catch {
            throw ForeignFormatError.damaged(ForeignDamage(place: container, reason: .badContainer))
        }
        let version = try schemaVersion(database, container: container)
        let habits = try LoopBackupRows(database: database, version: version).habits()
        return ForeignHistory(source: .loopBackup, habits: habits)
    }

    /// The file's first 20 bytes (SQLite's magic and its journal mode), fewer
    /// for a shorter file. Errors opening or reading it (missing, no
    /// permission) are rethrown as they are.
    static func header(_ path: String) throws -> [UInt8] {
        // open(2) rather than Foundation's FileHandle: the apps that read
        // backups link FoundationEssentials only.
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 20)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + filled, $0.count - filled) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            filled += count
        }
        return Array(bytes[..<filled])
    }

    /// The last component of `path`, as errors name the file.
    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The schema version, once the file is known to be Loop's: both
    /// tables there (neither: someone else's database; one: damage).
    private static func schemaVersion(_ database: Database, container: String) throws -> Int {
        let tables: Set<String>
        let version: Int
        do {
            let statement = try database.prepare("SELECT lower(name) FROM sqlite_master WHERE type = 'table'")
            defer { statement.reset() }
            var names = Set<String>()
            while try statement.step() { names.insert(statement.string(0)) }
            tables = names
            version = Int(try database.scalarText("PRAGMA user_version") ?? "") ?? 0
        } catch {
            throw ForeignFormatError.damaged(ForeignDamage(place: container, reason: .badContainer))
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

/// read(2), out of reach of `LoopBackupReader.read`'s name.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
