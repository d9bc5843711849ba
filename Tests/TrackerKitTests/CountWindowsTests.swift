import SeededRandom
import SharedModels
import Testing

@testable import TrackerKit

// Worked by hand against the rules in `CountWindows` on the March 2026
// calendar of Fixtures.swift. The running example: 3 in 7 days, records on
// Mon 2, Wed 4, Fri 6.
//
//   window ending on   Mar 5: Feb 27…Mar 5 → 2, 4      → 2, not met
//                      Mar 6: Feb 28…Mar 6 → 2, 4, 6   → met
//                      Mar 7: Mar 1…7      → 2, 4, 6   → met
//                      Mar 8: Mar 2…8      → 2, 4, 6   → met
//                      Mar 9: Mar 3…9      → 4, 6      → 2, not met
//   the six days before Mar 6: Feb 28…Mar 5 → 2 → due
//                       Mar 7: Mar 1…6      → 3 → not due
//                       Mar 8: Mar 2…7      → 3 → not due
//                       Mar 9: Mar 3…8      → 2 → due again

func windows(_ times: Int, in per: Int, march days: [Int]) -> CountWindows {
    guard let schedule = CountSchedule(times: times, per: per) else { fatalError("no such count") }
    return CountWindows(schedule: schedule, days: days.map { mar($0).dayNumber })
}

@Suite("Count schedules from hand-worked records")
struct CountWindowsTests {
    let example = windows(3, in: 7, march: [2, 4, 6])

    @Test("3 in 7: the windows ending Mar 6, 7 and 8 are met, the days but Mar 7 and 8 due")
    func metAndDue() {
        #expect((1...12).filter { example.isMet(mar($0).dayNumber) } == [6, 7, 8])
        #expect((1...12).filter { example.isDue(mar($0).dayNumber) } == [1, 2, 3, 4, 5, 6, 9, 10, 11, 12])
        #expect((1...10).map { example.completions(endingOn: mar($0).dayNumber) } == [0, 1, 1, 2, 2, 3, 3, 3, 2, 2])
    }

    @Test(
        "the streak runs over met windows, from yesterday while today's is not met",
        arguments: [
            (6, 1), (7, 2), (8, 3), (9, 3), (10, 0), (5, 0),
        ])
    func currentStreak(today: Int, streak: Int) {
        #expect(example.currentStreak(start: mar(1).dayNumber, today: mar(today).dayNumber) == streak)
    }

    @Test("the longest streak counts only days from the start to today")
    func longestStreak() {
        #expect(example.longestStreak(start: mar(1).dayNumber, today: mar(20).dayNumber) == 3)
        #expect(example.longestStreak(start: mar(1).dayNumber, today: mar(7).dayNumber) == 2)
        #expect(
            example.longestStreak(start: mar(7).dayNumber, today: mar(20).dayNumber) == 2, "Mar 6 is before the start")
        #expect(example.longestStreak(start: mar(9).dayNumber, today: mar(8).dayNumber) == 0)
    }

    @Test("the rate divides the records by times · days ÷ per; an unmarked today is left out")
    func rate() {
        // Today Mar 8 (no record): Mar 1…7 count, 3 records of 3 asked for.
        let full = example.rate(window: 30, start: mar(1).dayNumber, today: mar(8).dayNumber)
        #expect(full.days == 7 && full.done == 3 && full.expected == 3)
        // Today Mar 10: Mar 1…9, 3 of 27/7 asked for.
        let later = example.rate(window: 30, start: mar(1).dayNumber, today: mar(10).dayNumber)
        #expect(later.days == 9 && later.done == 3 && abs(later.expected - 27.0 / 7) < 1e-12)
        // A seven-day window on Mar 6, marked: Feb 28 is before the start, so Mar 1…6.
        let marked = example.rate(window: 7, start: mar(1).dayNumber, today: mar(6).dayNumber)
        #expect(marked.days == 6 && marked.done == 3 && abs(marked.expected - 18.0 / 7) < 1e-12)
    }

    @Test("HabitHistory of a count habit follows its windows")
    func habitHistory() {
        // Created Mar 1; today Tue 10: Mar 9's window is not met → current 0; best 3 (6…8).
        // Every window reaches back to Mar 1: 3 records of 27/7 ≈ 3.86 asked for, shown as 4.
        let result = history(countHabit("Бассейн", 3, in: 7), march: [2, 4, 6, 20], today: mar(10))
        #expect(result.completedDays == 3, "the record of the 20th does not exist yet")
        #expect(result.currentStreak == 0)
        #expect(result.bestStreak == 3)
        let rate = HabitHistory.Rate(days: 30, done: 3, expected: 27.0 / 7)
        #expect(
            result.rates == [
                rate, .init(days: 90, done: 3, expected: 27.0 / 7),
                .init(days: 365, done: 3, expected: 27.0 / 7),
            ])
        #expect(rate.due == 4)
        #expect(abs((result.rates[0].fraction ?? 0) - 7.0 / 9) < 1e-12)
        #expect(result.lastRecords == [mar(6), mar(4), mar(2)])

        let onSunday = history(countHabit("Бассейн", 3, in: 7), march: [2, 4, 6], today: mar(8))
        #expect(onSunday.currentStreak == 3 && onSunday.bestStreak == 3)
        #expect(onSunday.rates[0] == .init(days: 30, done: 3, expected: 3))
        #expect(onSunday.rates[0].fraction == 1)
    }

    @Test("the rate is at most 100 % when records outrun the schedule")
    func rateCapped() {
        // 1 in 7 from Mar 1, a record every day to Sat 7 (today): 7 of 1 asked for.
        let result = history(countHabit("Бассейн", 1, in: 7), march: Array(1...7), today: mar(7))
        #expect(result.rates[0] == .init(days: 30, done: 7, expected: 1))
        #expect(result.rates[0].fraction == 1)
        #expect(result.currentStreak == 7)
    }

    @Test("1 in 1 tells the same history as a daily habit", arguments: 1...6)
    func oneInOneIsDaily(seed: Int) {
        var random = SeededGenerator(seed: UInt64(500 + seed))
        let created = mar(1).adding(days: -Int.random(in: 0..<60, using: &random))
        let days = (-80...10).compactMap { offset in
            Double.random(in: 0..<1, using: &random) < 0.7 ? mar(1).adding(days: offset) : nil
        }
        let count = HabitHistory(tracker: countHabit("a", 1, in: 1, createdOn: created), days: days, today: mar(1))
        let daily = HabitHistory(tracker: habit("a", createdOn: created), days: days, today: mar(1))
        #expect(count == daily)
    }
}

