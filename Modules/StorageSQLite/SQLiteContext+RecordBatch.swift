import SQLite
import SharedModels
import Storage

/// `insertRecords` for an import of up to millions of records.
extension SQLiteContext {
    /// The trigger whose work this path does itself.
    static let countTrigger = "records_count_insert"

    /// Inserts an import of up to millions of records.
    ///
    /// Row by row, two things cost most (measured on a million records): the
    /// count trigger of migration 3, run once per row, and the `records_by_day`
    /// index, which takes rows in tracker order as random inserts into a tree
    /// larger than the page cache, so SQLite spills pages to the WAL and reads
    /// them back all through the transaction. So this path takes schema
    /// objects away and puts them back (`DeferredSchema`), and does so inside
    /// the caller's write transaction, on purpose: SQLite's schema changes are
    /// transactional, so no other connection ever sees the store without its
    /// triggers (a writer there would add rows nobody counts or logs), a crash
    /// or a failure rolls the drop back with the rows, and nothing outside the
    /// transaction has to remember to put them back. Done in a transaction of
    /// its own before the caller's, the drop would be committed, and a crash
    /// before the restore would leave the store without its triggers. This is
    /// the one place that changes the schema outside a migration:
    /// - the count trigger is dropped, each tracker's count raised by the rows
    ///   it really gained and its latest record day moved to the batch's last
    ///   (what the trigger would have done), and the trigger
    ///   put back from the SQL the store holds for it;
    /// - so is the change log's insert trigger (`SyncSchema`) when it would log
    ///   nothing: before the first sync, with no record's delete logged (its
    ///   tick tells outside changes, `OutsideChanges`, and this is our own
    ///   write scope, which seals the store at its commit anyway);
    /// - when the batch is at least as large as what the table holds, the
    ///   table's plain indexes are dropped and built again afterwards (a sort,
    ///   written once) from their stored SQL;
    /// - rows go in primary-key order (tracker id bytes, then day), many to a
    ///   statement.
    /// The result equals `insertRecordsOneByOne` (StorageTests check it).
    func insertRecords(_ batches: [RecordBatch]) throws -> Int {
        try requireWritable()
        let total = batches.reduce(0) { $0 + $1.days.count }
        guard total > 0 else { return 0 }
        let held = try integer("SELECT coalesce(sum(record_count), 0) FROM trackers")
        let idleLog = try SyncSchema.logsNoInsert(into: SyncedTables.record, in: database)
        let deferred = try DeferredSchema.drop(
            on: database,
            triggers: [Self.countTrigger]
                + (idleLog ? [SyncSchema.insertTrigger(of: SyncedTables.record)] : []),
            indexesOf: total >= held ? "records" : nil)
        let settings = try BulkSettings.apply(on: database)
        defer { settings.restore(on: database) }
        let ordered = batches.sorted { TextKey.precedes($0.trackerID.rawValue, $1.trackerID.rawValue) }
        var added = 0
        for batch in ordered {
            let gained = try insertDays(batch)
            added += gained
            if gained > 0, deferred.dropped(Self.countTrigger), let last = batch.days.max() {
                _ = try change(
                    """
                    UPDATE trackers SET record_count = record_count + ?1, last_day = max(coalesce(last_day, ?2), ?2)
                    WHERE id = ?3
                    """, .int(gained), .int(last.dayNumber), .text(batch.trackerID.rawValue))
            }
        }
        try deferred.restore(on: database)
        return added
    }

    /// Rows per statement: a statement of many rows pays SQLite's
    /// per-statement work (cursors opened and closed, the program halted,
    /// its memory freed: a third of a row's cost one row at a time) once.
    static let rowsPerStatement = 512

    /// `INSERT OR IGNORE … VALUES (?1, ?2), (?1, ?3), …` for 1, 2, 4, … 512
    /// rows, by rows: the text is the statement cache's key, made once.
    static let insertSQL: [Int: String] = Dictionary(
        uniqueKeysWithValues: (0...9).map { power in (1 << power, insertSQL(rows: 1 << power)) })

    static func insertSQL(rows: Int) -> String {
        "INSERT OR IGNORE INTO records (tracker_id, day) VALUES "
            + (0..<rows).map { "(?1, ?\($0 + 2))" }.joined(separator: ", ")
    }

