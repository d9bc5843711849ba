import StorageSQLite
import SyncKit

extension SyncStatus {
    package static func read(_ store: SQLiteStore) throws -> SyncStatus {
        try store.readDatabase { database in
            guard try LocalCells.isEnabled(database) else {
                var rows = 0
                for table in SyncedTables.rows.map(\.table) + SyncedTables.sets.map(\.table) {
                    rows += Int(try database.scalarText("SELECT count(*) FROM \(table)") ?? "0") ?? 0
                }
                return SyncStatus(device: nil, lastSync: nil, waiting: rows, server: nil)
            }
            let device = try SyncStateKey.device.get(database) ?? ""
            let resending = try DeviceIdentity.isResending(database)
            let waiting = try LocalCells.waiting(
                database, device: resending ? nil : device, pushed: SyncStateKey.pushed.int(database))
            return SyncStatus(
                device: device, lastSync: try SyncStateKey.lastSync.get(database).flatMap { Int64($0) },
                waiting: waiting, server: try SyncStateKey.server.get(database),
                recovery: try DeviceIdentity.lastRecovery(database).map { Recovery(reason: $0.reason, at: $0.at) },
                resending: resending, setAside: try Quarantine.count(in: database))
        }
    }
}
