import SharedModels
import Testing

@testable import TrackerKit

/// The score against the values Loop Habit Tracker's own test suite expects
/// of its score list (`ScoreListTest.kt` in iSoron/uhabits, yes/no habits):
/// the same histories, counted back from today (offset 0), must give the
/// same numbers to the 6 decimals Loop checks (Loop's CSV writes 4).
/// Loop's skip days have no counterpart here, so its skip cases are left out.
@Suite struct LoopScoreAgreementTests {
    static let today = 40_000

    /// The scores from today backwards for records `offsets` days before today.
    static func scores(_ frequency: HabitFrequency, offsets: [Int], count: Int) -> [Double] {
        let days = offsets.map { today - $0 }.sorted()
        let all = HabitScoreRule.dailyScores(frequency: frequency, days: days, today: today, keepFrom: today - count)
        return (0..<count).map { all.on(today - $0) }
    }

    static func agree(_ ours: [Double], _ loops: [Double]) -> Bool {
        ours.count == loops.count && zip(ours, loops).allSatisfy { abs($0 - $1) < 1e-6 }
    }

    @Test("a daily habit done the last 20 days, today included")
    func dailyTwentyDays() {
        let loop = [
            0.655747, 0.636894, 0.617008, 0.596033, 0.573910, 0.550574, 0.525961, 0.500000,
            0.472617, 0.443734, 0.413270, 0.381137, 0.347244, 0.311495, 0.273788, 0.234017,
            0.192067, 0.147820, 0.101149, 0.051922, 0, 0, 0,
        ]
        let ours = Self.scores(HabitFrequency(times: 1, days: 1), offsets: Array(0..<20), count: loop.count)
        #expect(Self.agree(ours, loop), "\(ours)")
    }

    @Test("today and yesterday done: daily, then once in 2 days")
    func recompute() {
        #expect(Self.agree(Self.scores(HabitFrequency(times: 1, days: 1), offsets: [0, 1], count: 1), [0.101149]))
        #expect(Self.agree(Self.scores(HabitFrequency(times: 1, days: 2), offsets: [0, 1], count: 1), [0.054816]))
    }

    @Test("one record today")
    func oneRecordToday() {
        #expect(Self.agree(Self.scores(HabitFrequency(times: 1, days: 1), offsets: [0], count: 1), [0.051922]))
    }

    @Test("3 in 7 done twice a week converges to 2/3; as 4 in 7, to 1/2")
    func imperfectNonDaily() {
        let offsets = (0..<100).flatMap { [7 * $0, 7 * $0 + 1] }
        #expect(abs(Self.scores(HabitFrequency(times: 3, days: 7), offsets: offsets, count: 1)[0] - 2.0 / 3) < 1e-6)
        #expect(abs(Self.scores(HabitFrequency(times: 4, days: 7), offsets: offsets, count: 1)[0] - 0.5) < 1e-6)
    }

    @Test("weekly, done once a week on alternating weekdays, converges to 1")
    func irregularNonDaily() {
        let offsets = (0..<100).flatMap { [14 * $0, 14 * $0 + 13] }
        #expect(abs(Self.scores(HabitFrequency(times: 1, days: 7), offsets: offsets, count: 1)[0] - 1) < 1e-3)
    }

    @Test("daily above 99 % in 90 days, weekly in 39 weeks, monthly in 18 months")
    func highScoreInReasonableTime() {
        #expect(Self.scores(HabitFrequency(times: 1, days: 1), offsets: Array(0..<90), count: 1)[0] > 0.99)
        #expect(Self.scores(HabitFrequency(times: 1, days: 7), offsets: (0...38).map { 7 * $0 }, count: 1)[0] > 0.99)
        let monthly = (0...38).map { 7 * $0 } + (0...17).map { 30 * $0 }
        #expect(Self.scores(HabitFrequency(times: 1, days: 30), offsets: Array(Set(monthly)), count: 1)[0] > 0.99)
    }
}
