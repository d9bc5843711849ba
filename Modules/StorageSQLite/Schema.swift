/// The Pocket schema. Days are day numbers since 1970-01-01 (`LocalDate.dayNumber`),
/// never timestamps, so no time zone can move a record. `*_key` columns hold
/// the Unicode-lowercased title or name (`TextKey.fold`): SQLite's NOCASE
/// folds ASCII only, and uniqueness and order must hold for «Спорт»/«спорт».
/// Colors are `#RRGGBB` text, schedules a weekday bitmask (bit 0 = Monday).
public enum Schema {
    /// Every migration this build knows, oldest first.
    public static let migrations: [Migration] = [
        Migration(version: 1, name: "tables", sql: """
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
        Migration(version: 2, name: "records by day", sql: """
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
        Migration(version: 3, name: "record counts", sql: """
            ALTER TABLE trackers ADD COLUMN record_count INTEGER NOT NULL DEFAULT 0;
            UPDATE trackers SET record_count = (SELECT count(*) FROM records WHERE records.tracker_id = trackers.id);
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
        // Version 5, not 4: 4 is "outside changes" on the main line.
        // The my-habits list shows every habit's number of tracked days;
        // counting them read the whole history. As for trackers (migration 3),
        // the count lives on the habit row, set once here and kept by
        // triggers in the same transaction as each change. A habit deleted
        // with its days (cascade) takes its row away first. `habits_by_time`
        // gives the list its order without a sort; `habits_by_name` and
        // `habits_by_id_key` let `track H` find H without reading every habit.
        Migration(version: 5, name: "habit day counts", sql: """
            ALTER TABLE habits ADD COLUMN tracked_count INTEGER NOT NULL DEFAULT 0;
            UPDATE habits SET tracked_count = (SELECT count(*) FROM habit_days WHERE habit_days.habit_id = habits.id);
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
            CREATE INDEX habits_by_time ON habits (minute_of_day, name_key, id);
            CREATE INDEX habits_by_name ON habits (name_key);
            CREATE INDEX habits_by_id_key ON habits (lower(id));
            """),
    ]

    /// The newest version: a file recording a higher one is `.newerVersion`.
    public static var latestVersion: Int { migrations.map(\.version).max() ?? 0 }
}
