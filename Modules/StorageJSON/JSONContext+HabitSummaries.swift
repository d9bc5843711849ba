import SharedModels
import Storage

// The document holds each habit's days as a set in memory, so a count and a
// membership test cost nothing more; the summaries drop the days so that
// callers see the same values from both backends.
extension JSONContext {
    func habitSummaries(on day: LocalDate) throws -> [HabitSummary] {
        summaries(StoreOrder.habits(document.habits.values), on: day)
    }

    func habitSummaries(named name: String, on day: LocalDate) throws -> [HabitSummary] {
        let key = TextKey.fold(name)
        return summaries(
            StoreOrder.habits(document.habits.values.lazy.filter { TextKey.fold($0.name) == key }), on: day)
    }

    func habitSummaries(idPrefix: String, on day: LocalDate) throws -> [HabitSummary] {
        let key = TextKey.foldID(idPrefix)
        return summaries(
            StoreOrder.habits(document.habits.values.lazy.filter { TextKey.foldID($0.id.rawValue).hasPrefix(key) }),
            on: day)
    }

    private func summaries(_ habits: [Habit], on day: LocalDate) -> [HabitSummary] {
        habits.map { habit in
            var bare = habit
            bare.trackedDays = []
            return HabitSummary(
                habit: bare, trackedDayCount: habit.trackedDays.count,
                isTrackedOnDay: habit.trackedDays.contains(day))
        }
    }

    func isHabitTracked(id: EntityID, on day: LocalDate) throws -> Bool {
        document.habits[id]?.trackedDays.contains(day) ?? false
    }
}
