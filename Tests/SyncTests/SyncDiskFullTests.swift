import Foundation
import PocketTestSupport
import SharedModels
import Storage
import StorageSQLite
import SyncKit
import SyncStore
import Testing

/// A disk that fills up while a new device downloads: the pages merged
/// before it are kept (each is its own transaction), the error says how
/// many changes that was instead of "nothing was changed", and once there is
/// room the next sync goes on and the device ends like the others.
@Suite struct SyncDiskFullTests {
    @Test(.enabled(if: ScratchMount.isAvailable, "needs the right to mount a tmpfs"))
    func aFullDiskKeepsThePagesBeforeItAndTheNextSyncGoesOn() throws {
        let server = MemorySyncServer()
        let laptop = try SyncDevice("laptop")
        try laptop.store.write { context in
            for index in 0..<20 {
                let tracker = SyncDevice.tracker("Tracker \(index)")
                try context.insertTracker(tracker)
                for day in 0..<300 {
                    try context.insertRecord(
                        TrackerRecord(trackerID: tracker.id, day: LocalDate(dayNumber: 19_000 + day)))
                }
            }
        }
        try laptop.sync(server.server)
        let mount = try ScratchMount(kilobytes: 768)
        let folder = mount.path + "/desktop"
        var store: SQLiteStore? = try SQLiteStore.open(directory: folder)
        let engine = SyncEngine(app: "tracker", server: server.server, batchSize: 500)
        let kept: Int
        do {
            _ = try engine.sync(store!)
            Issue.record("the download fitted in the mount: make the history longer")
            return
        } catch SyncError.storeFull(let path, let count) {
            #expect(path.hasPrefix(mount.path), "\(path)")
            kept = count
        }
        #expect(kept > 0 && kept % 500 == 0 && kept < 6_020, "whole pages before the full one: \(kept)")
        // What was kept is there after a restart (a new process).
        store = nil
        let records = try SQLiteStore.open(directory: folder).read { try $0.records().count }
        #expect(records > 0 && records <= kept, "\(records) of \(kept)")
        // Room again: a larger disk, the same files; the next sync goes on from the cursor.
        let larger = try TemporaryFolder("sync-disk-full")
        try FileManager.default.copyItem(atPath: folder, toPath: larger.path + "/desktop")
        let moved = try SQLiteStore.open(directory: larger.path + "/desktop")
        let report = try SyncEngine(app: "tracker", server: server.server, batchSize: 500).sync(moved)
        #expect(report.received + kept >= 6_020 && report.received < 6_020, "went on: \(report.received) after \(kept)")
        #expect(try moved.read { try $0.records().count } == 6_000)
    }
}
