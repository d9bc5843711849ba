import SyncKit

/// The local side's tables and triggers, added to a store by its first sync.
///
/// A store that never syncs carries none of this, so its commands cost
/// exactly what they did. Once added, triggers put every change of a synced
/// table into `sync_outbox` (which cell, and the hybrid-clock stamp of the
/// change) in the same transaction as the change: a change is never lost
/// between a write and a sync, whichever program made it. `sync_cells`
/// holds the newest known version of every cell (the device's own and the
/// ones pulled); its AUTOINCREMENT `lseq` orders the device's own versions
/// for pushing, so a push needs only a cursor (`pushed` in `sync_state`).
/// `sync_clock.applying` is set while a pull writes merged rows, so those
/// writes are not taken for local changes.
enum SyncSchema {
    /// 2: trackers' `count` (migration 9 of the store), see `SyncEngine.upgradeSchema`.
    static let version = 2

    static var tablesSQL: String {
        """
        CREATE TABLE IF NOT EXISTS sync_state (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS sync_clock (id INTEGER PRIMARY KEY CHECK (id = 1), hlc INTEGER NOT NULL, applying \
        INTEGER NOT NULL);
        INSERT OR IGNORE INTO sync_clock (id, hlc, applying) VALUES (1, 0, 0);
        CREATE TABLE IF NOT EXISTS sync_outbox (
            entity TEXT NOT NULL, id TEXT NOT NULL, field TEXT NOT NULL, clock INTEGER NOT NULL,
            PRIMARY KEY (entity, id, field)) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS sync_cells (
            lseq INTEGER PRIMARY KEY AUTOINCREMENT,
            entity TEXT NOT NULL, id TEXT NOT NULL, field TEXT NOT NULL,
            value TEXT NOT NULL, clock INTEGER NOT NULL, device TEXT NOT NULL,
            UNIQUE (entity, id, field));
        CREATE TABLE IF NOT EXISTS sync_alias (loser TEXT PRIMARY KEY NOT NULL, winner TEXT NOT NULL) WITHOUT ROWID;

        """
    }

    /// The hybrid-clock tick of a change (the rule of `HybridClock.tick`,
    /// in SQL so that a change made by any program is stamped): later than
    /// the last stamp, and at least the wall clock's milliseconds shifted
    /// past the 16 counter bits.
    static let tick = """
        UPDATE sync_clock SET hlc = max(hlc + 1, CAST((julianday('now') - 2440587.5) * 86400000.0 AS INTEGER) * \
        \(Int64(1) << HybridClock.counterBits)) WHERE id = 1;
        """
    static let stamp = "(SELECT hlc FROM sync_clock WHERE id = 1)"
    static let notApplying = "WHEN (SELECT applying FROM sync_clock WHERE id = 1) = 0"

    static var triggersSQL: String {
        SyncedTables.rows.map(rowTriggers).joined() + SyncedTables.sets.map(setTriggers).joined()
    }

    private static func outbox(_ entity: String, _ id: String, _ field: String, when condition: String? = nil) -> String
    {
        "INSERT OR REPLACE INTO sync_outbox (entity, id, field, clock) SELECT '\(entity)', \(id), '\(field)', \(stamp)"
            + (condition.map { " WHERE \($0)" } ?? "") + ";\n"
    }

    private static func rowTriggers(_ row: SyncedRow) -> String {
        // An insert also writes the tombstone cell as "0": an id deleted and
        // made again (an import of a backup) is alive from then on.
        // A sparse field (the count) goes out when the row has a value, or
        // when an earlier row of the same id sent one (it is "" now).
        let inserts =
            row.fields.map { field in
                outbox(
                    row.entity, "NEW.id", field.field,
                    when: field.isSparse
                        ? """
                        \(field.isPresent(in: "NEW")) OR EXISTS (SELECT 1 FROM sync_cells WHERE entity = \
                        '\(row.entity)' AND id = NEW.id AND field = '\(field.field)')
                        """ : nil)
            }.joined() + outbox(row.entity, "NEW.id", SyncedTables.deleted)
        let updates = row.fields.map { outbox(row.entity, "NEW.id", $0.field, when: $0.changed) }.joined()
        let columns = row.fields.flatMap(\.columns).joined(separator: ", ")
        // A category merged into another (see `CategoryMerge`) is shown as
        // its winner: renaming or deleting the winner does the same to the
        // losers, or they would come back under the old title.
        let aliasUpdates =
            row.entity == SyncedTables.category.entity
            ? "INSERT OR REPLACE INTO sync_outbox (entity, id, field, clock) SELECT 'category', loser, 'title', "
                + "\(stamp) FROM sync_alias WHERE winner = NEW.id AND NEW.title IS NOT OLD.title;\n"
            : ""
        let aliasDeletes =
            row.entity == SyncedTables.category.entity
            ? "INSERT OR REPLACE INTO sync_outbox (entity, id, field, clock) SELECT 'category', loser, 'deleted', "
                + "\(stamp) FROM sync_alias WHERE winner = OLD.id;\n"
            : ""
        return """
            CREATE TRIGGER IF NOT EXISTS sync_\(row.table)_insert AFTER INSERT ON \(row.table) \(notApplying) BEGIN
            \(tick)
            \(inserts)END;
            CREATE TRIGGER IF NOT EXISTS sync_\(row.table)_update AFTER UPDATE OF \(columns) ON \(row.table) \
            \(notApplying) BEGIN
            \(tick)
            \(updates)\(aliasUpdates)END;
            CREATE TRIGGER IF NOT EXISTS sync_\(row.table)_delete AFTER DELETE ON \(row.table) \(notApplying) BEGIN
            \(tick)
            \(outbox(row.entity, "OLD.id", SyncedTables.deleted))\(aliasDeletes)END;

            """
    }

    private static func setTriggers(_ set: SyncedSet) -> String {
        let new = "NEW.\(set.ownerColumn) || '/' || NEW.day"
        let old = "OLD.\(set.ownerColumn) || '/' || OLD.day"
        return """
            CREATE TRIGGER IF NOT EXISTS sync_\(set.table)_insert AFTER INSERT ON \(set.table) \(notApplying) BEGIN
            \(tick)
            \(outbox(set.entity, new, SyncedTables.done))END;
            CREATE TRIGGER IF NOT EXISTS sync_\(set.table)_update AFTER UPDATE OF \(set.ownerColumn), day ON \
            \(set.table) \(notApplying) BEGIN
            \(tick)
            \(outbox(set.entity, old, SyncedTables.done))\(outbox(set.entity, new, SyncedTables.done))END;
            CREATE TRIGGER IF NOT EXISTS sync_\(set.table)_delete AFTER DELETE ON \(set.table) \(notApplying) BEGIN
            \(tick)
            \(outbox(set.entity, old, SyncedTables.done))END;

            """
    }
}
