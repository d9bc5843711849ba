import PocketTestSupport
import SeededRandom
import SharedModels
import Storage
import StorageSQLite
import SyncKit
import SyncStore
import Testing

/// A randomized fault trial through the server model: devices change
/// offline (schedules and counts among the changes), syncs die before the
/// push arrives, after the server committed it, or in the pull; data
/// folders are copied at any of those moments, synced or never synced; the
/// server is backed up and put back, announced or not. After every sync
/// that succeeds, the device shows exactly what a new device downloads;
/// at the end every device does, and every change a sync acknowledged is
/// on the server unless a later version of its cell replaced it.
struct SyncFaultTrialTests {
    /// How a sync of the trial ends.
    enum Outcome: CaseIterable {
        case ok, answerLost, neverArrived, pullFailed
    }

    final class Trial {
        var random: SeededGenerator
        let server = MemorySyncServer()
        var devices: [SyncDevice] = []
        var backups: [MemorySyncServer.State] = []
        /// The newest acknowledged version of each cell.
        var acknowledged: [CellKey: SyncCell] = [:]
        let seed: UInt64

        init(seed: UInt64) throws {
            self.seed = seed
            random = SeededGenerator(seed: seed)
            devices = try (0..<3).map { try SyncDevice("trial\(seed)-\($0)") }
        }

        /// What a new device downloads from the server now.
        func freshView() throws -> String {
            let fresh = try SyncDevice("trial\(seed)-fresh")
            try fresh.sync(server.server)
            return try fresh.dump()
        }

        /// One sync of `device`, ending as `outcome` says.
        func sync(_ device: SyncDevice, _ outcome: Outcome) throws {
            let batch = Int.random(in: 3...60, using: &random)
            switch outcome {
            case .ok:
                try device.sync(server.server, batch: batch)
                #expect(
                    try device.dump() == freshView(), "seed \(seed): a sync that succeeded left the device different")
                try recordAcknowledged(device)
            case .answerLost: _ = try? device.sync(server.server.answerLost(), batch: batch)
            case .neverArrived: _ = try? device.sync(server.server.unreachableOnPush(), batch: batch)
            case .pullFailed: _ = try? device.sync(server.server.pullFails(), batch: batch)
            }
            // A folder copied right where the sync died, half the time.
            if outcome != .ok, devices.count < 7, Bool.random(using: &random) {
                devices.append(try SyncDevice(copying: device, "trial\(seed)-copy\(devices.count)"))
            }
        }

        /// The device's own cells, which its successful sync pushed.
        func recordAcknowledged(_ device: SyncDevice) throws {
            let own = try device.store.readDatabase { database -> [SyncCell] in
                var cells: [SyncCell] = []
                try database.fetch(
                    """
                    SELECT entity, id, field, value, clock, device FROM sync_cells
                    WHERE device = (SELECT value FROM sync_state WHERE key = 'device')
                    """
                ) { row in
                    cells.append(
                        SyncCell(
                            key: CellKey(row.string(0), row.string(1), row.string(2)),
                            value: row.string(3), clock: row.int64(4), device: row.string(5)))
                }
                return cells
            }
            for cell in own where acknowledged[cell.key].map({ cell.wins(over: $0) }) ?? true {
                acknowledged[cell.key] = cell
            }
        }

        /// Between rounds: now and then a copy of a device's folder, a
        /// backup of the server, or a backup put back (announced or not).
        func event(round: Int) throws {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<3 where devices.count < 6:
                let original = devices.randomElement(using: &random)!
                devices.append(try SyncDevice(copying: original, "trial\(seed)-copy\(devices.count)"))
            case 3..<5: backups.append(server.backup())
            case 5 where !backups.isEmpty:
                server.restore(backups.randomElement(using: &random)!)
                if Bool.random(using: &random) { server.newGeneration() }
            default: break
            }
        }
    }

    @Test(arguments: Array(UInt64(1)...16))
    func noDeviceReportsSuccessWhileItDiffers(seed: UInt64) throws {
        let trial = try Trial(seed: seed)
        for round in 0..<8 {
            for device in trial.devices { try RandomChanges.apply(12, to: device.store, random: &trial.random) }
            try trial.event(round: round)
            for device in trial.devices.shuffled(using: &trial.random) {
                let roll = Int.random(in: 0..<10, using: &trial.random)
                try trial.sync(device, roll < 7 ? .ok : Outcome.allCases[roll - 6])
            }
        }
        for _ in 0..<2 { for device in trial.devices { try trial.sync(device, .ok) } }
        let view = try trial.freshView()
        for device in trial.devices { #expect(try device.dump() == view, "seed \(seed)") }
        let held = trial.server.all("tracker")
        let lost = trial.acknowledged.values.filter { cell in held[cell.key].map { cell.wins(over: $0) } ?? true }
        #expect(lost.isEmpty, "seed \(seed): acknowledged changes missing on the server: \(lost.prefix(5))")
        #expect(!trial.acknowledged.isEmpty)
    }
}
