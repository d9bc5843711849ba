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
/// Damage by SQL (the sqlite3 shell, another program) goes through the
/// triggers below, which set `store_seal.outside_change` on any insert,
/// update or delete in a table whose rows can be invalid. Our own write scopes set it too, and
/// clear it as their last statement, so when a write scope begins with the
/// flag set, somebody else has changed the store since our last commit.
/// Only then is the whole store checked, with the same decoders the reads
/// use (`StoreSnapshot.capture`), the rules the apps apply on input
/// (`EntityRules`, through `StoreRuleCheck`: names, emoji, colors, days,
/// counts) and `PRAGMA foreign_key_check` (the shell runs without foreign
/// keys): a damaged store refuses the write with `.corrupt` (exit 65) and
/// stays as it is, flag and all; a sound one is sealed again by that
/// write's commit. A read finding the flag set runs the same check first
/// (`SQLiteStore.checkOutsideChanges`), so a damaged store refuses reads too. The usual
/// write pays one primary-key read and one one-row update; the whole check
/// runs once after each outside change. Damage to the file's bytes rather
/// than its rows is SQLite's own `SQLITE_CORRUPT`, on any page read.
enum OutsideChanges {
    /// The tables whose rows the decoders or the foreign keys can find
    /// damaged. Settings, the session and the cache hold free text that
    /// every value of passes, so a trigger there would only cost: each
    /// trigger is parsed with the schema at every open.
    static let tables = ["categories", "trackers", "records", "habits", "habit_days"]

    /// Migration 5. The flag starts set: a store of an older build is
    /// checked whole once, by its first write.
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

    /// At the start of a write scope: checks the whole store when the flag says
    /// it was changed from outside.
    static func checkBeforeWriting(_ context: SQLiteContext) throws {
        let flag = try context.database.scalarText("SELECT outside_change FROM store_seal WHERE id = 1")
        guard flag != "0" else { return }
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
        try database.run("UPDATE store_seal SET outside_change = 0 WHERE outside_change <> 0")
    }
}
