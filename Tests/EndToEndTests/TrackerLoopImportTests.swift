import Foundation
import PocketTestSupport
import Testing
import ZipArchive

/// The built `tracker` importing Loop Habit Tracker's files, on both
/// backends: each backup fixture (Tests/Fixtures/loop) and a CSV export
/// written here; a second import adds nothing and keeps the user's edits;
/// the loss lines in each language; standard input; `goals` refusing them.
@Suite struct TrackerLoopImportTests {
    static let backends = ["json", "sqlite"]

    /// What each backup imports as: tracker names in Loop's order and the records added.
    static let backups: [(version: Int, names: [String], records: Int)] = [
        (13, ["Read", "Call mum", "Run"], 6),
        (20, ["Read", "Call mum", "Run", "Walk"], 7),
        (25, ["Meditate", "Gym", "Water", #"Call "Mum", Dad"#, "Junk food"], 11),
        (26, ["Meditate", "Gym", "Water", #"Call "Mum", Dad"#, "Junk food"], 11),
    ]

    static func fixture(_ version: Int) -> String { Fixtures.folder + "/loop/loop-v\(version).db" }

    static func tracker(store: String, language: String = "en_US.UTF-8") throws -> ScriptedApp {
        let sandbox = try TestSandbox(today: "2026-03-18")
        return ScriptedApp(
            "tracker", in: sandbox, store: store, dataDirectory: sandbox.dataDirectory,
            language: language, environment: ["POCKET_ANALYTICS": "off"])
    }

    /// The trackers' names in the store's order and every record, as `export` writes them.
    static func names(_ app: ScriptedApp) throws -> [String] {
        let export = try app.json(["export"])
        return (export["trackers"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }

    static func counts(_ summary: [String: Any], _ key: String) -> [String: Int] {
        summary[key] as? [String: Int] ?? [:]
    }

    @Test(arguments: backends, backups.indices)
    func eachBackupImportsOnceAndOnlyOnce(store: String, index: Int) throws {
        let expected = Self.backups[index]
        let app = try Self.tracker(store: store)
        let file = Self.fixture(expected.version)
        let first = try app.json(["import", file])
        #expect(first["source"] as? String == "loopBackup")
        #expect(
            Self.counts(first, "trackers") == [
                "total": expected.names.count, "created": expected.names.count, "updated": 0, "unchanged": 0,
            ])
        #expect(Self.counts(first, "categories") == ["total": 1, "created": 1, "updated": 0, "unchanged": 0])
        #expect((Self.counts(first, "records")["added"]) == expected.records, "\(first)")
        #expect(Set(try Self.names(app)) == Set(expected.names))
        let export = try app.ok(["export"])
        #expect(export.contains("\"Loop Habit Tracker\""))

        let second = try app.json(["import", file])
        #expect(
            Self.counts(second, "trackers")["created"] == 0 && Self.counts(second, "records")["added"] == 0, "\(second)"
        )
        #expect(Self.counts(second, "categories") == ["total": 1, "created": 0, "updated": 0, "unchanged": 1])
        #expect(Self.counts(second, "trackers")["unchanged"] == expected.names.count, "nothing changed: \(second)")
        #expect(try app.ok(["export"]) == export, "a second import changes nothing")
        #expect(FileManager.default.fileExists(atPath: file + "-wal") == false)
    }

    @Test func lossesAreListedInJSON() throws {
        let app = try Self.tracker(store: "sqlite")
        let summary = try app.json(["import", Self.fixture(25)])
        let losses = try #require(summary["losses"] as? [[String: Any]])
        let gym = try #require(losses.first { $0["name"] as? String == "Gym" })
        let lost = try #require(gym["lost"] as? [[String: Any]])
        #expect(lost.map { $0["what"] as? String } == ["skips"], "3 in 7 is kept as a count, the question too")
        #expect(lost[0]["count"] as? Int == 1)
        #expect((gym["id"] as? String)?.hasPrefix("loop-") == true)
        let water = try #require(losses.first { $0["name"] as? String == "Water" })
        #expect((water["lost"] as? [[String: Any]])?.map { $0["what"] as? String } == ["amounts", "skips"])
        #expect(
            losses.count == 4, "every habit but Call \"Mum\", Dad (its description and archive came) lost something")
        let trackers = try #require(try app.json(["export"])["trackers"] as? [[String: Any]])
        #expect(
            trackers.first { $0["name"] as? String == "Gym" }?["count"] as? [String: Int] == ["times": 3, "per": 7])
    }

    static let lossLines: [(locale: String, lines: [String])] = [
        (
            "en_US.UTF-8",
            [
                "  Gym: 1 skipped day not kept"
            ]
        ),
        ("ru_RU.UTF-8", ["  Gym: 1 пропущенный день не сохранён"]),
        ("de_DE.UTF-8", ["  Gym: 1 übersprungener Tag nicht übernommen"]),
    ]

    @Test(arguments: lossLines.indices)
    func aLineForEachHabitThatLostSomething(index: Int) throws {
        let expected = Self.lossLines[index]
        let app = try Self.tracker(store: "json", language: expected.locale)
        let output = try app.ok(["import", Self.fixture(25)])
        let lines = output.split(separator: "\n").map(String.init)
        for line in expected.lines { #expect(lines.contains(line), "\(output)") }
        #expect(lines.count == 4 + 4, "the summary, then one line per habit that lost something: \(output)")
    }

    @Test(arguments: backends)
    func aSecondImportKeepsTheUsersEditsAndAddsOnlyMissingRecords(store: String) throws {
        let app = try Self.tracker(store: store)
        try app.ok(["import", Self.fixture(25)])
        try app.ok(["edit", "Meditate", "--name", "Sit still", "--schedule", "mon"])
        try app.ok(["undone", "Sit still", "--date", "2024-02-26"])
        let summary = try app.json(["import", Self.fixture(26)])
        #expect(
            Self.counts(summary, "trackers")["created"] == 0 && Self.counts(summary, "records")["added"] == 1,
            "\(summary)")
        let export = try app.json(["export"])
        let trackers = try #require(export["trackers"] as? [[String: Any]])
        let sit = try #require(trackers.first { $0["name"] as? String == "Sit still" })
        #expect(sit["schedule"] as? [String] == ["mon"])
        #expect(!trackers.contains { $0["name"] as? String == "Meditate" })
        let records = try #require(export["records"] as? [[String: Any]])
        #expect(
            records.contains {
                $0["tracker"] as? String == sit["id"] as? String && $0["day"] as? String == "2024-02-26"
            })
    }

    /// Loop's CSV export of the schema-25 fixture's history, as its exporter lays it out.
    static let csvExport: [(String, String)] = [
        (
            "Habits.csv",
            """
            Position,Name,Question,Description,NumRepetitions,Interval,Color
            001,Meditate,Did you meditate today?,"Ten minutes, before breakfast",1,1,#00897B
            002,Gym,Did you go to the gym?,,3,7,#1976D2
            003,Water,How many glasses?,,1,1,#D81B60

            """
        ),
        ("001 Meditate/Checkmarks.csv", "2024-03-03,3\n2024-03-02,0\n2024-02-29,2\n2024-02-27,2\n2024-02-26,2\n"),
        ("002 Gym/Checkmarks.csv", "2024-03-04,2\n2024-03-03,1\n2024-03-01,3\n2024-02-29,2\n2024-02-26,2\n"),
        ("003 Water/Checkmarks.csv", "2024-02-29,12250\n2024-02-28,3\n2024-02-27,6500\n2024-02-26,0\n"),
        ("Scores.csv", "Date,Meditate,Gym,Water,\n2024-03-04,0.1,0.2,0.3,\n"),
    ]

    @Test(arguments: backends)
    func aCSVExportImportsOnce(store: String) throws {
        let app = try Self.tracker(store: store)
        var writer = ZipWriter(year: 2024, month: 3, day: 4)
        for (name, text) in Self.csvExport { try writer.add(name, Array(text.utf8)) }
        let file = app.sandbox.root + "/Loop Habits CSV 2024-03-04.zip"
        try Data(try writer.archive()).write(to: URL(fileURLWithPath: file))
        let first = try app.json(["import", file])
        #expect(first["source"] as? String == "loopCSV")
        #expect(
            Self.counts(first, "trackers")["created"] == 3 && Self.counts(first, "records")["added"] == 8, "\(first)")
        #expect(try Self.names(app).sorted() == ["Gym", "Meditate", "Water"])
        let export = try app.ok(["export"])
        let second = try app.json(["import", file])
        #expect(Self.counts(second, "records")["added"] == 0 && Self.counts(second, "trackers")["created"] == 0)
        #expect(try app.ok(["export"]) == export)
    }

