import SQLite
import SharedModels

/// The Pocket schema. Days are day numbers since 1970-01-01 (`LocalDate.dayNumber`),
/// never timestamps, so no time zone can move a record. `*_key` columns hold
/// the Unicode-lowercased title or name (`TextKey.fold`): SQLite's NOCASE
/// folds ASCII only, and uniqueness must hold for «Спорт»/«спорт». `*_order`
/// columns hold the sort key (`NameOrder.key`, migration 4).
/// Colors are `#RRGGBB` text, schedules a weekday bitmask (bit 0 = Monday)
/// and, for a count schedule, `count_times`/`count_per` (migration 9).
package enum Schema {
    /// Every migration this build knows, oldest first.
    package static let migrations: [Migration] = [
        Migration(
            version: 1, name: "tables",
            sql: """
                CREATE TABLE categories (
                    id TEXT PRIMARY KEY NOT NULL,
                    title TEXT NOT NULL,
                    title_key TEXT NOT NULL UNIQUE
                );
                CREATE TABLE trackers (
                    id TEXT PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('habit', 'event')),
                    category_id TEXT REFERENCES categories (id) ON DELETE CASCADE,
                    emoji TEXT NOT NULL,
                    color TEXT NOT NULL,
                    schedule INTEGER NOT NULL CHECK (schedule BETWEEN 0 AND 127),
                    pinned INTEGER NOT NULL CHECK (pinned IN (0, 1)),
                    created_on INTEGER NOT NULL
                );
                CREATE INDEX trackers_by_category ON trackers (category_id);
                CREATE INDEX trackers_by_name ON trackers (name_key, id);
                CREATE TABLE records (
                    tracker_id TEXT NOT NULL REFERENCES trackers (id) ON DELETE CASCADE,
                    day INTEGER NOT NULL,
                    PRIMARY KEY (tracker_id, day)
                ) WITHOUT ROWID;
                CREATE TABLE habits (
                    id TEXT PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL,
                    minute_of_day INTEGER NOT NULL,
                    color TEXT NOT NULL,
                    created_on INTEGER NOT NULL
                );
                CREATE TABLE habit_days (
                    habit_id TEXT NOT NULL REFERENCES habits (id) ON DELETE CASCADE,
                    day INTEGER NOT NULL,
                    PRIMARY KEY (habit_id, day)
                ) WITHOUT ROWID;
                CREATE TABLE settings (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;
                CREATE TABLE session (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    access_token TEXT NOT NULL,
                    username TEXT NOT NULL,
                    created_at INTEGER NOT NULL
                );
                CREATE TABLE cache (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;
                """),
        // The main screen and the calendar read one day's records; in a
        // WITHOUT ROWID table this index also holds tracker_id, so it covers
        // those reads and gives `records()` its (day, tracker) order for free.
        Migration(
            version: 2, name: "records by day",
            sql: """
                CREATE INDEX records_by_day ON records (day);
                """),
        // Every card of the main screen shows its tracker's number of records:
        // counting them (GROUP BY over every record) made `list` depend on the
        // length of the history. The count now lives on the tracker row, set
        // once from the records here and kept right by triggers in the same
        // transaction as each change (a rollback takes it back too). A
        // tracker deleted with its records (cascade) takes its row away; the
        // cascade's deletes then update no row.
        // `trackers_by_id_key` serves id-prefix lookups: users type ids in
        // any case and imported ids may hold capitals, and SQLite's built-in
        // `lower()` folds ASCII only, exactly like `TextKey.foldID`.
        Migration(
            version: 3, name: "record counts",
            sql: """
                ALTER TABLE trackers ADD COLUMN record_count INTEGER NOT NULL DEFAULT 0;
                UPDATE trackers SET record_count = (SELECT count(*) FROM records WHERE records.tracker_id = \
                trackers.id);
                CREATE TRIGGER records_count_insert AFTER INSERT ON records BEGIN
                    UPDATE trackers SET record_count = record_count + 1 WHERE id = NEW.tracker_id;
                END;
                CREATE TRIGGER records_count_delete AFTER DELETE ON records BEGIN
                    UPDATE trackers SET record_count = record_count - 1 WHERE id = OLD.tracker_id;
                END;
                CREATE TRIGGER records_count_move AFTER UPDATE OF tracker_id ON records
                WHEN NEW.tracker_id IS NOT OLD.tracker_id BEGIN
                    UPDATE trackers SET record_count = record_count - 1 WHERE id = OLD.tracker_id;
                    UPDATE trackers SET record_count = record_count + 1 WHERE id = NEW.tracker_id;
                END;
                CREATE INDEX trackers_by_id_key ON trackers (lower(id));
                """),
        // Lists come in `NameOrder` (the main screen's order: «Ёлка» with the
        // Е's, "Äpfel" with the A's), which SQLite's collations cannot
        // compute. Each row keeps its sort key, written by the same Swift
        // function as every later insert and update; the backfill of the
        // rows already there is code, run inside this migration. The indexes
        // give `ORDER BY *_order, name, id` without a sort, and look-ups by
        // folded name their order.
        Migration(
            version: 4, name: "name order",
            steps: [
                .sql(
                    """
                    ALTER TABLE categories ADD COLUMN title_order TEXT NOT NULL DEFAULT '';
                    ALTER TABLE trackers ADD COLUMN name_order TEXT NOT NULL DEFAULT '';
                    ALTER TABLE habits ADD COLUMN name_order TEXT NOT NULL DEFAULT '';
                    """),
                .code { database in
                    try backfillOrder(database, table: "categories", text: "title", key: "title_order")
                    try backfillOrder(database, table: "trackers", text: "name", key: "name_order")
                    try backfillOrder(database, table: "habits", text: "name", key: "name_order")
                },
                .sql(
                    """
                    CREATE INDEX categories_by_order ON categories (title_order, title, id);
                    CREATE INDEX trackers_by_order ON trackers (name_order, name, id);
                    DROP INDEX trackers_by_name;
                    CREATE INDEX trackers_by_name ON trackers (name_key, name_order, name, id);
                    """),
            ]),
        // See `OutsideChanges`: marks a change made by anything but this
        // store's write scopes (the sqlite3 shell, another program), so the
        // next write checks the whole store before it adds to it.
        Migration(version: 5, name: "outside changes", sql: OutsideChanges.migrationSQL),
        // The my-habits list shows every habit's number of tracked days;
        // counting them read the whole history. As for trackers (migration 3),
        // the count lives on the habit row, set once here and kept by
        // triggers in the same transaction as each change. A habit deleted
        // with its days (cascade) takes its row away first. `habits_by_time`
        // gives the list its order without a sort; `habits_by_name` and
        // `habits_by_id_key` let `track H` find H without reading every habit.
        Migration(
            version: 6, name: "habit day counts",
            sql: """
                ALTER TABLE habits ADD COLUMN tracked_count INTEGER NOT NULL DEFAULT 0;
                UPDATE habits SET tracked_count = (SELECT count(*) FROM habit_days WHERE habit_days.habit_id = \
                habits.id);
                CREATE TRIGGER habit_days_count_insert AFTER INSERT ON habit_days BEGIN
                    UPDATE habits SET tracked_count = tracked_count + 1 WHERE id = NEW.habit_id;
                END;
                CREATE TRIGGER habit_days_count_delete AFTER DELETE ON habit_days BEGIN
                    UPDATE habits SET tracked_count = tracked_count - 1 WHERE id = OLD.habit_id;
                END;
                CREATE TRIGGER habit_days_count_move AFTER UPDATE OF habit_id ON habit_days
                WHEN NEW.habit_id IS NOT OLD.habit_id BEGIN
                    UPDATE habits SET tracked_count = tracked_count - 1 WHERE id = OLD.habit_id;
                    UPDATE habits SET tracked_count = tracked_count + 1 WHERE id = NEW.habit_id;
                END;
                CREATE INDEX habits_by_time ON habits (minute_of_day, name_order, name, id);
                CREATE INDEX habits_by_name ON habits (name_key);
                CREATE INDEX habits_by_id_key ON habits (lower(id));
                """),
        // The status line (`tracker today`) runs every few seconds from a
        // status bar and asks how many due habits are done on a day: probing
        // the records for each habit cost a third of its run at 1,000
        // trackers. Each tracker row now keeps its latest record day,
        // set here and kept by the count triggers of migration 3 (rewritten
        // to do both, so no trigger is added to what every open parses).
        // Records on or before today are all a status line needs, so "done
        // today" is "latest record is today" for every habit with no later
        // record; `trackers_habit_days` covers that count without the table.
        Migration(
            version: 7, name: "last record day",
            sql: """
                ALTER TABLE trackers ADD COLUMN last_day INTEGER;
                UPDATE trackers SET last_day = (SELECT max(day) FROM records WHERE records.tracker_id = trackers.id);
                DROP TRIGGER records_count_insert;
                CREATE TRIGGER records_count_insert AFTER INSERT ON records BEGIN
                    UPDATE trackers SET record_count = record_count + 1, last_day = max(coalesce(last_day, NEW.day), \
                NEW.day)
                    WHERE id = NEW.tracker_id;
                END;
                DROP TRIGGER records_count_delete;
                CREATE TRIGGER records_count_delete AFTER DELETE ON records BEGIN
                    UPDATE trackers SET record_count = record_count - 1,
                        last_day = CASE WHEN last_day = OLD.day
                            THEN (SELECT max(day) FROM records WHERE tracker_id = OLD.tracker_id) ELSE last_day END
                    WHERE id = OLD.tracker_id;
                END;
                DROP TRIGGER records_count_move;
                CREATE TRIGGER records_count_move AFTER UPDATE OF tracker_id, day ON records BEGIN
                    UPDATE trackers SET record_count = record_count - (NEW.tracker_id IS NOT OLD.tracker_id),
                        last_day = (SELECT max(day) FROM records WHERE tracker_id = OLD.tracker_id)
                    WHERE id = OLD.tracker_id;
                    UPDATE trackers SET record_count = record_count + (NEW.tracker_id IS NOT OLD.tracker_id),
                        last_day = (SELECT max(day) FROM records WHERE tracker_id = NEW.tracker_id)
                    WHERE id = NEW.tracker_id;
                END;
                CREATE INDEX trackers_habit_days ON trackers (schedule, last_day) WHERE kind = 'habit';
                """),
        // Migration 7's index did not cover the status line's count after
        // all: SQLite does not drop the `kind = 'habit'` term that the
        // partial index implies, so it read every habit's table row for
        // `kind`. With `kind` in the index the count reads the index alone
        // (measured: docs/benchmarks.md, "Measured choices").
        Migration(
            version: 8, name: "covering habit days",
            sql: """
                DROP INDEX trackers_habit_days;
                CREATE INDEX trackers_habit_days ON trackers (schedule, last_day, kind) WHERE kind = 'habit';
                """),
        // A count schedule ("N times in M days", `CountSchedule`) is two
        // numbers beside the weekday mask, which stays 127 (every day) so
        // that the status line's mask and an older reader still see a daily
        // habit. Both or neither, and only on a daily habit: the CHECK keeps
        // what `CountSchedule` and `Schedule(count:)` allow (a NULL would
        // pass a plain comparison, hence `typeof`). Whether a count
        // habit is due depends on its records, which the status line's
        // count cannot see: `trackers_counted` (empty without count habits)
        // tells it in one probe to leave the day to the main screen's rules.
        Migration(
            version: 9, name: "count schedules",
            sql: """
                ALTER TABLE trackers ADD COLUMN count_times INTEGER;
                ALTER TABLE trackers ADD COLUMN count_per INTEGER CHECK (
                    (count_times IS NULL AND count_per IS NULL)
                    OR (typeof(count_times) = 'integer' AND typeof(count_per) = 'integer'
                        AND count_times BETWEEN 1 AND count_per AND count_per <= \(CountSchedule.maxPer)
                        AND kind = 'habit' AND schedule = 127));
                CREATE INDEX trackers_counted ON trackers (count_per) WHERE count_per IS NOT NULL;
                """),
        // When each row was changed or deleted, from the store's creation on
        // (`SyncSchema`), so that a copy of a data folder that never synced
        // merges with the original by when their changes were made.
        Migration(version: 10, name: "change log", sql: SyncSchema.changeLogSQL),
        // The change log's triggers made again in their shorter form (see
        // `SyncSchema.sinkSQL`), which every open parses in less time; what
        // they log is unchanged, and every change now ticks the clock, so
        // the outside-change seal reads the clock and its fifteen triggers
        // go (`OutsideChanges`). A store that has synced gets the full
        // triggers, one that has not the pre-sync ones; migration 12 makes
        // them, since they name every synced column (see `changeLogSQL`).
        Migration(
            version: 11, name: "short change log triggers", sql: SyncSchema.sinkSQL + OutsideChanges.clockSealSQL),
        // Archived trackers, questions and descriptions (Loop Habit
        // Tracker's `archived`, `question` and `description`). The status
        // line leaves archived habits out, so its covering index gains the
        // column (as migration 8 learned, a column the query names must be in
        // the index for the count to read the index alone). The change log
        // logs the three (sync schema 4), so its triggers are made again.
        Migration(
            version: 12, name: "archive, question, description",
            steps: [
                .sql(
                    """
                    ALTER TABLE trackers ADD COLUMN archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1));
                    ALTER TABLE trackers ADD COLUMN question TEXT NOT NULL DEFAULT '';
                    ALTER TABLE trackers ADD COLUMN description TEXT NOT NULL DEFAULT '';
                    DROP INDEX trackers_habit_days;
                    CREATE INDEX trackers_habit_days ON trackers (schedule, last_day, kind, archived)
                    WHERE kind = 'habit';
                    """),
                .code { try SyncSchema.remakeTriggers($0) },
            ]),
    ]

    /// Sets KEY to `NameOrder.key(TEXT)` on every row of TABLE.
    static func backfillOrder(_ database: Database, table: String, text: String, key: String) throws {
        var rows: [(id: String, text: String)] = []
        try database.fetch("SELECT id, \(text) FROM \(table)") { rows.append(($0.string(0), $0.string(1))) }
        try database.withStatement("UPDATE \(table) SET \(key) = ? WHERE id = ?") { update in
            for row in rows { try update.run(.text(NameOrder.key(row.text)), .text(row.id)) }
        }
    }

    /// The newest version: a file recording a higher one is `.newerVersion`.
    /// Written out rather than read off `migrations`, whose SQL every open
    /// would otherwise build, on the status line's path too;
    /// `SchemaVersionTests` holds the two equal.
    package static let latestVersion = 12
}
