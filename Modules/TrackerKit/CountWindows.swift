import SharedModels

/// The rules of a count schedule ("N times in M days": `times` in `per`),
/// one definition each, over a habit's record days:
/// - A day's **window** is the `per` days ending on it, the day included.
/// - The window is **met** when it holds at least `times` records. The main
///   screen shows a count habit on every day, as met (the way a weekday
///   habit shows done) while the day's window is met.
/// - A day is **due** when the `per − 1` days before it hold fewer than
///   `times` records: a record on the day is still needed to meet its
///   window. Once the window is met, the rest of it is not due; a record on
///   such a day is kept, but the statistics do not count it.
/// - The **streak** is the number of consecutive days whose windows are met,
///   back from today, or from yesterday while today's window is not met
///   yet (today is still open, as for every habit).
/// - The **completion rate** over some days is the records in them divided
///   by `times · days ÷ per` (the records the schedule asks for in that
///   many days), at most 100 %. Only days from the habit's start count, and
///   today only once it has a record.
/// - A **skipped** day is taken out of the calendar (`SkipCalendar`): a
///   window is the `per` days not skipped ending on the day, reaching back
///   past skipped ones, so its requirement is as if the skipped days were not
///   there (a 3-in-7 habit paused for a week is judged after the pause by
///   the 7 days around it, and still asks for 3). A skipped day is never due
///   and never met (nor missed); a streak runs across it without counting
///   it; a rate leaves it out of the days counted, and so out of the records
///   asked for. Without skips every rule above reads as before.
package struct CountWindows: Sendable, Equatable {
    package let schedule: CountSchedule
    /// Record day numbers, ascending and unique.
    package let days: [Int]
    private let calendar: SkipCalendar
    /// The records' positions in `calendar` (their days, without skips).
    private let positions: [Int]

    package init(schedule: CountSchedule, days: [Int]) {
        self.schedule = schedule
        self.days = days
        calendar = SkipCalendar(skipped: [])
        positions = days
    }

    /// The windows of a habit's done and skipped days (its amounts are not read).
    package init(schedule: CountSchedule, days: HabitDays) {
        self.schedule = schedule
        self.days = days.done
        calendar = SkipCalendar(skipped: days.skipped)
        positions = calendar.positions(of: days.done)
    }

    package func isSkipped(_ day: Int) -> Bool { calendar.isSkipped(day) }

    /// Records on the days `from…through` (none when `through < from`).
    package func records(from first: Int, through last: Int) -> Int {
        last < first ? 0 : countUpTo(last) - countUpTo(first - 1)
    }

    /// Records in the window ending on `day` (a skipped day's is the window
    /// of the last day before it not skipped).
    package func completions(endingOn day: Int) -> Int {
        let position = calendar.position(day)
        return recordsAt(from: position - schedule.per + 1, through: position)
    }

    package func isMet(_ day: Int) -> Bool { !isSkipped(day) && completions(endingOn: day) >= schedule.times }

    package func isDue(_ day: Int) -> Bool {
        guard !isSkipped(day) else { return false }
        let position = calendar.position(day)
        return recordsAt(from: position - schedule.per + 1, through: position - 1) < schedule.times
    }

    /// The run of met windows back from today (from yesterday while today's
    /// is not met), passing over skipped days without counting them.
    package func currentStreak(start: Int, today: Int) -> Int {
        var day = isMet(today) ? today : today - 1
        var streak = 0
        while day >= start {
            if !isSkipped(day) {
                guard isMet(day) else { break }
                streak += 1
            }
            day -= 1
        }
        return streak
    }

    /// The longest run of met windows from `start` to `today`, skipped days
    /// neither counting nor breaking it.
    package func longestStreak(start: Int, today: Int) -> Int {
        guard start <= today else { return 0 }
        var best = 0
        var run = 0
        for day in start...today where !isSkipped(day) {
            run = isMet(day) ? run + 1 : 0
            best = max(best, run)
        }
        return best
    }

    /// The completion rate's parts over the last `window` days up to today:
    /// the days that count (from `start`; today only once done), the records
    /// in them, and the records the schedule asks for in that many days.
    package func rate(window: Int, start: Int, today: Int) -> (days: Int, done: Int, expected: Double) {
        let first = max(today - window + 1, start)
        // Today counts once it holds a record; asked of the days themselves,
        // not of the last one, since `days` may run past today.
        let last = records(from: today, through: today) > 0 ? today : today - 1
        guard first <= last else { return (0, 0, 0) }
        let counted = calendar.unskippedDays(from: first, through: last)
        return (
            counted, records(from: first, through: last),
            Double(schedule.times) * Double(counted) / Double(schedule.per)
        )
    }

    /// Records on or before `day`, by binary search.
    private func countUpTo(_ day: Int) -> Int { days.countAtMost(day) }

    /// Records at the positions `first…last` (`SkipCalendar`).
    private func recordsAt(from first: Int, through last: Int) -> Int {
        last < first ? 0 : positions.countAtMost(last) - positions.countAtMost(first - 1)
    }
}
