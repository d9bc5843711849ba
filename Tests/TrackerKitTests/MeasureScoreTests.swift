import Foundation
import SharedModels
import Testing

@testable import TrackerKit

/// A measure of `target` units over `per` days.
func measure(_ target: Double, per: Int, atMost: Bool = false) -> Measure {
    guard
        case .success(let made) = Measure.validate(
            target: Amount(thousandths: Int64((target * 1000).rounded())), unit: "km", per: per, isAtMost: atMost)
    else { fatalError("no such measure: \(target) per \(per)") }
    return made
}

/// `units` as an Amount.
func amount(_ units: Double) -> Amount { Amount(thousandths: Int64((units * 1000).rounded())) }

/// Scores worked out by hand from Loop Habit Tracker's definitions (its
/// `ScoreList`: each day `score = previous·m + completion·(1 − m)` with
/// `m = 0.5^(√frequency ÷ 13)`, a skipped day left as it was; a numeric
/// habit's frequency is 1 in its span, its completion the span's rolling sum
/// over the target, at most 1, or `1 − (sum − target) ÷ target` in 0…1 for
/// an at-most habit, whose score starts at 1). They must agree to the 4
/// decimals Loop's CSV export writes.
///
/// m1 = 0.5^(1/13) = 0.9480775143; m7 = 0.5^(√(1/7)/13) = 0.9800490153.
@Suite("Loop's numeric score and skips, from hand-worked values")
struct MeasureScoreTests {
    static let day0 = 40_000

    /// The scores of days `day0 … day0 + count − 1`, today the last.
    static func scores(_ measure: Measure?, _ days: HabitDays, count: Int) -> [Double] {
        let today = day0 + count - 1
        let all =
            measure.map { HabitScoreRule.dailyScores(measure: $0, days: days, today: today) }
            ?? HabitScoreRule.dailyScores(frequency: HabitFrequency(times: 1, days: 1), days: days, today: today)
        return (day0...today).map(all.on)
    }

    static func agree(_ ours: [Double], _ expected: [Double]) -> Bool {
        ours.count == expected.count && zip(ours, expected).allSatisfy { abs($0 - $1) < 0.00005 }
    }

    /// Days `day0 + offset` with their amounts.
    static func amounts(_ pairs: [(Int, Double)]) -> [Int: Amount] {
        Dictionary(uniqueKeysWithValues: pairs.map { (day0 + $0.0, amount($0.1)) })
    }

    @Test("at least 5 a day: 5, 2.5, skipped, 0")
    func atLeastDaily() {
        // completions 5/5 = 1, 2.5/5 = 0.5, skip, 0/5 = 0; from 0:
        // d0: 0·m1 + 1·(1 − m1)                = 0.051922
        // d1: 0.051922·m1 + 0.5·(1 − m1)        = 0.049226 + 0.025961 = 0.075188
        // d2: skipped, unchanged                = 0.075188
        // d3: 0.075188·m1 + 0                   = 0.071284
        let days = HabitDays(done: [], skipped: [Self.day0 + 2], amounts: Self.amounts([(0, 5), (1, 2.5), (3, 0)]))
        let ours = Self.scores(measure(5, per: 1), days, count: 4)
        #expect(Self.agree(ours, [0.051922, 0.075188, 0.075188, 0.071284]), "\(ours)")
    }

    @Test("at most 2 a day: 1, 3, skipped, 4, nothing")
    func atMostDaily() {
        // completions clamp(1 − (sum − 2)/2): 1 → 1.5 → 1; 3 → 0.5; skip; 4 → 0; nothing → 2 → 1. From 1:
        // d0: 1·m1 + 1·(1 − m1)                 = 1
        // d1: 1·m1 + 0.5·(1 − m1)               = 0.948078 + 0.025961 = 0.974039
        // d2: skipped                           = 0.974039
        // d3: 0.974039·m1 + 0                   = 0.923464
        // d4: 0.923464·m1 + 1·(1 − m1)          = 0.875516 + 0.051922 = 0.927438
        let days = HabitDays(done: [], skipped: [Self.day0 + 2], amounts: Self.amounts([(0, 1), (1, 3), (3, 4)]))
        let ours = Self.scores(measure(2, per: 1, atMost: true), days, count: 5)
        #expect(Self.agree(ours, [1, 0.974039, 0.974039, 0.923464, 0.927438]), "\(ours)")
    }

