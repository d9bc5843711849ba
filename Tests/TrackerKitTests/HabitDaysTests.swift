import SharedModels
import Testing

@testable import TrackerKit

// Hand-worked marks of March 2026 (drawn in Fixtures.swift); `d(n)` is March n's day number.

func d(_ day: Int) -> Int { mar(day).dayNumber }

@Suite("A habit's marks: done, skipped, amounts")
struct HabitDaysTests {
    @Test("a done mark or an amount wins over a skip on the same day")
    func precedence() {
        let days = HabitDays(
            done: [d(5), d(3), d(3)], skipped: [d(3), d(4), d(6), d(4), d(7)],
            amounts: [d(6): amount(1), d(8): .zero])
        #expect(days.done == [d(3), d(5)])
        // 3 is done and 6 entered: their skips go; 4 and 7 stay skipped.
        #expect(days.skipped == [d(4), d(7)])
        #expect(days.amountDays == [d(6), d(8)] && days.amounts == [amount(1), .zero])
        #expect(days.isSkipped(d(4)) && !days.isSkipped(d(3)) && !days.isSkipped(d(6)))
        #expect(days.amount(on: d(8)) == .zero && days.amount(on: d(6)) == amount(1) && days.amount(on: d(7)) == nil)
    }

    @Test("dates after today do not exist yet")
    func future() {
        let days = HabitDays(
            done: [mar(2), mar(12)], skipped: [mar(3), mar(11)], amounts: [mar(4): amount(2), mar(20): amount(1)],
            through: mar(10))
        #expect(days == HabitDays(done: [d(2)], skipped: [d(3)], amounts: [d(4): amount(2)]))
        let all = HabitDays(
            done: [d(2), d(12)], skipped: [d(3), d(11)], amounts: [d(4): amount(2), d(20): amount(1)])
        #expect(all.through(d(10)) == days)
    }

    @Test("the first mark a habit reads: done or amounts, skips included")
    func firstMark() {
        let days = HabitDays(done: [d(9)], skipped: [d(7)], amounts: [d(5): amount(1)])
        #expect(days.firstMark(measurable: false) == d(7))
        #expect(days.firstMark(measurable: true) == d(5))
        #expect(HabitDays.empty.firstMark(measurable: true) == nil)
    }
}

@Suite("A measurable habit's met days, hand-worked")
struct MeasureWindowsTests {
    @Test("at least 5 a week: the window's total reaches the target, entry or not")
    func atLeast() {
        // 2 on Mar 2, 3 on Mar 5: windows ending 5…8 hold 5 (met); 9 holds 3 (2 left on the 2nd).
        let windows = MeasureWindows(
            measure: measure(5, per: 7), days: HabitDays(done: [], amounts: [d(2): amount(2), d(5): amount(3)]))
        #expect(windows.metDays(from: d(1), through: d(12)) == [d(5), d(6), d(7), d(8)])
        #expect(windows.total(endingOn: d(8)) == amount(5) && windows.total(endingOn: d(9)) == amount(3))
    }

    @Test("at most 2 a day: a day with an amount within the target, 0 included; nothing entered is not met")
    func atMost() {
        let windows = MeasureWindows(
            measure: measure(2, per: 1, atMost: true),
            days: HabitDays(done: [d(4)], amounts: [d(2): .zero, d(3): amount(2), d(5): amount(2.001)]))
        // 2: 0 ✓, 3: exactly 2 ✓, 4: only a done mark, which a measurable habit does not read ✗, 5: over ✗.
        #expect(windows.metDays(from: d(1), through: d(6)) == [d(2), d(3)])
    }

    @Test("at most 10 a week: the entry day's window must stay within the target")
    func atMostWeekly() {
        let windows = MeasureWindows(
            measure: measure(10, per: 7, atMost: true),
            days: HabitDays(done: [], amounts: [d(2): amount(6), d(4): amount(4), d(6): amount(1), d(9): .zero]))
        // 2: 6 ✓, 4: 10 ✓ (exactly), 6: 11 ✗, 9: (3…9) 4 + 1 + 0 = 5 ✓.
        #expect(windows.metDays(from: d(1), through: d(20)) == [d(2), d(4), d(9)])
    }

