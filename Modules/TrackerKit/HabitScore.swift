import Glibc
import SharedModels

/// How often a habit is meant to be done: `times` in every `days` days.
///
/// A weekday schedule of k weekdays is k in 7; a goal (every day) is 1 in 1.
/// Count schedules ("N times in M days") plug in with their own numbers.
/// As in Loop Habit Tracker, "N in N" is the same as daily (1 in 1), so a
/// schedule of all seven weekdays scores day by day, not by a 7-day window.
package struct HabitFrequency: Sendable, Hashable {
    package let times: Int
    package let days: Int

    /// `times` in `days` (both at least 1; `times` at most `days`).
    package init(times: Int, days: Int) {
        let days = max(1, days)
        let times = min(max(1, times), days)
        (self.times, self.days) = times == days ? (1, 1) : (times, days)
    }

    /// A schedule's frequency: a count's own numbers, or a weekday
    /// schedule's weekdays in 7 days (nil for an empty schedule).
    package init?(schedule: Schedule) {
        if let count = schedule.count {
            self.init(times: count.times, days: count.per)
            return
        }
        guard !schedule.days.isEmpty else { return nil }
        self.init(times: schedule.days.count, days: 7)
    }

    /// `times ÷ days`, the number the decay rate is derived from.
    package var value: Double { Double(times) / Double(days) }
}

/// Loop Habit Tracker's habit score ("habit strength"), a number in 0…1
/// that rises while a habit is kept and fades while it is not.
///
/// The rule, one definition:
/// - The score is an exponential moving average updated once a day, from
///   0 before the habit's first record. Each day the previous score is
///   multiplied by `m = 0.5^(√frequency ÷ 13)` and the day's completion `c`
///   (0…1) is added with weight `1 − m`: `score = score·m + c·(1 − m)`. A
///   daily habit thus halves its distance to its target in 13 days; rarer
///   habits move more slowly.
/// - A daily habit's completion is 1 on a day with a record, else 0.
/// - A non-daily habit (`times` in `days`, fewer than one a day) is judged by
///   a rolling window: both numbers are doubled, which evens out uneven
///   spacing (a weekly habit done on Monday, then on the next Sunday), and
///   the completion is the records in the last `2·days` days (the day
///   included) divided by `2·times`, at most 1. Records on any day count,
///   whether its weekday is scheduled or not.
/// - Every day from the first record to today counts, today included: an
///   unmarked today lowers the score a little, and marking it raises it
///   back. This is Loop's own rule, and it is what lets a history imported
///   from Loop show the scores Loop shows (the streaks, unlike the score,
///   treat today as still open).
/// - A **skipped** day (`HabitDays`) leaves the score where it was: no decay
///   and no completion that day. It still takes its place in the rolling
///   window, as a day without a record. This is Loop's rule for its skips.
/// - Records after today do not exist yet. Scores are kept unrounded; the
///   screens round them to a whole percent, JSON to 4 decimals.
/// - Scores start on the habit's first done mark or skip, whichever is
///   older, as Loop's start on its oldest entry; before it a score reads 0.
///   Starting there rather than at the habit's creation changes nothing:
///   before any record the window is empty and the score stays 0.
///
/// A measurable habit follows Loop's numeric score instead
/// (`dailyScores(measure:days:today:keepFrom:)`).
package enum HabitScoreRule {
    /// The day's decay factor for `frequency` (`times ÷ days`).
    package static func multiplier(frequency: Double) -> Double {
        pow(0.5, frequency.squareRoot() / 13)
    }

    /// A habit's score at the end of each day, kept from some day to today.
    package struct DailyScores: Sendable, Equatable {
        /// The first mark's day number (`today + 1` without a mark; a
        /// measurable habit's scores start today then, as Loop's do).
        package let start: Int
        /// The first day kept: the later of `start` and the day asked for.
        package let keptFrom: Int
        /// `values[i]` is the score at the end of day `keptFrom + i`.
        package let values: [Double]

        /// The score at the end of `day`: 0 before the first mark, else
        /// a kept day's (`day` from `keptFrom` to today).
        package func on(_ day: Int) -> Double {
            guard day >= start else { return 0 }
            precondition(day >= keptFrom, "day \(day) was not kept")
            return values[day - keptFrom]
        }
    }

    /// The daily scores of a habit with `frequency` and record `days`
    /// (day numbers, ascending and unique) up to `today`, keeping those from
    /// `keepFrom` on: every day from the first record is computed, but a
    /// caller that needs only today (the statistics, over every habit)
    /// need not hold years of them.
    package static func dailyScores(
        frequency: HabitFrequency, days: [Int], today: Int,
        keepFrom: Int = .min
    ) -> DailyScores {
        dailyScores(
            frequency: frequency, days: HabitDays(sortedDone: days, skipped: [], amountDays: [], amounts: []),
            today: today, keepFrom: keepFrom)
    }

    /// The same from a habit's done and skipped days (amounts are not read);
    /// marks after `today` are ignored.
    package static func dailyScores(
        frequency: HabitFrequency, days: HabitDays, today: Int,
        keepFrom: Int = .min
    ) -> DailyScores {
        let marks = days.through(today)
        guard let first = marks.firstMark(measurable: false) else {
            return DailyScores(start: today + 1, keptFrom: today + 1, values: [])
        }
        let (done, skipped) = (marks.done, marks.skipped)
        let daily = frequency.times == frequency.days
        // Loop doubles both numbers of a non-daily frequency; a daily one stays 1 in 1.
        let window = daily ? 1 : 2 * frequency.days
        let target = Double(daily ? 1 : 2 * frequency.times)
        let m = multiplier(frequency: frequency.value)
        let keptFrom = min(max(first, keepFrom), today)
        var scores: [Double] = []
        scores.reserveCapacity(today - keptFrom + 1)
        var score = 0.0
        var inWindow = 0
        var entering = 0
        var leaving = 0
        var nextSkip = 0
        for day in first...today {
            if entering < done.count, done[entering] == day {
                inWindow += 1
                entering += 1
            }
            if leaving < done.count, done[leaving] == day - window {
                inWindow -= 1
                leaving += 1
            }
            if nextSkip < skipped.count, skipped[nextSkip] == day {
                nextSkip += 1
            } else {
                score = score * m + min(1, Double(inWindow) / target) * (1 - m)
            }
            if day >= keptFrom { scores.append(score) }
        }
        return DailyScores(start: first, keptFrom: keptFrom, values: scores)
    }
}

