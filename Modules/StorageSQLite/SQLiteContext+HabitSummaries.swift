import SQLite
import SharedModels
import Storage

// The list screen's and `track`'s reads: each habit's row with the counter
// that migration 6 keeps (`habits.tracked_count`), and one primary-key probe
// of `habit_days` per habit for the day. Neither reads a habit's history.
extension SQLiteContext {
    func habitSummaries(on day: LocalDate) throws -> [HabitSummary] {
        try summaries(HabitQueries.summaries, .int(day.dayNumber))
    }

    func habitSummaries(named name: String, on day: LocalDate) throws -> [HabitSummary] {
        try summaries(HabitQueries.named, .int(day.dayNumber), .text(TextKey.fold(name)))
    }

    func habitSummaries(idPrefix: String, on day: LocalDate) throws -> [HabitSummary] {
        let low = TextKey.foldID(idPrefix)
        guard !low.isEmpty else { return try habitSummaries(on: day) }
        // The same range as the trackers' id look-up: [low, the next prefix).
        guard let high = TrackerQueries.upperBound(ofPrefix: low) else {
            return try summaries(HabitQueries.idFrom, .int(day.dayNumber), .text(low))
        }
        return try summaries(HabitQueries.idRange, .int(day.dayNumber), .text(low), .text(high))
    }

    private func summaries(_ sql: String, _ values: SQLValue...) throws -> [HabitSummary] {
        var result: [HabitSummary] = []
        try database.fetch(sql, values) { row in
            guard let color = RGBColor(hex: row.string(3)) else { throw corrupt("habit color \(row.string(3))") }
            let habit = Habit(
                id: EntityID(row.string(0)), name: row.string(1), minuteOfDay: row.int(2), color: color,
                createdOn: LocalDate(dayNumber: row.int(4)))
            result.append(HabitSummary(habit: habit, trackedDayCount: row.int(5), isTrackedOnDay: row.int(6) == 1))
        }
        return result
    }

    func isHabitTracked(id: EntityID, on day: LocalDate) throws -> Bool {
        try exists(HabitQueries.trackedOnDay, .text(id.rawValue), .int(day.dayNumber))
    }
}

/// The SQL of the reads above (the query-plan test checks each uses an index).
enum HabitQueries {
    /// In `habits()` order, from the `habits_by_time` index; one primary-key
    /// probe of `habit_days` per habit.
    static let columns = """
        SELECT id, name, minute_of_day, color, created_on, tracked_count,
               EXISTS (SELECT 1 FROM habit_days WHERE habit_days.habit_id = habits.id AND habit_days.day = ?1)
        FROM habits
        """
    static let order = " ORDER BY minute_of_day, name_order, name, id"
    static let summaries = columns + order
    /// From `habits_by_name`.
    static let named = columns + " WHERE name_key = ?2" + order
    /// From `habits_by_id_key` (ids in any case, as for trackers).
    static let idRange = columns + " WHERE lower(id) >= ?2 AND lower(id) < ?3" + order
    static let idFrom = columns + " WHERE lower(id) >= ?2" + order
    static let trackedOnDay = "SELECT 1 FROM habit_days WHERE habit_id = ? AND day = ?"
}
