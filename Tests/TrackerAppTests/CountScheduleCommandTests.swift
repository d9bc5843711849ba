import Foundation
import Localization
import PocketTestSupport
import SharedModels
import Storage
import Testing
import TrackerCommands
import TrackerScreens

@testable import TrackerApp
@testable import TrackerCommands

/// `--times N --per M` through the real runner on both backends: what is
/// stored, what is refused (and that a refusal changes nothing), and how a
/// count habit's window shows on the main screen, the status line, `show`
/// and `stats`. Today is Wednesday 2026-03-18.
@Suite struct CountScheduleCommandTests {
    static let swim = [
        "add", "habit", "Swim", "--category", "Health", "--times", "3", "--per", "7",
        "--emoji", "1", "--color", "1",
    ]

    func harness(_ kind: StoreKind) throws -> TrackerHarness {
        let app = try TrackerHarness(kind)
        try app.runOK(["category", "add", "Health"])
        try app.runOK(Self.swim)
        return app
    }

    func stored(_ app: TrackerHarness, _ name: String = "Swim") throws -> Tracker {
        try #require(try app.read { try $0.trackers(named: name) }.first)
    }

    @Test(arguments: StoreKind.allCases)
    func addStoresTheCount(kind: StoreKind) throws {
        let app = try harness(kind)
        let swim = try stored(app)
        #expect(swim.kind == .habit)
        #expect(swim.schedule.count == CountSchedule(times: 3, per: 7))
        // All seven weekdays beside the count: an older reader sees a daily habit.
        #expect(swim.schedule.days == Set(Weekday.allCases))
        let text = try app.runOK(["show", "Swim"]).stdout
        #expect(text.contains("3 times in 7 days"))
        // The tracker after a change gives its count and the day's window.
        let done = try app.json(["done", "Swim"])
        let count = try #require(done["count"] as? [String: Any], "\(done)")
        #expect(count["times"] as? Int == 3 && count["per"] as? Int == 7)
        #expect(count["completions"] as? Int == 1 && count["met"] as? Bool == false && count["due"] as? Bool == true)
    }

