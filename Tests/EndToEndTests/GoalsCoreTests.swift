import Foundation
import Testing

/// The built `goals` driven as a script would, on each backend and in each
/// language: the main screen, marks, pins, deletion, statistics, the
/// calendar, export and import, refusals, analytics, and data apart from
/// the tracker's.
@Suite struct GoalsCoreTests {
    /// `goals` in a fresh sandbox dated 2026-03-18 (a Wednesday), the backend
    /// by `POCKET_STORE`; without `dataDirectory` the store is in the XDG folder.
    static func goals(store: String, language: String = "en_US.UTF-8", dataDirectory: Bool = true) throws -> ScriptedApp
    {
        let sandbox = try TestSandbox(today: "2026-03-18")
        return ScriptedApp(
            "goals", in: sandbox, dataDirectory: dataDirectory ? sandbox.dataDirectory : nil,
            language: language, environment: ["POCKET_STORE": store])
    }

    static func seed(_ app: ScriptedApp) throws {
        try app.ok(["add", "Water", "--emoji", "1", "--color", "1"])
        try app.ok(["add", "Run", "--emoji", "🐶", "--color", "#007bfa"])
        try app.ok(["add", "English", "--emoji", "3", "--color", "5"])
    }

    static let backends = ["json", "sqlite"]
    struct Texts: Sendable {
        var locale, title, pinned, other, empty, nothingFound, completed, future, tooLong, deleted: String
        var days: [String]
    }
    static let languages = [
        Texts(
            locale: "en_US.UTF-8", title: "Goals", pinned: "Pinned", other: "Goals", empty: "What shall we track?",
            nothingFound: "Nothing found", completed: "Goals completed",
            future: "The future depends on what you do today…", tooLong: "Limit of 38 characters",
            deleted: "“Run” deleted", days: ["1 day", "2 days"]),
        Texts(
            locale: "ru_RU.UTF-8", title: "Цели", pinned: "Закрепленные", other: "Цели",
            empty: "Что будем отслеживать?",
            nothingFound: "Ничего не найдено", completed: "Целей завершено",
            future: "Будущее зависит от того, что вы делаете сегодня…", tooLong: "Ограничение 38 символов",
            deleted: "Цель «Run» удалена", days: ["1 день", "2 дня"]),
        Texts(
            locale: "de_DE.UTF-8", title: "Ziele", pinned: "Angeheftet", other: "Ziele",
            empty: "Was wollen wir verfolgen?",
            nothingFound: "Nichts gefunden", completed: "Ziele erledigt",
            future: "Die Zukunft hängt davon ab, was du heute tust…", tooLong: "Maximal 38 Zeichen",
            deleted: "„Run“ gelöscht", days: ["1 Tag", "2 Tage"]),
    ]

