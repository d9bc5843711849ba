import SQLite
import Storage

/// Keeps a store found damaged from being written, at the cost of one row.
///
/// Reads check every row they decode (a malformed color, kind or schedule
/// is `.corrupt`), but a write reads only the rows it needs: `done T` reads
/// one tracker, so a damaged row elsewhere went unnoticed and the file was
/// changed. Checking the whole store on every write (`quick_check`, or
/// decoding every row) would make `done` depend on the size of the history.
///
/// Damage by SQL (the sqlite3 shell, another program) is told by the change
/// log's clock: since migration 11 every insert, delete and update of a
/// checked column of a table whose rows can be invalid ticks
/// `sync_clock.hlc`, whichever program makes it (`SyncSchema`'s triggers;
/// migration 5's own triggers did this with a flag, at the cost of fifteen
/// more triggers for every open to parse). Our write scopes store the clock
/// in `store_seal.sealed_clock` as their last statement, so when a scope
/// begins with the two apart, somebody else has changed the store since our
/// last commit. Only then is the whole store checked, with the same decoders
/// the reads use (`StoreSnapshot.capture`), the rules the apps apply on input
/// (`EntityRules`, through `StoreRuleCheck`: names, emoji, colors, days,
/// counts) and `PRAGMA foreign_key_check` (the shell runs without foreign
/// keys): a damaged store refuses the write with `.corrupt` (exit 65) and
/// stays as it is, seal and all; a sound one is sealed again by that
/// write's commit. A read finding the seal broken runs the same check first
/// (`SQLiteStore.checkOutsideChanges`), so a damaged store refuses reads
/// too. The usual write pays one read of two one-row tables and one
/// one-row update; the whole check runs once after each outside change.
/// Damage to the file's bytes rather than its rows is SQLite's own
/// `SQLITE_CORRUPT`, on any page read.
enum OutsideChanges {
    /// The tables whose rows the decoders or the foreign keys can find
    /// damaged. Settings, the session and the cache hold free text that
    /// every value of passes, so a trigger there would only cost: each
    /// trigger is parsed with the schema at every open.
    static let tables = ["categories", "trackers", "records", "habits", "habit_days"]

    /// Migration 5 (until migration 11): a flag set by a trigger on every
    /// change. The flag starts set: a store of an older build is checked
    /// whole once, by its first write.
    static var migrationSQL: String {
        var sql = """
            CREATE TABLE store_seal (id INTEGER PRIMARY KEY CHECK (id = 1), outside_change INTEGER NOT NULL);
            INSERT INTO store_seal (id, outside_change) VALUES (1, 1);

            """
        for table in tables {
            for event in ["INSERT", "UPDATE", "DELETE"] {
                sql += """
                    CREATE TRIGGER seal_\(table)_\(event.lowercased()) AFTER \(event) ON \(table) BEGIN
                        UPDATE store_seal SET outside_change = 1 WHERE outside_change = 0;
                    END;

                    """
            }
        }
        return sql
    }

    /// Migration 11: the seal becomes the clock of our last commit; a store
    /// whose flag was set starts unsealed (checked whole by its next scope).
    static var clockSealSQL: String {
        tables.flatMap { table in
            ["insert", "update", "delete"].map { "DROP TRIGGER seal_\(table)_\($0);\n" }
        }.joined() + """
            ALTER TABLE store_seal ADD COLUMN sealed_clock INTEGER;
            UPDATE store_seal SET sealed_clock = CASE WHEN outside_change = 0 THEN (SELECT hlc FROM sync_clock) END;
            ALTER TABLE store_seal DROP COLUMN outside_change;

            """
    }

    private static let clock = "(SELECT hlc FROM sync_clock WHERE id = 1)"

    /// Whether nobody but our write scopes has changed the store since our last commit.
    static func isSealed(_ database: Database) throws -> Bool {
        try database.scalarText("SELECT sealed_clock IS \(clock) FROM store_seal WHERE id = 1") == "1"
    }

    /// At the start of a write scope: checks the whole store when the seal says
    /// it was changed from outside.
    static func checkBeforeWriting(_ context: SQLiteContext) throws {
        guard try !isSealed(context.database) else { return }
        let snapshot = try StoreSnapshot.capture(from: context)
        if let broken = snapshot.firstBrokenRule {
            throw StoreError.corrupt(path: context.database.path, detail: broken)
        }
        if let table = try context.database.scalarText("SELECT \"table\" FROM pragma_foreign_key_check LIMIT 1") {
            throw StoreError.corrupt(path: context.database.path, detail: "a row of \(table) names a missing parent")
        }
    }

    /// The last statement of a write scope: its own changes are not outside ones.
    static func sealAfterWriting(_ database: Database) throws {
        try database.run("UPDATE store_seal SET sealed_clock = \(clock) WHERE id = 1 AND sealed_clock IS NOT \(clock)")
    }
}
