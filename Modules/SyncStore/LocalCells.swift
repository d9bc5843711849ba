import SQLite
import StorageSQLite
import SyncKit

/// The device's side of the cells: turning the outbox into cells, the first
/// snapshot of a store, merging pulled cells, and the push queue.
enum LocalCells {
    /// Whether changes wait in the outbox.
    static func hasOutbox(_ database: Database) throws -> Bool {
        try database.scalarText("SELECT 1 FROM sync_outbox LIMIT 1") != nil
    }

    /// Whether the store has had its first sync (the sync tables exist).
    static func isEnabled(_ database: Database) throws -> Bool {
        try database.scalarText("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'sync_state'")
            == "1"
    }

    /// The first sync of a store: `sync_state`, a device id, the triggers
    /// that log every change, and every row as the device's own cells, so
    /// that the first push uploads everything. A row the log has no entry
    /// of was made and never changed since the log began: its cells are
    /// stamped `unchanged`, older than any change anywhere, so a copy of this
    /// folder that changed it wins (the log's entries go out with their own
    /// stamps, `flushOutbox`). Rows are read in the cells' key order
    /// (the primary key, not the smaller by-day index SQLite would pick):
    /// appending to the cells' unique index in order is much faster than
    /// inserting all over it (measured: docs/benchmarks.md, "Measured
    /// choices").
    static func enable(_ database: Database, device: String) throws {
        try database.execute(SyncSchema.tablesSQL)
        try database.execute(SyncSchema.dropTriggersSQL + SyncSchema.triggersSQL)
        try SyncStateKey.device.set(device, in: database)
        try SyncStateKey.schema.set(String(SyncSchema.version), in: database)
        let stamp = String(unchanged)
        for row in SyncedTables.rows {
            for field in row.fields { try snapshot(field, of: row, stamp: stamp, device: device, in: database) }
        }
        for set in SyncedTables.sets {
            try database.run(
                """
                INSERT OR REPLACE INTO sync_cells (entity, id, field, value, clock, device)
                SELECT '\(set.entity)', t.\(set.ownerColumn) || '/' || t.day, 'done', '1', ?, ?
                FROM \(set.table) t NOT INDEXED ORDER BY t.\(set.ownerColumn), t.day
                """, .text(stamp), .text(device))
        }
    }

    /// The stamp of a row nobody changed since the store's log began.
    static let unchanged: HybridClock.Timestamp = 0

    /// Every row's cell of `field` as the device's own, stamped `stamp`; a
    /// sparse field's only for the rows with a value, and never over a
    /// cell the store has (the upgrade of an older build's store).
    static func snapshot(_ field: SyncedField, of row: SyncedRow, stamp: String, device: String, in database: Database)
        throws
    {
        try database.run(
            """
            INSERT OR \(field.isSparse ? "IGNORE" : "REPLACE") INTO sync_cells (entity, id, field, value, clock, device)
            SELECT '\(row.entity)', t.id, '\(field.field)', \(field.value(of: "t")), ?, ?
            FROM \(row.table) t \(field.isSparse ? "WHERE " + field.isPresent(in: "t") : "") ORDER BY t.id
            """, .text(stamp), .text(device))
    }

