import SharedModels

/// One habit's own history as `show` and the card's history screen tell
/// it: its streaks, how often it was done on the days it was due, its last
/// records and a year of days for the heatmap.
///
/// The rules, one definition each:
/// - A day is **due** when the habit shows on it (`Tracker.isVisible`: its
///   schedule's weekdays; every day for an event) and it is on or after the
///   habit's start (the earlier of its creation and its first record).
/// - **Today** is still open: it counts as due only once it is done, so an
///   unmarked today neither lowers a rate nor ends the current streak.
/// - Records after today do not exist yet; records on days that are not due
///   count as completed days but neither make nor break a streak.
/// - A count habit ("N times in M days") follows `CountWindows` instead.
/// - A **skipped** day (`HabitDays`) is not due: it neither counts for nor
///   against a rate, and a streak runs across it without counting it, as
///   across a weekday off: a streak counts due days done. (Loop Habit
///   Tracker's streaks are date ranges, so there a skipped day inside one,
///   like a day not due, lengthens it; here neither does.)
/// - A **measurable** habit's done days are its met days (`MeasureWindows`):
///   they make its streaks, its rates and `completedDays` exactly as records
///   make a weekday habit's, on the days of its weekday schedule; a due day
///   not met is missed. Its `lastRecords` are the days it has an amount
///   entered, met or not.
package struct HabitHistory: Sendable, Equatable {
    /// Completed days due in one window of the last `days` days (today included).
    ///
    /// For a count habit `done` is its records in the window and `expected`
    /// the records its schedule asks for there (`CountWindows`); `due` is
    /// that rounded to a whole number, for the screens.
    package struct Rate: Sendable, Equatable {
        package var days: Int
        package var due: Int
        package var done: Int
        /// What `fraction` divides by: `due`, or a count habit's exact target.
        package var expected: Double

        package init(days: Int, due: Int, done: Int) {
            self.days = days
            self.due = due
            self.done = done
            expected = Double(due)
        }

        package init(days: Int, done: Int, expected: Double) {
            self.days = days
            self.done = done
            self.expected = expected
            due = Int(expected.rounded())
        }

        /// `done / expected` (at most 1), nil when nothing was due in the window.
        package var fraction: Double? { expected <= 0 ? nil : min(1, Double(done) / expected) }
    }

    /// The windows `show` reports.
    package static let rateWindows = [30, 90, 365]
    /// How many of the latest records `show` lists.
    package static let lastRecordLimit = 10

    /// Records on or before today (a measurable habit: met days).
    package var completedDays: Int
    /// Consecutive due days done, back from today (or from yesterday while
    /// today is open).
    package var currentStreak: Int
    /// The longest such run ever (`StatisticsCalculator`'s streak rule).
    package var bestStreak: Int
    /// One per `rateWindows`.
    package var rates: [Rate]
    /// The latest records (a measurable habit: entries), newest first.
    package var lastRecords: [LocalDate]

    package init(completedDays: Int, currentStreak: Int, bestStreak: Int, rates: [Rate], lastRecords: [LocalDate]) {
        self.completedDays = completedDays
        self.currentStreak = currentStreak
        self.bestStreak = bestStreak
        self.rates = rates
        self.lastRecords = lastRecords
    }
}

extension HabitHistory {
    /// The history of `tracker` from its record days (any order, repeats allowed) as of `today`.
    package init(tracker: Tracker, days: [LocalDate], today: LocalDate) {
        self.init(tracker: tracker, days: HabitDays(done: days, through: today), today: today)
    }

    /// The history of `tracker` from its marks as of `today` (later marks
    /// ignored), judged by its `measure` when it has one.
    package init(tracker: Tracker, days: HabitDays, measure: Measure? = nil, today: LocalDate) {
        let day = today.dayNumber
        let marks = days.through(day)
        let history = TrackerHistory(tracker: tracker, marks: marks, measure: measure, today: day)
        let listed = measure != nil && tracker.kind == .habit ? marks.amountDays : marks.done
        let last = listed.suffix(Self.lastRecordLimit).reversed().map(LocalDate.init(dayNumber:))
        if let windows = history.windows {
            self.init(
                completedDays: history.days.count,
                currentStreak: windows.currentStreak(start: history.start, today: day),
                bestStreak: windows.longestStreak(start: history.start, today: day),
                rates: Self.rateWindows.map { window in
                    let rate = windows.rate(window: window, start: history.start, today: day)
                    return Rate(days: window, done: rate.done, expected: rate.expected)
                },
                lastRecords: last)
            return
        }
        let due = DueDays(
            tracker: tracker, start: history.start, today: day, done: Set(history.days),
            skipped: Set(history.skipped))
        self.init(
            completedDays: history.days.count, currentStreak: due.currentStreak(),
            bestStreak: history.longestStreak(),
            rates: Self.rateWindows.map { due.rate(days: $0) }, lastRecords: last)
    }
}

/// Which days were due and done, by the rules of `HabitHistory`.
struct DueDays {
    let tracker: Tracker
    let start: Int
    let today: Int
    let done: Set<Int>
    /// Never due.
    var skipped: Set<Int> = []

    func isDue(_ day: Int) -> Bool {
        guard day >= start, day <= today, !skipped.contains(day), tracker.isVisible(on: LocalDate(dayNumber: day))
        else { return false }
        return day < today || done.contains(day)
    }

    func currentStreak() -> Int {
        var streak = 0
        var day = today
        while day >= start {
            if isDue(day) {
                guard done.contains(day) else { break }
                streak += 1
            }
            day -= 1
        }
        return streak
    }

    func rate(days: Int) -> HabitHistory.Rate {
        let window = (today - days + 1)...today
        let dueDays = window.filter(isDue)
        return HabitHistory.Rate(days: days, due: dueDays.count, done: dueDays.filter(done.contains).count)
    }
}
