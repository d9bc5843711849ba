import SharedModels

/// A count habit on one day, as its card shows it: the records in the
/// window ending that day, whether the window is met and whether the day
/// is due (`CountWindows`' rules).
package struct CountProgress: Sendable, Hashable {
    package var schedule: CountSchedule
    /// Records in the `per` days ending on the day.
    package var completions: Int
    package var isMet: Bool
    package var isDue: Bool

    package init(schedule: CountSchedule, completions: Int, isMet: Bool, isDue: Bool) {
        self.schedule = schedule
        self.completions = completions
        self.isMet = isMet
        self.isDue = isDue
    }

    /// The progress on `day` from the habit's record days (any order).
    package init(schedule: CountSchedule, days: [LocalDate], on day: LocalDate) {
        var numbers = days.map(\.dayNumber)
        numbers.sortAndDeduplicate()
        let windows = CountWindows(schedule: schedule, days: numbers)
        self.init(
            schedule: schedule, completions: windows.completions(endingOn: day.dayNumber),
            isMet: windows.isMet(day.dayNumber), isDue: windows.isDue(day.dayNumber))
    }

    /// The progress of each of TRACKERS on `day` (nil for all but count
    /// habits), reading a count habit's record days with `daysOf` only.
    package static func of(
        _ trackers: [Tracker], on day: LocalDate,
        daysOf: (EntityID) throws -> [LocalDate]
    ) rethrows -> [CountProgress?] {
        try trackers.map { tracker in
            guard let schedule = tracker.countSchedule else { return nil }
            return CountProgress(schedule: schedule, days: try daysOf(tracker.id), on: day)
        }
    }
}
