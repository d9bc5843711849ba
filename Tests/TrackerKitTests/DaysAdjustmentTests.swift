import SharedModels
import Testing

@testable import TrackerKit

@Suite("edit --days")
struct DaysAdjustmentTests {
    @Test(
        "parses +N and -N only",
        arguments: [
            ("+3", DaysAdjustment.add(3)), ("-2", .remove(2)), (" +10 ", .add(10)), ("+007", .add(7)),
        ])
    func parses(text: String, expected: DaysAdjustment) {
        #expect(DaysAdjustment(argument: text) == expected)
    }

    @Test(
        "rejects anything else",
        arguments: [
            "3", "+0", "-0", "+", "-", "+-3", "++3", "+3a", "+ 3", "+٣", "",
            "+99999999999999999999999",
        ])
    func rejects(text: String) {
        #expect(DaysAdjustment(argument: text) == nil)
    }

    @Test("+N fills the most recent free due days of a habit, today included")
    func addHabit() {
        // Mon/Wed/Fri, today Wed 11, Mon 9 already recorded:
        // Wed 11 (free), Mon 9 (taken), Fri 6, Wed 4 → 11, 6, 4.
        let days = DaysAdjustment.add(3).days(for: habit("Бег", monWedFri), recordedDays: [mar(9)], today: mar(11))
        #expect(days == [mar(11), mar(6), mar(4)])
    }

    @Test("+N on an event takes any free day")
    func addEvent() {
        // Today 11, 10 recorded → 11, 9.
        let days = DaysAdjustment.add(2).days(for: event("Врач"), recordedDays: [mar(10)], today: mar(11))
        #expect(days == [mar(11), mar(9)])
    }

    @Test("+N stops at the ten-year window")
    func addBounded() {
        let days = DaysAdjustment.add(1_000_000).days(for: event("Врач"), recordedDays: [], today: mar(11))
        #expect(days.count == DaysAdjustment.searchWindowDays)
        #expect(days.last == mar(11).adding(days: -(DaysAdjustment.searchWindowDays - 1)))
        let never = DaysAdjustment.add(5).days(for: habit("Пусто", .none), recordedDays: [], today: mar(11))
        #expect(never.isEmpty)
    }

    @Test("-N removes the most recent records")
    func remove() {
        let recorded = [mar(2), mar(9), mar(4)]
        let tracker = habit("Бег", monWedFri)
        #expect(
            DaysAdjustment.remove(2).days(for: tracker, recordedDays: recorded, today: mar(11)) == [mar(9), mar(4)])
        #expect(
            DaysAdjustment.remove(10).days(for: tracker, recordedDays: recorded, today: mar(11))
                == [mar(9), mar(4), mar(2)])
        #expect(DaysAdjustment.remove(1).days(for: tracker, recordedDays: [], today: mar(11)).isEmpty)
    }

    @Test("+N never reaches before the first supported day")
    func addStopsAtTheSupportedRange() {
        let first = LocalDate.supportedRange.lowerBound
        let days = DaysAdjustment.add(10).days(
            for: habit("Бег", createdOn: first), recordedDays: [], today: first.adding(days: 2))
        #expect(days == [first.adding(days: 2), first.adding(days: 1), first])
    }
}
