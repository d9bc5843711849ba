import SharedModels

/// A habit's days as a contribution graph: weeks as columns, Monday at the
/// top, the week holding today last (`HabitHistory`'s rules say which day
/// was due).
package enum HistoryHeatmap {
    package enum Cell: Sendable, Hashable {
        /// A record on the day (a measurable habit: the day met).
        case done
        /// Due and not done, before today (a count habit: its window not met).
        case missed
        /// Today, due and not done yet: still open, so neither missed nor a rest day.
        case pending
        /// From the start on, a day that was not due (another weekday, a
        /// skipped day, or a day whose count window was met without it).
        case rest
        /// Before the habit's start.
        case outside
        /// After today.
        case future
    }

    /// A year: the weeks a heatmap shows at most.
    package static let yearWeeks = 53

    /// The last `weeks` weeks up to today's, each seven cells Monday first,
    /// with the first day of each column (its Monday).
    package static func build(
        tracker: Tracker, days: [LocalDate], today: LocalDate,
        weeks: Int
    ) -> [(monday: LocalDate, cells: [Cell])] {
        build(tracker: tracker, days: HabitDays(done: days, through: today), today: today, weeks: weeks)
    }

    /// The same from a habit's marks, judged by its `measure` when it has
    /// one: a measurable habit's met days are `.done`, its due days not met
    /// `.missed`. A skipped day is not due: `.rest` (a screen that draws
    /// skips apart asks `HabitDays.isSkipped`).
    package static func build(
        tracker: Tracker, days: HabitDays, measure: Measure? = nil, today: LocalDate,
        weeks: Int
    ) -> [(monday: LocalDate, cells: [Cell])] {
        guard weeks > 0 else { return [] }
        let history = TrackerHistory(tracker: tracker, marks: days, measure: measure, today: today.dayNumber)
        let done = Set(history.days)
        let skipped = Set(history.skipped)
        let start = history.start
        let due = DueDays(tracker: tracker, start: start, today: today.dayNumber, done: done, skipped: skipped)
        let windows = history.windows
        let lastMonday = today.dayNumber - (today.weekday.rawValue - 1)
        return (0..<weeks).map { column in
            let monday = lastMonday - 7 * (weeks - 1 - column)
            let cells = (monday..<monday + 7).map { day -> Cell in
                if day > today.dayNumber { return .future }
                if done.contains(day) { return .done }
                if day < start { return .outside }
                if skipped.contains(day) { return .rest }
                if let windows { return windows.isMet(day) ? .rest : (day == today.dayNumber ? .pending : .missed) }
                if day == today.dayNumber, tracker.isVisible(on: today) { return .pending }
                return due.isDue(day) ? .missed : .rest
            }
            return (LocalDate(dayNumber: monday), cells)
        }
    }
}
