import SeededRandom
import SharedModels
import Testing

@testable import TrackerKit

/// A deliberately naive reading of the statistics with skips and measures
/// (Statistics.swift, TrackerHistory.swift): day by day and tracker by
/// tracker, the due habits of each day listed afresh.
enum ReferenceSkipStatistics {
    static func compute(
        trackers: [Tracker], marks: [NaiveMarks], measures: [Measure?], from first: Int, today: Int
    ) -> Statistics {
        var counted: [Int: Int] = [:]
        var best = 0
        var done: [Set<Int>] = []
        var isDue: [(Int) -> Bool] = []
        for (index, tracker) in trackers.enumerated() {
            let (marks, measure) = (marks[index], measures[index])
            let days = ReferenceSkipHistory.doneDays(tracker, marks, measure: measure, from: first, today: today)
            let start = ReferenceSkipHistory.start(tracker, marks, measure: measure)
            done.append(days)
            if measure == nil, let count = tracker.countSchedule {
                let windows = ReferenceCountWindows(schedule: count, days: marks.done, skipped: marks.skipped)
                for day in days where windows.isDue(day) { counted[day, default: 0] += 1 }
                best = max(best, windows.longestStreak(start: start, today: today))
                isDue.append { $0 >= start && windows.isDue($0) }
            } else {
                for day in days { counted[day, default: 0] += 1 }
                best = max(best, ReferenceSkipHistory.longestStreak(tracker, done: days, skipped: marks.skipped))
                isDue.append { day in
                    tracker.kind == .habit && day >= start && !marks.skipped.contains(day)
                        && ReferenceSkipHistory.isScheduled(tracker, day)
                }
            }
        }
        let scores = trackers.indices.compactMap { index -> Double? in
            guard trackers[index].createdOn.dayNumber <= today,
                let scores = ReferenceSkipScore.scores(
                    trackers[index], marks[index], measure: measures[index], today: today)
            else { return nil }
            return scores[today] ?? 0
        }
        let averageScore = scores.isEmpty ? nil : scores.reduce(0, +) / Double(scores.count)
        let total = counted.values.reduce(0, +)
        guard total > 0 else {
            return Statistics(
                bestPeriod: 0, perfectDays: 0, trackersCompleted: 0, average: 0, averageScore: averageScore)
        }
        var perfect = 0
        for day in first...today {
            let due = trackers.indices.filter { isDue[$0](day) }
            if !due.isEmpty, due.allSatisfy({ done[$0].contains(day) }) { perfect += 1 }
        }
        return Statistics(
            bestPeriod: best, perfectDays: perfect, trackersCompleted: total,
            average: Double(total) / Double(counted.count), averageScore: averageScore)
    }
}

/// The heatmap's cells read off the naive history's rules.
func referenceCells(
    _ tracker: Tracker, _ marks: NaiveMarks, measure: Measure?, from first: Int, today: Int, weeks: Int
) -> [HistoryHeatmap.Cell] {
    let done = ReferenceSkipHistory.doneDays(tracker, marks, measure: measure, from: first, today: today)
    let start = ReferenceSkipHistory.start(tracker, marks, measure: measure)
    let count = measure == nil ? tracker.countSchedule : nil
    let windows = count.map { ReferenceCountWindows(schedule: $0, days: marks.done, skipped: marks.skipped) }
    let lastMonday = today - (LocalDate(dayNumber: today).weekday.rawValue - 1)
    return (lastMonday - 7 * (weeks - 1)..<lastMonday + 7).map { day in
        if day > today { return .future }
        if done.contains(day) { return .done }
        if day < start { return .outside }
        if marks.skipped.contains(day) { return .rest }
        let scheduled = windows.map { !$0.isMet(day) } ?? ReferenceSkipHistory.isScheduled(tracker, day)
        if !scheduled { return .rest }
        return day == today ? .pending : .missed
    }
}

