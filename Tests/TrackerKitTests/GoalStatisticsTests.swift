import SharedModels
import Testing

@testable import TrackerKit

/// The statistics of the `goals` app: every goal (`Tracker.goal`) is due
/// every day from its start, the earlier of its creation and its first
/// record. Each expectation is worked out by hand; March 2026 starts on a Sunday.
@Suite("Statistics of daily goals, worked by hand")
struct GoalStatisticsTests {
    func goal(_ name: String, createdOn: LocalDate) -> Tracker {
        Tracker.goal(name: name, emoji: "🙂", color: Palette.colors[0], createdOn: createdOn)
    }

    @Test("one goal done on 2, 3, 4 and 6 March, today the 6th: best 3, perfect 4 of 5 due days")
    func oneGoalWithAGap() {
        // Created Mon 2; due 2, 3, 4, 5, 6. Done 2, 3, 4, (5 missed), 6.
        // Runs 2–4 (3) and 6 (1): best 3. Perfect: 2, 3, 4, 6 = 4.
        // 4 records on 4 days: average 1.
        let run = goal("Бег", createdOn: mar(2))
        let result = stats([run], records(run, march: [2, 3, 4, 6]), today: mar(6))
        #expect(result == Statistics(bestPeriod: 3, perfectDays: 4, trackersCompleted: 4, average: 1))
    }

    @Test("a goal starts on its first record when that is before its creation")
    func startsAtTheFirstRecord() {
        // Water created Thu 5, but filled in for Tue 3 and Wed 4: it is due
        // from the 3rd. Read, created Tue 3, done 3, 4, 5.
        // Days 3 and 4: both due, both done → perfect. Day 5: Water due, not done.
        // Perfect 2; best: Read 3–5 = 3; 5 records on 3 days: average 5/3.
        let water = goal("Вода", createdOn: mar(5))
        let read = goal("Чтение", createdOn: mar(3))
        let result = stats(
            [water, read], records(water, march: [3, 4]) + records(read, march: [3, 4, 5]), today: mar(5))
        #expect(result.perfectDays == 2)
        #expect(result.bestPeriod == 3)
        #expect(result.trackersCompleted == 5)
        #expect(abs(result.average - 5.0 / 3.0) < 1e-12)
    }

    @Test("a goal not yet started does not spoil a day: perfect days count only goals already due")
    func laterGoalsAreNotDueEarlier() {
        // Run created Sun 1 and done 1–4; Yoga created Wed 4, never done.
        // Days 1–3: only Run due, done → perfect. Day 4: Yoga due, not done.
        let run = goal("Бег", createdOn: mar(1))
        let yoga = goal("Йога", createdOn: mar(4))
        let result = stats([run, yoga], records(run, march: [1, 2, 3, 4]), today: mar(4))
        #expect(result == Statistics(bestPeriod: 4, perfectDays: 3, trackersCompleted: 4, average: 1))
    }

    @Test("a streak ends at any missed day, weekends included: every day is due")
    func everyDayIsDue() {
        // Done Fri 6, (Sat 7 missed), Sun 8, Mon 9: runs 1 and 2, best 2.
        let run = goal("Бег", createdOn: mar(6))
        let result = stats([run], records(run, march: [6, 8, 9]), today: mar(9))
        #expect(result.bestPeriod == 2)
        #expect(result.perfectDays == 3)
    }

    @Test("no records: everything zero, the empty state")
    func empty() {
        let result = stats([goal("Бег", createdOn: mar(1))], [], today: mar(10))
        #expect(result.isEmpty)
        #expect(result == Statistics(bestPeriod: 0, perfectDays: 0, trackersCompleted: 0, average: 0))
    }
}
