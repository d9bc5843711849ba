import SQLite
import SharedModels
import Storage

// The status line's read (`tracker today`): it runs every few seconds from a
// status bar, so it counts in SQL instead of building the thousand trackers
// the main screen does. The order of "next" is the main screen's
// (`DayProgress.reference`): pinned first by name, then by category title,
// then the uncategorized, each by name, on the stored order keys.
//
// "Done on the day" is read off each tracker's latest record day
// (`trackers.last_day`, migration 7) when no due habit has a record after
// the day, which is the status line's case (today); otherwise, for a past
// day, each habit's records are probed.
//
// Archived habits are left out, as the main screen leaves them out.
//
// A count habit ("N times in M days") is due while its window lacks
// completions (`CountWindows.isDue`), which its records decide, not the
// mask: with any count habit in the store the count is left to the main
// screen's rules (nil). The same statement tells, from the partial index
// `trackers_counted` (migration 9), which is empty without count habits.
extension SQLiteContext {
    func dayProgress(on day: LocalDate, byCategory: Bool, withNext: Bool) throws -> DayProgress? {
        let weekday = SQLValue.int(1 << (day.weekday.rawValue - 1))
        let number = SQLValue.int(day.dayNumber)
        var due = 0
        var done = 0
        var later = 0
        var counted = false
        try query(DayProgressQueries.latestCounts, weekday, number) { row in
            due = row.int(0)
            done = row.int(1)
            later = row.int(2)
            counted = row.int(3) != 0
        }
        if counted { return nil }
        let queries = later == 0 ? DayProgressQueries.byLatest : DayProgressQueries.byProbe
        if later > 0 {
            try query(DayProgressQueries.probedCounts, weekday, number) { row in
                due = row.int(0)
                done = row.int(1)
            }
        }
        var next: String?
        if withNext, done < due {
            try query(queries.firstPinned, weekday, number) { next = $0.string(0) }
            if next == nil {
                let unpinned = byCategory ? queries.firstByCategory : queries.firstUnpinned
                try query(unpinned, weekday, number) { next = $0.string(0) }
            }
        }
        return DayProgress(date: day, due: due, done: done, next: next)
    }
}

/// ?1 the day's weekday bit (`WeekdayMask`), ?2 its day number.
struct DayProgressQueries {
    /// The due habits, how many have their latest record on the day, and
    /// how many have one after it (then `last_day` cannot tell), and
    /// whether any tracker has a count schedule.
    static let latestCounts = """
        SELECT count(*), count(CASE WHEN last_day = ?2 THEN 1 END), count(CASE WHEN last_day > ?2 THEN 1 END),
            EXISTS (SELECT 1 FROM trackers WHERE count_per IS NOT NULL)
        FROM trackers WHERE kind = 'habit' AND archived = 0 AND (schedule & ?1) != 0
        """

    /// The due habits, and how many of them have a record on the day.
    static let probedCounts = """
        SELECT count(*), count(r.day) FROM trackers AS t
        LEFT JOIN records AS r ON r.tracker_id = t.id AND r.day = ?2
        WHERE t.kind = 'habit' AND t.archived = 0 AND (t.schedule & ?1) != 0
        """

    static let byLatest = DayProgressQueries(
        dueNotDone: """
            t.kind = 'habit' AND t.archived = 0 AND (t.schedule & ?1) != 0 AND t.last_day IS NOT ?2
            """)

    static let byProbe = DayProgressQueries(
        dueNotDone: """
            t.kind = 'habit' AND t.archived = 0 AND (t.schedule & ?1) != 0
            AND NOT EXISTS (SELECT 1 FROM records AS r WHERE r.tracker_id = t.id AND r.day = ?2)
            """)

    let firstPinned: String
    let firstByCategory: String
    let firstUnpinned: String

    private init(dueNotDone: String) {
        firstPinned = """
            SELECT t.name FROM trackers AS t WHERE t.pinned = 1 AND \(dueNotDone)
            ORDER BY t.name_order, t.name, t.id LIMIT 1
            """
        // A tracker whose category is missing counts as uncategorized, as on the screen.
        firstByCategory = """
            SELECT t.name FROM trackers AS t LEFT JOIN categories AS c ON c.id = t.category_id
            WHERE t.pinned = 0 AND \(dueNotDone)
            ORDER BY c.id IS NULL, c.title_order, c.title, c.id, t.name_order, t.name, t.id LIMIT 1
            """
        firstUnpinned = """
            SELECT t.name FROM trackers AS t WHERE t.pinned = 0 AND \(dueNotDone)
            ORDER BY t.name_order, t.name, t.id LIMIT 1
            """
    }
}
