import SQLite
import StorageSQLite
import SyncKit

/// A store whose first sync an older build made: its sync schema
/// (`SyncSchema.version`, kept in `sync_state`) is brought up to this
/// build's at the next sync, in the transaction that prepares it.
///
/// Version 2 adds the trackers' `count` cell; version 3 sends a tracker's
/// schedule and count together; version 4 adds its `archived`, `question`
/// and `description` cells, sparse as the count is. The triggers the older build made are made
/// again. Count habits
/// made here by this build since then sent no count: each goes out now.
/// Count cells of other devices that the older build set aside as an
/// unknown field (`Quarantine`, problem `field`) are taken in now, when
/// this build's rules pass them, since the pull cursor has moved past them.
extension SyncEngine {
    static func isSchemaCurrent(_ database: Database) throws -> Bool {
        try SyncStateKey.schema.get(database) == String(SyncSchema.version)
    }

    /// Called after the outbox is flushed, so the rows the set-aside cells
    /// rewrite hold no change of this device that is not a cell yet.
    func upgradeSchema(_ database: Database, device: String, serverNow: Int64) throws {
        try database.execute(SyncSchema.dropTriggersSQL + SyncSchema.triggersSQL)
        try database.execute(SyncSchema.tick)
        let stamp = try database.scalarText("SELECT hlc FROM sync_clock WHERE id = 1") ?? "0"
        for row in SyncedTables.rows {
            for field in row.fields where field.isSparse {
                try LocalCells.snapshot(field, of: row, stamp: stamp, device: device, in: database)
            }
        }
        let setAside = try Quarantine.unknownFields(in: database)
        if !setAside.isEmpty {
            try LocalCells.setApplying(true, in: database)
            let merged = try merge(setAside, serverNow: serverNow, into: database)
            try LocalCells.observe(
                max(merged.newest, HybridClock.stamp(milliseconds: serverNow)),
                ceiling: HybridClock.stamp(milliseconds: serverNow + CellRules.clockBound), in: database)
            try LocalCells.setApplying(false, in: database)
        }
        try SyncStateKey.schema.set(String(SyncSchema.version), in: database)
    }
}