    @Test("at least 5 a week: 2 on d0, 3 on d3, d8 skipped, 1 on d9")
    func atLeastWeekly() {
        // 7-day sums: d0…d2 2 (0.4), d3…d6 5 (1), d7 (d1…d7) 3 (0.6), d8 skipped,
        // d9 (d3…d9) 4 (0.8), d10 (d4…d10) 1 (0.2). From 0, with m7:
        // d0: 0.4·(1 − m7)                      = 0.007980
        // d1: 0.007980·m7 + 0.007980            = 0.015802
        // d2: 0.015802·m7 + 0.007980            = 0.023467
        // d3: 0.023467·m7 + 1·(1 − m7)          = 0.022999 + 0.019951 = 0.042950
        // d4: 0.042950·m7 + 0.019951            = 0.062044
        // d5: 0.062044·m7 + 0.019951            = 0.080757
        // d6: 0.080757·m7 + 0.019951            = 0.099097
        // d7: 0.099097·m7 + 0.6·(1 − m7)        = 0.097120 + 0.011971 = 0.109090
        // d8: skipped                           = 0.109090
        // d9: 0.109090·m7 + 0.8·(1 − m7)        = 0.106914 + 0.015961 = 0.122874
        // d10: 0.122874·m7 + 0.2·(1 − m7)       = 0.120423 + 0.003990 = 0.124413
        let days = HabitDays(done: [], skipped: [Self.day0 + 8], amounts: Self.amounts([(0, 2), (3, 3), (9, 1)]))
        let ours = Self.scores(measure(5, per: 7), days, count: 11)
        let expected = [
            0.007980, 0.015802, 0.023467, 0.042950, 0.062044, 0.080757, 0.099097, 0.109090, 0.109090, 0.122874,
            0.124413,
        ]
        #expect(Self.agree(ours, expected), "\(ours)")
    }

    @Test("at most 10 a week: 4, 4, 6, skipped, 0")
    func atMostWeekly() {
        // 7-day sums: d0 4, d1 4, d2 8, d3 8 (all ≤ 10: 1), d4 14 (1 − 4/10 = 0.6), d5 skipped,
        // d6 14 (0.6), d7 (d1…d7) 10 (1), d8 (d2…d8) 10 (1). From 1, with m7:
        // d0…d3: 1
        // d4: 1·m7 + 0.6·(1 − m7)               = 0.980049 + 0.011971 = 0.992020
        // d5: skipped                           = 0.992020
        // d6: 0.992020·m7 + 0.6·(1 − m7)        = 0.972228 + 0.011971 = 0.984198
        // d7: 0.984198·m7 + 1·(1 − m7)          = 0.964562 + 0.019951 = 0.984514
        // d8: 0.984514·m7 + 0.019951            = 0.984823
        let days = HabitDays(
            done: [], skipped: [Self.day0 + 5], amounts: Self.amounts([(0, 4), (2, 4), (4, 6), (6, 0)]))
        let ours = Self.scores(measure(10, per: 7, atMost: true), days, count: 9)
        #expect(Self.agree(ours, [1, 1, 1, 1, 0.992020, 0.992020, 0.984198, 0.984514, 0.984823]), "\(ours)")
    }

    @Test("a yes/no habit: a skip leaves the score, and is no completion in the window")
    func booleanSkips() {
        // Daily: done d0, d1, skipped d2, nothing d3, done d4:
        // 0.051922, 0.051922·m1 + 0.051922 = 0.101149, skip, 0.101149·m1 = 0.095897, ·m1 + 0.051922 = 0.142840
        let daily = HabitDays(done: [Self.day0, Self.day0 + 1, Self.day0 + 4], skipped: [Self.day0 + 2])
        let ours = Self.scores(nil, daily, count: 5)
        #expect(Self.agree(ours, [0.051922, 0.101149, 0.101149, 0.095897, 0.142840]), "\(ours)")
        // Once a week (doubled: 2 in 14 days, m7): done d0, d1…d6 skipped, done d7; today d8.
        // d0: 1/2 → 0.5·(1 − m7) = 0.009975; d1…d6 unchanged; d7: 2/2 → 0.009975·m7 + 0.019951 = 0.029727;
        // d8: the window still holds both → 0.029727·m7 + 0.019951 = 0.049085.
        let weekly = HabitDays(done: [Self.day0, Self.day0 + 7], skipped: Array(Self.day0 + 1...Self.day0 + 6))
        let scores = HabitScoreRule.dailyScores(
            frequency: HabitFrequency(times: 1, days: 7), days: weekly, today: Self.day0 + 8)
        #expect(abs(scores.on(Self.day0 + 6) - 0.009975) < 0.00005)
        #expect(abs(scores.on(Self.day0 + 7) - 0.029727) < 0.00005)
        #expect(abs(scores.on(Self.day0 + 8) - 0.049085) < 0.00005)
    }

