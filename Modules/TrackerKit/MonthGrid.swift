import SharedModels

/// One day cell of `tracker calendar`.
package struct GridDay: Sendable, Hashable {
    package var date: LocalDate
    /// Records on the day (0 when none).
    package var completions: Int
    package var isToday: Bool
    /// After today: nothing can be recorded yet, so renderers may dim it.
    package var isFuture: Bool

    package init(date: LocalDate, completions: Int, isToday: Bool, isFuture: Bool) {
        self.date = date
        self.completions = completions
        self.isToday = isToday
        self.isFuture = isFuture
    }
}

/// A Monday-first month calendar.
package enum MonthGrid {
    /// The month as weeks of seven cells, Monday first; nil cells pad the
    /// first and last week. Empty for an invalid year or month.
    package static func build(year: Int, month: Int, completions: [LocalDate: Int], today: LocalDate) -> [[GridDay?]] {
        guard let first = LocalDate(year: year, month: month, day: 1) else { return [] }
        let length = LocalDate.daysIn(month: month, year: year)
        let leading = first.weekday.rawValue - 1
        var cells: [GridDay?] = Array(repeating: nil, count: leading)
        for offset in 0..<length {
            let date = first.adding(days: offset)
            cells.append(
                GridDay(
                    date: date, completions: completions[date] ?? 0,
                    isToday: date == today, isFuture: date > today))
        }
        cells.append(contentsOf: Array(repeating: nil, count: (7 - cells.count % 7) % 7))
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    /// Records per day, for `build`'s `completions`.
    package static func completions(of records: some Sequence<TrackerRecord>) -> [LocalDate: Int] {
        var counts: [LocalDate: Int] = [:]
        for record in records { counts[record.day, default: 0] += 1 }
        return counts
    }
}
