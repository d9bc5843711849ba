import SharedModels
import Testing

@testable import TrackerKit

// Every expectation below is worked out by hand against the statistics rules
// "Statistics"; the calendar of March 2026 is in Fixtures.swift
// (Mon 2, Wed 4, Fri 6, Mon 9, Wed 11 …).

/// The four counts; the average score is left out (HabitScoreTests check it).
func stats(_ trackers: [Tracker], _ records: [TrackerRecord], today: LocalDate) -> Statistics {
    var result = StatisticsCalculator.compute(trackers: trackers, records: records, today: today)
    result.averageScore = nil
    return result
}

@Suite("Statistics from hand-worked histories")
struct StatisticsTests {
    @Test("no records: everything zero and the empty state, even with habits due")
    func empty() {
        let result = stats([habit("Бег", monWedFri), event("Врач")], [], today: mar(31))
        #expect(result == Statistics(bestPeriod: 0, perfectDays: 0, trackersCompleted: 0, average: 0))
        #expect(result.isEmpty)
        #expect(stats([], [], today: mar(31)).isEmpty)
    }

    @Test("a streak runs across unscheduled weekdays: Mon, Wed, Fri, Mon = 4")
    func streakAcrossUnscheduledDays() {
        // Mon/Wed/Fri from Mon 2; records Mon 2, Wed 4, Fri 6, Mon 9; today Mon 9.
        // Due days 2, 4, 6, 9 all recorded: one run of 4, 4 perfect days;
        // 4 records on 4 distinct days: average 1.
        let tracker = habit("Бег", monWedFri, createdOn: mar(2))
        let result = stats([tracker], records(tracker, march: [2, 4, 6, 9]), today: mar(9))
        #expect(result == Statistics(bestPeriod: 4, perfectDays: 4, trackersCompleted: 4, average: 1))
        #expect(!result.isEmpty)
    }

    @Test("a missed due day breaks the streak")
    func missedDueDay() {
        // Mon/Wed/Fri; records Mon 2, Wed 4, (Fri 6 missed), Mon 9, Wed 11; today Wed 11.
        // Runs: 2,4 → 2 and 9,11 → 2: best 2. Due 2,4,6,9,11; perfect 2,4,9,11 = 4.
        let tracker = habit("Бег", monWedFri, createdOn: mar(2))
        let result = stats([tracker], records(tracker, march: [2, 4, 9, 11]), today: mar(11))
        #expect(result.bestPeriod == 2)
        #expect(result.perfectDays == 4)
        #expect(result.trackersCompleted == 4)
    }

    @Test("records on unscheduled weekdays are left out of streaks but counted as records")
    func unscheduledRecordsIgnored() {
        // Mon/Wed/Fri; records Mon 2 … Fri 6 every day; today Fri 6.
        // Streak over due days 2, 4, 6 = 3 (Tue 3 and Thu 5 skipped).
        // Records 5 on 5 days: average 1. Perfect: 2, 4, 6 (3 and 5 have no due habit) = 3.
        let tracker = habit("Бег", monWedFri, createdOn: mar(2))
        let result = stats([tracker], records(tracker, march: [2, 3, 4, 5, 6]), today: mar(6))
        #expect(result == Statistics(bestPeriod: 3, perfectDays: 3, trackersCompleted: 5, average: 1))
    }

    @Test("a record on an unscheduled weekday does not bridge a missed due day")
    func noBridge() {
        // Mon/Wed/Fri; records Mon 2, Thu 5, Fri 6; Wed 4 missed → runs 1 and 1.
        let tracker = habit("Бег", monWedFri, createdOn: mar(2))
        #expect(stats([tracker], records(tracker, march: [2, 5, 6]), today: mar(6)).bestPeriod == 1)
    }

    @Test("an event's streak is a run of calendar days")
    func eventStreak() {
        // Records 2, 3, (4 missed), 5, 6, 7 → runs 2 and 3 → 3. Events are never
        // due, so no perfect day; 5 records on 5 days → average 1.
        let tracker = event("Врач")
        let result = stats([tracker], records(tracker, march: [2, 3, 5, 6, 7]), today: mar(31))
        #expect(result == Statistics(bestPeriod: 3, perfectDays: 0, trackersCompleted: 5, average: 1))
    }

    @Test("a habit created after backfilled records starts at its first record")
    func backfilledStart() {
        // A: daily from 1 March, records 1…10. B: daily, created 8 March, with
        // backfilled records 5 and 6, so B's start is 5 March. Today 10 March.
        // 1–4: only A due, done → 4 perfect. 5, 6: A and B done → 2 more.
        // 7: B due (7 ≥ start 5) but not done → not perfect (it would be if the
        // start were B's creation). 8–10: B due, not done. Perfect = 6.
        // Records 10 + 2 = 12 over days 1…10 → average 1.2. Best: A's 10.
        let a = habit("A", createdOn: mar(1))
        let b = habit("B", createdOn: mar(8))
        let result = stats([a, b], records(a, march: Array(1...10)) + records(b, march: [5, 6]), today: mar(10))
        #expect(result == Statistics(bestPeriod: 10, perfectDays: 6, trackersCompleted: 12, average: 1.2))
    }

    @Test("a habit is due only from its creation when it has no earlier record")
    func startAtCreation() {
        // A daily from 1 March, records 1…5; B daily created 4 March, no records.
        // 1–3 perfect (only A due); 4, 5 have B due and missing. Perfect = 3.
        let a = habit("A", createdOn: mar(1))
        let b = habit("B", createdOn: mar(4))
        #expect(stats([a, b], records(a, march: Array(1...5)), today: mar(5)).perfectDays == 3)
    }

