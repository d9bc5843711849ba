import Foundation
import PocketTestSupport
import SQLite
import SharedModels
import Storage
import StorageJSON
import StorageSQLite
import Testing

/// A store found damaged is never written, whatever rows the write needs;
/// and a command that failed leaves no file behind.
@Suite struct DamagedWriteTests {
    /// Trackers "A" (good) and "B" (to be damaged) in category "Sport".
    func makeStore(_ kind: StoreKind, _ directory: String) throws -> (a: Tracker, b: Tracker, category: TrackerCategory)
    {
        let category = Make.category("Sport")
        let a = Make.tracker("A", category: category)
        let b = Make.tracker("B", category: category)
        try openStore(kind, directory).write { context in
            try context.insertCategory(category)
            try context.insertTracker(a)
            try context.insertTracker(b)
            try context.insertRecord(TrackerRecord(trackerID: a.id, day: Make.day("2026-01-02")))
        }
        return (a, b, category)
    }

    /// Makes B's color invalid the way a user with an editor or the sqlite3 shell would.
    func damageColor(of tracker: Tracker, _ kind: StoreKind, _ directory: String) throws {
        let path = storeFile(kind, directory)
        switch kind {
        case .sqlite:
            try Database(path: path).execute(
                "UPDATE trackers SET color = 'not a color' WHERE id = '\(tracker.id.rawValue)'")
        case .json:
            let text = String(decoding: try #require(fileBytes(path)), as: UTF8.self)
            let line = try #require(
                text.split(separator: "\n").first { $0.contains(tracker.id.rawValue) && $0.contains("\"color\"") })
            let damaged = line.replacingOccurrences(
                of: tracker.color.hex, with: "not a color", options: .caseInsensitive)
            #expect(damaged != line)
            try writeFile(path, Array(text.replacingOccurrences(of: line, with: damaged).utf8))
        }
    }

    /// The store's files with their size and a hash of their bytes (the
    /// `-shm` index aside, which readers rewrite).
    func contents(_ directory: String) -> [String: String] {
        var result: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        where !name.hasSuffix("-shm") {
            let bytes = fileBytes(directory + "/" + name) ?? []
            let hash = bytes.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
            result[name] = "\(bytes.count) bytes, fnv \(String(hash, radix: 16))"
        }
        return result
    }