    static func sections(_ list: [String: Any]) throws -> [(title: String, pinned: Bool, goals: [[String: Any]])] {
        try #require(list["sections"] as? [[String: Any]]).map { section in
            (
                section["title"] as? String ?? "", section["pinned"] as? Bool ?? false,
                section["goals"] as? [[String: Any]] ?? []
            )
        }
    }

    @Test(arguments: backends, languages.indices)
    func aDayOfUse(store: String, language: Int) throws {
        let texts = Self.languages[language]
        let app = try Self.goals(store: store, language: texts.locale)
        let empty = try app.run([])
        #expect(empty.exitCode == 0)
        #expect(empty.stdout.hasPrefix(texts.title + "  ") && empty.stdout.contains(texts.empty), "\(empty)")
        try Self.seed(app)

        // done twice is one record; yesterday is a second; undone of an absent record succeeds.
        #expect(try app.json(["done", "water"])["completedDays"] as? Int == 1)
        #expect(try app.json(["done", "Water", "--date", "today"])["completedDays"] as? Int == 1)
        #expect(try app.json(["done", "Water", "--date", "yesterday"])["completedDays"] as? Int == 2)
        #expect(try app.json(["undone", "Run"])["completedDays"] as? Int == 0)
        let pinned = try app.json(["pin", "English"])
        #expect(pinned["pinned"] as? Bool == true)
        #expect(Set(pinned.keys) == ["id", "name", "emoji", "color", "pinned", "completedDays", "createdOn"])

        let list = try app.json(["list"])
        #expect(list["date"] as? String == "2026-03-18")
        let sections = try Self.sections(list)
        #expect(sections.map(\.title) == [texts.pinned, texts.other])
        #expect(sections.map(\.pinned) == [true, false])
        #expect(sections[0].goals.map { $0["name"] as? String } == ["English"])
        #expect(sections[1].goals.map { $0["name"] as? String } == ["Run", "Water"])
        let water = sections[1].goals[1]
        #expect(
            water["done"] as? Bool == true && water["completedDays"] as? Int == 2
                && water["color"] as? String == "#FD4C49")
        #expect(water["kind"] == nil && water["category"] == nil && water["schedule"] == nil)

        let human = try app.ok(["list"])
        for text in [texts.title, texts.pinned, texts.days[1], "✓", "🐶 Run"] {
            #expect(human.contains(text), "\(text)\n\(human)")
        }
        #expect(!human.contains("--filter") && !human.contains("\u{1B}"))
        let nothing = try app.ok(["list", "--search", "yoga"])
        #expect(nothing.contains(texts.nothingFound))
        #expect(try Self.sections(try app.json(["list", "--search", "ATE"])).flatMap(\.goals).count == 1)

        let future = try app.run(["done", "Water", "--date", "2026-03-19"])
        #expect(future.exitCode == 64 && future.stdout.isEmpty)
        #expect(future.stderr == "error: " + texts.future + "\n")
        let long = try app.run(["add", String(repeating: "x", count: 39), "--emoji", "1", "--color", "1"])
        #expect(long.exitCode == 64)
        #expect(long.stderr.hasPrefix("error: " + texts.tooLong + "\n"))

        let stats = try app.json(["stats"])
        #expect(stats["goalsCompleted"] as? Int == 2 && stats["trackersCompleted"] == nil)
        #expect(try app.ok(["stats"]).contains(texts.completed))

        let deleted = try app.run(["delete", "Run", "--yes"])
        #expect(deleted.exitCode == 0)
        #expect(deleted.stdout == texts.deleted + "\n")
    }

    @Test(arguments: backends)
    func statisticsFollowTheDailyRule(store: String) throws {
        let app = try Self.goals(store: store)
        let before = try app.ok(["stats"])
        #expect(before.contains("Nothing to analyze yet"))
        try Self.seed(app)
        // All three created on Wed 18. Water filled in for 16 and 17 (so due
        // from the 16th), and 18; Run on 18. Perfect: 16 and 17 (only Water
        // due, done); 18 misses English. Best: Water 16–18 = 3. Average 4 / 3.
        for day in ["2026-03-16", "2026-03-17", "today"] { try app.ok(["done", "Water", "--date", day]) }
        try app.ok(["done", "Run"])
        let stats = try app.json(["stats"])
        #expect(stats["bestPeriod"] as? Int == 3)
        #expect(stats["perfectDays"] as? Int == 2)
        #expect(stats["goalsCompleted"] as? Int == 4)
        #expect(abs((stats["average"] as? Double ?? 0) - 4.0 / 3.0) < 1e-9)
        // Scores today: Water three days in a row 1 − m³, Run one day 1 − m,
        // English none 0 (m = 0.5^(1/13), a daily goal's decay).
        let m = pow(0.5, 1.0 / 13)
        #expect(abs((stats["averageScore"] as? Double ?? -1) - ((1 - pow(m, 3)) + (1 - m)) / 3) < 1e-4)
    }

    @Test(arguments: backends)
    func wrongInputExits64AndChangesNothing(store: String) throws {
        let app = try Self.goals(store: store)
        try Self.seed(app)
        let before = try FolderSnapshot(app.sandbox.dataDirectory)
        let cases: [([String], String)] = [
            (["add", "Tea", "--emoji", "1"], "--color"),
            (["add", "--emoji", "1", "--color", "1"], "NAME"),
            (["add", "  ", "--emoji", "1", "--color", "1"], "error: "),
            (["add", "Tea", "--emoji", "42", "--color", "1"], "42"),
            (["add", "Tea", "--emoji", "1", "--color", "#000000"], "#000000"),
            (["add", "Tea", "--category", "Home", "--emoji", "1", "--color", "1"], "--category"),
            (["done", "Yoga"], "Yoga"),
            (["done", "Water", "--date", "2026-13-01"], "2026-13-01"),
            (["list", "--filter", "all"], "--filter"),
            (["delete", "Water"], "--yes"),
            (["edit", "Water"], "--name"),
            (["edit", "Water", "--schedule", "mon"], "--schedule"),
        ]
        for (arguments, named) in cases {
            let result = try app.run(arguments)
            #expect(result.exitCode == 64, "\(arguments): \(result)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(
                result.stderr.hasPrefix("error: ") && result.stderr.contains(named), "\(arguments): \(result.stderr)")
        }
        #expect(try FolderSnapshot(app.sandbox.dataDirectory) == before, "the store's files changed")
    }

    @Test(arguments: backends)
    func exportAndImportRoundTrip(store: String) throws {
        let app = try Self.goals(store: store)
        try Self.seed(app)
        try app.ok(["pin", "Run"])
        try app.ok(["done", "Run", "--date", "yesterday"])
        let export = try app.ok(["export"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(export.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["version", "goals", "records"])
        let goals = try #require(document["goals"] as? [[String: Any]])
        #expect(goals.map { $0["name"] as? String } == ["English", "Run", "Water"])
        #expect(goals.allSatisfy { $0["kind"] == nil && $0["category"] == nil && $0["schedule"] == nil })
        #expect((document["records"] as? [[String: String]])?.first?.keys.sorted() == ["day", "goal"])
        #expect(try app.ok(["export", "--format", "csv"]).hasPrefix("day,goal\r\n2026-03-17,Run\r\n"))

        let other = try Self.goals(store: store == "json" ? "sqlite" : "json")
        let file = try other.sandbox.write(Data(export.utf8), to: "goals.json")
        let imported = try other.json(["import", file])
        #expect((imported["goals"] as? [String: Int])?["created"] == 3 && imported["categories"] == nil)
        #expect(try other.ok(["export"]) == export)
        // A tracker's export is not a goals file: refused whole, exit 65.
        let tracker = #"{"version": 1, "categories": [], "trackers": [], "records": []}"#
        let refused = try other.run(["import", try other.sandbox.write(Data(tracker.utf8), to: "tracker.json")])
        #expect(refused.exitCode == 65 && refused.stderr.contains("goals"), "\(refused)")
        let unknown = #"{"version": 1, "goals": [], "records": [{"goal": "abcd", "day": "2026-03-01"}]}"#
        let orphan = try other.run(["import", try other.sandbox.write(Data(unknown.utf8), to: "orphan.json")])
        #expect(orphan.exitCode == 65 && orphan.stderr.contains("no goal with the id “abcd”"), "\(orphan)")
        #expect(try other.ok(["export"]) == export)
    }

    @Test func calendarMigrateAnalyticsAndCompletions() throws {
        let app = try Self.goals(store: "sqlite")
        try Self.seed(app)
        try app.ok(["done", "Water"])
        try app.ok(["done", "Run", "--date", "2026-03-02"])
        let calendar = try app.json(["calendar"])
        #expect(calendar["month"] as? String == "2026-03")
        #expect(try app.ok(["calendar"]).contains("2 goals done this month"))
        try app.ok(["list"])
        try app.ok(["delete", "English", "--yes"])
        let migrated = try app.run(["migrate", "--to", "json"])
        #expect(migrated.exitCode == 0, "\(migrated)")
        #expect(try Self.sections(try app.json(["--store", "json", "list"])).flatMap(\.goals).count == 2)
        #expect(try app.ok(["completions", "bash"]).contains("goals"))

        let log = try String(contentsOfFile: app.sandbox.analyticsLog, encoding: .utf8)
        let events = try log.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["app"] as? String == "goals")
            return [object["event"], object["screen"], object["item"]].compactMap { $0 as? String }.joined(
                separator: "/")
        }
        #expect(
            events == [
                "click/Main/add_track", "click/Main/add_track", "click/Main/add_track",
                "click/Main/track", "click/Main/track", "open/Main", "close/Main", "click/Main/delete",
                "open/Main", "close/Main",
            ])
        #expect(!log.contains("Water") && !log.contains("Run\""))
    }

    @Test func goalsAndTrackerKeepTheirOwnData() throws {
        let goals = try Self.goals(store: "sqlite", dataDirectory: false)
        try Self.seed(goals)
        let tracker = ScriptedApp("tracker", in: goals.sandbox, environment: ["POCKET_STORE": "sqlite"])
        try tracker.ok(["category", "add", "Health"])
        try tracker.ok([
            "add", "habit", "Gym", "--category", "Health", "--schedule", "daily", "--emoji", "1", "--color", "1",
        ])
        #expect(FileManager.default.fileExists(atPath: goals.sandbox.appDataDirectory("goals") + "/store.sqlite"))
        #expect(FileManager.default.fileExists(atPath: goals.sandbox.appDataDirectory("tracker") + "/store.sqlite"))
        let goalNames = try Self.sections(try goals.json(["list"])).flatMap(\.goals).compactMap {
            $0["name"] as? String
        }
        #expect(goalNames.sorted() == ["English", "Run", "Water"])
        let trackerList = try #require(try tracker.json(["list"])["sections"] as? [[String: Any]])
        let trackerNames = trackerList.flatMap { $0["trackers"] as? [[String: Any]] ?? [] }.compactMap {
            $0["name"] as? String
        }
        #expect(trackerNames == ["Gym"])
        #expect(try goals.run(["done", "Gym"]).exitCode == 64)
        #expect(try tracker.run(["done", "Water"]).exitCode == 64)
    }

    /// A name taken is refused naming a goal, not a tracker: by `add` and by `edit --name`.
    @Test(arguments: backends)
    func aTakenNameNamesAGoal(store: String) throws {
        let app = try Self.goals(store: store, language: "ru_RU.UTF-8")
        try app.ok(["add", "Cook", "--emoji", "1", "--color", "1"])
        try app.ok(["add", "Read", "--emoji", "2", "--color", "2"])
        for arguments in [["add", "cook", "--emoji", "1", "--color", "1"], ["edit", "Read", "--name", "COOK"]] {
            let result = try app.run(arguments)
            #expect(result.exitCode == 64, "\(result)")
            #expect(
                result.stderr == "error: цель «\(arguments[0] == "add" ? "cook" : "COOK")» уже существует\n",
                "\(result)")
        }
    }
}
