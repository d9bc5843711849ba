import SeededRandom
import SharedModels
import Testing

@testable import TrackerKit

/// A deliberately naive reading of `CountWindows`' rules: every window
/// counted day by day out of a `Set`, every streak read off a list of the
/// days' met flags, to check the fast version (binary search over sorted days).
///
/// Skipped days are left out of the calendar: a window is the `per` days not
/// skipped ending on the day, found by walking back one day at a time.
struct ReferenceCountWindows {
    let schedule: CountSchedule
    /// Record days, any of them (before the start, after today).
    let days: Set<Int>
    /// Days taken out of the calendar, none of them in `days`.
    var skipped: Set<Int> = []

    func records(from first: Int, through last: Int) -> Int {
        guard first <= last else { return 0 }
        return (first...last).reduce(0) { $0 + (days.contains($1) ? 1 : 0) }
    }

    /// The `count` days not skipped on or before `day`, newest first.
    func unskippedDays(_ count: Int, endingOn day: Int) -> [Int] {
        var found: [Int] = []
        var current = day
        while found.count < count {
            if !skipped.contains(current) { found.append(current) }
            current -= 1
        }
        return found
    }

    /// The window is the `per` days not skipped ending on `day`; a skipped day is never met.
    func isMet(_ day: Int) -> Bool {
        !skipped.contains(day)
            && unskippedDays(schedule.per, endingOn: day).filter(days.contains).count >= schedule.times
    }

    /// Due while the `per − 1` days not skipped before it hold fewer than `times` records.
    func isDue(_ day: Int) -> Bool {
        !skipped.contains(day)
            && unskippedDays(schedule.per - 1, endingOn: day - 1).filter(days.contains).count < schedule.times
    }

    /// The days from the start to today that are not skipped, each met or not.
    func metFlags(start: Int, today: Int) -> [(day: Int, met: Bool)] {
        start <= today ? (start...today).filter { !skipped.contains($0) }.map { ($0, isMet($0)) } : []
    }

    /// The trailing run of met days; an unmet today is dropped first (still open).
    func currentStreak(start: Int, today: Int) -> Int {
        var flags = metFlags(start: start, today: today)
        if let last = flags.last, last.day == today, !last.met { flags.removeLast() }
        return flags.reversed().prefix { $0.met }.count
    }

    func longestStreak(start: Int, today: Int) -> Int {
        var best = 0
        var run = 0
        for flag in metFlags(start: start, today: today) {
            run = flag.met ? run + 1 : 0
            best = max(best, run)
        }
        return best
    }

    /// The last `window` days up to today, from the start on, not skipped,
    /// today only when it holds a record; the records asked for are `times · days ÷ per`.
    func rate(window: Int, start: Int, today: Int) -> (days: Int, done: Int, expected: Double) {
        let counted = (today - window + 1...today).filter {
            $0 >= start && !skipped.contains($0) && ($0 < today || days.contains($0))
        }
        return (
            counted.count, counted.filter(days.contains).count,
            Double(schedule.times * counted.count) / Double(schedule.per)
        )
    }
}

@Suite("CountWindows against a naive reference")
struct CountWindowsReferenceTests {
    static let schedules = [(1, 1), (1, 7), (3, 7), (2, 10), (7, 7), (30, 365), (5, 6)]

    /// Record days over `span` days ending ten days after `today`, with bursts:
    /// a record's chance changes every few days, so windows both fill and empty.
    static func randomDays(_ random: inout SeededGenerator, span: Int, today: Int) -> [Int] {
        var days: [Int] = []
        var density = 0.5
        for day in (today + 10 - span)...(today + 10) {
            if Int.random(in: 0..<5, using: &random) == 0 {
                density = [0.05, 0.3, 0.6, 0.95].randomElement(using: &random)!
            }
            if Double.random(in: 0..<1, using: &random) < density { days.append(day) }
        }
        return days
    }

    @Test("met, due, streaks and rates agree on random histories", arguments: 0..<schedules.count)
    func matchesReference(index: Int) throws {
        let schedule = try #require(CountSchedule(times: Self.schedules[index].0, per: Self.schedules[index].1))
        var random = SeededGenerator(seed: UInt64(7_000 + index))
        // A year-long window needs a longer history, so fewer of them (the reference is slow).
        let (histories, span) = schedule.per > 30 ? (3, 800) : (12, 120)
        for _ in 0..<histories {
            let today = mar(15).dayNumber
            let days = Self.randomDays(&random, span: span, today: today)
            let fast = CountWindows(schedule: schedule, days: days)
            let slow = ReferenceCountWindows(schedule: schedule, days: Set(days))
            // The start anywhere from before the first record to a little before today,
            // so some records lie before it (the windows still see them).
            let start = today - Int.random(in: 0...(span + 5), using: &random)
            // Compared as whole lists: an expectation per day is most of the time in a debug build.
            let range = Array((today - span)...(today + 12))
            #expect(range.map(fast.isMet) == range.map(slow.isMet), "met")
            #expect(range.map(fast.isDue) == range.map(slow.isDue), "due")
            #expect(
                range.map(fast.completions(endingOn:))
                    == range.map { slow.records(from: $0 - schedule.per + 1, through: $0) }, "completions")
            for end in [today, today - 1, today - schedule.per, start, start - 1] {
                #expect(fast.currentStreak(start: start, today: end) == slow.currentStreak(start: start, today: end))
                #expect(fast.longestStreak(start: start, today: end) == slow.longestStreak(start: start, today: end))
            }
            for window in HabitHistory.rateWindows + [1, 7] {
                let (f, s) = (
                    fast.rate(window: window, start: start, today: today),
                    slow.rate(window: window, start: start, today: today)
                )
                #expect(
                    f.days == s.days && f.done == s.done && abs(f.expected - s.expected) < 1e-9,
                    "rate over \(window) days from \(start): \(f) vs \(s)")
            }
        }
    }

    @Test("records after today do not decide whether today counts in the rate")
    func futureRecordsAndTodaysRate() throws {
        // 1 in 7; records on today and three days later. Today holds a record,
        // so the rate counts it (the days from start Mar 9 to today Mar 15 = 7).
        let schedule = try #require(CountSchedule(times: 1, per: 7))
        let days = [mar(15).dayNumber, mar(18).dayNumber]
        let rate = CountWindows(schedule: schedule, days: days).rate(
            window: 30, start: mar(9).dayNumber,
            today: mar(15).dayNumber)
        #expect(rate.days == 7 && rate.done == 1 && rate.expected == 1)
    }
}
