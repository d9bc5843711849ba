import ForeignHabits
import Foundation
import PocketTestSupport
import Testing

/// Loop's backups of four schema generations, built by running Loop's own
/// migrations with sqlite3, read to the exact values; damaged, newer and
/// foreign files give the error that says so, and the file is never written.
@Suite struct LoopBackupReaderTests {
    @Test(arguments: [(13, LoopFixtures.v13), (20, LoopFixtures.v20), (25, LoopFixtures.v25), (26, LoopFixtures.v25)])
    func everyGenerationReadsToItsValues(version: Int, expected: [ForeignHabit]) throws {
        let history = try LoopBackupReader.read(path: LoopFixtures.path(version))
        #expect(history.source == .loopBackup)
        #expect(history.habits.count == expected.count)
        for (read, want) in zip(history.habits, expected) { #expect(read == want) }
    }

    @Test func theBackupIsNotWritten() throws {
        let folder = try TemporaryFolder("loop")
        let path = try copy(25, to: folder)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        _ = try LoopBackupReader.read(path: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["backup.db"], "no journal left")
    }

    @Test func aBackupOfAWALDatabaseLeavesNoSideFiles() throws {
        let folder = try TemporaryFolder("loop")
        let path = try copy(25, to: folder, sql: "PRAGMA journal_mode=WAL")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(before[18] == 2 && before[19] == 2, "the header says WAL")
        #expect(try LoopBackupReader.read(path: path).habits == LoopFixtures.v25)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["backup.db"], "no -wal, no -shm")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// A copy taken while the database was open in WAL mode, its last
    /// change only in the `-wal` beside it: the main file is read as it is
    /// (immutable ignores a `-wal`), and neither file changes.
    @Test func changesOnlyInAWALBesideTheBackupAreNotRead() throws {
        let folder = try TemporaryFolder("loop")
        let path = folder.appending("backup.db")
        let made = try Tool.python(
            """
            import shutil, sqlite3, sys
            source, work, copy = sys.argv[1], sys.argv[2] + "/work.db", sys.argv[3]
            shutil.copy(source, work)
            db = sqlite3.connect(work)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA wal_autocheckpoint=0")
            db.execute("UPDATE Habits SET name = 'Changed in the WAL' WHERE id = 1")
            db.commit()
            shutil.copy(work, copy)
            shutil.copy(work + "-wal", copy + "-wal")
            db.close()
            """, [LoopFixtures.path(25), folder.path, path])
        #expect(made.exitCode == 0, "\(made)")
        try FileManager.default.removeItem(atPath: folder.appending("work.db"))
        let files = { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }
        #expect(try files() == ["backup.db", "backup.db-wal"])
        let wal = try Data(contentsOf: URL(fileURLWithPath: path + "-wal"))
        #expect(wal.count > 0, "the change is in the WAL")
        #expect(try LoopBackupReader.read(path: path).habits == LoopFixtures.v25)
        #expect(try files() == ["backup.db", "backup.db-wal"], "no -shm made")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + "-wal")) == wal)
    }

    @Test func aTruncatedBackupIsADamagedContainer() throws {
        let folder = try TemporaryFolder("loop")
        let path = try copy(25, to: folder)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 4096 + 1000)
        try handle.close()
        #expect(throws: ForeignFormatError.self) { try LoopBackupReader.read(path: path) }
        do {
            _ = try LoopBackupReader.read(path: path)
        } catch let ForeignFormatError.damaged(damage) {
            #expect(damage.reason == .badContainer)
        }
    }

    @Test func aMissingTableOrColumnIsAMissingPart() throws {
        let folder = try TemporaryFolder("loop")
        let noEntries = try copy(25, to: folder, as: "a.db", sql: "DROP TABLE Repetitions")
        #expect(throws: ForeignFormatError.damaged(.init(place: "Repetitions", reason: .missingPart))) {
            try LoopBackupReader.read(path: noEntries)
        }
        let noName = try copy(25, to: folder, as: "b.db", sql: "ALTER TABLE Habits DROP COLUMN name")
        #expect(throws: ForeignFormatError.damaged(.init(place: "Habits.name", reason: .missingPart))) {
            try LoopBackupReader.read(path: noName)
        }
    }

    @Test func aBadDateOrValueNamesItsRow() throws {
        let folder = try TemporaryFolder("loop")
        let negative = try copy(
            25, to: folder, as: "a.db",
            sql: "UPDATE Repetitions SET timestamp = -86400000 WHERE id = 5")
        #expect(throws: ForeignFormatError.damaged(.init(place: "Repetitions", line: 5, reason: .badDate))) {
            try LoopBackupReader.read(path: negative)
        }
        // 10000-01-01: past the last day a date can have here.
        let far = try copy(
            25, to: folder, as: "b.db",
            sql: "UPDATE Repetitions SET timestamp = 253402300800000 WHERE id = 2")
        #expect(throws: ForeignFormatError.damaged(.init(place: "Repetitions", line: 2, reason: .badDate))) {
            try LoopBackupReader.read(path: far)
        }
        let value = try copy(25, to: folder, as: "c.db", sql: "UPDATE Repetitions SET value = 7 WHERE id = 3")
        #expect(throws: ForeignFormatError.damaged(.init(place: "Repetitions", line: 3, reason: .badNumber))) {
            try LoopBackupReader.read(path: value)
        }
        let frequency = try copy(25, to: folder, as: "d.db", sql: "UPDATE Habits SET freq_den = 0 WHERE id = 2")
        #expect(throws: ForeignFormatError.damaged(.init(place: "Habits", line: 2, reason: .badNumber))) {
            try LoopBackupReader.read(path: frequency)
        }
    }

    @Test func aNewerSchemaIsUnsupported() throws {
        let folder = try TemporaryFolder("loop")
        let newer = try copy(26, to: folder, sql: "PRAGMA user_version = 27")
        #expect(throws: ForeignFormatError.unsupportedVersion(27)) { try LoopBackupReader.read(path: newer) }
        // Before migration 09 Loop's tables were not its own yet (its importer could not migrate them).
        let older = try copy(13, to: folder, as: "old.db", sql: "PRAGMA user_version = 8")
        #expect(throws: ForeignFormatError.unsupportedVersion(8)) { try LoopBackupReader.read(path: older) }
    }

    @Test func foreignFilesAreUnknown() throws {
        let folder = try TemporaryFolder("loop")
        let text = try folder.write("Position,Name\n", to: "habits.db")
        #expect(throws: ForeignFormatError.unknownFormat) { try LoopBackupReader.read(path: text) }
        let empty = try folder.write("", to: "empty.db")
        #expect(throws: ForeignFormatError.unknownFormat) { try LoopBackupReader.read(path: empty) }
        let other = folder.appending("other.db")
        let made = try Tool.run(["sqlite3", other, "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)"])
        #expect(made.exitCode == 0, "\(made)")
        #expect(throws: ForeignFormatError.unknownFormat) { try LoopBackupReader.read(path: other) }
    }

    /// Copies the fixture of `version` into `folder`, then runs `sql` on the copy with sqlite3.
    private func copy(
        _ version: Int, to folder: TemporaryFolder, as name: String = "backup.db",
        sql: String? = nil
    ) throws -> String {
        let path = folder.appending(name)
        try FileManager.default.copyItem(atPath: LoopFixtures.path(version), toPath: path)
        if let sql {
            let result = try Tool.run(["sqlite3", path, sql])
            #expect(result.exitCode == 0, "\(result)")
        }
        return path
    }
}
