import Foundation
import PocketTestSupport
import SQLite
import SharedModels
import Storage
import StorageSQLite
import Testing

/// Damaged, foreign and newer stores: the right error, naming the file, and
/// not one byte changed.
@Suite struct CorruptionTests {
    enum Damage: String, CaseIterable, Sendable {
        case garbage, truncated, truncatedAtPage, empty, wrongContent, newerVersion
    }

    static let cases: [(StoreKind, Damage)] = StoreKind.allCases.flatMap { kind in Damage.allCases.map { (kind, $0) } }

    /// A closed store holding some data (enough for several SQLite pages).
    func makeStore(_ kind: StoreKind, _ directory: String) throws {
        let store = try openStore(kind, directory)
        try store.write { context throws in
            let category = Make.category("Sport")
            try context.insertCategory(category)
            for index in 0..<40 {
                let tracker = Make.tracker("Tracker \(index) " + String(repeating: "x", count: 60), category: category)
                try context.insertTracker(tracker)
                for day in 0..<20 {
                    try context.insertRecord(
                        TrackerRecord(trackerID: tracker.id, day: LocalDate(dayNumber: 20_000 + day)))
                }
            }
        }
    }

    func damage(_ kind: StoreKind, _ damage: Damage, _ path: String) throws {
        let bytes = fileBytes(path) ?? []
        switch (damage, kind) {
        case (.garbage, _):
            var generator = SystemRandomNumberGenerator()
            try writeFile(path, (0..<5000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        case (.truncated, _): try writeFile(path, Array(bytes.prefix(bytes.count / 2 + 7)))
        case (.truncatedAtPage, .sqlite): try writeFile(path, Array(bytes.prefix(4096 * 2)))
        case (.truncatedAtPage, .json): try writeFile(path, Array(bytes.prefix(bytes.count - 2)))
        case (.empty, _): try writeFile(path, [])
        case (.wrongContent, .json): try writeFile(path, Array(#"{"hello": "world", "items": [1, 2.5, null]}"#.utf8))
        case (.wrongContent, .sqlite):
            unlink(path)
            try Database(path: path, create: true).execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
        case (.newerVersion, .json):
            try writeFile(path, Array(#"{"schemaVersion": 99, "somethingNew": {"a": [1]}}"#.utf8))
        case (.newerVersion, .sqlite):
            try Database(path: path).execute(
                "INSERT INTO schema_migrations (version, name) VALUES (99, 'from the future')")
        }
    }

    @Test(arguments: cases)
    func damagedStoreIsReportedAndLeftAlone(kind: StoreKind, damage: Damage) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = storeFile(kind, folder.storeDirectory)
        try makeStore(kind, folder.storeDirectory)
        try self.damage(kind, damage, path)
        let before = try #require(fileBytes(path))
        var thrown: StoreError?
        do {
            _ = try openStore(kind, folder.storeDirectory).read { try $0.records() }
        } catch let error as StoreError {
            thrown = error
        }
        let error = try #require(thrown, "\(kind) \(damage) opened without an error")
        switch (damage, error) {
        case (.newerVersion, .newerVersion(let errorPath, let found, _)):
            #expect(errorPath == path)
            #expect(found == 99)
        case (.newerVersion, _): Issue.record("expected newerVersion, got \(error)")
        case (_, .corrupt(let errorPath, _)): #expect(errorPath == path)
        default: Issue.record("expected corrupt, got \(error)")
        }
        #expect(fileBytes(path) == before, "\(kind) \(damage): the file changed")
        // A second attempt reports the same and still changes nothing.
        #expect(throws: StoreError.self) { _ = try openStore(kind, folder.storeDirectory).read { try $0.records() } }
        #expect(fileBytes(path) == before)
    }

    @Test func jsonOfTheWrongShapeIsCorrupt() throws {
        let documents = [
            "[1, 2, 3]", "\"text\"", "{\"schemaVersion\": \"2\"}", "{\"schemaVersion\": 2, \"categories\": 5}",
            "{\"schemaVersion\": 2, \"records\": {\"ghost\": [\"2026-01-01\"]}}",
            "{\"schemaVersion\": 2, \"categories\": [{\"id\": \"a\", \"title\": \"X\"}, {\"id\": \"b\", \"title\": "
                + "\"x\"}]}",
            "{\"schemaVersion\": 2, \"trackers\": [{\"id\": \"a\"}]}",
            "{\"schemaVersion\": 2} trailing", "{\"schemaVersion\": 2,}", "{\"schemaVersion\": 0}",
            "{\"schemaVersion\": 2, \"settings\": {\"k\": \"\\ud800\"}}",
        ]
        for text in documents {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try prepareStoreDirectory(folder.storeDirectory)
            let path = storeFile(.json, folder.storeDirectory)
            try writeFile(path, Array(text.utf8))
            #expect(throws: StoreError.self, "\(text)") { _ = try openStore(.json, folder.storeDirectory) }
            #expect(fileBytes(path) == Array(text.utf8))
        }
    }

    @Test func jsonDamagedAfterOpeningIsReportedOnTheNextScope() throws {
        try withStore(.json) { store, folder in
            try store.write { try $0.setSetting("a", "1") }
            let path = storeFile(.json, folder.storeDirectory)
            try writeFile(path, Array("{\"schemaVersion\": 2, \"settings\": {".utf8))
            #expect(throws: StoreError.corrupt(path: path, detail: "unexpected end of file at byte 34")) {
                try store.write { try $0.setSetting("b", "2") }
            }
            #expect(fileBytes(path) == Array("{\"schemaVersion\": 2, \"settings\": {".utf8))
        }
    }
}
