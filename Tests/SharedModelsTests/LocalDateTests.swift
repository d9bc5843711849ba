import Foundation
import SharedModels
import Testing

@Suite("LocalDate")
struct LocalDateTests {
    /// Walks every day of 1900–2100 with a plain day counter and its own
    /// leap rule, and checks the closed-form conversions against it, both ways.
    @Test("every day 1900–2100 round-trips against an independent count")
    func roundTrip() {
        let monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        // 1900-01-01 is 25,567 days before 1970-01-01 (70 years, 17 leap days) and was a Monday.
        var dayNumber = -25_567
        var weekday = 0
        var failures = 0
        for year in 1900...2100 {
            let leap = year % 400 == 0 || (year % 4 == 0 && year % 100 != 0)
            for month in 1...12 {
                let length = month == 2 && leap ? 29 : monthLengths[month - 1]
                for day in 1...length {
                    let date = LocalDate(year: year, month: month, day: day)
                    let ok =
                        date?.dayNumber == dayNumber
                        && LocalDate(dayNumber: dayNumber).components == (year, month, day)
                        && LocalDate(dayNumber: dayNumber).weekday == Weekday.allCases[weekday]
                        && LocalDate(iso: LocalDate(dayNumber: dayNumber).iso) == date
                    if !ok { failures += 1 }
                    dayNumber += 1
                    weekday = (weekday + 1) % 7
                }
            }
        }
        #expect(failures == 0)
        #expect(dayNumber == LocalDate(year: 2101, month: 1, day: 1)?.dayNumber)
    }

    @Test(
        "weekdays of known dates",
        arguments: [
            ("2026-11-29", Weekday.sunday), ("1970-01-01", .thursday), ("2000-01-01", .saturday),
            ("2024-02-29", .thursday), ("1900-01-01", .monday), ("2026-03-02", .monday),
            ("1969-12-31", .wednesday), ("1600-03-01", .wednesday),
        ])
    func knownWeekdays(iso: String, weekday: Weekday) throws {
        #expect(try #require(LocalDate(iso: iso)).weekday == weekday)
    }

    @Test(
        "leap years",
        arguments: [(2000, true), (1900, false), (2024, true), (2100, false), (2023, false), (1600, true)])
    func leapYears(year: Int, leap: Bool) {
        #expect(LocalDate.isLeap(year) == leap)
        #expect((LocalDate(year: year, month: 2, day: 29) != nil) == leap)
        #expect(LocalDate.daysIn(month: 2, year: year) == (leap ? 29 : 28))
    }

    @Test(
        "impossible days are rejected",
        arguments: [
            (2026, 0, 1), (2026, 13, 1), (2026, 1, 0), (2026, 1, 32), (2026, 4, 31),
            (2026, 2, 29), (2026, 2, 30), (2026, 6, 31), (2026, -1, 5), (2026, 5, -3),
        ])
    func invalid(year: Int, month: Int, day: Int) {
        #expect(LocalDate(year: year, month: month, day: day) == nil)
    }

    @Test(
        "parsing takes exactly YYYY-MM-DD",
        arguments: [
            "2026-1-05", "2026-01-5", "26-01-05", "2026/01/05", "2026-01-05 ", " 2026-01-05", "+026-01-05",
            "2026-13-01", "2026-02-30", "２０２６-01-05", "2026-01-05T00:00", "", "today", "2026-0a-05",
            "20260105", "2026--1-05", "-026-01-05",
        ])
    func strictParsing(text: String) {
        #expect(LocalDate(iso: text) == nil)
    }

    @Test("valid text parses and prints back")
    func validParsing() throws {
        let date = try #require(LocalDate(iso: "2026-01-05"))
        #expect(date.components == (2026, 1, 5))
        #expect(date.iso == "2026-01-05")
        #expect(LocalDate(iso: "0005-03-01")?.iso == "0005-03-01")
        #expect(LocalDate(iso: Substring("x2026-12-31").dropFirst())?.iso == "2026-12-31")
    }

    @Test("arithmetic, ordering and the start of the month")
    func arithmetic() throws {
        let date = try #require(LocalDate(iso: "2024-02-28"))
        #expect(date.adding(days: 1).iso == "2024-02-29")
        #expect(date.adding(days: 2).iso == "2024-03-01")
        #expect(date.adding(days: -59).iso == "2023-12-31")
        #expect(date.days(until: try #require(LocalDate(iso: "2025-02-28"))) == 366)
        #expect(date < date.adding(days: 1))
        #expect(date.startOfMonth.iso == "2024-02-01")
        #expect(try #require(LocalDate(iso: "2024-03-01")).startOfMonth.iso == "2024-03-01")
    }

    @Test("JSON coding is the ISO text; bad text fails to decode")
    func coding() throws {
        let date = try #require(LocalDate(iso: "2026-11-29"))
        let data = try JSONEncoder().encode([date])
        #expect(String(decoding: data, as: UTF8.self) == #"["2026-11-29"]"#)
        #expect(try JSONDecoder().decode([LocalDate].self, from: data) == [date])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([LocalDate].self, from: Data(#"["2026-02-30"]"#.utf8))
        }
    }

    @Test("today is a real day")
    func localToday() {
        let today = LocalDate.localToday()
        #expect(LocalDate(iso: today.iso) == today)
        #expect(today.year >= 2024)
    }
}

@Suite struct SupportedDateRangeTests {
    @Test func theRangeIs1900To9999() {
        #expect(LocalDate.supportedRange.lowerBound.iso == "1900-01-01")
        #expect(LocalDate.supportedRange.upperBound.iso == "9999-12-31")
        #expect(LocalDate(iso: "1900-01-01")!.isSupported && LocalDate(iso: "9999-12-31")!.isSupported)
        #expect(!LocalDate(iso: "1899-12-31")!.isSupported)
        #expect(!LocalDate(iso: "0000-01-01")!.isSupported)
        #expect(!LocalDate(iso: "9999-12-31")!.adding(days: 1).isSupported)
        #expect(!LocalDate(iso: "0000-01-01")!.adding(days: -1).isSupported)
    }
}
