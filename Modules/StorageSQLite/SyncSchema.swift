import SQLite
import SyncKit

/// The store's change log and the tables sync keeps beside it.
///
/// Every store has the log from its creation (migration 10): `sync_clock`
/// stamps each change with the hybrid clock, and `sync_outbox` holds which
/// cell changed and when, written by triggers in the same transaction as
/// the change, whichever program made it. Before the first sync the log
/// keeps only what a copy of the data folder could disagree on: updates,
/// deletes, and a row made again after a delete (`preSyncTriggersSQL`); a
/// row made and never changed since is the same on every copy, and the
/// first sync stamps it older than any change (`SyncEngine`), so two copies
/// of a folder that never synced merge by when their changes were made.
/// Making a row costs one `WHEN` that finds nothing; the bulk insert of an
/// import drops even that while it would log nothing (`logsNoInsert`).
///
/// The first sync adds `sync_state` and the full triggers (`triggersSQL`),
/// which log every change. `sync_cells` holds the newest known version of
/// every cell (the device's own and the ones pulled); its AUTOINCREMENT
/// `lseq` orders the device's own versions for pushing, so a push needs only
/// a cursor (`pushed` in `sync_state`). `sync_clock.applying` is set while a
/// pull writes merged rows, so those writes are not taken for local changes.
package enum SyncSchema {
    /// 2: trackers' `count` (migration 9 of the store); 3: a tracker's
    /// schedule and count go out together (`SyncedField.alsoOn`), and the log
    /// is written by upserts (`outbox`); 4: a tracker's `archived`,
    /// `question` and `description` (migration 12). See `SyncEngine.upgradeSchema`.
    package static let version = 4

    /// The log and the cells, without `sync_state` (whose presence says
    /// the store has synced).
    static let logTablesSQL = """
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

        """ + sinkSQL

    package static var tablesSQL: String {
        logTablesSQL + "CREATE TABLE IF NOT EXISTS sync_state (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) "
            + "WITHOUT ROWID;\n"
    }

    /// Migration 10: the log's tables. Its triggers name the column of
    /// every synced field, so the newest migration that adds a synced
    /// column makes them (`remakeTriggers`, migration 12), not this one.
    static var changeLogSQL: String { logTablesSQL }

    /// The hybrid-clock stamp of a change (the rule of `HybridClock.tick`,
    /// in SQL so that a change made by any program is stamped): later than
    /// the last stamp, and at least the wall clock's milliseconds shifted
    /// past the 16 counter bits.
    ///
    /// The triggers are short on purpose: every open parses every trigger
    /// of the schema, the status line's too, and their text was most of
    /// what opening a store cost. So the rule of the stamp is written once,
    /// as the view `sync_next`, and the upsert of a cell once, as the
    /// trigger of the view `sync_log`: a trigger only inserts the ids and
    /// fields it logs into `sync_log`, in one statement, then ticks.
    /// SQLite keeps `'now'` fixed within one step, so every cell of one
    /// change reads the same stamp from `sync_next` until `tick` stores it.
    /// The upsert is not `INSERT OR REPLACE`: the conflict clause of the
    /// statement that fired a trigger overrides the trigger's own (SQLite's
    /// rule), so under the store's `INSERT OR IGNORE` of a record a REPLACE
    /// became an IGNORE, and a record marked again after an unmark kept the
    /// unmark's stamp.
    static let sinkSQL = """
        CREATE VIEW IF NOT EXISTS sync_next (hlc) AS SELECT max(hlc + 1, CAST((julianday('now') - 2440587.5) * \
        86400000.0 AS INTEGER) * \(Int64(1) << HybridClock.counterBits)) FROM sync_clock WHERE id = 1;
        CREATE VIEW IF NOT EXISTS sync_log (entity, id, field) AS SELECT entity, id, field FROM sync_outbox;
        CREATE TRIGGER IF NOT EXISTS sync_log_cell INSTEAD OF INSERT ON sync_log BEGIN
        INSERT INTO sync_outbox (entity, id, field, clock) VALUES (NEW.entity, NEW.id, NEW.field, \
        (SELECT hlc FROM sync_next)) ON CONFLICT (entity, id, field) DO UPDATE SET clock = excluded.clock;
        END;

        """

    /// Makes the stamp of the change the clock's last (after the change's
    /// cells are logged with it).
    package static let tick = "UPDATE sync_clock SET hlc = (SELECT hlc FROM sync_next) WHERE id = 1;\n"
    static let notApplying = "(SELECT applying FROM sync_clock) = 0"

    /// Every change logged: the triggers of a store that has synced.
    package static var triggersSQL: String {
        SyncedTables.rows.map { rowTriggers($0, preSync: false) }.joined()
            + SyncedTables.sets.map { setTriggers($0, preSync: false) }.joined()
    }

    /// Before the first sync: a row's insert is logged only when the row
    /// was deleted before (its id or day has an entry).
    static var preSyncTriggersSQL: String {
        SyncedTables.rows.map { rowTriggers($0, preSync: true) }.joined()
            + SyncedTables.sets.map { setTriggers($0, preSync: true) }.joined()
    }

    /// Makes the log's triggers again for this build's fields: the full ones
    /// in a store that has synced, the pre-sync ones in one that has not (a
    /// migration that changes what is logged or how).
    static func remakeTriggers(_ database: Database) throws {
        let synced = try database.scalarText("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sync_state'")
        try database.execute(dropTriggersSQL + (synced == nil ? preSyncTriggersSQL : triggersSQL))
    }

    /// Drops every trigger of the log, so that `triggersSQL` can make them
    /// anew (the first sync, or a newer sync schema).
    package static var dropTriggersSQL: String {
        (SyncedTables.rows.map(\.table) + SyncedTables.sets.map(\.table)).flatMap { table in
            ["insert", "update", "delete"].map { "DROP TRIGGER IF EXISTS sync_\(table)_\($0);\n" }
        }.joined()
    }

    /// The name of the log's trigger on inserts into `set`'s table.
    static func insertTrigger(of set: SyncedSet) -> String { "sync_\(set.table)_insert" }

    /// Whether the log's insert trigger on `set`'s table would log nothing
    /// whatever is inserted: the store has not synced (the trigger is the
    /// one of `preSyncTriggersSQL`) and the log holds no member of the set.
    /// The bulk insert then drops it for its statements, as it does the
    /// store's other row triggers.
    static func logsNoInsert(into set: SyncedSet, in database: Database) throws -> Bool {
        let synced = try database.scalarText("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sync_state'")
        guard synced == nil else { return false }
        return try database.scalarText("SELECT 1 FROM sync_outbox WHERE entity = '\(set.entity)' LIMIT 1") == nil
    }

    /// What one statement into `sync_log` varies over: the fields of one
    /// row (its id fixed), or the ids of one field (a set member's `done`).
    private enum LoggedCells {
        case fields([(field: String, when: String)], id: String)
        case ids([String], field: String)
    }

    /// `INSERT INTO sync_log` of the cells whose SQL condition holds, and
    /// `when` besides, in one statement. Several cells go through `VALUES`
    /// (whose columns SQLite names `column1`, `column2` only when it has
    /// more than one row).
    private static func logged(_ entity: String, _ cells: LoggedCells, when condition: String? = nil) -> String {
        let rows: [(value: String, when: String)]
        let select: (String) -> String
        switch cells {
        case .fields(let fields, let id):
            rows = fields.map { ("'\($0.field)'", $0.when) }
            select = { "\(id), \($0)" }
        case .ids(let ids, let field):
            rows = ids.map { ($0, "1") }
            select = { "\($0), '\(field)'" }
        }
        let conditions = (rows.count == 1 ? [rows[0].when] : ["column2"]) + (condition.map { [$0] } ?? [])
        let filter = conditions.filter { $0 != "1" }
        let clause = filter.isEmpty ? "" : " WHERE " + filter.joined(separator: " AND ")
        guard rows.count > 1 else {
            return "INSERT INTO sync_log SELECT '\(entity)', \(select(rows[0].value))\(clause);\n"
        }
        let values = rows.map { "(\($0.value), \($0.when))" }.joined(separator: ", ")
        return "INSERT INTO sync_log SELECT '\(entity)', \(select("column1")) FROM (VALUES \(values))\(clause);\n"
    }

    /// Whether the log has an entry of `entity` with the id `id` (SQL).
    private static func logged(_ entity: String, _ id: String) -> String {
        "EXISTS (SELECT 1 FROM sync_outbox WHERE entity = '\(entity)' AND id = \(id))"
    }

    /// A sparse field has a value in the row `alias`, or had one (a cell).
    private static func hasOrHad(_ field: SyncedField, of row: SyncedRow, in alias: String) -> String {
        """
        \(field.isPresent(in: alias)) OR EXISTS (SELECT 1 FROM sync_cells WHERE entity = '\(row.entity)' AND id = \
        \(alias).id AND field = '\(field.field)')
        """
    }

    /// Every change ticks the clock, whoever makes it (`OutsideChanges`
    /// tells another program's change by the clock), while a pull is not
    /// applying cells. Before the first sync a made row is logged only when
    /// its id has an entry (it was deleted before).
    private static func rowTriggers(_ row: SyncedRow, preSync: Bool) -> String {
        // An insert also writes the tombstone cell as "0": an id deleted and
        // made again (an import of a backup) is alive from then on.
        // A sparse field (the count) goes out when the row has a value, or
        // when an earlier row of the same id sent one (it is "" now).
        let inserts = logged(
            row.entity,
            .fields(
                row.fields.map { field in
                    (field.field, field.isSparse ? hasOrHad(field, of: row, in: "NEW") : "1")
                } + [(SyncedTables.deleted, "1")], id: "NEW.id"),
            when: preSync ? logged(row.entity, "NEW.id") : nil)
        // A field goes out when it changed, or when a field of the same
        // decision did (`alsoOn`); a sparse one then only if it has or had a value.
        let updates = logged(
            row.entity,
            .fields(
                row.fields.map { field in
                    let also = field.alsoOn.isEmpty ? nil : SyncedField.changed(field.alsoOn)
                    let condition =
                        also.map {
                            field.isSparse
                                ? "(\(field.changed)) OR ((\($0)) AND (\(hasOrHad(field, of: row, in: "NEW"))))"
                                : "(\(field.changed)) OR \($0)"
                        }
                        ?? field.changed
                    return (field.field, condition)
                }, id: "NEW.id"))
        // The id too: a row given another id by hand is a change to check.
        let columns = (["id"] + row.fields.flatMap(\.columns)).joined(separator: ", ")
        // A category merged into another (see `CategoryMerge`) is shown as
        // its winner: renaming or deleting the winner does the same to the
        // losers, or they would come back under the old title.
        let isCategory = row.entity == SyncedTables.category.entity
        let aliasUpdates =
            isCategory
            ? "INSERT INTO sync_log SELECT 'category', loser, 'title' FROM sync_alias WHERE winner = NEW.id "
                + "AND NEW.title IS NOT OLD.title;\n" : ""
        let aliasDeletes =
            isCategory
            ? "INSERT INTO sync_log SELECT 'category', loser, 'deleted' FROM sync_alias WHERE winner = OLD.id;\n" : ""
        return """
            CREATE TRIGGER IF NOT EXISTS sync_\(row.table)_insert AFTER INSERT ON \(row.table) WHEN \(notApplying) BEGIN
            \(inserts)\(tick)END;
            CREATE TRIGGER IF NOT EXISTS sync_\(row.table)_update AFTER UPDATE OF \(columns) ON \(row.table) \
            WHEN \(notApplying) BEGIN
            \(updates)\(aliasUpdates)\(tick)END;
            CREATE TRIGGER IF NOT EXISTS sync_\(row.table)_delete AFTER DELETE ON \(row.table) WHEN \(notApplying) BEGIN
            \(logged(row.entity, .ids(["OLD.id"], field: SyncedTables.deleted)))\(aliasDeletes)\(tick)END;

            """
    }

    private static func setTriggers(_ set: SyncedSet, preSync: Bool) -> String {
        let new = "NEW.\(set.ownerColumn) || '/' || NEW.day"
        let old = "OLD.\(set.ownerColumn) || '/' || OLD.day"
        // Before the first sync a member is made far more often (an import)
        // than made again; the import's bulk insert drops this trigger while
        // the log holds no member of the set (`logsNoInsert`).
        let inserted = logged(
            set.entity, .ids([new], field: SyncedTables.done), when: preSync ? logged(set.entity, new) : nil)
        return """
            CREATE TRIGGER IF NOT EXISTS sync_\(set.table)_insert AFTER INSERT ON \(set.table) WHEN \(notApplying) BEGIN
            \(inserted)\(tick)END;
            CREATE TRIGGER IF NOT EXISTS sync_\(set.table)_update AFTER UPDATE OF \(set.ownerColumn), day ON \
            \(set.table) WHEN \(notApplying) BEGIN
            \(logged(set.entity, .ids([old, new], field: SyncedTables.done)))\(tick)END;
            CREATE TRIGGER IF NOT EXISTS sync_\(set.table)_delete AFTER DELETE ON \(set.table) WHEN \(notApplying) BEGIN
            \(logged(set.entity, .ids([old], field: SyncedTables.done)))\(tick)END;

            """
    }
}