    @Test(arguments: StoreKind.allCases)
    func everyWriteRefusesAStoreWithADamagedRow(kind: StoreKind) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (a, b, category) = try makeStore(kind, folder.storeDirectory)
        try damageColor(of: b, kind, folder.storeDirectory)
        let before = contents(folder.storeDirectory)
        var pinned = a
        pinned.pinned = true
        let writes: [(String, (any StoreContext) throws -> Void)] = [
            ("done A", { try $0.insertRecord(TrackerRecord(trackerID: a.id, day: Make.day("2026-01-03"))) }),
            ("undo A", { try $0.deleteRecord(TrackerRecord(trackerID: a.id, day: Make.day("2026-01-02"))) }),
            ("pin A", { try $0.updateTracker(pinned) }),
            ("add C", { try $0.insertTracker(Make.tracker("C", category: category)) }),
            ("category add", { try $0.insertCategory(Make.category("Other")) }),
            ("delete A", { try $0.deleteTracker(id: a.id) }),
            ("a setting", { try $0.setSetting("lastCategory", category.id.rawValue) }),
        ]
        let path = storeFile(kind, folder.storeDirectory)
        for (name, write) in writes {
            #expect("\(kind) \(name)") {
                try openStore(kind, folder.storeDirectory).write(write)
            } throws: { error in
                guard case .corrupt(path, _) = error as? StoreError else { return false }
                return true
            }
            #expect(contents(folder.storeDirectory) == before, "\(kind) \(name) changed the store")
        }
        // Reads report the same damage.
        #expect(throws: StoreError.self) { try openStore(kind, folder.storeDirectory).read { try $0.trackers() } }
    }

    @Test func aSoundOutsideChangeIsCheckedOnceThenSealed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (a, _, _) = try makeStore(.sqlite, folder.storeDirectory)
        let path = storeFile(.sqlite, folder.storeDirectory)
        let sealed = "SELECT sealed_clock IS (SELECT hlc FROM sync_clock) FROM store_seal"
        #expect(try Database(path: path).scalarText(sealed) == "1", "our own writes seal the store")
        try Database(path: path).execute(
            "UPDATE trackers SET name = 'A2', name_key = 'a2' WHERE id = '\(a.id.rawValue)'")
        #expect(try Database(path: path).scalarText(sealed) == "0", "an outside change is marked")
        try openStore(.sqlite, folder.storeDirectory).write { try $0.insertCategory(Make.category("Other")) }
        #expect(try Database(path: path).scalarText(sealed) == "1")
        #expect(try openStore(.sqlite, folder.storeDirectory).read { try $0.tracker(id: a.id) }?.name == "A2")
    }

    /// Every kind of change another program can make to a checked table
    /// breaks the seal (`OutsideChanges`: the change log's clock ticks), so
    /// the next scope checks the store. `A` stands for tracker A's id, `C`
    /// for the category's.
    @Test(arguments: [
        "INSERT INTO records (tracker_id, day) VALUES ('A', 20500)",
        "DELETE FROM records WHERE tracker_id = 'A'",
        "UPDATE records SET day = day + 1",
        "INSERT INTO categories (id, title, title_key) VALUES ('new', 'New', 'new')",
        "UPDATE categories SET title = 'Other' WHERE id = 'C'",
        "UPDATE trackers SET id = 'moved' WHERE id = 'A'",
        "UPDATE trackers SET count_times = 1, count_per = 2 WHERE id = 'A'",
        "DELETE FROM trackers WHERE id = 'A'",
    ])
    func everyOutsideChangeBreaksTheSeal(sql: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (a, _, category) = try makeStore(.sqlite, folder.storeDirectory)
        let database = try Database(path: storeFile(.sqlite, folder.storeDirectory))
        let sealed = "SELECT sealed_clock IS (SELECT hlc FROM sync_clock) FROM store_seal"
        #expect(try database.scalarText(sealed) == "1")
        try database.execute(
            sql.replacingOccurrences(of: "'A'", with: "'\(a.id.rawValue)'")
                .replacingOccurrences(of: "'C'", with: "'\(category.id.rawValue)'"))
        #expect(try database.scalarText(sealed) == "0", "\(sql)")
    }

    @Test func anOrphanLeftByTheShellIsDamage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (_, _, category) = try makeStore(.sqlite, folder.storeDirectory)
        // The sqlite3 shell runs without foreign keys: the trackers stay.
        try Database(path: storeFile(.sqlite, folder.storeDirectory)).execute(
            "DELETE FROM categories WHERE id = '\(category.id.rawValue)'")
        #expect {
            try openStore(.sqlite, folder.storeDirectory).write { try $0.insertCategory(Make.category("Other")) }
        } throws: { error in
            guard case .corrupt = error as? StoreError else { return false }
            return true
        }
    }

    @Test func aMissingTableIsDamageNamingTheFileWithoutSQL() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try makeStore(.sqlite, folder.storeDirectory)
        let path = storeFile(.sqlite, folder.storeDirectory)
        try Database(path: path).execute("DROP TABLE records")
        #expect {
            try openStore(.sqlite, folder.storeDirectory).read { try $0.records(on: Make.day("2026-01-02")) }
        } throws: { error in
            guard case .corrupt(let errorPath, let detail) = error as? StoreError else { return false }
            return errorPath == path && !detail.contains("SELECT")
        }
    }

    @Test func aNewerSQLiteStoreGetsNoFilesBesideIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try makeStore(.sqlite, folder.storeDirectory)
        try Database(path: storeFile(.sqlite, folder.storeDirectory))
            .execute("INSERT INTO schema_migrations (version, name) VALUES (99, 'from the future')")
        let before = contents(folder.storeDirectory)
        #expect(Array(before.keys) == ["store.sqlite"])
        #expect(throws: StoreError.self) { try openStore(.sqlite, folder.storeDirectory) }
        #expect(contents(folder.storeDirectory) == before)
        #expect(!FileManager.default.fileExists(atPath: storeFile(.sqlite, folder.storeDirectory) + "-shm"))
    }

    @Test func aFailedFirstJSONChangeLeavesNoLockFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try openStore(.json, folder.storeDirectory)
        _ = try store.read { try $0.trackers() }
        #expect(throws: Boom.self) {
            try store.write {
                try $0.insertCategory(Make.category("X"))
                throw Boom()
            }
        }
        #expect(contents(folder.storeDirectory).isEmpty)
        try store.write { try $0.insertCategory(Make.category("Y")) }
        #expect(
            contents(folder.storeDirectory).keys.sorted() == [
                JSONStore.fileName, JSONStore.sealFileName, JSONStore.lockFileName,
            ])
    }

    @Test func aFailedMigrateToJSONLeavesOnlyTheSQLiteStore() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (_, b, _) = try makeStore(.sqlite, folder.storeDirectory)
        try damageColor(of: b, .sqlite, folder.storeDirectory)
        let before = contents(folder.storeDirectory)
        do {
            let source = try openStore(.sqlite, folder.storeDirectory)
            let target = try openStore(.json, folder.storeDirectory)
            #expect(throws: StoreError.self) { try StoreCopier.copy(from: source, to: target, force: false) }
        }
        #expect(contents(folder.storeDirectory) == before)
    }

    /// Whether `chattr +i` works on the temporary folder's file system (ext4 as root).
    static let canMakeImmutable: Bool = {
        guard let folder = try? TemporaryFolder() else { return false }
        defer { folder.remove() }
        let path = folder.path + "/probe"
        guard (try? writeFile(path, [1])) != nil, (try? run("/usr/bin/chattr", ["+i", path])) != nil else {
            return false
        }
        _ = try? run("/usr/bin/chattr", ["-i", path])
        return true
    }()

    @Test(.enabled(if: canMakeImmutable, "needs chattr +i (root on ext4 or similar)"))
    func aFailedRenameLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try makeStore(.json, folder.storeDirectory)
        let path = storeFile(.json, folder.storeDirectory)
        // An immutable file cannot be renamed over, even by root, while the
        // folder takes new files: the rename is what fails.
        try Self.run("/usr/bin/chattr", ["+i", path])
        defer { _ = try? Self.run("/usr/bin/chattr", ["-i", path]) }
        let before = contents(folder.storeDirectory)
        #expect(throws: StoreError.self) {
            try openStore(.json, folder.storeDirectory).write { try $0.insertCategory(Make.category("X")) }
        }
        #expect(contents(folder.storeDirectory) == before)
    }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Boom() }
    }
}
