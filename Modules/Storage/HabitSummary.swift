import SharedModels

/// A habit as the list screen shows it: its fields without its history, the
/// number of days it was tracked, and whether one given day is among them.
public struct HabitSummary: Hashable, Sendable {
    /// `trackedDays` is empty: the summary does not read them.
    public var habit: Habit
    public var trackedDayCount: Int
    public var isTrackedOnDay: Bool

    public init(habit: Habit, trackedDayCount: Int, isTrackedOnDay: Bool) {
        self.habit = habit
        self.trackedDayCount = trackedDayCount
        self.isTrackedOnDay = isTrackedOnDay
    }
}
