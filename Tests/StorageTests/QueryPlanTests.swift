import SQLite
import SharedModels
import Storage
import Testing

@testable import StorageSQLite

/// The SQLite queries every tracker command runs use an index each, and the
/// counts do not read the records table (whose size is the history's).
@Suite struct QueryPlanTests {
    /// `EXPLAIN QUERY PLAN` of `sql`, its detail lines joined by "; ".
    func plan(_ sql: String, in database: Database) throws -> String {
        var lines: [String] = []
        try database.fetch("EXPLAIN QUERY PLAN " + sql) { lines.append($0.string(3)) }
        return lines.joined(separator: "; ")
    }

    @Test func everyPerCommandQueryIsIndexed() throws {
        try withStore(.sqlite) { store, folder in
            try store.write { context throws in
                try context.insertCategory(Make.category("Sport", id: "c1"))
                try context.insertTracker(Make.tracker("Run", category: Make.category("Sport", id: "c1"), id: "abcd"))
                try context.insertRecord(TrackerRecord(trackerID: "abcd", day: Make.day("2026-01-01")))
            }
            let database = try Database(path: storeFile(.sqlite, folder.storeDirectory))
            let expected: [(String, String)] = [
                (TrackerQueries.all, "SCAN trackers USING INDEX trackers_by_order"),
                (TrackerQueries.allWithCounts, "SCAN trackers USING INDEX trackers_by_order"),
                (TrackerQueries.named, "SEARCH trackers USING INDEX trackers_by_name (name_key=?)"),
                (TrackerQueries.idRange, "SEARCH trackers USING INDEX trackers_by_id_key (<expr>>? AND <expr><?)"),
                (TrackerQueries.counts, "SCAN trackers"),
                (TrackerQueries.countOfOne, "SEARCH trackers USING INDEX sqlite_autoindex_trackers_1 (id=?)"),
                (TrackerQueries.categories, "SCAN categories USING COVERING INDEX categories_by_order"),
                (TrackerQueries.recordsOnDay, "SEARCH records USING COVERING INDEX records_by_day (day=?)"),
                (TrackerQueries.daysOfTracker, "SEARCH records USING PRIMARY KEY (tracker_id=?)"),
                ("SELECT value FROM settings WHERE key = ?", "SEARCH settings USING PRIMARY KEY (key=?)"),
            ]
            for (sql, start) in expected {
                let plan = try plan(sql, in: database)
                #expect(plan.hasPrefix(start), "\(sql): \(plan)")
                #expect(!plan.contains("records") || sql.contains("FROM records"), "\(sql): \(plan)")
                // The index gives the order, except for the few trackers an id prefix finds.
                #expect(!plan.contains("TEMP B-TREE") || sql == TrackerQueries.idRange, "\(sql): \(plan)")
            }
        }
    }

    /// The status line's count reads `trackers_habit_days` alone, and asks
    /// whether a count habit exists of the partial `trackers_counted`
    /// (migration 9), which holds the count habits only: no tracker row.
    @Test func theStatusLineCountReadsIndexesAlone() throws {
        try withStore(.sqlite) { store, folder in
            try store.write { try $0.insertTracker(Make.tracker("Run", category: nil, id: "abcd")) }
            let database = try Database(path: storeFile(.sqlite, folder.storeDirectory))
            let plan = try plan(DayProgressQueries.latestCounts, in: database)
            #expect(plan.contains("SCAN trackers USING COVERING INDEX trackers_habit_days"), "\(plan)")
            #expect(plan.contains("USING COVERING INDEX trackers_counted"), "\(plan)")
            #expect(!plan.contains("records"), "\(plan)")
        }
    }

    @Test func upperBoundsOfPrefixes() {
        #expect(TrackerQueries.upperBound(ofPrefix: "abc") == "abd")
        #expect(TrackerQueries.upperBound(ofPrefix: "ab9") == "ab:")
        #expect(TrackerQueries.upperBound(ofPrefix: "") == nil)
        #expect(TrackerQueries.upperBound(ofPrefix: "a\u{10FFFF}") == "b")
        #expect(TrackerQueries.upperBound(ofPrefix: "\u{10FFFF}\u{10FFFF}") == nil)
        #expect(TrackerQueries.upperBound(ofPrefix: "x\u{D7FF}") == "x\u{E000}")
    }
}
