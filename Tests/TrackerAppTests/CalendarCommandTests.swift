import CLIKit
import Foundation
import Localization
import PocketTestSupport
import SharedModels
import Storage
import TerminalUI
import Testing
import TrackerCommands
import TrackerKit
import TrackerScreens

@testable import TrackerApp

/// `tracker calendar` over both backends. November 2026 starts on a Sunday;
/// today is Sunday the 29th. Records: three on Nov 2, one on Nov 29, one in
/// October (outside the month shown).
@Suite struct CalendarCommandTests {
    static func insertHistory(into harness: TrackerHarness) throws {
        let misc = TrackerCategory(title: "Misc")
        try harness.write { context in
            try ReportsSample.insert(
                misc,
                [
                    (ReportsSample.event("A", category: misc, created: "2026-10-01"), ["2026-10-31", "2026-11-02"]),
                    (ReportsSample.event("B", category: misc, created: "2026-10-01"), ["2026-11-02"]),
                    (
                        ReportsSample.habit("C", Weekday.allCases, category: misc, created: "2026-10-01"),
                        ["2026-11-02", "2026-11-29"]
                    ),
                ], into: context)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func plainGridIsMondayFirstWithCountsAndTodayMarked(kind: StoreKind) throws {
        let harness = try TrackerHarness.reports(kind)
        try Self.insertHistory(into: harness)
        let lines = try harness.runOK(["calendar"]).stdoutLines
        let blank = String(repeating: " ", count: 30)
        #expect(
            lines == [
                String(repeating: " ", count: 11) + "November 2026",
                " Mon  Tue  Wed  Thu  Fri  Sat  Sun",
                blank + "   1",
                blank + "   ·",
                "   2    3    4    5    6    7    8",
                "   3    ·    ·    ·    ·    ·    ·",
                "   9   10   11   12   13   14   15",
                "   ·    ·    ·    ·    ·    ·    ·",
                "  16   17   18   19   20   21   22",
                "   ·    ·    ·    ·    ·    ·    ·",
                "  23   24   25   26   27   28  [29]",
                "   ·    ·    ·    ·    ·    ·    1",
                "  30",
                "",
                "",
                "4 completions this month",
                "[29] is today",
            ])
    }

    @Test func russianAndGermanNamesAndPlurals() throws {
        let harness = try TrackerHarness.reports(.sqlite)
        try Self.insertHistory(into: harness)
        let ru = try harness.runOK(["calendar"], language: .ru).stdoutLines
        #expect(ru[0] == String(repeating: " ", count: 12) + "Ноябрь 2026")
        #expect(ru[1] == "  Пн   Вт   Ср   Чт   Пт   Сб   Вс")
        #expect(ru.suffix(2) == ["4 выполнения за месяц", "[29] — сегодня"])
        let de = try harness.runOK(["calendar", "--month", "2026-10"], language: .de).stdoutLines
        #expect(de[0].hasSuffix("Oktober 2026"))
        #expect(de[1] == "  Mo   Di   Mi   Do   Fr   Sa   So")
        // October 2026 is before today: no today line, one completion.
        #expect(de.last == "1 Erledigung in diesem Monat")
    }

    @Test(arguments: StoreKind.allCases)
    func jsonListsEveryDayOfTheMonth(kind: StoreKind) throws {
        let harness = try TrackerHarness.reports(kind)
        try Self.insertHistory(into: harness)
        let calendar = try JSONDecoder().decode(
            CalendarJSON.self,
            from: Data(
                harness.runOK(
                    ["calendar", "--month", "2026-11"],
                    json: true
                ).stdout.utf8))
        #expect(calendar.month == "2026-11")
        #expect(calendar.days.count == 30)
        #expect(calendar.days.first == .init(date: "2026-11-01", completions: 0))
        #expect(calendar.days[1] == .init(date: "2026-11-02", completions: 3))
        #expect(calendar.days.last == .init(date: "2026-11-30", completions: 0))
        #expect(calendar.days.map(\.completions).reduce(0, +) == 4)
        let february = try harness.runOK(["calendar", "--month", "2028-02"], json: true).stdout
        #expect(february.contains("\"2028-02-29\""))
    }

    /// February 2021 starts on a Monday and has 28 days: exactly four weeks.
    @Test func aMonthOfFourFullWeeks() throws {
        let harness = try TrackerHarness.reports(.json)
        let lines = try harness.runOK(["calendar", "--month", "2021-02"]).stdoutLines
        #expect(lines.count == 2 + 4 * 2 + 2)
        #expect(lines[2] == "   1    2    3    4    5    6    7")
        #expect(lines[8] == "  22   23   24   25   26   27   28")
        #expect(lines.last == "0 completions this month")
    }

    @Test(arguments: ["2026-13", "2026-1", "26-11", "2026-11-01", "november", "0000-01", "2026-00"])
    func aBadMonthIsAUsageError(month: String) throws {
        let harness = try TrackerHarness.reports(.json)
        let result = harness.run(["calendar", "--month", month])
        #expect(result.exitCode == ExitCode.usage.rawValue && result.stdout.isEmpty, "\(result)")
    }

    @Test func colorsShadeByCompletionsAndKeepTextReadable() throws {
        let harness = try TrackerHarness.reports(.sqlite)
        try Self.insertHistory(into: harness)
        let dark = try harness.runOK(["calendar"], depth: .truecolor, theme: .dark).stdout
        // Nov 2 is the busiest day: the top step, dark text on bright green.
        #expect(dark.contains("\u{1B}[38;2;27;31;36m\u{1B}[48;2;57;211;83m  2 "))
        // Today (one completion of a busiest three): bold, second step, white text.
        #expect(dark.contains("\u{1B}[1m\u{1B}[38;2;255;255;255m\u{1B}[48;2;0;109;50m[29]"))
        let light = try harness.runOK(["calendar"], depth: .truecolor, theme: .light).stdout
        #expect(light.contains("\u{1B}[38;2;255;255;255m\u{1B}[48;2;33;110;57m  2 "))
        // The 256-color form uses the palette, never 24-bit sequences.
        let indexed = try harness.runOK(["calendar"], depth: .ansi256).stdout
        #expect(indexed.contains("\u{1B}[48;5;") && !indexed.contains("48;2;"))
    }

    /// Large counts: the total is grouped as the language writes numbers, and
    /// a day count of five digits widens every cell so columns stay aligned.
    @Test func largeCountsWidenCellsAndGroupTheTotal() {
        let month = CalendarMonth(year: 2026, month: 11)
        let counts = [LocalDate(iso: "2026-11-02")!: 12_345, LocalDate(iso: "2026-11-03")!: 1]
        let grid = MonthGrid.build(year: 2026, month: 11, completions: counts, today: LocalDate(iso: "2026-12-01")!)
        let ru = CalendarScreen(localizer: Localizer(language: .ru), style: TerminalStyle(depth: .none), theme: .dark)
            .render(grid, month: month)
        #expect(ru[1] == "   Пн    Вт    Ср    Чт    Пт    Сб    Вс")
        #expect(ru[4] == "    2     3     4     5     6     7     8")
        #expect(ru[5] == "12345     1     ·     ·     ·     ·     ·")
        #expect(ru.last == "12\u{00A0}346 выполнений за месяц")
        let en = CalendarScreen(localizer: Localizer(language: .en), style: TerminalStyle(depth: .none), theme: .dark)
            .render(grid, month: month)
        #expect(en.last == "12,346 completions this month")
    }

    @Test func shadingStepsFollowTheBusiestDay() {
        #expect(CalendarShading.level(0, busiest: 10) == 0)
        #expect(CalendarShading.level(1, busiest: 10) == 1)
        #expect(CalendarShading.level(2, busiest: 10) == 1)
        #expect(CalendarShading.level(3, busiest: 10) == 2)
        #expect(CalendarShading.level(6, busiest: 10) == 3)
        #expect(CalendarShading.level(9, busiest: 10) == 4)
        #expect(CalendarShading.level(10, busiest: 10) == 4)
        #expect(CalendarShading.level(1, busiest: 1) == 4)
    }

    @Test func monthTextRoundTrips() {
        #expect(CalendarMonth(text: "2026-11")?.text == "2026-11")
        #expect(CalendarMonth(text: "0987-01")?.text == "0987-01")
        #expect(CalendarMonth(text: "+026-11") == nil)
        #expect(CalendarMonth(text: "2026-١١") == nil)
    }
}
