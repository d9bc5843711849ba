import SharedModels

/// When a measurable habit (`Measure`: a target over `per` days, at least
/// or at most) is **met** on a day, one definition for its history, its
/// streaks, its rates and the statistics:
/// - The day's **window** is the `per` days ending on it, the day included,
///   and its **total** the sum of the amounts entered on them.
/// - **At least:** the day is met when the total reaches the target ("run at
///   least 5 km a week": any 7 days holding 5 km), whether or not the day
///   itself has an amount.
/// - **At most:** the day is met when it has an amount of its own (0
///   included: for an at-most habit a day of 0 is a good day) and the total
///   stays within the target. A day with nothing entered is not met: nothing
///   says the habit was kept.
/// - A **skipped** day is never met (nor missed), and is taken out of the
///   window as a count habit's is (`SkipCalendar`, `CountWindows`): the
///   window is the `per` days not skipped ending on the day, so a pause
///   neither empties an at-least window nor fills an at-most one.
///
/// The score reads amounts its own way, Loop Habit Tracker's (see
/// `HabitScoreRule`): there a skipped day still takes its place in the window.
package struct MeasureWindows: Sendable, Equatable {
    package let measure: Measure
    /// Days with an amount, ascending.
    package let entryDays: [Int]
    private let calendar: SkipCalendar
    /// The entries' positions in `calendar`.
    private let positions: [Int]
    /// `totals[i]`: the thousandths of the first `i` entries, so a window's
    /// total is one subtraction (a year of the largest amounts fits in Int64).
    private let totals: [Int64]

    /// The windows of a habit's amounts and skipped days (its done marks are not read).
    package init(measure: Measure, days: HabitDays) {
        self.measure = measure
        entryDays = days.amountDays
        calendar = SkipCalendar(skipped: days.skipped)
        positions = calendar.positions(of: days.amountDays)
        var running: Int64 = 0
        totals =
            [0]
            + days.amounts.map { amount in
                running += amount.thousandths
                return running
            }
    }

    package func isSkipped(_ day: Int) -> Bool { calendar.isSkipped(day) }

    package func isEntered(_ day: Int) -> Bool { entryDays.containsSorted(day) }

    /// The sum of the amounts in the window ending on `day` (a skipped day's
    /// is the window of the last day before it not skipped).
    package func total(endingOn day: Int) -> Amount {
        let position = calendar.position(day)
        let first = positions.countAtMost(position - measure.per)
        let last = positions.countAtMost(position)
        return Amount(thousandths: totals[last] - totals[first])
    }

    package func isMet(_ day: Int) -> Bool {
        guard !isSkipped(day) else { return false }
        if measure.isAtMost {
            return isEntered(day) && total(endingOn: day) <= measure.target
        }
        return total(endingOn: day) >= measure.target
    }

    /// The met days from `first` through `last`, ascending. Only days from
    /// the first entry can be met, so the walk starts there.
    package func metDays(from first: Int, through last: Int) -> [Int] {
        guard let firstEntry = entryDays.first else { return [] }
        if measure.isAtMost {
            return entryDays.filter { $0 >= first && $0 <= last && isMet($0) }
        }
        let from = max(first, firstEntry)
        guard from <= last else { return [] }
        return (from...last).filter(isMet)
    }
}
