import SharedModels
import Testing

@testable import TrackerKit

// Every expectation below is worked out by hand against the rules in
// `HabitHistory`; March 2026 is drawn in Fixtures.swift (Mon 2, Wed 4, Fri 6, Mon 9 …).

func history(_ tracker: Tracker, march days: [Int], today: LocalDate) -> HabitHistory {
    HabitHistory(tracker: tracker, days: days.map(mar), today: today)
}

@Suite("A habit's own history from hand-worked records")
struct HabitHistoryTests {
    @Test("a missed due day ends the current streak; the windows count due days from the start")
    func missedDueDay() {
        // Mon/Wed/Fri from Mon 2; records 2, 4, 9, 11; today Wed 11 (done).
        // Due: 2, 4, 6, 9, 11. Back from 11: 11 ✓, 9 ✓, 6 ✗ → current 2.
        // Runs 2,4 and 9,11 → best 2. Every window starts at Mon 2: 4 of 5.
        let result = history(habit("Бег", monWedFri, createdOn: mar(2)), march: [2, 4, 9, 11], today: mar(11))
        #expect(result.completedDays == 4)
        #expect(result.currentStreak == 2)
        #expect(result.bestStreak == 2)
        #expect(
            result.rates == [
                .init(days: 30, due: 5, done: 4), .init(days: 90, due: 5, done: 4),
                .init(days: 365, due: 5, done: 4),
            ])
        #expect(result.rates[0].fraction == 0.8)
        #expect(result.lastRecords == [mar(11), mar(9), mar(4), mar(2)])
    }

    @Test("today still open neither ends the streak nor lowers the rate")
    func todayOpen() {
        // Mon/Wed/Fri from Mon 2; records 2, 4, 6, 9, 11; today Fri 13, not done.
        // 13 is open: the streak counts back from 11 over 11, 9, 6, 4, 2 = 5; 5 of 5 due.
        let result = history(habit("Бег", monWedFri, createdOn: mar(2)), march: [2, 4, 6, 9, 11], today: mar(13))
        #expect(result.currentStreak == 5)
        #expect(result.bestStreak == 5)
        #expect(result.rates[0] == .init(days: 30, due: 5, done: 5))
        #expect(result.rates[0].fraction == 1)
    }

    @Test("a due day gone by undone breaks the streak even when today is open")
    func dueDayGoneBy() {
        // Same records; today Mon 16, not done. Fri 13 was due and is missed → current 0.
        // Due: 2, 4, 6, 9, 11, 13 → 5 of 6.
        let result = history(habit("Бег", monWedFri, createdOn: mar(2)), march: [2, 4, 6, 9, 11], today: mar(16))
        #expect(result.currentStreak == 0)
        #expect(result.bestStreak == 5)
        #expect(result.rates[0] == .init(days: 30, due: 6, done: 5))
    }

    @Test("an event is due every day from its start")
    func eventDueEveryDay() {
        // Event from Mar 1; records 5, 6, 7; today Sat 7. Due 1…7 = 7, done 3.
        // Back from 7: 7, 6, 5 ✓, 4 ✗ → current 3; best 3.
        let result = history(event("Врач", createdOn: mar(1)), march: [5, 6, 7], today: mar(7))
        #expect(result.currentStreak == 3)
        #expect(result.bestStreak == 3)
        #expect(result.rates[0] == .init(days: 30, due: 7, done: 3))
    }

    @Test("the 30-day window leaves out older days, the longer ones reach back to the start")
    func windows() {
        // Every day from Mar 1; every day recorded but Sun 15; today Tue 31.
        // 30 days = Mar 2…31: 30 due, 29 done. 90 and 365 days start at Mar 1: 31 due, 30 done.
        // Current: 31 … 16 = 16; best: max(1…14 = 14, 16…31 = 16) = 16. Last ten: 31 … 22.
        let result = history(habit("Вода", createdOn: mar(1)), march: Array(1...31).filter { $0 != 15 }, today: mar(31))
        #expect(result.completedDays == 30)
        #expect(
            result.rates == [
                .init(days: 30, due: 30, done: 29), .init(days: 90, due: 31, done: 30),
                .init(days: 365, due: 31, done: 30),
            ])
        #expect(result.currentStreak == 16)
        #expect(result.bestStreak == 16)
        #expect(result.lastRecords == (22...31).reversed().map(mar))
    }

    @Test("a record before the creation moves the start; records after today do not exist yet")
    func startAndFuture() {
        // Every day, created Mon 9, one record Thu 5 and one Fri 20; today Mon 9, not done.
        // Start = 5; due 5, 6, 7, 8 (9 is open) → 1 of 4; Sun 8 missed → current 0; best 1.
        // The record of the 20th is not counted.
        let result = history(habit("Вода", createdOn: mar(9)), march: [5, 20], today: mar(9))
        #expect(result.completedDays == 1)
        #expect(result.rates[0] == .init(days: 30, due: 4, done: 1))
        #expect(result.currentStreak == 0)
        #expect(result.bestStreak == 1)
        #expect(result.lastRecords == [mar(5)])
    }

    @Test("nothing due yet: no rate, no streak")
    func nothingDue() {
        // Created today (Wed 11), not done: no day is due yet.
        let result = history(habit("Бег", monWedFri, createdOn: mar(11)), march: [], today: mar(11))
        #expect(result.rates.allSatisfy { $0.due == 0 && $0.fraction == nil })
        #expect(result.currentStreak == 0 && result.bestStreak == 0 && result.completedDays == 0)
        #expect(result.lastRecords.isEmpty)
    }

    @Test("repeated days count once")
    func repeats() {
        let result = history(habit("Вода", createdOn: mar(1)), march: [3, 3, 2], today: mar(3))
        #expect(result.completedDays == 2)
        #expect(result.lastRecords == [mar(3), mar(2)])
    }
}

