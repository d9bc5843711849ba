import SharedModels

extension HabitScoreRule {
    /// The daily scores of a measurable habit: Loop Habit Tracker's numeric
    /// score, with the same decay as every habit's (`multiplier`).
    ///
    /// - The frequency is 1 in `per` days, as Loop's numeric habits have
    ///   (numerator 1, denominator the span), so the decay uses `1 ÷ per`
    ///   and the window is not doubled as a non-daily yes/no habit's is.
    /// - Each day's completion comes from the sum of the amounts entered in
    ///   the `per` calendar days ending on it (the day included; a skipped
    ///   day takes its place in the window with nothing in it), divided by
    ///   the target: at least, `min(1, sum ÷ target)`; at most,
    ///   `1 − (sum − target) ÷ target` kept within 0…1, so staying within
    ///   the target completes the day and twice the target or more fails it.
    ///   A day with nothing entered adds nothing to the sum. (Loop stores a
    ///   skip as the value 3 and sums `max(0, value)`, so in Loop a skip
    ///   adds 0.003 to the windows that hold it; that artefact is not
    ///   reproduced: a skip adds nothing.)
    /// - An at-least score starts at 0, an at-most score at 1 (Loop's), on
    ///   the habit's first entry in Loop's sense: its first amount (0
    ///   included) or skip, whichever is older (`Habit.recompute` starts at
    ///   the oldest known entry); a done mark, which a measurable habit does
    ///   not read, does not start it. Without any, Loop starts them today,
    ///   and so does this (an at-most habit with nothing entered scores 1
    ///   today, and 0 before).
    ///   Before the start a score reads 0, as Loop's list answers for a day
    ///   it has not computed.
    /// - A skipped day leaves the score where it was. Marks after `today` are ignored.
    package static func dailyScores(
        measure: Measure, days: HabitDays, today: Int,
        keepFrom: Int = .min
    ) -> DailyScores {
        let marks = days.through(today)
        let first = marks.firstMark(measurable: true) ?? today
        let (entries, amounts, skipped) = (marks.amountDays, marks.amounts, marks.skipped)
        let m = multiplier(frequency: 1 / Double(measure.per))
        let target = Double(measure.target.thousandths)
        let keptFrom = min(max(first, keepFrom), today)
        var scores: [Double] = []
        scores.reserveCapacity(today - keptFrom + 1)
        var score = measure.isAtMost ? 1.0 : 0.0
        var sum: Int64 = 0
        var entering = 0
        var leaving = 0
        var nextSkip = 0
        for day in first...today {
            if entering < entries.count, entries[entering] == day {
                sum += amounts[entering].thousandths
                entering += 1
            }
            if leaving < entries.count, entries[leaving] == day - measure.per {
                sum -= amounts[leaving].thousandths
                leaving += 1
            }
            if nextSkip < skipped.count, skipped[nextSkip] == day {
                nextSkip += 1
            } else {
                let ratio = Double(sum) / target
                let completion = measure.isAtMost ? min(1, max(0, 2 - ratio)) : min(1, ratio)
                score = score * m + completion * (1 - m)
            }
            if day >= keptFrom { scores.append(score) }
        }
        return DailyScores(start: first, keptFrom: keptFrom, values: scores)
    }

    /// The daily scores of `tracker` from its marks: Loop's numeric score
    /// when it has a `measure`, else its frequency's (`HabitFrequency`); nil
    /// for an event and for a habit without a schedule.
    package static func dailyScores(
        tracker: Tracker, days: HabitDays, measure: Measure?, today: Int,
        keepFrom: Int = .min
    ) -> DailyScores? {
        guard tracker.kind == .habit else { return nil }
        if let measure { return dailyScores(measure: measure, days: days, today: today, keepFrom: keepFrom) }
        guard let frequency = HabitFrequency(schedule: tracker.schedule) else { return nil }
        return dailyScores(frequency: frequency, days: days, today: today, keepFrom: keepFrom)
    }
}
