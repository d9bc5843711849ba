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
    ]

    /// The newest version: a file recording a higher one is `.newerVersion`.
    public static var latestVersion: Int { migrations.map(\.version).max() ?? 0 }
}
