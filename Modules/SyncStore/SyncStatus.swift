import StorageSQLite
import SyncKit

/// What `APP sync status` shows: read from the store alone, no connection.
public struct SyncStatus: Sendable, Equatable {
    /// Nil before the first sync.
    public var device: String?
    /// Milliseconds since 1970 of the last finished sync.
    public var lastSync: Int64?
    /// Changes made here and not pushed yet (before the first sync: every row).
    public var waiting: Int
    /// The server of the last sync (never a password).
    public var server: String?
    /// The last time this device re-sent everything, and why (`ResendReason`).
    public var recovery: Recovery? = nil
    /// Whether that re-send is still under way (a sync was cut off).
    public var resending = false

    public struct Recovery: Sendable, Equatable {
        public var reason: ResendReason
        /// Milliseconds since 1970.
        public var at: Int64
    }
    /// Cells set aside for breaking the store's rules, received or unsent (`Quarantine`).
    public var setAside: Int = 0

    public static func read(_ store: SQLiteStore) throws -> SyncStatus {
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
