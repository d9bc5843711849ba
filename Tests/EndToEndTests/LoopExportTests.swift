import Foundation
import Testing

/// `tracker export --format loop-csv`: a ZIP in Loop Habit Tracker's CSV
/// layout that `unzip -t` accepts, whose scores are the ones `show` gives,
/// written only with `--output` and never by goals.
@Suite struct LoopExportTests {
    func unzip(_ sandbox: TestSandbox, _ arguments: [String]) throws -> ProcessResult {
        let tool = try #require(SystemTool.path("unzip"))
        return try ProcessRunner.run(
            tool, arguments, environment: ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"],
            currentDirectory: sandbox.root, stdin: nil, timeout: .seconds(30))
    }

    @Test(arguments: ["sqlite", "json"])
    func theArchiveHoldsTheHabitsTheirChecksAndScores(store: String) throws {
        let sandbox = try TestSandbox()
        let tracker = TrackerTransferTests.tracker(sandbox, store: store, folder: "data")
        try TrackerTransferTests.populate(tracker)
        let file = sandbox.root + "/loop.zip"
        let summary = try tracker.ok(["export", "--format", "loop-csv", "--output", file, "--json"])
        #expect(summary.contains("\"format\" : \"loop-csv\"") && summary.contains("\"trackers\" : 2"), "\(summary)")
        #expect(summary.contains("\"records\" : 8"), "the event's 2 records are not written: \(summary)")
        #expect(sandbox.mode(of: file) == 0o600)
        #expect(try unzip(sandbox, ["-tq", file]).exitCode == 0)

        let list = try unzip(sandbox, ["-p", file, "Habits.csv"]).stdout
        let rows = list.split(separator: "\n")
        #expect(rows.count == 3, "the event is left out: \(list)")
        #expect(rows.dropFirst().map { $0.split(separator: ",")[1] } == ["Reading", "Бег"])
        #expect(rows[2].contains(",3,7,"), "Mon/Wed/Fri is 3 in 7")
        // The folder keeps only Loop's characters: «Бег» is its number alone.
        let checks = try unzip(sandbox, ["-p", file, "002/Checkmarks.csv"]).stdout
        #expect(
            checks == "Date,Value,Notes\n"
                + ["11", "09", "06", "04", "02"].map { "2026-11-\($0),YES_MANUAL,\n" }.joined())
        let scores = try unzip(sandbox, ["-p", file, "001 Reading/Scores.csv"]).stdout.split(separator: "\n")
        #expect(scores.first == "Date,Score")
        #expect(scores.count == 1 + 10, "from today, the 29th, back to the first record, the 20th")
        let show = try tracker.json(["show", "Reading"])
        let today = try #require(show["score"] as? Double)
        #expect(scores[1] == "2026-11-29," + String(format: "%.4f", today))
    }

    /// Names a spreadsheet would run as formulas (OWASP's CSV injection) go
    /// into `export --format csv` and `Habits.csv` behind a `'`, and come
    /// back unchanged from the loop-csv import.
    @Test(arguments: ["sqlite", "json"])
    func formulasAreWrittenAsTextAndReadBack(store: String) throws {
        let sandbox = try TestSandbox()
        let tracker = TrackerTransferTests.tracker(sandbox, store: store, folder: "data")
        let names = ["=HYPERLINK(\"http://evil\")", "+Run", "-Swim", "@home"]
        try tracker.ok(["category", "add", "=Sport"])
        for (index, name) in names.enumerated() {
            try tracker.ok([
                "add", "habit", "--category", "=Sport", "--schedule", "daily", "--emoji", "1", "--color", "1", "--",
                name,
            ])
            try tracker.ok(["done", "--date", "2026-11-2\(index)", "--", name])
        }
        let csv = try tracker.ok(["export", "--format", "csv"])
        for name in names {
            #expect(csv.contains(",'" + name.prefix(5)) || csv.contains(",\"'" + name.prefix(5)), "\(csv)")
        }
        #expect(csv.contains(",'=Sport,"), "\(csv)")
        let file = sandbox.root + "/loop.zip"
        try tracker.ok(["export", "--format", "loop-csv", "--output", file])
        let list = try unzip(sandbox, ["-p", file, "Habits.csv"]).stdout
        #expect(list.contains(",'+Run,") && list.contains(",\"'=HYPERLINK("), "\(list)")
        let other = TrackerTransferTests.tracker(sandbox, store: store, folder: "other")
        try other.ok(["import", file])
        let imported = try #require(try other.json(["list", "--date", "2026-11-29"])["sections"] as? [[String: Any]])
        let shown = imported.flatMap { ($0["trackers"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } }
        #expect(Set(shown) == Set(names), "\(shown)")
    }

    @Test func itNeedsAFileAndGoalsHasNone() throws {
        let sandbox = try TestSandbox()
        let tracker = TrackerTransferTests.tracker(sandbox, store: "sqlite", folder: "data")
        let stdout = try tracker.run(["export", "--format", "loop-csv"])
        #expect(stdout.exitCode == 64 && stdout.stdoutData.isEmpty)
        #expect(stdout.stderr.contains("--output"), "\(stdout.stderr)")
        let goals = ScriptedApp(
            "goals", in: sandbox, store: "sqlite", dataDirectory: sandbox.root + "/goals",
            environment: ["POCKET_ANALYTICS": "off"])
        let refused = try goals.run(["export", "--format", "loop-csv", "--output", sandbox.root + "/g.zip"])
        #expect(refused.exitCode == 64)
        #expect(!FileManager.default.fileExists(atPath: sandbox.root + "/g.zip"))
    }
}

