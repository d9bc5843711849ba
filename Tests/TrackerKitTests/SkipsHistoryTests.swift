import Foundation
import SharedModels
import Testing

@testable import TrackerKit

// Every expectation below is worked out by hand against the rules in
// `HabitHistory`, `MeasureWindows` and `Statistics`; March 2026 is drawn in
// Fixtures.swift (Mon 2, Wed 4, Fri 6, Mon 9 …), `d(n)` in HabitDaysTests.swift.

@Suite("Histories with skips and measurable habits, hand-worked")
struct SkipsHistoryTests {
    @Test("a skipped due day is not due: the streak runs across it without counting it")
    func weekdaySkip() {
        // Mon/Wed/Fri from Mon 2; records 2, 4, 9; Fri 6 skipped; today Wed 11, open.
        // Due: 2, 4, 9 (6 skipped, 11 open). Back from 11: 9 ✓, 6 passed over, 4 ✓, 2 ✓ → 3; best 3; 3 of 3.
        let run = habit("Бег", monWedFri, createdOn: mar(2))
        let days = HabitDays(done: [d(2), d(4), d(9)], skipped: [d(6)])
        let result = HabitHistory(tracker: run, days: days, today: mar(11))
        #expect(result.completedDays == 3 && result.currentStreak == 3 && result.bestStreak == 3)
        #expect(result.rates[0] == .init(days: 30, due: 3, done: 3))
        // Without the skip, Fri 6 is missed: current 1 (9), best 2, 3 of 4.
        let unskipped = HabitHistory(tracker: run, days: HabitDays(done: [d(2), d(4), d(9)]), today: mar(11))
        #expect(unskipped.currentStreak == 1 && unskipped.bestStreak == 2 && unskipped.rates[0].due == 4)
        // The heatmap shows the skipped Friday as a day that was not due.
        let week = HistoryHeatmap.build(tracker: run, days: days, today: mar(11), weeks: 2)[0].cells
        #expect(week == [.done, .rest, .done, .rest, .rest, .rest, .rest])
    }

    @Test("at least 5 a week, paused a week: the window reaches back past the pause")
    func atLeastAcrossAPause() {
        // Every day from Mon 2; 5 on the 2nd; 3…9 skipped; today Thu 12.
        // 2 is met; 10's window is the 7 days not skipped ending on it (10, 2, 1, Feb 28…25): 5, met;
        // so are 11 and 12's. Met: 2, 10, 11, 12; due: the same four (3…9 skipped) → 4 of 4, streak 4.
        let runs = habit("Бег", createdOn: mar(2))
        let days = HabitDays(done: [], skipped: Array(d(3)...d(9)), amounts: [d(2): amount(5)])
        let result = HabitHistory(tracker: runs, days: days, measure: measure(5, per: 7), today: mar(12))
        #expect(result.completedDays == 4 && result.currentStreak == 4 && result.bestStreak == 4)
        #expect(result.rates[0] == .init(days: 30, due: 4, done: 4))
        #expect(result.lastRecords == [mar(2)])
    }

    @Test("at most 2 a day: 0 is a good day, nothing entered is missed, today is open")
    func atMostDaily() {
        // Every day from Mon 2; amounts 0 on 2, 3 on 3, 1 on 5, 1 on 9 (after today); nothing on 4;
        // Fri 6 skipped; today Sat 7, nothing yet. Met: 2, 5; missed 3 (over), 4 (nothing); 6 not due;
        // 7 open. Back from 7: 6 passed over, 5 ✓, 4 ✗ → 1; best 1; 2 of 4.
        let coffee = habit("Кофе", createdOn: mar(2))
        let days = HabitDays(
            done: [], skipped: [mar(6)],
            amounts: [mar(2): .zero, mar(3): amount(3), mar(5): amount(1), mar(9): amount(1)],
            through: mar(7))
        let atMost = measure(2, per: 1, atMost: true)
        let result = HabitHistory(tracker: coffee, days: days, measure: atMost, today: mar(7))
        #expect(result.completedDays == 2 && result.currentStreak == 1 && result.bestStreak == 1)
        #expect(result.rates[0] == .init(days: 30, due: 4, done: 2))
        #expect(result.lastRecords == [mar(5), mar(3), mar(2)])
        let week = HistoryHeatmap.build(tracker: coffee, days: days, measure: atMost, today: mar(7), weeks: 1)[0].cells
        #expect(week == [.done, .missed, .missed, .done, .rest, .pending, .future])
    }

