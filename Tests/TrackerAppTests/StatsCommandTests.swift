import Foundation
import Localization
import PocketTestSupport
import SharedModels
import Storage
import TerminalUI
import Testing
import TrackerCommands
import TrackerScreens

@testable import TrackerApp

/// `tracker stats` over both backends, from hand-worked histories.
/// Today is Sunday 2026-11-29; 2026-11-02 is a Monday.
@Suite struct StatsCommandTests {
    /// Habit "Run" (Mon, Wed, Fri from Nov 2): Nov 2, 4, 6, 9, 11 are five due
    /// days in a row (the Saturday Nov 7 record is off-schedule and neither
    /// counts nor breaks), Nov 13 is missed, then Nov 16, 18.
    /// Habit "Read" (daily from Nov 20): Nov 20, 21, 22 — three in a row.
    /// Event "Dentist": Nov 10, 11 — two calendar days in a row.
    /// Records 8 + 3 + 2 = 13 on 12 distinct days (Nov 11 holds two).
    /// Perfect days: Nov 2, 4, 6, 9, 11, 16, 18 (Run due and done), Nov 21 and
    /// 22 (only Read due, done) = 9; Nov 20 is not (Run due, missed).
    static func insertHistory(into harness: TrackerHarness) throws {
        let health = TrackerCategory(title: "Health")
        try harness.write { context in
            try ReportsSample.insert(
                health,
                [
                    (
                        ReportsSample.habit(
                            "Run", [.monday, .wednesday, .friday], category: health, created: "2026-11-02"),
                        [
                            "2026-11-02", "2026-11-04", "2026-11-06", "2026-11-07", "2026-11-09", "2026-11-11",
                            "2026-11-16", "2026-11-18",
                        ]
                    ),
                    (
                        ReportsSample.habit("Read", Weekday.allCases, category: health, created: "2026-11-20"),
                        ["2026-11-20", "2026-11-21", "2026-11-22"]
                    ),
                    (
                        ReportsSample.event("Dentist", category: health, created: "2026-11-01"),
                        ["2026-11-10", "2026-11-11"]
                    ),
                ], into: context)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func jsonFromAHandWorkedHistory(kind: StoreKind) throws {
        let harness = try TrackerHarness.reports(kind)
        try Self.insertHistory(into: harness)
        let stats = try JSONDecoder().decode(
            StatsJSON.self, from: Data(harness.runOK(["stats"], json: true).stdout.utf8))
        #expect(stats.bestPeriod == 5)
        #expect(stats.perfectDays == 9)
        #expect(stats.trackersCompleted == 13)
        #expect(stats.average == 13.0 / 12.0)
        // Scores today (today, not yet done, counts as missed, as in Loop):
        // Run (3 in 7, a 14-day window) 0.4005, Read (daily, done 20–22 and
        // missed since, today too) 0.1017; the event has none.
        #expect(stats.averageScore == 0.2511)
    }

    @Test(arguments: StoreKind.allCases)
    func jsonHasTheFourKeysTheAverageScoreAndAnUnroundedAverage(kind: StoreKind) throws {
        let harness = try TrackerHarness.reports(kind)
        try Self.insertHistory(into: harness)
        let text = try harness.runOK(["stats"], json: true).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["bestPeriod", "perfectDays", "trackersCompleted", "average", "averageScore"])
        #expect(text.contains("1.0833333333333"))
    }

    /// "Yoga" is created on Nov 20 with records backfilled on Mon 9, Tue 10,
    /// Wed 11 and Mon 16 under a daily schedule, then edited to Mon and Wed.
    /// The current schedule counts: 9 → 11 → 16 are consecutive due days
    /// (best period 3; Tue 10 is now off-schedule, skipped); the habit starts
    /// at its first record, Nov 9, so its due days to today are 9, 11, 16,
    /// 18, 23, 25, of which 9, 11 and 16 are done: 3 perfect days (the old
    /// daily schedule would give 4; a start at creation would give 0).
    /// 4 records on 4 days: average 1.
    @Test(arguments: StoreKind.allCases)
    func backfilledRecordsAndAnEditedScheduleThroughTheStore(kind: StoreKind) throws {
        let harness = try TrackerHarness.reports(kind)
        let body = TrackerCategory(title: "Body")
        var yoga = ReportsSample.habit("Yoga", Weekday.allCases, category: body, created: "2026-11-20")
        try harness.write { context in
            try ReportsSample.insert(
                body, [(yoga, ["2026-11-09", "2026-11-10", "2026-11-11", "2026-11-16"])], into: context)
        }
        yoga.schedule = Schedule([.monday, .wednesday])
        try harness.write { context in try context.updateTracker(yoga) }
        let stats = try JSONDecoder().decode(
            StatsJSON.self, from: Data(harness.runOK(["stats"], json: true).stdout.utf8))
        // Score of Mon/Wed (2 in 7) from the first record, Nov 9, to today included: 0.2903.
        #expect(
            stats
                == StatsJSON(
                    .init(bestPeriod: 3, perfectDays: 3, trackersCompleted: 4, average: 1, averageScore: 0.2903)))
    }

