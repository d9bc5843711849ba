import SharedModels
import Storage

// The status line's read (`tracker today`): it runs every few seconds from a
// status bar, so it counts in SQL instead of building the thousand trackers
// the main screen does. The order of "next" is the main screen's
// (`DayProgress.reference`): pinned first by name, then by category title,
// then the uncategorized, each by name, on the stored order keys.
extension SQLiteContext {
    func dayProgress(on day: LocalDate, byCategory: Bool, withNext: Bool) throws -> DayProgress? {
        let weekday = SQLValue.int(1 << (day.weekday.rawValue - 1))
        let number = SQLValue.int(day.dayNumber)
        var due = 0, done = 0
        try query(DayProgressQueries.counts, weekday, number) { row in
            due = row.int(0); done = row.int(1)
        }
        var next: String?
        if withNext, done < due {
            try query(DayProgressQueries.firstPinned, weekday, number) { next = $0.string(0) }
            if next == nil {
                let unpinned = byCategory ? DayProgressQueries.firstByCategory : DayProgressQueries.firstUnpinned
                try query(unpinned, weekday, number) { next = $0.string(0) }
            }
        }
        return DayProgress(date: day, due: due, done: done, next: next)
    }
}

enum DayProgressQueries {
    /// ?1 the day's weekday bit (`WeekdayMask`), ?2 its day number.
    private static let dueNotDone = """
        t.kind = 'habit' AND (t.schedule & ?1) != 0
        AND NOT EXISTS (SELECT 1 FROM records AS r WHERE r.tracker_id = t.id AND r.day = ?2)
        """

    /// The due habits, and how many of them have a record on the day.
    static let counts = """
        SELECT count(*), count(r.day) FROM trackers AS t
        LEFT JOIN records AS r ON r.tracker_id = t.id AND r.day = ?2
        WHERE t.kind = 'habit' AND (t.schedule & ?1) != 0
        """

    static let firstPinned = """
        SELECT t.name FROM trackers AS t WHERE t.pinned = 1 AND \(dueNotDone)
        ORDER BY t.name_order, t.name, t.id LIMIT 1
        """

    /// A tracker whose category is missing counts as uncategorized, as on the screen.
    static let firstByCategory = """
        SELECT t.name FROM trackers AS t LEFT JOIN categories AS c ON c.id = t.category_id
        WHERE t.pinned = 0 AND \(dueNotDone)
        ORDER BY c.id IS NULL, c.title_order, c.title, c.id, t.name_order, t.name, t.id LIMIT 1
        """

    static let firstUnpinned = """
        SELECT t.name FROM trackers AS t WHERE t.pinned = 0 AND \(dueNotDone)
        ORDER BY t.name_order, t.name, t.id LIMIT 1
        """
}
