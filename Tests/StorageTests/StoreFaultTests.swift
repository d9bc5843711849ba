import Foundation
import PocketTestSupport
import SQLite
import SharedModels
import Storage
import StorageJSON
import StorageSQLite
import Testing

/// Faults of the place a store lives in, on both backends: read-only media,
/// a full disk, links, a folder where the file should be, a held lock.
/// Each proves one guarantee and that nothing is left behind.
@Suite struct StoreFaultTests {
    /// A store in `directory` holding tracker "A" (with records) in category "Sport".
    @discardableResult
    func makeStore(_ kind: StoreKind, _ directory: String) throws -> Tracker {
        let store = try openStore(kind, directory)
        let category = Make.category("Sport")
        let tracker = Make.tracker("A", category: category)
        try store.write { context in
            try context.insertCategory(category)
            try context.insertTracker(tracker)
            for day in 0..<20 {
                try context.insertRecord(TrackerRecord(trackerID: tracker.id, day: LocalDate(dayNumber: 20_000 + day)))
            }
        }
        return tracker
    }

    /// The file names in a folder, sorted.
    func names(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    func aChange(_ context: any StoreContext) throws {
        try context.insertCategory(Make.category("New " + String(UInt32.random(in: 0...UInt32.max))))
    }

    @Test(.enabled(if: ScratchMount.isAvailable, "needs the right to mount a tmpfs"), arguments: StoreKind.allCases)
    func readOnlyMediaIsReadAndRefusesChanges(kind: StoreKind) throws {
        let mount = try ScratchMount(kilobytes: 2048)
        let directory = mount.path + "/app"
        let tracker = try makeStore(kind, directory)
        let before = names(directory)
        try mount.remountReadOnly()
        let store = try openStore(kind, directory)
        #expect(try store.read { try $0.trackers() } == [tracker])
        #expect(try store.read { try $0.days(of: tracker.id) }.count == 20)
        #expect(throws: StoreError.notWritable(path: directory)) { try store.write(aChange) }
        #expect(names(directory) == before)
    }

    @Test(.enabled(if: ScratchMount.isAvailable, "needs the right to mount a tmpfs"), arguments: StoreKind.allCases)
    func aMissingStoreOnReadOnlyMediaReadsEmpty(kind: StoreKind) throws {
        let mount = try ScratchMount(kilobytes: 256)
        let directory = mount.path + "/app"
        try prepareStoreDirectory(directory)
        try mount.remountReadOnly()
        let store = try openStore(kind, directory)
        #expect(try store.read { try $0.trackers() }.isEmpty)
        #expect(throws: StoreError.notWritable(path: directory)) { try store.write(aChange) }
        #expect(names(directory).isEmpty)
    }

    /// A store of an older schema on read-only media is read through a
    /// migrated copy in memory: its data shows, changes are refused, the file
    /// keeps every byte and nothing is made beside it.
    @Test(.enabled(if: ScratchMount.isAvailable, "needs the right to mount a tmpfs"))
    func anOlderSQLiteStoreOnReadOnlyMediaIsReadThroughAMigratedCopy() throws {
        let mount = try ScratchMount(kilobytes: 1024)
        let directory = mount.path + "/app"
        try prepareStoreDirectory(directory)
        let path = storeFile(.sqlite, directory)
        do {
            let database = try Database(path: path, create: true)
            try Migrator.migrate(database, to: Array(Schema.migrations.prefix(3)))
            try database.execute(
                """
                INSERT INTO categories (id, title, title_key) VALUES ('c1', 'Health', 'health');
                INSERT INTO trackers (id, name, name_key, kind, category_id, emoji, color, schedule, pinned, created_on)
                    VALUES ('t1', 'Water', 'water', 'habit', 'c1', '🙂', '#FD4C49', 127, 0, 20000);
                INSERT INTO records (tracker_id, day) VALUES ('t1', 20001), ('t1', 20002);
                """)
            try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        try mount.remountReadOnly()
        let before = names(directory)
        let bytes = fileBytes(path)
        let store = try openStore(.sqlite, directory)
        #expect(try store.read { try $0.trackers() }.map(\.name) == ["Water"])
        #expect(try store.read { try $0.recordCounts() } == ["t1": 2])
        #expect(throws: StoreError.notWritable(path: directory)) { try store.write(aChange) }
        #expect(fileBytes(path) == bytes)
        #expect(names(directory) == before)
    }

    /// A data folder that does not exist yet on read-only media reads as an
    /// empty store too (it cannot be made there), and a change names the
    /// folder that would have held it.
    @Test(.enabled(if: ScratchMount.isAvailable, "needs the right to mount a tmpfs"), arguments: StoreKind.allCases)
    func aMissingDataFolderOnReadOnlyMediaReadsEmpty(kind: StoreKind) throws {
        let mount = try ScratchMount(kilobytes: 256)
        try mount.remountReadOnly()
        let directory = mount.path + "/pocket/app"
        let store = try openStore(kind, directory)
        #expect(try store.read { try $0.trackers() }.isEmpty)
        #expect(throws: StoreError.notWritable(path: mount.path)) { try store.write(aChange) }
        #expect(names(mount.path).isEmpty)
    }

    @Test(.enabled(if: ScratchMount.isAvailable, "needs the right to mount a tmpfs"), arguments: StoreKind.allCases)
    func aFullDiskIsReadAndRefusesChangesLeavingNothing(kind: StoreKind) throws {
        let mount = try ScratchMount(kilobytes: 1024)
        let directory = mount.path + "/app"
        let tracker = try makeStore(kind, directory)
        let before = names(directory)
        let bytes = fileBytes(storeFile(kind, directory))
        mount.fill()
        do {
            let store = try openStore(kind, directory)
            #expect(try store.read { try $0.trackers() } == [tracker])
            #expect(throws: StoreError.diskFull(path: directory)) {
                try store.write { context in
                    for index in 0..<200 {
                        try context.insertCategory(
                            Make.category("Category \(index) " + String(repeating: "x", count: 200)))
                    }
                }
            }
        }
        #expect(names(directory) == before)
        #expect(fileBytes(storeFile(kind, directory)) == bytes)
    }

    @Test(arguments: StoreKind.allCases)
    func aDanglingLinkIsAnErrorNamingIt(kind: StoreKind) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try prepareStoreDirectory(folder.storeDirectory)
        let path = storeFile(kind, folder.storeDirectory)
        let target = folder.path + "/elsewhere/store"
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        #expect(throws: StoreError.unusable(path: path, problem: .danglingLink(target: target))) {
            try openStore(kind, folder.storeDirectory).read { try $0.trackers() }
        }
        #expect(names(folder.storeDirectory) == [(path as NSString).lastPathComponent])
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test(arguments: StoreKind.allCases)
    func aFolderInPlaceOfTheStoreIsAnErrorNamingIt(kind: StoreKind) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = storeFile(kind, folder.storeDirectory)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(throws: StoreError.unusable(path: path, problem: .directory)) {
            try openStore(kind, folder.storeDirectory).read { try $0.trackers() }
        }
        #expect(names(folder.storeDirectory) == [(path as NSString).lastPathComponent])
    }

    @Test(arguments: StoreKind.allCases)
    func aLinkedStoreIsWrittenThroughToItsTarget(kind: StoreKind) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let elsewhere = folder.path + "/elsewhere"
        let tracker = try makeStore(kind, elsewhere)
        try prepareStoreDirectory(folder.storeDirectory)
        let link = storeFile(kind, folder.storeDirectory)
        let target = storeFile(kind, elsewhere)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let category = Make.category("Through the link")
        try openStore(kind, folder.storeDirectory).write { try $0.insertCategory(category) }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target, "the link was replaced")
        #expect(try openStore(kind, elsewhere).read { try $0.category(id: category.id) } == category)
        #expect(try openStore(kind, folder.storeDirectory).read { try $0.trackers() } == [tracker])
        #expect(!names(elsewhere).contains { $0.hasSuffix(".tmp") })
    }

    @Test func aLinkedLockFileIsFollowedAndADanglingOneRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try prepareStoreDirectory(folder.storeDirectory)
        let lock = folder.storeDirectory + "/" + JSONStore.lockFileName
        let target = folder.path + "/locks/store.lock"
        try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: target)
        let store = try openStore(.json, folder.storeDirectory)
        #expect(throws: StoreError.unusable(path: lock, problem: .danglingLink(target: target))) {
            try store.write(aChange)
        }
        #expect(!FileManager.default.fileExists(atPath: target), "nothing was made at the link's target")
        #expect(names(folder.storeDirectory) == [JSONStore.lockFileName])
        try FileManager.default.createDirectory(atPath: folder.path + "/locks", withIntermediateDirectories: true)
        try writeFile(target, [])
        try store.write(aChange)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: lock) == target)
        #expect(names(folder.storeDirectory) == [JSONStore.fileName, JSONStore.sealFileName, JSONStore.lockFileName])
    }

    @Test(arguments: StoreKind.allCases)
    func aHeldLockIsWaitedForFiveSecondsThenBusy(kind: StoreKind) throws {
        try withStore(kind) { store, folder in
            try store.write(aChange)
            let holder = try LockHolder(kind: kind, directory: folder.storeDirectory)
            let start = ContinuousClock.now
            #expect(throws: StoreError.busy(path: store.path)) { try store.write(aChange) }
            let waited = ContinuousClock.now - start
            #expect(waited >= .milliseconds(4_900) && waited < .seconds(15), "waited \(waited)")
            holder.release()
            try store.write(aChange)
        }
    }
}

/// Holds a store's write lock from this process as another program would:
/// an `flock` on `store.lock`, or an open `BEGIN IMMEDIATE` on `store.sqlite`.
final class LockHolder {
    private var descriptor: Int32 = -1
    private var database: Database?

    init(kind: StoreKind, directory: String) throws {
        switch kind {
        case .json:
            descriptor = open(directory + "/" + JSONStore.lockFileName, O_RDWR | O_CLOEXEC)
            guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else { throw Boom() }
        case .sqlite:
            let database = try Database(path: storeFile(.sqlite, directory))
            try database.execute("BEGIN IMMEDIATE")
            self.database = database
        }
    }

    func release() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        try? database?.execute("ROLLBACK")
        database = nil
    }

    deinit { release() }
}
