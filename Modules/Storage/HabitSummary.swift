import SharedModels

/// A habit as the list screen shows it: its fields without its history, the
/// number of days it was tracked, and whether one given day is among them.
package struct HabitSummary: Hashable, Sendable {
    /// `trackedDays` is empty: the summary does not read them.
    package var habit: Habit
    package var trackedDayCount: Int
    package var isTrackedOnDay: Bool

    package init(habit: Habit, trackedDayCount: Int, isTrackedOnDay: Bool) {
        self.habit = habit
        self.trackedDayCount = trackedDayCount
        self.isTrackedOnDay = isTrackedOnDay
    }
}