    /// Turns every outbox entry into the device's own cell: the value is the
    /// row's as it is now (so a field changed twice sends its last value,
    /// with the stamp of that last change), a tombstone for a delete, 1 or 0
    /// for a set member. Returns how many cells it wrote.
    @discardableResult
    static func flushOutbox(_ database: Database, device: String) throws -> Int {
        guard try hasOutbox(database) else { return 0 }
        let newer = """
            NOT EXISTS (SELECT 1 FROM sync_cells c WHERE c.entity = o.entity AND c.id = o.id AND c.field = o.field
                        AND (c.clock, c.device) >= (o.clock, ?1))
            """
        var written = 0
        for row in SyncedTables.rows {
            let cases = row.fields.map { "WHEN '\($0.field)' THEN \($0.value(of: "t"))" }.joined(separator: " ")
            try database.run(
                """
                INSERT OR REPLACE INTO sync_cells (entity, id, field, value, clock, device)
                SELECT o.entity, o.id, o.field, CASE o.field \(cases) END, o.clock, ?1
                FROM sync_outbox o JOIN \(source(of: row)) t ON t.id = o.id
                WHERE o.entity = '\(row.entity)' AND o.field <> 'deleted' AND \(newer)
                """, .text(device))
            written += database.changes
        }
        for row in SyncedTables.rows {
            // The tombstone: "1" once the row is gone, "0" while it is there
            // (it was made again after a delete).
            try database.run(
                """
                INSERT OR REPLACE INTO sync_cells (entity, id, field, value, clock, device)
                SELECT o.entity, o.id, o.field, CASE WHEN EXISTS (SELECT 1 FROM \(row.table) t WHERE t.id = o.id) THEN \
                '0' ELSE '1' END,
                       o.clock, ?1
                FROM sync_outbox o WHERE o.entity = '\(row.entity)' AND o.field = 'deleted' AND \(newer)
                """, .text(device))
            written += database.changes
        }
        for set in SyncedTables.sets {
            let member = SyncedTables.memberSQL("o.id")
            try database.run(
                """
                INSERT OR REPLACE INTO sync_cells (entity, id, field, value, clock, device)
                SELECT o.entity, o.id, o.field,
                       CASE WHEN EXISTS (SELECT 1 FROM \(set.table) m WHERE m.\(set.ownerColumn) = \(member.owner)
                                         AND m.day = \(member.day)) THEN '1' ELSE '0' END,
                       o.clock, ?1
                FROM sync_outbox o WHERE o.entity = '\(set.entity)' AND \(newer)
                """, .text(device))
            written += database.changes
        }
        try database.execute("DELETE FROM sync_outbox")
        return written
    }

    /// Where a row's current values are read: a merged category's losers
    /// read as their winner (see `CategoryMerge`).
    private static func source(of row: SyncedRow) -> String {
        guard row.entity == SyncedTables.category.entity else { return row.table }
        return
            "(SELECT id, title FROM categories UNION ALL SELECT a.loser AS id, w.title FROM sync_alias a JOIN "
            + "categories w ON w.id = a.winner)"
    }

    /// The upsert that keeps a pulled cell when it wins over the known version
    /// (the order of `SyncCell.wins`: clock, device, value; SQLite compares
    /// text as bytes). One statement serves a page (`merge(_:with:in:)`).
    static let mergeSQL = """
        INSERT INTO sync_cells (entity, id, field, value, clock, device) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (entity, id, field) DO UPDATE SET value = excluded.value, clock = excluded.clock, device = \
        excluded.device
        WHERE (excluded.clock, excluded.device, excluded.value) > (sync_cells.clock, sync_cells.device, \
        sync_cells.value)
        """

    /// Keeps a pulled cell when it wins over the known version; true when it did.
    static func merge(_ cell: SyncCell, with upsert: Statement, in database: Database) throws -> Bool {
        try upsert.run(
            .text(cell.key.entity), .text(cell.key.id), .text(cell.key.field), .text(cell.value),
            .integer(cell.clock), .text(cell.device))
        return database.changes > 0
    }

    /// The next `limit` cells after the push cursor `after`, and of them the
    /// device's own (the ones to push), oldest first, with the local sequence
    /// number of the last cell looked at. Pulled cells are stepped over, so
    /// the cursor moves past them once instead of being read again by every
    /// sync (a device that downloaded a million cells pushes nothing). With
    /// no device (a full re-send) every cell is sent.
    static func unpushed(_ database: Database, device: String?, after: Int64, limit: Int)
        throws -> (cells: [SyncCell], after: Int64, last: Int64)
    {
        var cells: [SyncCell] = []
        var last = after
        try database.fetch(
            """
            SELECT lseq, entity, id, field, value, clock, device FROM sync_cells WHERE lseq > ? ORDER BY lseq LIMIT ?
            """, .integer(after), .int(limit)
        ) { row in
            last = row.int64(0)
            let owner = row.string(6)
            if let device, owner != device { return }
            cells.append(
                SyncCell(
                    key: CellKey(row.string(1), row.string(2), row.string(3)),
                    value: row.string(4), clock: row.int64(5), device: owner))
        }
        return (cells, after, last)
    }

