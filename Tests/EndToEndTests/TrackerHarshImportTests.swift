import Foundation
import Testing

/// The built `tracker` importing harsh's folder (`habits` and `log`, written
/// here), on both backends: categories from headings, an event for a habit
/// without a target, records from `y` days, the loss lines in Russian, a
/// second import adding nothing, a damaged log changing nothing, a folder
/// that is not one, an unknown `--from`, and `goals` refusing it.
@Suite struct TrackerHarshImportTests {
    static let backends = ["json", "sqlite"]

    static let habits = """
        # harsh's habits
        Water: 1

        ! Mind
        Read: 1
        Journal: 3/7
        ! Body
        Coffee: 0

        """
    static let log = """
        2026-03-10 : Water : y
        2026-03-11 : Water : s
        2026-03-10 : Read : y : a good book
        2026-03-11 : Read : y
        2026-03-12 : Read : n
        2026-03-10 : Journal : y
        2026-03-12 : Coffee : y :  : 2
        2026-03-13 : Coffee : y
        2026-03-10 : Old : y
        2026-03-11 : Old : y

        """

    static func tracker(store: String, language: String = "en_US.UTF-8") throws -> ScriptedApp {
        let sandbox = try TestSandbox(today: "2026-03-18")
        return ScriptedApp(
            "tracker", in: sandbox, store: store, dataDirectory: sandbox.dataDirectory,
            language: language, environment: ["POCKET_ANALYTICS": "off"])
    }

    /// harsh's folder under the sandbox with these two files (`log` nil: none).
    static func folder(in app: ScriptedApp, habits: String = habits, log: String? = log) throws -> String {
        let folder = app.sandbox.root + "/harsh config"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(habits.utf8).write(to: URL(fileURLWithPath: folder + "/habits"))
        if let log { try Data(log.utf8).write(to: URL(fileURLWithPath: folder + "/log")) }
        return folder
    }

    static func counts(_ summary: [String: Any], _ key: String) -> [String: Int] {
        summary[key] as? [String: Int] ?? [:]
    }

    @Test(arguments: backends)
    func aFolderImportsOnceWithCategoriesEventsAndRecords(store: String) throws {
        let app = try Self.tracker(store: store)
        let folder = try Self.folder(in: app)
        let first = try app.json(["import", "--from", "harsh", folder])
        #expect(first["source"] as? String == "harsh")
        #expect(Self.counts(first, "trackers") == ["total": 4, "created": 4, "updated": 0, "unchanged": 0], "\(first)")
        #expect(
            Self.counts(first, "categories") == ["total": 3, "created": 3, "updated": 0, "unchanged": 0], "\(first)")
        #expect(Self.counts(first, "records")["added"] == 6, "\(first)")
        #expect(first["unlisted"] as? [String: Int] == ["Old": 2])
        let export = try app.json(["export"])
        let categories = try #require(export["categories"] as? [[String: Any]])
        #expect(Set(categories.compactMap { $0["title"] as? String }) == ["harsh", "Mind", "Body"])
        let trackers = try #require(export["trackers"] as? [[String: Any]])
        func tracker(_ name: String) throws -> [String: Any] {
            try #require(trackers.first { $0["name"] as? String == name })
        }
        #expect(try tracker("Water")["category"] as? String == "harsh")
        #expect(try tracker("Read")["category"] as? String == "Mind")
        #expect(try tracker("Journal")["category"] as? String == "Mind")
        #expect(try tracker("Coffee")["category"] as? String == "Body")
        #expect(try tracker("Coffee")["kind"] as? String == "event" && tracker("Read")["kind"] as? String == "habit")
        #expect(try tracker("Journal")["count"] as? [String: Int] == ["times": 3, "per": 7], "harsh's 3/7 is a count")
        #expect(try tracker("Read")["schedule"] as? [String] == ["mon", "tue", "wed", "thu", "fri", "sat", "sun"])
        #expect((try tracker("Read")["id"] as? String)?.hasPrefix("harsh-") == true)
        let losses = try #require(first["losses"] as? [[String: Any]])
        let read = try #require(losses.first { $0["name"] as? String == "Read" }?["lost"] as? [[String: Any]])
        #expect(read.map { $0["what"] as? String } == ["notes"] && read.first?["count"] as? Int == 1)