    /// Two events on Nov 28 and 29 and a daily habit created and done on
    /// Nov 29: 5 records on 2 days, average 2.5; best period 2; one perfect day;
    /// average score the habit's one day, 1 − 0.5^(1/13) ≈ 5%.
    static func insertTwoAndAHalf(into harness: TrackerHarness) throws {
        let misc = TrackerCategory(title: "Misc")
        try harness.write { context in
            try ReportsSample.insert(
                misc,
                [
                    (
                        ReportsSample.event("Call mum", category: misc, created: "2026-11-01"),
                        ["2026-11-28", "2026-11-29"]
                    ),
                    (ReportsSample.event("Walk", category: misc, created: "2026-11-01"), ["2026-11-28", "2026-11-29"]),
                    (
                        ReportsSample.habit("Stretch", Weekday.allCases, category: misc, created: "2026-11-29"),
                        ["2026-11-29"]
                    ),
                ], into: context)
        }
    }

    @Test(arguments: [
        (
            Language.ru,
            [
                "Статистика", "", "2", "Лучший период", "", "1", "Идеальные дни", "",
                "5", "Трекеров завершено", "", "2,5", "Среднее значение",
                "", "Средняя сила: 5\u{A0}%",
            ]
        ),
        (
            Language.en,
            [
                "Statistics", "", "2", "Best period", "", "1", "Perfect days", "",
                "5", "Trackers completed", "", "2.5", "Average value",
                "", "Average score: 5%",
            ]
        ),
        (
            Language.de,
            [
                "Statistik", "", "2", "Bester Zeitraum", "", "1", "Perfekte Tage", "",
                "5", "Tracker erledigt", "", "2,5", "Durchschnitt",
                "", "Durchschnittliche Stärke: 5\u{A0}%",
            ]
        ),
    ])
    func humanOutputInEachLanguage(language: Language, expected: [String]) throws {
        for kind in StoreKind.allCases {
            let harness = try TrackerHarness.reports(kind)
            try Self.insertTwoAndAHalf(into: harness)
            #expect(try harness.runOK(["stats"], language: language).stdoutLines == expected, "\(kind)")
        }
    }