    @Test("the current schedule governs records made under an older one")
    func scheduleEditedAfterMarking() {
        // Marked daily Mon 2 … Fri 6, then the schedule became Mon/Fri.
        // Due days now: Mon 2 and Fri 6, both recorded and consecutive due
        // days → streak 2 (it would be 5 under the old schedule). Perfect: 2, 6.
        // Records 5 on 5 days → average 1.
        let tracker = habit("Бег", Schedule([.monday, .friday]), createdOn: mar(2))
        let result = stats([tracker], records(tracker, march: [2, 3, 4, 5, 6]), today: mar(6))
        #expect(result == Statistics(bestPeriod: 2, perfectDays: 2, trackersCompleted: 5, average: 1))
    }

    @Test("perfect days with several habits and an event")
    func severalHabits() {
        // A Mon/Wed/Fri: records Mon 2, Wed 4, Fri 6.
        // B Wed/Sat:     record Sat 7 (Wed 4 missed).
        // E event:       records 2, 3, 8.            Today Sun 8.
        // Mon 2: A due, done → perfect.     Tue 3: nothing due (E never is).
        // Wed 4: A done, B missing → not.   Thu 5: nothing due.
        // Fri 6: A done → perfect.          Sat 7: B done → perfect.
        // Sun 8: nothing due. Perfect = 3.
        // Records 3 + 1 + 3 = 7 on days {2,3,4,6,7,8} = 6 → average 7/6.
        // Streaks: A 3 (2,4,6), B 1, E 2 (2,3) → best 3.
        let a = habit("A", monWedFri, createdOn: mar(2))
        let b = habit("B", Schedule([.wednesday, .saturday]), createdOn: mar(2))
        let e = event("E", createdOn: mar(2))
        let all = records(a, march: [2, 4, 6]) + records(b, march: [7]) + records(e, march: [2, 3, 8])
        let result = stats([a, b, e], all, today: mar(8))
        #expect(result == Statistics(bestPeriod: 3, perfectDays: 3, trackersCompleted: 7, average: 7.0 / 6.0))
    }

    @Test("events are never due but count in records and average")
    func eventsOnly() {
        // Mar 2: E1, E2, E3; Mar 3: E1, E2 → 5 records over 2 days = 2.5.
        // Streaks: E1 2, E2 2, E3 1 → 2. No habit → no perfect day.
        let e1 = event("E1")
        let e2 = event("E2")
        let e3 = event("E3")
        let all = records(e1, march: [2, 3]) + records(e2, march: [2, 3]) + records(e3, march: [2])
        #expect(
            stats([e1, e2, e3], all, today: mar(31))
                == Statistics(bestPeriod: 2, perfectDays: 0, trackersCompleted: 5, average: 2.5))
    }

    @Test("records after today do not exist yet")
    func futureRecordsIgnored() {
        // Daily from 1 March, records 1…5, today 3: only 1, 2, 3 count.
        let tracker = habit("A", createdOn: mar(1))
        let result = stats([tracker], records(tracker, march: [1, 2, 3, 4, 5]), today: mar(3))
        #expect(result == Statistics(bestPeriod: 3, perfectDays: 3, trackersCompleted: 3, average: 1))
    }

    @Test("duplicate records and records of unknown trackers are ignored")
    func duplicatesAndOrphans() {
        // Records 2, 2, 3 of A plus one of a deleted tracker: A has 2 and 3.
        let a = event("A")
        let orphan = TrackerRecord(trackerID: "deadbeef", day: mar(2))
        let result = stats([a], records(a, march: [3, 2, 2]) + [orphan], today: mar(31))
        #expect(result == Statistics(bestPeriod: 2, perfectDays: 0, trackersCompleted: 2, average: 1))
    }

    @Test("goals: every goal a daily habit")
    func goals() {
        // G1 daily from 1 March: records 1, 2, 3, 4. G2 daily from 3 March: records 3, 5.
        // 1, 2: only G1 due, done → perfect. 3: both done → perfect.
        // 4: G2 missing. 5: G1 missing. Perfect 3. Streaks: G1 4, G2 1.
        // Records 6 over days {1,2,3,4,5} → 1.2.
        let g1 = habit("G1", createdOn: mar(1))
        let g2 = habit("G2", createdOn: mar(3))
        let result = stats([g1, g2], records(g1, march: [1, 2, 3, 4]) + records(g2, march: [3, 5]), today: mar(5))
        #expect(result == Statistics(bestPeriod: 4, perfectDays: 3, trackersCompleted: 6, average: 1.2))
    }

    @Test("a habit with a Sunday-to-Sunday schedule chains week to week")
    func weeklyStreak() {
        // Sunday only: records Sun 1, 8, 15, 29 (22 missed) → runs 3 and 1.
        let tracker = habit("Неделя", Schedule([.sunday]), createdOn: mar(1))
        let result = stats([tracker], records(tracker, march: [1, 8, 15, 29]), today: mar(31))
        #expect(result.bestPeriod == 3)
        #expect(result.perfectDays == 4)
    }

    @Test("streaks and perfect days cross month and year boundaries")
    func acrossYearEnd() throws {
        // Daily from 30 Dec 2025: records 30, 31 Dec, 1, 2 Jan → streak 4, 4 perfect days.
        let start = try #require(LocalDate(year: 2025, month: 12, day: 30))
        let tracker = habit("A", createdOn: start)
        let all = (0..<4).map { TrackerRecord(trackerID: tracker.id, day: start.adding(days: $0)) }
        #expect(
            stats([tracker], all, today: start.adding(days: 3))
                == Statistics(bestPeriod: 4, perfectDays: 4, trackersCompleted: 4, average: 1))
    }
}
