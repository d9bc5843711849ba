import Foundation
import PocketTestSupport
import SharedModels
import Storage
import StorageSQLite
import SyncKit
import SyncStore

/// One device: its own data folder and SQLite store, synced through a server.
final class SyncDevice {
    let folder: TemporaryFolder
    private(set) var store: SQLiteStore

    init(_ label: String) throws {
        folder = try TemporaryFolder("sync-\(label)")
        store = try SQLiteStore.open(directory: folder.path)
    }

    /// A copy of `other`'s data folder, file by file (`cp -a` to a new laptop).
    init(copying other: SyncDevice, _ label: String) throws {
        folder = try TemporaryFolder("sync-\(label)")
        for name in try FileManager.default.contentsOfDirectory(atPath: other.folder.path) {
            try FileManager.default.copyItem(atPath: other.folder.appending(name), toPath: folder.appending(name))
        }
        store = try SQLiteStore.open(directory: folder.path)
    }

    /// Closes and opens the store again (a new process).
    func reopen() throws { store = try SQLiteStore.open(directory: folder.path) }

    @discardableResult
    func sync(_ server: SyncServer, app: String = "tracker", batch: Int = 50) throws -> SyncEngine.Report {
        try SyncEngine(app: app, server: server, batchSize: batch).sync(store)
    }

    /// Everything a user can see, in a fixed order, for comparing devices.
    func dump() throws -> String {
        try store.read { context in
            var lines: [String] = []
            for category in try context.categories().sorted(by: { $0.id < $1.id }) {
                lines.append("category \(category.id) \(category.title)")
            }
            for tracker in try context.trackers().sorted(by: { $0.id < $1.id }) {
                lines.append(
                    "tracker \(tracker.id) \(tracker.name) \(tracker.kind) \(tracker.categoryID?.rawValue ?? "-") "
                        + "\(tracker.emoji) \(tracker.color.hex) \(tracker.schedule.days.map(\.rawValue).sorted()) "
                        + "\(tracker.schedule.count.map { "\($0.times)/\($0.per)" } ?? "-") \(tracker.pinned) "
                        + "\(tracker.createdOn.dayNumber) "
                        + "count \(try context.recordCount(of: tracker.id))")
            }
            for record in try context.records().sorted(by: {
                ($0.trackerID, $0.day.dayNumber) < ($1.trackerID, $1.day.dayNumber)
            }) {
                lines.append("record \(record.trackerID) \(record.day.dayNumber)")
            }
            for habit in try context.habits().sorted(by: { $0.id < $1.id }) {
                lines.append(
                    "habit \(habit.id) \(habit.name) \(habit.minuteOfDay) \(habit.color.hex) "
                        + "\(habit.trackedDays.map(\.dayNumber).sorted())"
                )
            }
            return lines.joined(separator: "\n")
        }
    }

    static func tracker(_ name: String, category: EntityID? = nil, day: Int = 20_000) -> Tracker {
        Tracker(
            name: name, kind: .habit, categoryID: category, emoji: "🙂", color: Palette.colors[0],
            schedule: .everyDay, createdOn: LocalDate(dayNumber: day))
    }
}