@Suite("A count habit's heatmap")
struct CountHeatmapTests {
    let pool = countHabit("Бассейн", 3, in: 7)

    func columns(today: Int, weeks: Int = 3) -> [[HistoryHeatmap.Cell]] {
        HistoryHeatmap.build(tracker: pool, days: [2, 4, 6].map(mar), today: mar(today), weeks: weeks).map(\.cells)
    }

    @Test("a met window without a record is a rest day, an unmet one missed, today pending")
    func cells() {
        // Weeks of Feb 23, Mar 2, Mar 9; created Sun Mar 1, today Wed 11.
        let grid = columns(today: 11)
        #expect(grid[0] == [.outside, .outside, .outside, .outside, .outside, .outside, .missed])
        #expect(grid[1] == [.done, .missed, .done, .missed, .done, .rest, .rest])
        #expect(grid[2] == [.missed, .missed, .pending, .future, .future, .future, .future])
    }

    @Test("today shows as a rest day while its window is met, done with a record")
    func today() {
        #expect(columns(today: 8, weeks: 1)[0] == [.done, .missed, .done, .missed, .done, .rest, .rest])
        #expect(columns(today: 6, weeks: 1)[0] == [.done, .missed, .done, .missed, .done, .future, .future])
        #expect(columns(today: 9, weeks: 1)[0] == [.pending, .future, .future, .future, .future, .future, .future])
    }
}

@Suite("The statistics of a count habit")
struct CountStatisticsTests {
    @Test("records count on due days only; the streak is the longest run of met windows")
    func statistics() {
        // 3 in 7 from Mar 1, records 2, 4, 6, 8; today Wed 11.
        // Mar 8 is not due (Mar 2…7 hold 3): kept, not counted → 3 records on 3 days.
        // Met: 6 (2,4,6), 7, 8, 9 (4,6,8), 10 (4,6,8); 11 (6,8) not → best 5.
        // Due: 1 ✗, 2 ✓, 3 ✗, 4 ✓, 5 ✗, 6 ✓, 7–10 not due, 11 ✗ → 3 perfect days.
        let pool = countHabit("Бассейн", 3, in: 7)
        let result = StatisticsCalculator.compute(
            trackers: [pool], records: records(pool, march: [2, 4, 6, 8]),
            today: mar(11))
        #expect(
            result
                == Statistics(
                    bestPeriod: 5, perfectDays: 3, trackersCompleted: 3, average: 1,
                    averageScore: result.averageScore))
        #expect(result.averageScore != nil)
    }

    @Test("a day the count habit does not need is perfect on the other habits alone")
    func perfectDaysWithOthers() {
        // Add a daily habit from Mar 6, done Mar 6…8: Mar 6 needs both (both done),
        // Mar 7 and 8 only the daily one → perfect; Mar 9 and 10 need only the
        // daily one, undone. Mar 2 and 4 are before its start.
        let pool = countHabit("Бассейн", 3, in: 7)
        let daily = habit("Зарядка", createdOn: mar(6))
        let result = StatisticsCalculator.compute(
            trackers: [pool, daily],
            records: records(pool, march: [2, 4, 6, 8])
                + records(daily, march: [6, 7, 8]), today: mar(11))
        #expect(result.perfectDays == 5, "2, 4 (before the daily habit's start), 6, 7, 8")
        #expect(result.trackersCompleted == 6)
        #expect(result.average == 6.0 / 5, "the 8th counts for its daily record only")
    }
}