    /// Each refusal exits 64 with its own line, and the store keeps only Swim.
    @Test(arguments: StoreKind.allCases)
    func refusalsChangeNothing(kind: StoreKind) throws {
        let app = try harness(kind)
        let base = ["add", "habit", "X", "--category", "Health", "--emoji", "1", "--color", "1"]
        let cases: [([String], TrackerError)] = [
            (["--times", "8", "--per", "7"], .countOutOfRange(.times, times: 8, per: 7)),
            (["--times", "0", "--per", "7"], .countOutOfRange(.times, times: 0, per: 7)),
            (["--times", "1", "--per", "366"], .countOutOfRange(.per, times: 1, per: 366)),
            (["--times", "1", "--per", "0"], .countOutOfRange(.per, times: 1, per: 0)),
            (["--times", "x", "--per", "7"], .invalidCountNumber(option: "--times", text: "x")),
            (["--times", "2", "--per", "-7"], .invalidCountNumber(option: "--per", text: "-7")),
            (["--times", "2"], .countNeedsBoth(missing: "--per")),
            (["--per", "7"], .countNeedsBoth(missing: "--times")),
            (["--times", "2", "--per", "7", "--schedule", "mon"], .scheduleAndCount),
        ]
        let before = try app.content()
        for (extra, error) in cases {
            let result = app.run(base + extra)
            #expect(result.exitCode == 64, "\(extra)")
            #expect(result.failed(as: app.failure(error)), "\(extra): \(result.stderr)")
        }
        #expect(try app.content() == before)
        // An event takes no count at all; edit refuses one on an event.
        try app.runOK(["add", "event", "Dentist", "--category", "Health", "--emoji", "1", "--color", "1"])
        #expect(
            app.run([
                "add", "event", "Y", "--category", "Health", "--times", "1", "--per", "2", "--emoji", "1",
                "--color", "1",
            ]).exitCode == 64)
        #expect(
            app.run(["edit", "Dentist", "--times", "1", "--per", "2"]).failed(as: app.failure(.eventHasNoSchedule)))
    }

    @Test(arguments: StoreKind.allCases)
    func editSwitchesBetweenCountAndWeekdays(kind: StoreKind) throws {
        let app = try harness(kind)
        try app.runOK(["edit", "Swim", "--times", "4"])
        #expect(try stored(app).schedule.count == CountSchedule(times: 4, per: 7))
        try app.runOK(["edit", "Swim", "--per", "10"])
        #expect(try stored(app).schedule.count == CountSchedule(times: 4, per: 10))
        // The kept number is checked with the new one.
        #expect(
            app.run(["edit", "Swim", "--per", "3"]).failed(as: app.failure(.countOutOfRange(.times, times: 4, per: 3))))
        try app.runOK(["edit", "Swim", "--schedule", "mon,fri"])
        let weekdays = try stored(app).schedule
        #expect(weekdays == Schedule([.monday, .friday]) && weekdays.count == nil)
        // A weekday habit has no count to keep a number from.
        #expect(app.run(["edit", "Swim", "--times", "2"]).failed(as: app.failure(.countNeedsBoth(missing: "--per"))))
        try app.runOK(["edit", "Swim", "--times", "2", "--per", "5"])
        #expect(try stored(app).schedule.count == CountSchedule(times: 2, per: 5))
    }

    /// Marks on Mon 16 and Tue 17: the window of Wed 18 holds 2 of 3, not met.
    /// A mark on Wed meets it; then Thu 19 to Sun 22 show met without a mark.
    @Test(arguments: StoreKind.allCases)
    func theMainScreenShowsTheWindow(kind: StoreKind) throws {
        let app = try harness(kind)
        try app.runOK(["done", "Swim", "--date", "2026-03-16"])
        try app.runOK(["done", "Swim", "--date", "2026-03-17"])
        let open = try app.runOK(["list"]).stdout
        #expect(open.contains("2 days · 2/3"), "\(open)")
        #expect(try app.json(["list", "--filter", "uncompleted"]).listedNames == ["Swim"])
        try app.runOK(["done", "Swim"])
        app.today = try #require(LocalDate(iso: "2026-03-20"))
        let card = try #require(try cards(app.json(["list"])).first)
        #expect(card["done"] as? Bool == false)
        let count = try #require(card["count"] as? [String: Any])
        #expect(count["completions"] as? Int == 3 && count["times"] as? Int == 3 && count["per"] as? Int == 7)
        #expect(count["met"] as? Bool == true && count["due"] as? Bool == false)
        #expect(try app.json(["list", "--filter", "completed"]).listedNames == ["Swim"])
        #expect(try app.json(["list", "--filter", "uncompleted"]).listedNames == [])
        // Marking a met day is allowed, once; a future day never.
        try app.runOK(["done", "Swim"])
        try app.runOK(["done", "Swim"])
        #expect(try app.read { try $0.recordCount(of: try stored(app).id) } == 4)
        #expect(app.run(["done", "Swim", "--date", "2026-03-21"]).exitCode == 64)
    }

    /// The status line counts a count habit only on a due day.
    @Test(arguments: StoreKind.allCases)
    func theStatusLineCountsOnlyDueDays(kind: StoreKind) throws {
        let app = try harness(kind)
        try app.runOK([
            "add", "habit", "Read", "--category", "Health", "--schedule", "daily", "--emoji", "1",
            "--color", "1",
        ])
        #expect(try app.runOK(["today"]).stdoutLines == ["0/2"])
        for day in ["2026-03-16", "2026-03-17"] { try app.runOK(["done", "Swim", "Read", "--date", day]) }
        try app.runOK(["done", "Swim"])
        #expect(try app.runOK(["today"]).stdoutLines == ["1/2"])
        app.today = try #require(LocalDate(iso: "2026-03-19"))
        // Thu 19: Swim's window is met without it, so only Read is due.
        #expect(try app.runOK(["today"]).stdoutLines == ["0/1"])
        try app.runOK(["done", "Read"])
        #expect(try app.runOK(["today"]).stdoutLines == ["1/1 ✓"])
    }

    /// Marks Mon 2 to Wed 4 and Mon 9 to Wed 11 (3 in 7 kept), then nothing
    /// until today (Wed 18): met windows run from Mar 4 to Mar 15 (12 days).
    @Test(arguments: StoreKind.allCases)
    func showAndStatsFollowTheWindows(kind: StoreKind) throws {
        let app = try harness(kind)
        let days = [2, 3, 4, 5, 9, 10, 11].map { String(format: "2026-03-%02d", $0) }
        for day in days { try app.runOK(["done", "Swim", "--date", day]) }
        let show = try app.json(["show", "Swim"])
        #expect(show["currentStreak"] as? Int == 0)
        #expect(show["bestStreak"] as? Int == 12)
        // Only Mar 2, 3 and 4 were due: from Mar 5 on, the 6 days before each
        // later mark already held 3 records (Mar 9's window holds 3, 4 and 5),
        // so the statistics count 3 of the 7 records.
        let stats = try app.json(["stats"])
        #expect(stats["trackersCompleted"] as? Int == 3)
        #expect(stats["bestPeriod"] as? Int == 12)
    }

    /// A 3-in-7 habit asks for 3/7 of a record a day, so a rate's "of" is
    /// shown to one decimal: done on its first day, 1 of 0.4 (100 %, at most);
    /// three days later, without a mark today, 1 of 9/7 ≈ 1.3, 78 %.
    @Test(arguments: [
        (Language.en, "last 30 days: 100% (1 of 0.4)", "last 30 days: 78% (1 of 1.3)"),
        (.ru, "за 30 дней: 100\u{A0}% (1 из 0,4)", "за 30 дней: 78\u{A0}% (1 из 1,3)"),
        (.de, "letzte 30 Tage: 100\u{A0}% (1 von 0,4)", "letzte 30 Tage: 78\u{A0}% (1 von 1,3)"),
    ])
    func showsTheRecordsAskedForToOneDecimal(language: Language, first: String, later: String) throws {
        let app = try harness(.sqlite)
        app.language = language
        try app.runOK(["done", "Swim"])
        #expect(try app.runOK(["show", "Swim"]).stdout.contains("  " + first + "\n"))
        app.today = try #require(LocalDate(iso: "2026-03-21"))
        #expect(try app.runOK(["show", "Swim"]).stdout.contains("  " + later + "\n"))
    }

    private func cards(_ list: [String: Any]) -> [[String: Any]] {
        (list["sections"] as? [[String: Any]] ?? []).flatMap { $0["trackers"] as? [[String: Any]] ?? [] }
    }
}
