import SharedModels
import Testing

@testable import TrackerKit

@Suite("Month grid")
struct MonthGridTests {
    @Test("February 2026 starts on a Sunday: six blanks, five weeks")
    func february() throws {
        let grid = MonthGrid.build(
            year: 2026, month: 2, completions: [mar(1).adding(days: -28): 2],
            today: mar(1).adding(days: -19))  // today = 10 Feb
        #expect(grid.count == 5)
        #expect(grid.allSatisfy { $0.count == 7 })
        #expect(grid[0].prefix(6).allSatisfy { $0 == nil })
        let first = try #require(grid[0][6])
        #expect(first.date.iso == "2026-02-01" && first.completions == 2)
        #expect(grid[4].map { $0?.date.day } == [23, 24, 25, 26, 27, 28, nil])
        let tenth = try #require(grid[2][1])
        #expect(tenth.date.day == 10 && tenth.isToday && !tenth.isFuture && tenth.completions == 0)
        #expect(grid[2][2]?.isFuture == true && grid[2][0]?.isFuture == false)
        #expect(grid.joined().compactMap { $0 }.filter(\.isToday).count == 1)
    }

    @Test(
        "a month starting on Monday has no leading blanks",
        arguments: [
            (2021, 2, 4, 0),  // February 2021: Monday 1st, 28 days: exactly four weeks
            (2026, 6, 5, 5),  // June 2026: Monday 1st, 30 days: 29, 30 and five blanks
            (2026, 11, 6, 6),  // November 2026: Sunday 1st, 30 days: six weeks, 30 alone
        ])
    func shapes(year: Int, month: Int, weeks: Int, trailing: Int) {
        let grid = MonthGrid.build(year: year, month: month, completions: [:], today: mar(1))
        #expect(grid.count == weeks)
        #expect(grid.last?.suffix(trailing).allSatisfy { $0 == nil } == true)
        #expect(
            grid.joined().compactMap { $0 }.map(\.date.day) == Array(1...LocalDate.daysIn(month: month, year: year)))
        #expect(grid.joined().compactMap { $0 }.allSatisfy { $0.date.month == month })
    }

    @Test("an invalid month gives no grid", arguments: [0, 13, -1])
    func invalid(month: Int) {
        #expect(MonthGrid.build(year: 2026, month: month, completions: [:], today: mar(1)).isEmpty)
    }

    @Test("completions count records per day")
    func completions() {
        let a = event("a")
        let b = event("b")
        let counts = MonthGrid.completions(of: records(a, march: [2, 3]) + records(b, march: [3]))
        #expect(counts == [mar(2): 1, mar(3): 2])
    }
}
