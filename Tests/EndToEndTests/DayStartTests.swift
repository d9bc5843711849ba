import Foundation
import Testing

/// `--day-start HH` and `POCKET_DAY_START`: the built apps run at a chosen
/// wall-clock time (faketime's preload library moves the process's clock;
/// `POCKET_TODAY` is removed so the clock is what decides), at the hour's
/// boundary and across Berlin's DST changes, on both backends.
@Suite struct DayStartTests {
    static let backends = ["json", "sqlite"]

    /// The app in a fresh sandbox whose runs read the clock, in `zone`.
    static func app(_ name: String, store: String, zone: String = "UTC") throws -> ScriptedApp {
        let sandbox = try TestSandbox(today: "2026-12-02")
        return ScriptedApp(
            name, in: sandbox, store: store, dataDirectory: sandbox.dataDirectory,
            environment: ["POCKET_TODAY": nil, "TZ": zone, "POCKET_ANALYTICS": "off"])
    }

    static func date(
        _ time: String, _ app: ScriptedApp, _ arguments: [String] = [],
        environment: [String: String?] = [:]
    ) throws -> String? {
        let result = try app.run(at: time, arguments + ["--json", "list"], environment: environment)
        try #require(result.exitCode == 0, "\(result.stderr)")
        return try result.jsonObject()["date"] as? String
    }

    /// Whether the first tracker listed on `date` is done.
    static func done(_ time: String, _ app: ScriptedApp, _ arguments: [String], date: String) throws -> Bool? {
        let result = try app.run(at: time, arguments + ["--json", "list", "--date", date])
        try #require(result.exitCode == 0, "\(result.stderr)")
        let sections = try #require(try result.jsonObject()["sections"] as? [[String: Any]])
        return (sections.first?["trackers"] as? [[String: Any]])?.first?["done"] as? Bool
    }

    @Test(arguments: backends)
    func theBoundaryHourAndTheMinuteBefore(store: String) throws {
        for name in ["tracker", "goals", "my-habits"] {
            let app = try Self.app(name, store: store)
            #expect(try Self.date("2026-12-02 02:59:30", app, ["--day-start", "3"]) == "2026-12-01", "\(name)")
            #expect(try Self.date("2026-12-02 03:00:05", app, ["--day-start", "3"]) == "2026-12-02", "\(name)")
            #expect(try Self.date("2026-12-02 02:59:30", app, ["--day-start=03"]) == "2026-12-01", "\(name)")
            #expect(try Self.date("2026-12-02 00:00:05", app) == "2026-12-02", "\(name): midnight by default")
            let variable: [String: String?] = ["POCKET_DAY_START": "3"]
            #expect(try Self.date("2026-12-02 02:59:30", app, environment: variable) == "2026-12-01", "\(name)")
            #expect(
                try Self.date("2026-12-02 02:59:30", app, ["--day-start", "0"], environment: variable) == "2026-12-02",
                "\(name): the option wins over the variable")
        }
    }

    @Test(arguments: backends)
    func markingBeforeTheDayStartsCountsForYesterday(store: String) throws {
        let app = try Self.app("tracker", store: store)
        try app.ok(["category", "add", "Books"])
        try app.ok([
            "add", "habit", "Read", "--category", "Books", "--schedule", "daily", "--emoji", "1", "--color", "1",
        ])
        let start = ["--day-start", "4"]
        let marked = try app.run(at: "2026-12-02 03:59:30", start + ["--json", "done", "Read"])
        #expect(marked.exitCode == 0, "\(marked.stderr)")
        let future = try app.run(at: "2026-12-02 03:59:30", start + ["done", "Read", "--date", "2026-12-02"])
        #expect(future.exitCode == 64, "the calendar day is still tomorrow before the day starts")
        #expect(!future.stderr.isEmpty)
        #expect(
            try Self.done("2026-12-02 04:00:05", app, start, date: "2026-12-01") == true, "the mark went to 1 December")
        #expect(
            try Self.done("2026-12-02 04:00:05", app, start, date: "2026-12-02") == false, "not to the calendar day")

        let habits = try Self.app("my-habits", store: store)
        try habits.ok(["add", "Walk", "--time", "08:00", "--color", "#FF9500"])
        #expect(try habits.run(at: "2026-12-02 03:59:30", start + ["track", "Walk"]).exitCode == 0)
        let again = try habits.run(at: "2026-12-02 03:59:40", start + ["track", "Walk"])
        #expect(again.stdout.contains("already tracked"), "once a day: the habit day is still 1 December")
        let fresh = try habits.run(at: "2026-12-02 04:00:05", start + ["track", "Walk"])
        #expect(fresh.exitCode == 0 && !fresh.stdout.contains("already tracked"), "a new habit day began at four")
    }

    /// Berlin moves its clocks on 29 March 2026 (02:00 → 03:00) and on 25
    /// October 2026 (03:00 → 02:00): the boundary follows the wall clock.
    @Test(arguments: backends)
    func acrossDaylightSavingChanges(store: String) throws {
        let app = try Self.app("tracker", store: store, zone: "Europe/Berlin")
        let start = ["--day-start", "3"]
        #expect(try Self.date("2026-03-29 01:59:30", app, start) == "2026-03-28", "before the skipped hour")
        #expect(try Self.date("2026-03-29 03:00:05", app, start) == "2026-03-29", "right after it")
        #expect(try Self.date("2026-10-25 02:30:00", app, start) == "2026-10-24", "the repeated hour is before three")
        #expect(try Self.date("2026-10-25 03:00:05", app, start) == "2026-10-25")
        let late = ["--day-start", "2"]
        #expect(try Self.date("2026-03-29 01:59:30", app, late) == "2026-03-28")
        #expect(try Self.date("2026-03-29 03:00:05", app, late) == "2026-03-29", "02:00 never shows that day")
    }

    @Test(arguments: ["24", "-1", "3:00", "x", ""])
    func aBadHourIsAUsageError(value: String) throws {
        let app = try Self.app("tracker", store: "sqlite")
        let option = try app.run(["--day-start", value, "list"])
        #expect(option.exitCode == 64)
        #expect(option.stderr.contains("--day-start"), "\(option.stderr)")
        guard !value.isEmpty else { return }  // an empty variable means "not set"
        let variable = try app.run(["list"], environment: ["POCKET_DAY_START": value])
        #expect(variable.exitCode == 64)
        #expect(variable.stderr.contains("POCKET_DAY_START"), "\(variable.stderr)")
        let russian = try ScriptedApp("tracker", in: app.sandbox, language: "ru_RU.UTF-8")
            .run(["--day-start", value, "list"])
        #expect(russian.stderr.contains("нужен час от 0 до 23"), "\(russian.stderr)")
    }

    @Test func imageFeedHasNoDayStart() throws {
        let sandbox = try TestSandbox()
        let result = try sandbox.run("image-feed", ["--day-start", "3", "--version"])
        #expect(result.exitCode == 64, "only the habit apps keep days")
    }
}