/// A habit's score as `show` reports it: today's and the last weeks'.
package struct HabitScore: Sendable, Equatable {
    /// How many weeks the sparkline covers.
    package static let sparklineWeeks = 12

    /// Today's score, 0…1.
    package var today: Double
    /// The score at the end of each of the last `sparklineWeeks` weeks,
    /// oldest first; a week ends on today's weekday, so the last is today's.
    package var weeks: [Double]

    package init(today: Double, weeks: [Double]) {
        self.today = today
        self.weeks = weeks
    }

    /// The score of `tracker` from its record days (any order, repeats
    /// allowed) as of `today`; nil for an event, which has no schedule to keep.
    package init?(tracker: Tracker, days: [LocalDate], today: LocalDate) {
        self.init(tracker: tracker, days: HabitDays(done: days, through: today), today: today)
    }

    /// The score of `tracker` from its marks as of `today`, by Loop's
    /// numeric score when it has a `measure`; nil for an event.
    package init?(tracker: Tracker, days: HabitDays, measure: Measure? = nil, today: LocalDate) {
        guard
            let scores = HabitScoreRule.dailyScores(
                tracker: tracker, days: days, measure: measure, today: today.dayNumber,
                keepFrom: today.dayNumber - 7 * (Self.sparklineWeeks - 1))
        else { return nil }
        self.init(
            today: scores.on(today.dayNumber),
            weeks: (0..<Self.sparklineWeeks).reversed().map { scores.on(today.dayNumber - 7 * $0) })
    }

    /// One block character per week, `▁` (0) to `█` (1).
    package var sparkline: String {
        String(weeks.map { Self.blocks[min(Self.blocks.count - 1, Int($0 * Double(Self.blocks.count)))] })
    }

    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// `value` rounded to 4 decimals, as JSON reports scores.
    package static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}