    /// One tracker's days, ascending, in statements of 512, 256, … 1 rows
    /// (a handful of prepared statements serve any count); the number of
    /// rows that were new.
    private func insertDays(_ batch: RecordBatch) throws -> Int {
        let days = batch.days.sorted()
        var gained = 0
        var start = 0
        var rows = Self.rowsPerStatement
        while start < days.count {
            while rows > days.count - start { rows /= 2 }
            do {
                try database.withStatement(Self.insertSQL[rows] ?? Self.insertSQL(rows: rows)) { insert in
                    try insert.bind(.text(batch.trackerID.rawValue), at: 1)
                    for offset in 0..<rows {
                        try insert.bind(.int(days[start + offset].dayNumber), at: Int32(offset + 2))
                    }
                    while try insert.step() != nil {}
                }
            } catch let error as DatabaseError where error.code == .constraintForeignKey {
                throw StoreError.notFound(entity: .tracker, key: batch.trackerID.rawValue)
            }
            gained += database.changes
            start += rows
        }
        return gained
    }

    private func integer(_ sql: String) throws -> Int {
        var result = 0
        try query(sql) { result = $0.int(0) }
        return result
    }
}

/// Schema objects taken away for a bulk insert and put back from the SQL
/// the store itself holds for them, so their one definition stays the
/// migration's.
struct DeferredSchema {
    /// The dropped triggers' names and SQL; a trigger the store does not
    /// have is not listed (then nothing did its work row by row either).
    var triggers: [(name: String, sql: String)]
    /// The dropped indexes' SQL, in creation order.
    var indexes: [String]

    /// Whether the trigger `name` existed and was dropped.
    func dropped(_ name: String) -> Bool { triggers.contains { $0.name == name } }

    /// Drops `triggers` and, when `table` is given, that table's indexes made
    /// by `CREATE INDEX` that are not unique (a unique one must refuse rows
    /// as they come, so it stays).
    static func drop(on database: Database, triggers names: [String], indexesOf table: String?) throws -> DeferredSchema
    {
        var deferred = DeferredSchema(triggers: [], indexes: [])
        try database.withStatement("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?") { lookup in
            for name in names {
                try lookup.fetch(.text(name)) { deferred.triggers.append((name, $0.string(0))) }
            }
        }
        for trigger in deferred.triggers { try database.execute("DROP TRIGGER \(quoted(trigger.name))") }
        guard let table else { return deferred }
        var names: [String] = []
        try database.fetch(
            """
            SELECT m.name, m.sql FROM sqlite_master AS m JOIN pragma_index_list(?1) AS l ON l.name = m.name
            WHERE m.type = 'index' AND m.tbl_name = ?1 AND m.sql IS NOT NULL AND l."unique" = 0 AND l.origin = 'c'
            ORDER BY m.rowid
            """, .text(table)
        ) { row in
            names.append(row.string(0))
            deferred.indexes.append(row.string(1))
        }
        for name in names { try database.execute("DROP INDEX \(quoted(name))") }
        return deferred
    }

    /// An SQL identifier in double quotes.
    private static func quoted(_ name: String) -> String {
        "\"" + name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }

    func restore(on database: Database) throws {
        for sql in indexes { try database.execute(sql) }
        for trigger in triggers { try database.execute(trigger.sql) }
    }
}

/// Connection settings for the length of a bulk insert: a page cache large
/// enough to hold what the insert writes and the index build reads back
/// (the default 2 MB made SQLite spill pages to the WAL and read them again,
/// and sort in many small runs through temporary files), and helper threads
/// for that sort. Neither changes what is stored. Sync's download takes
/// them too (a million pulled cells are a bulk insert in pages).
package struct BulkSettings: Sendable {
    var cacheSize: String
    var threads: String

    /// 256 MiB at most: the cache grows only as far as it is used.
    static let cacheKiB = 262_144

    package static func apply(on database: Database) throws -> BulkSettings {
        let saved = BulkSettings(
            cacheSize: try database.scalarText("PRAGMA cache_size") ?? "-2000",
            threads: try database.scalarText("PRAGMA threads") ?? "0")
        try database.execute("PRAGMA cache_size = -\(cacheKiB)")
        _ = try database.scalarText("PRAGMA threads = 2")
        return saved
    }

    package func restore(on database: Database) {
        try? database.execute("PRAGMA cache_size = \(Int(cacheSize) ?? -2000)")
        _ = try? database.scalarText("PRAGMA threads = \(Int(threads) ?? 0)")
    }
}

extension Database {
    /// `insertRecords`' bulk path for a caller that holds the write
    /// transaction itself (sync's pull, inside `SQLiteStore.writeDatabase`,
    /// whose seal does the outside-change trigger's work as the store's own
    /// write scope does); the number of rows that were new.
    package func insertRecords(_ batches: [RecordBatch]) throws -> Int {
        try SQLiteContext(database: self, writable: true).insertRecords(batches)
    }
}