    @Test(arguments: StoreKind.allCases)
    func emptyStateWhenThereIsNoRecord(kind: StoreKind) throws {
        let harness = try TrackerHarness.reports(kind)
        let misc = TrackerCategory(title: "Misc")
        try harness.write { context in
            try ReportsSample.insert(
                misc, [(ReportsSample.event("Walk", category: misc, created: "2026-11-01"), [])],
                into: context)
        }
        #expect(
            try harness.runOK(["stats"], language: .ru).stdoutLines == ["Статистика", "", "Анализировать пока нечего"])
        #expect(try harness.runOK(["stats"], tty: true).stdoutLines == ["Statistics", "", "Nothing to analyze yet"])
        let stats = try JSONDecoder().decode(
            StatsJSON.self, from: Data(harness.runOK(["stats"], json: true).stdout.utf8))
        #expect(stats == StatsJSON(.init(bestPeriod: 0, perfectDays: 0, trackersCompleted: 0, average: 0)))
    }

    /// Records after today do not exist yet for the statistics.
    @Test(arguments: StoreKind.allCases)
    func recordsAfterTodayAreLeftOut(kind: StoreKind) throws {
        let harness = try TrackerHarness.reports(kind, today: "2026-11-28")
        try Self.insertTwoAndAHalf(into: harness)
        let stats = try JSONDecoder().decode(
            StatsJSON.self, from: Data(harness.runOK(["stats"], json: true).stdout.utf8))
        #expect(stats == StatsJSON(.init(bestPeriod: 1, perfectDays: 0, trackersCompleted: 2, average: 2)))
    }

    /// On a terminal each indicator is a framed card with a three-row figure.
    @Test func terminalCardsDrawBigFigures() throws {
        let harness = try TrackerHarness.reports(.sqlite)
        try Self.insertTwoAndAHalf(into: harness)
        let lines = try harness.runOK(["stats"], language: .de, tty: true).stdoutLines
        #expect(lines.count == 2 + 4 * 6 + 2)
        #expect(lines[2] == "╭" + String(repeating: "─", count: 38) + "╮")
        // "2,5" in the three-row font, then the label under it.
        let figure = try #require(StatsDigits.render("2,5"))
        #expect(figure == ["╶─╮   ╭─╴", "╭─╯   ╰─╮", "╰─╴ , ╶─╯"])
        #expect(lines[21] == "│ " + figure[0] + String(repeating: " ", count: 36 - figure[0].count) + " │")
        #expect(lines[24].hasPrefix("│ Durchschnitt "))
        #expect(lines[25].hasPrefix("╰"))
        #expect(lines[26] == "" && lines[27].contains("Durchschnittliche Stärke:"))
    }

    @Test func cardsFollowTheGradientInColorAndFallBackWhenNarrow() throws {
        let harness = try TrackerHarness.reports(.json)
        try Self.insertTwoAndAHalf(into: harness)
        let colored = try harness.runOK(["stats"], tty: true, depth: .truecolor).stdout
        #expect(colored.contains("\u{1B}[38;2;253;76;73m╭"))  // red at the left edge
        #expect(colored.contains("\u{1B}[38;2;0;123;250m╮"))  // blue at the right edge
        let narrow = try harness.runOK(["stats"], tty: true, columns: 20).stdoutLines
        #expect(
            narrow == [
                "Statistics", "", "2", "Best period", "", "1", "Perfect days", "",
                "5", "Trackers completed", "", "2.5", "Average value", "", "Average score: 5%",
            ])
    }

    @Test func bigFiguresCoverWhatTheLanguagesWrite() {
        for language in Language.allCases {
            let l = Localizer(language: language)
            for text in [
                l.integer(1_234_567), l.decimal(1234.5, maxFractionDigits: 1), l.decimal(-0.5, maxFractionDigits: 1),
            ] {
                let rows = StatsDigits.render(text)
                #expect(rows != nil, "\(language): \(text)")
                #expect(Set(rows?.map(\.count) ?? []).count == 1)
            }
        }
        #expect(StatsDigits.render("12a") == nil)
    }

    @Test func gradientRunsFromRedOverGreenToBlue() {
        #expect(StatsGradient.color(at: 0) == RGB(red: 0xFD, green: 0x4C, blue: 0x49))
        #expect(StatsGradient.color(at: 0.5) == RGB(red: 0x46, green: 0xE6, blue: 0x9D))
        #expect(StatsGradient.color(at: 1) == RGB(red: 0x00, green: 0x7B, blue: 0xFA))
        #expect(StatsGradient.color(at: 2) == StatsGradient.color(at: 1))
    }
}