@Suite("Skips and measurable habits against naive references")
struct SkipsReferenceTests {
    /// Trackers of every kind, created over the span, with random marks over it and ten days past today.
    static func history(seed: Int, trackers count: Int, span: Int, today: Int)
        -> (trackers: [Tracker], marks: [RawMarks], measures: [Measure?])
    {
        var random = SeededGenerator(seed: UInt64(9_000 + seed))
        let first = today - span
        var trackers: [Tracker] = []
        var marks: [RawMarks] = []
        var measures: [Measure?] = []
        for index in 0..<count {
            let created = LocalDate(dayNumber: first + Int.random(in: 0..<span, using: &random))
            var measure: Measure?
            let tracker: Tracker
            switch index % 4 {
            case 0:
                let (times, per) = randomCountSchedules.randomElement(using: &random)!
                tracker = countHabit("c\(index)", times, in: per, createdOn: created)
            case 1:
                measure = randomMeasures[(seed + index) % randomMeasures.count]
                let days = Weekday.allCases.filter { _ in Int.random(in: 0..<3, using: &random) > 0 }
                tracker = habit("m\(index)", Schedule(days.isEmpty ? [.monday] : days), createdOn: created)
            case 2:
                let days = Weekday.allCases.filter { _ in Bool.random(using: &random) }
                tracker = habit("h\(index)", Schedule(days.isEmpty ? [.friday] : days), createdOn: created)
            default:
                tracker = event("e\(index)", createdOn: created)
            }
            trackers.append(tracker)
            measures.append(measure)
            marks.append(randomMarks(&random, from: first, through: today + 10, measure: measure))
        }
        return (trackers, marks, measures)
    }

    @Test("the random histories hold what the rules turn on: pauses, overlaps, zeros, met and unmet days")
    func historiesExerciseTheRules() {
        let today = mar(1).dayNumber
        let (trackers, marks, measures) = Self.history(seed: 1, trackers: 8, span: 2_000, today: today)
        let all = marks.map { $0.naive(today: today) }
        #expect(all.allSatisfy { $0.skipped.count > 100 })
        // Sync's overlaps: skips on done days, which the precedence drops.
        #expect(marks.contains { !Set($0.done).intersection($0.skipped).isEmpty })
        #expect(all.contains { $0.amounts.values.contains(.zero) })
        for index in trackers.indices {
            guard let measure = measures[index] else { continue }
            let met = ReferenceMet.metDays(measure, all[index], from: today - 2_000, today: today)
            #expect(!met.isEmpty && met.count < 1_900, "\(measure)")
        }
    }

    @Test("scores agree with the naive reference, every day of thousands", arguments: 1...6)
    func scores(seed: Int) throws {
        let today = mar(1).dayNumber
        let (trackers, marks, measures) = Self.history(seed: seed, trackers: 4, span: 2_000, today: today)
        for index in trackers.indices {
            let fast = HabitScoreRule.dailyScores(
                tracker: trackers[index], days: marks[index].habitDays, measure: measures[index], today: today)
            let slow = ReferenceSkipScore.scores(
                trackers[index], marks[index].naive(today: today), measure: measures[index], today: today)
            #expect((fast == nil) == (slow == nil))
            guard let fast, let slow else { continue }
            let range = Array((today - 2_010)...today)
            let differences = range.map { abs(fast.on($0) - (slow[$0] ?? 0)) }
            #expect(differences.max() ?? 0 < 1e-9, "\(trackers[index].name) \(String(describing: measures[index]))")
        }
    }

    @Test("met days agree with the naive reference", arguments: 0..<randomMeasures.count)
    func metDays(index: Int) {
        let today = mar(1).dayNumber
        var random = SeededGenerator(seed: UInt64(8_000 + index))
        let measure = randomMeasures[index]
        for _ in 0..<3 {
            let marks = randomMarks(&random, from: today - 1_500, through: today + 10, measure: measure)
            let fast = MeasureWindows(measure: measure, days: marks.habitDays.through(today))
            let slow = ReferenceMet.metDays(measure, marks.naive(today: today), from: today - 1_600, today: today)
            #expect(fast.metDays(from: today - 1_600, through: today) == slow.sorted())
        }
    }