    /// How many of the device's changes wait to be pushed (in a full
    /// re-send, `device` nil: every cell not sent again yet).
    static func waiting(_ database: Database, device: String?, pushed: Int64) throws -> Int {
        let outbox = Int(try database.scalarText("SELECT count(*) FROM sync_outbox") ?? "0") ?? 0
        let cells = try database.fetchOne(
            "SELECT count(*) FROM sync_cells WHERE lseq > ? AND device = coalesce(?, device)", .integer(pushed),
            device.map { .text($0) } ?? .null
        ) { $0.int(0) }
        return outbox + (cells ?? 0)
    }

    /// Moves the clock past a stamp seen elsewhere (`HybridClock.observe`).
    /// A clock that is not an integer or lies beyond `ceiling` (SQLite turns
    /// an integer that overflows into a float) is set to `stamp` instead:
    /// such a clock would win every conflict and never lose one again.
    static func observe(_ stamp: Int64, ceiling: Int64, in database: Database) throws {
        try database.run(
            """
            UPDATE sync_clock SET hlc = CASE WHEN typeof(hlc) <> 'integer' OR hlc > ?2 THEN ?1 ELSE max(hlc, ?1) END \
            WHERE id = 1
            """, .integer(stamp), .integer(ceiling))
    }

    /// Whether the clock is not an integer or lies beyond `ceiling`.
    static func isClockBeyond(_ ceiling: Int64, in database: Database) throws -> Bool {
        try database.exists("SELECT 1 FROM sync_clock WHERE typeof(hlc) <> 'integer' OR hlc > ?", .integer(ceiling))
    }

    /// Mends a store an older build broke by taking in a far-future stamp:
    /// the clock goes back to `stamp` (the server's time); the device's own
    /// cells stamped beyond `ceiling` since are stamped `stamp` and queued
    /// again (a new `lseq`), so those changes go out; other devices' cells
    /// beyond it are dropped, so they stop outranking every later change
    /// (the rows keep their values until a good version arrives).
    static func repairClock(device: String, stamp: Int64, ceiling: Int64, in database: Database) throws {
        let beyond = "(typeof(clock) <> 'integer' OR clock > ?2)"
        try database.run(
            """
            INSERT OR REPLACE INTO sync_cells (entity, id, field, value, clock, device)
            SELECT entity, id, field, value, ?1, device FROM sync_cells WHERE device = ?3 AND \(beyond)
            """, .integer(stamp), .integer(ceiling), .text(device))
        try database.run(
            "DELETE FROM sync_cells WHERE device <> ?3 AND \(beyond)", .integer(stamp), .integer(ceiling), .text(device)
        )
        try database.run("UPDATE sync_clock SET hlc = ? WHERE id = 1", .integer(stamp))
    }

    /// While set, the triggers leave the writes of a pull out of the outbox.
    static func setApplying(_ on: Bool, in database: Database) throws {
        try database.run("UPDATE sync_clock SET applying = ? WHERE id = 1", .int(on ? 1 : 0))
    }
}

/// The keys of `sync_state`.
enum SyncStateKey: String {
    case device, schema, pushed, cursor
    case lastSync = "last_sync"
    case server
    /// The server's identity as last seen, the device's stream (`DeviceIdentity`).
    case generation
    case markSeq = "mark_seq"
    case markToken = "mark_token"
    case stream
    case streamPending = "stream_pending"
    /// A full re-send under way, and the last recovery's reason and time.
    case resend, recovery
    case recoveryAt = "recovery_at"

    func get(_ database: Database) throws -> String? {
        try database.fetchOne("SELECT value FROM sync_state WHERE key = ?", .text(rawValue)) { $0.text(0) } ?? nil
    }

    func int(_ database: Database) throws -> Int64 { Int64(try get(database) ?? "0") ?? 0 }

    func set(_ value: String, in database: Database) throws {
        try database.run(
            "INSERT OR REPLACE INTO sync_state (key, value) VALUES (?, ?)",
            .text(rawValue), .text(value))
    }

    func clear(in database: Database) throws {
        try database.run("DELETE FROM sync_state WHERE key = ?", .text(rawValue))
    }
}
