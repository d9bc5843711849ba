import SharedModels
import Storage

// The list screen's and `track`'s reads: each habit's row with the counter
// that migration 5 keeps (`habits.tracked_count`), and one primary-key probe
// of `habit_days` per habit for the day. Neither reads a habit's history.
extension SQLiteContext {
    func habitSummaries(on day: LocalDate) throws -> [HabitSummary] {
        var result: [HabitSummary] = []
        try query(HabitQueries.summaries, .int(day.dayNumber)) {
            guard let color = RGBColor(hex: $0.string(3)) else { throw corrupt("habit color \($0.string(3))") }
            let habit = Habit(id: EntityID($0.string(0)), name: $0.string(1), minuteOfDay: $0.int(2), color: color,
                              createdOn: LocalDate(dayNumber: $0.int(4)))
            result.append(HabitSummary(habit: habit, trackedDayCount: $0.int(5), isTrackedOnDay: $0.int(6) == 1))
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
    static let summaries = """
        SELECT id, name, minute_of_day, color, created_on, tracked_count,
               EXISTS (SELECT 1 FROM habit_days WHERE habit_days.habit_id = habits.id AND habit_days.day = ?)
        FROM habits ORDER BY minute_of_day, name_key, id
        """
    static let trackedOnDay = "SELECT 1 FROM habit_days WHERE habit_id = ? AND day = ?"
}
