import SharedModels
import Storage

// The document holds each habit's days as a set in memory, so a count and a
// membership test cost nothing more; the summaries drop the days so that
// callers see the same values from both backends.
extension JSONContext {
    func habitSummaries(on day: LocalDate) throws -> [HabitSummary] {
        StoreOrder.habits(document.habits.values).map { habit in
            var bare = habit
            bare.trackedDays = []
            return HabitSummary(habit: bare, trackedDayCount: habit.trackedDays.count,
                                isTrackedOnDay: habit.trackedDays.contains(day))
        }
    }

    func isHabitTracked(id: EntityID, on day: LocalDate) throws -> Bool {
        document.habits[id]?.trackedDays.contains(day) ?? false
    }
}