        let before = try app.ok(["export"])
        let second = try app.json(["import", "--from", "harsh", folder])
        #expect(
            Self.counts(second, "trackers")["created"] == 0 && Self.counts(second, "records")["added"] == 0, "\(second)"
        )
        #expect(Self.counts(second, "categories")["created"] == 0)
        #expect(try app.ok(["export"]) == before, "a second import changes nothing")
    }

    @Test func aReimportKeepsTheUsersEditsAndReusesACategoryByTitle() throws {
        let app = try Self.tracker(store: "sqlite")
        try app.ok(["category", "add", "MIND"])
        let folder = try Self.folder(in: app)
        let first = try app.json(["import", "--from", "harsh", folder])
        #expect(
            Self.counts(first, "categories") == ["total": 3, "created": 2, "updated": 0, "unchanged": 1], "\(first)")
        try app.ok(["edit", "Read", "--name", "Books", "--schedule", "mon"])
        try Data((Self.log + "2026-03-14 : Read : y\n").utf8).write(to: URL(fileURLWithPath: folder + "/log"))
        let second = try app.json(["import", "--from", "harsh", folder])
        #expect(
            Self.counts(second, "trackers")["created"] == 0 && Self.counts(second, "records")["added"] == 1, "\(second)"
        )
        let trackers = try #require(try app.json(["export"])["trackers"] as? [[String: Any]])
        let books = try #require(trackers.first { $0["name"] as? String == "Books" })
        #expect(books["schedule"] as? [String] == ["mon"] && !trackers.contains { $0["name"] as? String == "Read" })
    }

    @Test func theLossLinesAreInTheUsersLanguage() throws {
        let app = try Self.tracker(store: "json", language: "ru_RU.UTF-8")
        let output = try app.ok(["import", "--from", "harsh", try Self.folder(in: app)])
        let lines = output.split(separator: "\n").map(String.init)
        for line in [
            "  Water: 1 пропущенный день не сохранён",
            "  Read: заметка за 1 день не сохранена",
            "пропущены 2 строки журнала: их привычек больше нет в файле habits harsh: Old (2)",
        ] {
            #expect(lines.contains(line), "\(output)")
        }
        #expect(!output.contains("Journal"), "3/7 is kept as a count: \(output)")
        #expect(lines.count == 4 + 3 + 1, "the summary, a line per habit that lost something, the unlisted: \(output)")
    }

    @Test(arguments: backends)
    func aDamagedLogLeavesTheStoreUnchanged(store: String) throws {
        let app = try Self.tracker(store: store)
        let folder = try Self.folder(in: app)
        try app.ok(["import", "--from", "harsh", folder])
        let before = try app.ok(["export"])
        try Data((Self.log + "2026-03-14 : Read : maybe\n").utf8).write(to: URL(fileURLWithPath: folder + "/log"))
        try Data((Self.habits + "Stretch: 1\n").utf8).write(to: URL(fileURLWithPath: folder + "/habits"))
        let result = try app.run(["import", "--from", "harsh", folder])
        #expect(result.exitCode == 65, "\(result)")
        #expect(
            result.stderr.contains(
                folder + "/log is a damaged harsh file: line 11: a line that does not follow the format"),
            "\(result)")
        #expect(result.stderr.split(separator: "\n").count == 2, "one line and the hint: \(result)")
        #expect(try app.ok(["export"]) == before)
    }

    @Test func aMissingHabitsFileIsNamed() throws {
        let app = try Self.tracker(store: "sqlite")
        let folder = try Self.folder(in: app)
        try FileManager.default.removeItem(atPath: folder + "/habits")
        let result = try app.run(["import", "--from", "harsh", folder + "/"])
        #expect(
            result.exitCode == 65 && result.stderr.contains(folder + "/habits is missing or lists no habit"),
            "\(result)")
    }

    @Test func aFolderThatIsNotOneIsABadArgument() throws {
        let app = try Self.tracker(store: "sqlite")
        let folder = try Self.folder(in: app)
        for path in [folder + "/habits", folder + "/nowhere"] {
            let result = try app.run(["import", "--from", "harsh", path])
            #expect(result.exitCode == 64 && result.stderr.contains(path), "\(result)")
        }
        let unknown = try app.run(["import", "--from", "streaks", folder])
        #expect(unknown.exitCode == 64 && unknown.stderr.contains("streaks"), "\(unknown)")
        #expect(
            try app.json(["export"])["trackers"] as? [[String: Any]] == nil
                || (try app.json(["export"])["trackers"] as? [[String: Any]])?.isEmpty == true)
    }

    @Test(arguments: backends)
    func goalsRefusesHarsh(store: String) throws {
        let sandbox = try TestSandbox(today: "2026-03-18")
        let goals = ScriptedApp(
            "goals", in: sandbox, store: store, dataDirectory: sandbox.dataDirectory, language: "de_DE.UTF-8")
        try goals.ok(["add", "Water", "--emoji", "1", "--color", "1"])
        let before = try goals.ok(["export"])
        let folder = sandbox.root + "/harsh"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(Self.habits.utf8).write(to: URL(fileURLWithPath: folder + "/habits"))
        let result = try goals.run(["import", "--from", "harsh", folder])
        #expect(
            result.exitCode == 65 && result.stderr.contains(folder + ": diese App importiert nur ihre eigenen Exporte"),
            "\(result)")
        #expect(try goals.ok(["export"]) == before)
    }
}