    @Test("a skipped day is never met, and the window reaches back past it")
    func skips() {
        // At least 5 in 3 days: 5 on Mar 2; 3…5 skipped. Without the skips the window of the 6th
        // (4…6) holds nothing; with them it is the 3 days not skipped ending on the 6th: 1, 2, 6.
        let days = HabitDays(done: [], skipped: [d(3), d(4), d(5)], amounts: [d(2): amount(5)])
        let windows = MeasureWindows(measure: measure(5, per: 3), days: days)
        #expect(windows.metDays(from: d(1), through: d(10)) == [d(2), d(6), d(7)])
        #expect(windows.total(endingOn: d(4)) == amount(5) && !windows.isMet(d(4)))
    }

    @Test("per 365: one entry keeps a year met, not a day more")
    func year() {
        let windows = MeasureWindows(
            measure: measure(1, per: 365), days: HabitDays(done: [], amounts: [d(1): amount(1)]))
        let met = windows.metDays(from: d(1) - 10, through: d(1) + 400)
        #expect(met.first == d(1) && met.last == d(1) + 364 && met.count == 365)
    }
}

@Suite("Count windows with skipped days, hand-worked")
struct CountWindowsSkipTests {
    @Test("a skipped day is not in the window: the window reaches back past it")
    func windowsReachBack() throws {
        // 2 in 3 days; records 2, 3; 4 and 5 skipped. The window of the 6th is 2, 3, 6 (2 records: met);
        // 4, 5 are neither met nor due; 6 is not due (2 records in the 2 days before it not skipped).
        let schedule = try #require(CountSchedule(times: 2, per: 3))
        let windows = CountWindows(
            schedule: schedule, days: HabitDays(done: [d(2), d(3)], skipped: [d(4), d(5)]))
        #expect(windows.completions(endingOn: d(6)) == 2 && windows.isMet(d(6)) && !windows.isDue(d(6)))
        #expect(!windows.isMet(d(4)) && !windows.isDue(d(4)) && !windows.isDue(d(5)))
        // 7's window is 3, 6, 7: 1 record, not met; it is due.
        #expect(!windows.isMet(d(7)) && windows.isDue(d(7)))
        // Streaks: 2's window (Feb 28…Mar 2) holds 1 record, 3's 2 (met), 4, 5 passed over, 6 met
        // → 2 days; 7 is open, so the current streak is those 2 as well.
        #expect(windows.currentStreak(start: d(2), today: d(7)) == 2)
        #expect(windows.longestStreak(start: d(1), today: d(7)) == 2)
        // Rate over the days from 1 to 6 (7 open): 1, 2, 3, 6 counted, 2 records, asked 2 · 4 / 3.
        let rate = windows.rate(window: 30, start: d(1), today: d(7))
        #expect(rate.days == 4 && rate.done == 2 && abs(rate.expected - 8.0 / 3) < 1e-12)
    }

    @Test("a skipped today passes: the streak counts back from the day before")
    func skippedToday() throws {
        let schedule = try #require(CountSchedule(times: 1, per: 1))
        let windows = CountWindows(schedule: schedule, days: HabitDays(done: [d(2), d(3)], skipped: [d(4)]))
        #expect(windows.currentStreak(start: d(1), today: d(4)) == 2)
        #expect(windows.rate(window: 30, start: d(2), today: d(4)).days == 2)
        // All skipped: nothing due, nothing counted.
        let all = CountWindows(schedule: schedule, days: HabitDays(done: [], skipped: Array(d(1)...d(9))))
        #expect(
            all.currentStreak(start: d(1), today: d(9)) == 0
                && all.rate(window: 30, start: d(1), today: d(9)) == (0, 0, 0))
    }
}
