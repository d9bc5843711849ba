import Foundation
import PocketTestSupport
import SharedModels
import Storage
import StorageJSON
import StorageSQLite

extension TemporaryFolder {
    /// The store's folder inside (not yet created: the store creates it).
    var storeDirectory: String { path + "/data/app" }
}

func openStore(_ kind: StoreKind, _ directory: String) throws -> any Store {
    switch kind {
    case .json: try JSONStore.open(directory: directory)
    case .sqlite: try SQLiteStore.open(directory: directory)
    }
}

/// Runs `body` with a store of `kind` in a fresh folder.
func withStore<T>(_ kind: StoreKind, _ body: (any Store, TemporaryFolder) throws -> T) throws -> T {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    return try body(try openStore(kind, folder.storeDirectory), folder)
}

func storeFile(_ kind: StoreKind, _ directory: String) -> String {
    directory + "/" + (kind == .json ? JSONStore.fileName : SQLiteStore.fileName)
}

func fileBytes(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}

func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
}

func mode(_ path: String) -> mode_t? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode & 0o777
}

/// Ready-made models for the tests.
enum Make {
    static func day(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

    static func category(_ title: String, id: String? = nil) -> TrackerCategory {
        TrackerCategory(id: id.map { EntityID($0) } ?? .random(), title: title)
    }

    static func tracker(
        _ name: String, category: TrackerCategory?, id: String? = nil, kind: Tracker.Kind = .habit,
        schedule: Schedule = .everyDay, emoji: String = "🙂", pinned: Bool = false,
        createdOn: String = "2026-01-01"
    ) -> Tracker {
        Tracker(
            id: id.map { EntityID($0) } ?? .random(), name: name, kind: kind, categoryID: category?.id, emoji: emoji,
            color: Palette.colors[3], schedule: kind == .event ? .none : schedule, pinned: pinned,
            createdOn: day(createdOn))
    }

    static func habit(_ name: String, minute: Int, days: [String] = [], id: String? = nil) -> Habit {
        Habit(
            id: id.map { EntityID($0) } ?? .random(), name: name, minuteOfDay: minute,
            color: RGBColor(hex: "#12ab9F")!, createdOn: day("2025-12-01"), trackedDays: Set(days.map(day)))
    }
}

/// Thrown by tests to make a write scope fail on purpose.
struct Boom: Error {}
