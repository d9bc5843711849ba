import SharedModels

/// A habit's days as a contribution graph: weeks as columns, Monday at the
/// top, the week holding today last (`HabitHistory`'s rules say which day
/// was due).
package enum HistoryHeatmap {
    package enum Cell: Sendable, Hashable {
        /// A record on the day.
        case done
        /// Due and not done, before today (a count habit: its window not met).
        case missed
        /// Today, due and not done yet: still open, so neither missed nor a rest day.
        case pending
        /// From the start on, a day that was not due (another weekday, or
        /// a day whose count window was met without it).
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
        guard weeks > 0 else { return [] }
        var numbers = days.compactMap { $0 <= today ? $0.dayNumber : nil }
        numbers.sortAndDeduplicate()
        let done = Set(numbers)
        let start = TrackerHistory(tracker: tracker, days: numbers).start
        let due = DueDays(tracker: tracker, start: start, today: today.dayNumber, done: done)
        let windows = tracker.countSchedule.map { CountWindows(schedule: $0, days: numbers) }
        let lastMonday = today.dayNumber - (today.weekday.rawValue - 1)
        return (0..<weeks).map { column in
            let monday = lastMonday - 7 * (weeks - 1 - column)
            let cells = (monday..<monday + 7).map { day -> Cell in
                if day > today.dayNumber { return .future }
                if done.contains(day) { return .done }
                if day < start { return .outside }
                if let windows { return windows.isMet(day) ? .rest : (day == today.dayNumber ? .pending : .missed) }
                if day == today.dayNumber, tracker.isVisible(on: today) { return .pending }
                return due.isDue(day) ? .missed : .rest
            }
            return (LocalDate(dayNumber: monday), cells)
        }
    }
}