    @Test func aBackupOnStandardInputImports() throws {
        let app = try Self.tracker(store: "sqlite")
        let tracker = Shell.quote([try BuiltExecutables.path("tracker")] + app.globalArguments + ["import", "-"])
        let result = try ProcessRunner.run(
            "/bin/bash", ["-c", "cat " + Shell.quote([Self.fixture(25)]) + " | " + tracker],
            environment: app.sandbox.environment(language: app.language, ["POCKET_ANALYTICS": "off"]),
            currentDirectory: app.sandbox.root, timeout: .seconds(60))
        #expect(result.exitCode == 0 && result.stdout.contains("Records: 11 (new: 11"), "\(result)")
        #expect(try Self.names(app).count == 5)
    }

    @Test func aDamagedBackupLeavesTheStoreUnchanged() throws {
        let app = try Self.tracker(store: "sqlite")
        try app.ok(["import", Self.fixture(13)])
        let before = try app.ok(["export"])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.fixture(25)))
        let file = app.sandbox.root + "/cut.db"
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: file))
        let result = try app.run(["import", file])
        #expect(result.exitCode == 65 && result.stderr.contains(file) && result.stderr.contains("damaged"), "\(result)")
        #expect(result.stderr.split(separator: "\n").count == 2, "one line and the hint: \(result)")
        #expect(result.stderr.components(separatedBy: "cut.db").count == 2, "the file is named once: \(result)")
        #expect(try app.ok(["export"]) == before)
    }

    static let goalsRefusals = [
        ("en_US.UTF-8", "is a Loop Habit Tracker file; this app imports only its own exports"),
        ("ru_RU.UTF-8", "— файл Loop Habit Tracker; это приложение импортирует только свои экспорты"),
        ("de_DE.UTF-8", "ist eine Datei von Loop Habit Tracker; diese App importiert nur ihre eigenen Exporte"),
    ]

    @Test(arguments: backends, goalsRefusals.indices)
    func goalsRefusesLoopFiles(store: String, index: Int) throws {
        let (locale, text) = Self.goalsRefusals[index]
        let sandbox = try TestSandbox(today: "2026-03-18")
        let goals = ScriptedApp(
            "goals", in: sandbox, store: store, dataDirectory: sandbox.dataDirectory, language: locale)
        try goals.ok(["add", "Water", "--emoji", "1", "--color", "1"])
        let before = try goals.ok(["export"])
        let result = try goals.run(["import", Self.fixture(26)])
        #expect(
            result.exitCode == 65 && result.stderr.contains(Self.fixture(26)) && result.stderr.contains(text),
            "\(result)")
        #expect(try goals.ok(["export"]) == before)
    }
}