extension LoopExportTests {
    /// Export for Loop, then import that ZIP into an empty store of the other
    /// backend: every habit comes back with its name, colour and every record.
    /// (The weekday schedule comes back as a count: Loop's CSV holds Mon/Wed/Fri
    /// as "3 in 7", with no weekdays.)
    @Test(arguments: ["sqlite", "json"])
    func anExportForLoopImportsBackWithEveryRecord(store: String) throws {
        let sandbox = try TestSandbox()
        let source = TrackerTransferTests.tracker(sandbox, store: store, folder: "source")
        let target = TrackerTransferTests.tracker(sandbox, store: store == "json" ? "sqlite" : "json", folder: "target")
        try TrackerTransferTests.populate(source)
        let file = sandbox.root + "/loop.zip"
        try source.ok(["export", "--format", "loop-csv", "--output", file])
        let imported = try target.json(["import", file])
        #expect(imported["source"] as? String == "loopCSV")
        for name in ["Reading", "Бег"] {
            let before = try source.json(["show", name])
            let after = try target.json(["show", name])
            #expect(try #require(after["color"] as? String) == before["color"] as? String, "\(name)")
            let days = try #require(before["lastRecords"] as? [String])
            #expect(!days.isEmpty)
            #expect(after["lastRecords"] as? [String] == days, "\(name)")
        }
        let again = try target.ok(["import", file, "--json"])
        #expect(
            again.contains("\"added\" : 0") && !again.contains("\"added\" : 8"),
            "importing it again adds nothing: \(again)")
        let trackers = try #require(try target.json(["export"])["trackers"] as? [[String: Any]])
        #expect(
            trackers.first { $0["name"] as? String == "Бег" }?["count"] as? [String: Int] == ["times": 3, "per": 7])
        let reading = try #require(trackers.first { $0["name"] as? String == "Reading" })
        #expect(reading["schedule"] as? [String] == Self.everyDay && reading["count"] == nil, "daily is no count")
    }

    static let everyDay = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

    /// A count habit (made by importing a file that holds one) goes to Loop
    /// as its count, "2 in 5" in `Habits.csv`, and comes back as that count
    /// with its records; importing the ZIP again adds nothing.
    @Test(arguments: ["sqlite", "json"])
    func aCountHabitGoesToLoopAsItsCountAndComesBack(store: String) throws {
        let sandbox = try TestSandbox()
        let source = TrackerTransferTests.tracker(sandbox, store: store, folder: "source")
        let target = TrackerTransferTests.tracker(sandbox, store: store == "json" ? "sqlite" : "json", folder: "target")
        let export = sandbox.root + "/count.json"
        try Data(Self.countExport.utf8).write(to: URL(fileURLWithPath: export))
        try source.ok(["import", export])
        let file = sandbox.root + "/loop.zip"
        try source.ok(["export", "--format", "loop-csv", "--output", file])
        let rows = try unzip(sandbox, ["-p", file, "Habits.csv"]).stdout.split(separator: "\n")
        #expect(rows.count == 2 && rows[1].hasPrefix("001,Swim,YES_NO,,,2,5,"), "\(rows)")
        let imported = try target.json(["import", file])
        #expect((imported["losses"] as? [Any])?.isEmpty == true, "nothing is lost: \(imported)")
        let trackers = try #require(try target.json(["export"])["trackers"] as? [[String: Any]])
        #expect(trackers.count == 1 && trackers[0]["count"] as? [String: Int] == ["times": 2, "per": 5], "\(trackers)")
        let swim = try target.json(["show", "Swim"])
        #expect(swim["lastRecords"] as? [String] == (try source.json(["show", "Swim"]))["lastRecords"] as? [String])
        let again = try target.json(["import", file])
        #expect((again["records"] as? [String: Int])?["added"] == 0)
    }

    static let countExport = """
        {"version": 1, "categories": [{"id": "c0000000000000000000000000000001", "title": "Sport"}],
         "trackers": [{"id": "a0000000000000000000000000000001", "name": "Swim", "kind": "habit", "category": "Sport",
                       "emoji": "🙂", "color": "#FD4C49", "schedule": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                       "count": {"times": 2, "per": 5}, "pinned": false, "createdOn": "2026-11-01"}],
         "records": [{"tracker": "a0000000000000000000000000000001", "day": "2026-11-02"},
                     {"tracker": "a0000000000000000000000000000001", "day": "2026-11-04"},
                     {"tracker": "a0000000000000000000000000000001", "day": "2026-11-20"}]}
        """
}