    @Test("where scores start: the first mark the habit reads, a skip included, or today without one")
    func start() {
        let atMost = measure(2, per: 1, atMost: true)
        // Nothing entered: Loop starts today, at 1 for at most (the day's completion is 1 too), 0 before.
        let empty = HabitScoreRule.dailyScores(measure: atMost, days: .empty, today: Self.day0)
        #expect(empty.start == Self.day0 && empty.on(Self.day0) == 1 && empty.on(Self.day0 - 1) == 0)
        #expect(
            HabitScoreRule.dailyScores(measure: measure(5, per: 7), days: .empty, today: Self.day0).on(Self.day0) == 0)
        // A skip three days back starts the scores there: 1 kept through the skip, then 1 a day.
        let skipped = HabitScoreRule.dailyScores(
            measure: atMost, days: HabitDays(done: [], skipped: [Self.day0 - 3]), today: Self.day0)
        #expect(skipped.start == Self.day0 - 3 && skipped.on(Self.day0 - 4) == 0 && skipped.on(Self.day0 - 3) == 1)
        // A yes/no habit with only skips starts there too, and stays at 0.
        let boolean = HabitScoreRule.dailyScores(
            frequency: HabitFrequency(times: 1, days: 1), days: HabitDays(done: [], skipped: [Self.day0 - 2]),
            today: Self.day0)
        #expect(boolean.start == Self.day0 - 2 && boolean.values == [0, 0, 0])
        // Marks after today do not exist yet: nothing before them, so no start.
        let future = HabitScoreRule.dailyScores(
            frequency: HabitFrequency(times: 1, days: 1), days: HabitDays(done: [Self.day0 + 1]), today: Self.day0)
        #expect(future.start == Self.day0 + 1 && future.on(Self.day0) == 0)
    }

    @Test("edge cases: all skipped, 0, the target exactly, a year's span")
    func edges() {
        let day = Self.day0
        // All skipped: no day updates, so the start value stays (0 at least, 1 at most).
        let skips = HabitDays(done: [], skipped: Array(day...day + 9))
        #expect(
            HabitScoreRule.dailyScores(measure: measure(3, per: 7), days: skips, today: day + 9).values.allSatisfy {
                $0 == 0
            })
        #expect(
            HabitScoreRule.dailyScores(measure: measure(3, per: 7, atMost: true), days: skips, today: day + 9).values
                .allSatisfy { $0 == 1 })
        // 0 every day: at least stays 0, at most stays 1.
        let zeros = HabitDays(
            done: [], amounts: Dictionary(uniqueKeysWithValues: (day...day + 9).map { ($0, Amount.zero) }))
        #expect(HabitScoreRule.dailyScores(measure: measure(3, per: 1), days: zeros, today: day + 9).on(day + 9) == 0)
        #expect(
            HabitScoreRule.dailyScores(measure: measure(3, per: 1, atMost: true), days: zeros, today: day + 9).on(
                day + 9) == 1)
        // The target exactly, each day: at least completes (1 − m1 after one day), at most keeps 1.
        let exact = HabitDays(done: [], amounts: [day: amount(2.5)])
        let m1 = HabitScoreRule.multiplier(frequency: 1)
        #expect(
            abs(HabitScoreRule.dailyScores(measure: measure(2.5, per: 1), days: exact, today: day).on(day) - (1 - m1))
                < 1e-12)
        #expect(
            HabitScoreRule.dailyScores(measure: measure(2.5, per: 1, atMost: true), days: exact, today: day).on(day)
                == 1)
        // 365 days: one entry of the whole target completes every day of its window, then none.
        let year = HabitScoreRule.dailyScores(
            measure: measure(100, per: 365), days: HabitDays(done: [], amounts: [day: amount(100)]), today: day + 400)
        let m365 = HabitScoreRule.multiplier(frequency: 1.0 / 365)
        #expect(abs(year.on(day + 364) - (1 - pow(m365, 365))) < 1e-9)
        #expect(abs(year.on(day + 400) - year.on(day + 364) * pow(m365, 36)) < 1e-9)
    }
}
