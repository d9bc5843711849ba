import SharedModels

/// The statistics screen's four numbers, and the habits' average score.
///
/// With skips and measurable habits (`StatisticsCalculator.compute(trackers:days:measures:today:)`):
/// a skipped day is not due, so it counts neither for nor against a perfect
/// day, and a streak runs across it without counting it; a measurable
/// habit's met days (`MeasureWindows`) count wherever a record counts (its
/// records, the average, its streak, a perfect day), and a day it is due
/// but not met is a due day without a record.
package struct Statistics: Sendable, Hashable {
    /// The longest streak of any single tracker, in due days (skipped days
    /// carry a streak on without counting).
    package var bestPeriod: Int
    /// Days on which at least one habit was due and every due habit was done.
    package var perfectDays: Int
    /// The number of records (goals: «Целей завершено»); a measurable
    /// habit's met days count as its records.
    package var trackersCompleted: Int
    /// Records per distinct day with at least one record; 0 without records.
    package var average: Double
    /// The mean of today's `HabitScore` over the habits that exist today
    /// (created on or before today; events have no score); nil without one.
    package var averageScore: Double?

    package init(
        bestPeriod: Int, perfectDays: Int, trackersCompleted: Int, average: Double, averageScore: Double? = nil
    ) {
        self.bestPeriod = bestPeriod
        self.perfectDays = perfectDays
        self.trackersCompleted = trackersCompleted
        self.average = average
        self.averageScore = averageScore
    }

    /// No record at all: the screen shows «Анализировать пока нечего».
    package var isEmpty: Bool { trackersCompleted == 0 }
}

/// Computes `Statistics` in time linear in records plus days plus trackers.
///
/// Only records on or before `today` count (later ones "do not exist yet");
/// records of trackers not in `trackers`, and duplicates, are ignored.
package enum StatisticsCalculator {
    /// The statistics of `records` (any order) as of `today`.
    package static func compute(trackers: [Tracker], records: [TrackerRecord], today: LocalDate) -> Statistics {
        compute(TrackerHistory.group(trackers: trackers, records: records, today: today), today: today)
    }

    /// The same for callers that already hold each tracker's record days,
    /// `recordDays[i]` being those of `trackers[i]` in any order (as a store
    /// can read them grouped by tracker): no id is hashed per record, which
    /// is most of the cost at a million records. Unpaired entries are ignored.
    package static func compute(trackers: [Tracker], recordDays: [[LocalDate]], today: LocalDate) -> Statistics {
        var seen = Set<EntityID>()
        let histories = zip(trackers, recordDays).compactMap { tracker, days -> TrackerHistory? in
            guard seen.insert(tracker.id).inserted else { return nil }
            var history = TrackerHistory(tracker: tracker, days: days.compactMap { $0 <= today ? $0.dayNumber : nil })
            history.days.sortAndDeduplicate()
            return history
        }
        return compute(histories, today: today)
    }

    /// The statistics of trackers with skips and measurable habits:
    /// `days[i]` holds the marks of `trackers[i]` (later than `today`
    /// ignored), `measures[i]` its measure, nil for a tracker marked done
    /// (`measures` nil: none is measurable). A measure is read for habits
    /// only. Unpaired entries and repeated trackers are ignored.
    package static func compute(
        trackers: [Tracker], days: [HabitDays], measures: [Measure?]? = nil, today: LocalDate
    ) -> Statistics {
        var seen = Set<EntityID>()
        var histories: [TrackerHistory] = []
        var scoreSum = 0.0
        var scored = 0
        for (index, (tracker, marks)) in zip(trackers, days).enumerated() where seen.insert(tracker.id).inserted {
            let measure = measures.flatMap { index < $0.count ? $0[index] : nil }
            let kept = marks.through(today.dayNumber)
            histories.append(TrackerHistory(tracker: tracker, marks: kept, measure: measure, today: today.dayNumber))
            guard tracker.createdOn <= today,
                let scores = HabitScoreRule.dailyScores(
                    tracker: tracker, days: kept, measure: measure, today: today.dayNumber, keepFrom: today.dayNumber)
            else { continue }
            scoreSum += scores.on(today.dayNumber)
            scored += 1
        }
        return compute(histories, averageScore: scored == 0 ? nil : scoreSum / Double(scored), today: today)
    }

    private static func compute(_ histories: [TrackerHistory], today: LocalDate) -> Statistics {
        compute(histories, averageScore: averageScore(histories, today: today), today: today)
    }

    private static func compute(_ histories: [TrackerHistory], averageScore: Double?, today: LocalDate) -> Statistics {
        var total = 0
        var best = 0
        var firstDay = Int.max
        for history in histories where !history.days.isEmpty {
            total += history.countedRecords
            best = max(best, history.bestStreak(today: today.dayNumber))
            firstDay = min(firstDay, history.days[0])
        }
        // Without records no day can be perfect (a perfect day needs a due
        // habit done), so there is nothing more to count.
        guard total > 0 else {
            return Statistics(
                bestPeriod: 0, perfectDays: 0, trackersCompleted: 0, average: 0, averageScore: averageScore)
        }
        let calendar = DayCounts(histories: histories, firstRecord: firstDay, today: today.dayNumber)
        let average = calendar.daysWithRecords == 0 ? 0 : Double(total) / Double(calendar.daysWithRecords)
        return Statistics(
            bestPeriod: best, perfectDays: calendar.perfectDays,
            trackersCompleted: total, average: average, averageScore: averageScore)
    }

    /// The mean of today's scores of the habits created on or before today.
    private static func averageScore(_ histories: [TrackerHistory], today: LocalDate) -> Double? {
        var sum = 0.0
        var count = 0
        for history in histories where history.tracker.kind == .habit && history.tracker.createdOn <= today {
            guard let frequency = HabitFrequency(schedule: history.tracker.schedule) else { continue }
            sum += HabitScoreRule.dailyScores(
                frequency: frequency, days: history.days, today: today.dayNumber,
                keepFrom: today.dayNumber
            ).on(today.dayNumber)
            count += 1
        }
        return count == 0 ? nil : sum / Double(count)
    }
}

extension Array where Element == Int {
    /// Sorts ascending and drops repeats; a no-op pass for already sorted input.
    mutating func sortAndDeduplicate() {
        if !isSorted { sort() }
        var write = 0
        for read in indices where read == 0 || self[read] != self[write - 1] {
            self[write] = self[read]
            write += 1
        }
        removeLast(count - write)
    }

    var isSorted: Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}