    @Test("an at-most habit with nothing entered: nothing met, every past due day missed")
    func atMostNothing() {
        let coffee = habit("Кофе", createdOn: mar(2))
        let result = HabitHistory(
            tracker: coffee, days: .empty, measure: measure(2, per: 1, atMost: true), today: mar(5))
        // Due 2, 3, 4 (5 open): 0 of 3.
        #expect(
            result.completedDays == 0 && result.currentStreak == 0
                && result.rates[0] == .init(days: 30, due: 3, done: 0))
        #expect(
            HabitScore(tracker: coffee, days: .empty, measure: measure(2, per: 1, atMost: true), today: mar(5))?.today
                == 1)
    }

    @Test("all skipped: nothing due, no streak, no rate")
    func allSkipped() {
        let run = habit("Бег", createdOn: mar(2))
        let result = HabitHistory(tracker: run, days: HabitDays(done: [], skipped: Array(d(2)...d(9))), today: mar(9))
        #expect(result.currentStreak == 0 && result.bestStreak == 0 && result.rates.allSatisfy { $0.fraction == nil })
        let stats = StatisticsCalculator.compute(
            trackers: [run], days: [HabitDays(done: [], skipped: Array(d(2)...d(9)))], today: mar(9))
        #expect(stats.perfectDays == 0 && stats.trackersCompleted == 0 && stats.averageScore == 0)
    }

    @Test("statistics: skips are not due, met days count as records")
    func statistics() {
        // A: daily from Mon 2, done 2, 3, 4, 6, Thu 5 skipped. B: at most 2 a day from Mon 2,
        // amounts 1 on 2, 5 on 3, 0 on 5, Wed 4 skipped. Today Fri 6.
        // Perfect: 2 (A ✓, B met), 3 ✗ (B over), 4 (A ✓, B skipped), 5 (A skipped, B 0 met), 6 ✗ (B nothing) → 3.
        // Records: A 4, B's met days 2 and 5 → 6, on 5 distinct days → average 1.2.
        // Best period: A's 2, 3, 4, (5 skipped), 6 → 4.
        let a = habit("A", createdOn: mar(2))
        let b = habit("B", createdOn: mar(2))
        let days = [
            HabitDays(done: [d(2), d(3), d(4), d(6)], skipped: [d(5)]),
            HabitDays(done: [], skipped: [d(4)], amounts: [d(2): amount(1), d(3): amount(5), d(5): .zero]),
        ]
        let stats = StatisticsCalculator.compute(
            trackers: [a, b], days: days, measures: [nil, measure(2, per: 1, atMost: true)], today: mar(6))
        #expect(stats.perfectDays == 3 && stats.trackersCompleted == 6 && stats.bestPeriod == 4)
        #expect(abs(stats.average - 1.2) < 1e-12)
        // Scores: A 1 − m⁴ (the skip changes nothing); B from 1: 2 → 1, 3 → 0 (5 is 2.5 times 2) = m,
        // 4 skipped, 5 → m·m + (1 − m), 6 (nothing: completion 1) → (m² + 1 − m)·m + 1 − m.
        let m = HabitScoreRule.multiplier(frequency: 1)
        let expected = ((1 - pow(m, 4)) + ((m * m + 1 - m) * m + 1 - m)) / 2
        #expect(abs((stats.averageScore ?? -1) - expected) < 1e-12)
    }

    @Test("the old entry points read as marks without skips")
    func oldEntryPoints() {
        let (trackers, records) = randomHistory(seed: 77, trackers: 6, span: 120, density: 0.5, counts: true)
        let today = mar(1)
        var byTracker: [EntityID: [LocalDate]] = [:]
        for record in records { byTracker[record.trackerID, default: []].append(record.day) }
        let marks = trackers.map { HabitDays(done: byTracker[$0.id] ?? [], through: today) }
        #expect(
            StatisticsCalculator.compute(trackers: trackers, days: marks, today: today)
                == StatisticsCalculator.compute(trackers: trackers, records: records, today: today))
        for (tracker, days) in zip(trackers, marks) {
            let dates = byTracker[tracker.id] ?? []
            #expect(
                HabitHistory(tracker: tracker, days: days, today: today)
                    == HabitHistory(tracker: tracker, days: dates, today: today))
            #expect(
                HabitScore(tracker: tracker, days: days, today: today)
                    == HabitScore(tracker: tracker, days: dates, today: today))
        }
    }
}