    @Test("count windows with skips agree with the naive reference", arguments: 0..<randomCountSchedules.count)
    func countWindows(index: Int) throws {
        let (times, per) = randomCountSchedules[index]
        let schedule = try #require(CountSchedule(times: times, per: per))
        var random = SeededGenerator(seed: UInt64(8_500 + index))
        let today = mar(15).dayNumber
        let span = per > 30 ? 900 : 300
        let marks = randomMarks(&random, from: today - span, through: today + 10, measure: nil)
        let naive = marks.naive(today: today + 10)
        let fast = CountWindows(schedule: schedule, days: marks.habitDays)
        let slow = ReferenceCountWindows(schedule: schedule, days: naive.done, skipped: naive.skipped)
        let range = Array((today - span + per)...(today + 10))
        #expect(range.map(fast.isMet) == range.map(slow.isMet), "met")
        #expect(range.map(fast.isDue) == range.map(slow.isDue), "due")
        for end in [today, today - 1, today - per] {
            let start = today - span + per + Int.random(in: 0..<30, using: &random)
            #expect(fast.currentStreak(start: start, today: end) == slow.currentStreak(start: start, today: end))
            #expect(fast.longestStreak(start: start, today: end) == slow.longestStreak(start: start, today: end))
            for window in HabitHistory.rateWindows {
                let (f, s) = (
                    fast.rate(window: window, start: start, today: end),
                    slow.rate(window: window, start: start, today: end)
                )
                #expect(f.days == s.days && f.done == s.done && abs(f.expected - s.expected) < 1e-9)
            }
        }
    }

    @Test("histories and heatmaps agree with the naive reference", arguments: 1...8)
    func histories(seed: Int) {
        let lastDay = mar(1).dayNumber
        let (trackers, marks, measures) = Self.history(seed: 100 + seed, trackers: 8, span: 1_200, today: lastDay)
        for today in [lastDay, lastDay - 45, lastDay - 400] {
            for index in trackers.indices {
                let (tracker, measure) = (trackers[index], measures[index])
                let naive = marks[index].naive(today: today)
                let fast = HabitHistory(
                    tracker: tracker, days: marks[index].habitDays, measure: measure, today: LocalDate(dayNumber: today)
                )
                let slow = ReferenceSkipHistory.history(
                    tracker, naive, measure: measure, from: lastDay - 1_300, today: today)
                #expect(fast == slow, "\(tracker.name), today \(today)")
                let cells = HistoryHeatmap.build(
                    tracker: tracker, days: marks[index].habitDays, measure: measure,
                    today: LocalDate(dayNumber: today),
                    weeks: HistoryHeatmap.yearWeeks
                ).flatMap(\.cells)
                let reference = referenceCells(
                    tracker, naive, measure: measure, from: lastDay - 1_300, today: today,
                    weeks: HistoryHeatmap.yearWeeks)
                #expect(cells == reference, "heatmap of \(tracker.name), today \(today)")
            }
        }
    }

    @Test("statistics agree with the naive reference", arguments: 1...8)
    func statistics(seed: Int) {
        let lastDay = mar(1).dayNumber
        let (trackers, marks, measures) = Self.history(
            seed: 200 + seed, trackers: 2 + seed, span: 1_000, today: lastDay)
        for today in [lastDay, lastDay - 30] {
            let fast = StatisticsCalculator.compute(
                trackers: trackers, days: marks.map(\.habitDays), measures: measures, today: LocalDate(dayNumber: today)
            )
            let slow = ReferenceSkipStatistics.compute(
                trackers: trackers, marks: marks.map { $0.naive(today: today) }, measures: measures,
                from: lastDay - 1_100, today: today)
            #expect(fast.bestPeriod == slow.bestPeriod, "best period, today \(today)")
            #expect(fast.perfectDays == slow.perfectDays, "perfect days, today \(today)")
            #expect(fast.trackersCompleted == slow.trackersCompleted, "records, today \(today)")
            #expect(abs(fast.average - slow.average) < 1e-12, "average, today \(today)")
            #expect(abs((fast.averageScore ?? -1) - (slow.averageScore ?? -1)) < 1e-9, "average score, today \(today)")
        }
    }
}