@Suite("The history heatmap")
struct HistoryHeatmapTests {
    @Test("weeks as columns, Monday first, the week of today last")
    func twoWeeks() {
        // Mon/Wed/Fri from Mon 2; records 2, 4, 9; today Wed 11 (open).
        // Week of Mar 2: Mon ✓, Tue rest, Wed ✓, Thu rest, Fri ✗, Sat, Sun rest.
        // Week of Mar 9: Mon ✓, Tue rest, Wed today due and still open (pending), Thu … Sun future.
        let tracker = habit("Бег", monWedFri, createdOn: mar(2))
        let weeks = HistoryHeatmap.build(tracker: tracker, days: [mar(2), mar(4), mar(9)], today: mar(11), weeks: 2)
        #expect(weeks.map(\.monday) == [mar(2), mar(9)])
        #expect(weeks[0].cells == [.done, .rest, .done, .rest, .missed, .rest, .rest])
        #expect(weeks[1].cells == [.done, .rest, .pending, .future, .future, .future, .future])
    }

    @Test("days before the start are outside; a year is 53 weeks")
    func beforeStart() {
        let tracker = habit("Бег", monWedFri, createdOn: mar(2))
        let weeks = HistoryHeatmap.build(tracker: tracker, days: [], today: mar(4), weeks: 3)
        #expect(weeks.first?.monday == mar(2).adding(days: -14))
        #expect(weeks[0].cells.allSatisfy { $0 == .outside } && weeks[1].cells.allSatisfy { $0 == .outside })
        #expect(weeks[2].cells == [.missed, .rest, .pending, .future, .future, .future, .future])
        #expect(
            HistoryHeatmap.build(tracker: tracker, days: [], today: mar(4), weeks: HistoryHeatmap.yearWeeks).count == 53
        )
        #expect(HistoryHeatmap.build(tracker: tracker, days: [], today: mar(4), weeks: 0).isEmpty)
    }

    @Test("today is pending when due and open, a rest day when not due, done when recorded")
    func today() {
        let tracker = habit("Бег", monWedFri, createdOn: mar(2))
        // Thursday 5 is not a Mon/Wed/Fri: a rest day, today or not.
        #expect(HistoryHeatmap.build(tracker: tracker, days: [], today: mar(5), weeks: 1)[0].cells[3] == .rest)
        #expect(HistoryHeatmap.build(tracker: tracker, days: [], today: mar(4), weeks: 1)[0].cells[2] == .pending)
        #expect(HistoryHeatmap.build(tracker: tracker, days: [mar(4)], today: mar(4), weeks: 1)[0].cells[2] == .done)
    }
}
