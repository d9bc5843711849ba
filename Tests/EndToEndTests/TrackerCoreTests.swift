import Foundation
import Testing

/// The built `tracker` driven as a script would: `--json` documents, exit
/// codes and stderr lines, on each backend and in each language.
@Suite struct TrackerCoreTests {
    /// `tracker` in a fresh sandbox dated 2026-03-18 (a Wednesday), the
    /// backend chosen by `POCKET_STORE`, the store in the sandbox's `--data-dir`.
    static func tracker(store: String, language: String = "en_US.UTF-8") throws -> ScriptedApp {
        let sandbox = try TestSandbox(today: "2026-03-18")
        return ScriptedApp(
            "tracker", in: sandbox, dataDirectory: sandbox.dataDirectory, language: language,
            environment: ["POCKET_STORE": store])
    }

    /// The categories, habits and event most tests start from, made through
    /// the executable's own commands.
    static func seed(_ app: ScriptedApp) throws {
        for line in [
            "category add Health",
            "category add Home",
            "add habit Water --category health --schedule daily --emoji 1 --color 1",
            "add habit Gym --category Health --schedule mon,wed,fri --emoji 15 --color 3",
            "add event Plants --category Home --emoji 🌺 --color 5",
        ] {
            try app.ok(line.split(separator: " ").map(String.init))
        }
    }

    static let backends = ["json", "sqlite"]
    static let languages: [(locale: String, future: String, tooLong: String, days: [String])] = [
        ("en_US.UTF-8", "The future depends on what you do today…", "Limit of 38 characters", ["1 day", "2 days"]),
        (
            "ru_RU.UTF-8", "Будущее зависит от того, что вы делаете сегодня…", "Ограничение 38 символов",
            ["1 день", "2 дня"]
        ),
        ("de_DE.UTF-8", "Die Zukunft hängt davon ab, was du heute tust…", "Maximal 38 Zeichen", ["1 Tag", "2 Tage"]),
    ]

    @Test(arguments: backends, languages.indices)
    func aDayOfUse(store: String, language: Int) throws {
        let texts = Self.languages[language]
        let app = try Self.tracker(store: store, language: texts.locale)
        try Self.seed(app)

        #expect(try app.json(["done", "Water"])["completedDays"] as? Int == 1)
        #expect(try app.json(["done", "water", "--date", "today"])["completedDays"] as? Int == 1)
        #expect(try app.json(["done", "Water", "--date", "yesterday"])["completedDays"] as? Int == 2)
        let list = try app.json(["list"])
        #expect(list["date"] as? String == "2026-03-18")
        #expect(list["search"] is NSNull)
        let sections = try #require(list["sections"] as? [[String: Any]])
        #expect(sections.map { $0["title"] as? String } == ["Health", "Home"])
        let water = try #require((sections[0]["trackers"] as? [[String: Any]])?.last)
        #expect(water["name"] as? String == "Water")
        #expect(water["done"] as? Bool == true)
        #expect(water["completedDays"] as? Int == 2)

        let human = try app.run(["list"])
        #expect(human.exitCode == 0)
        #expect(human.stdout.contains(texts.days[1]))
        #expect(!human.stdout.contains("\u{1B}"), "no color without a terminal")

        let future = try app.run(["done", "Water", "--date", "2026-03-19"])
        #expect(future.exitCode == 64)
        #expect(future.stdout.isEmpty)
        #expect(future.stderr == "error: " + texts.future + "\n")

        let long = try app.run([
            "add", "event", String(repeating: "x", count: 39), "--category", "Home",
            "--emoji", "1", "--color", "1",
        ])
        #expect(long.exitCode == 64)
        #expect(long.stderr.hasPrefix("error: " + texts.tooLong + "\n"))
        #expect(try app.json(["list"]).keys.contains("sections"))
        #expect(try app.json(["category"])["categories"] as? [[String: Any]] != nil)
    }

    @Test(arguments: backends)
    func everyWrongValueExits64AndChangesNothing(store: String) throws {
        let app = try Self.tracker(store: store)
        try Self.seed(app)
        let before = try app.json(["list"])
        let storeBefore = try FolderSnapshot(app.sandbox.dataDirectory)
        let cases: [[String]] = [
            ["done", "Yoga"],
            ["done", "Gym", "--date", "2026-03-17"],
            ["done", "Water", "--date", "2026-13-01"],
            ["add", "habit", "Tea", "--category", "Work", "--schedule", "daily", "--emoji", "1", "--color", "1"],
            ["add", "habit", "Tea", "--category", "Home", "--schedule", "someday", "--emoji", "1", "--color", "1"],
            ["add", "habit", "Tea", "--category", "Home", "--schedule", "daily", "--emoji", "42", "--color", "1"],
            ["add", "habit", "Tea", "--category", "Home", "--schedule", "daily", "--emoji", "1", "--color", "#000000"],
            ["add", "habit", "Tea", "--category", "Home"],
            ["add", "event", "  ", "--category", "Home", "--emoji", "1", "--color", "1"],
            ["edit", "Plants", "--schedule", "mon"],
            ["edit", "Gym", "--days", "five"],
            ["delete", "Water"],
            ["category", "delete", "Health"],
            ["category", "add", "HOME"],
            ["category", "rename", "Nowhere", "Else"],
            ["list", "--filter", "done"],
            ["frobnicate"],
        ]
        for arguments in cases {
            let result = try app.run(arguments)
            #expect(result.exitCode == 64, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.hasPrefix("error: "), "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("\u{1B}"))
        }
        #expect(try FolderSnapshot(app.sandbox.dataDirectory) == storeBefore, "the store's files changed")
        let after = try app.json(["list"])
        #expect(NSDictionary(dictionary: after).isEqual(to: before))
        #expect(try app.json(["category"])["categories"] as? [[String: Any]] != nil)
    }

    @Test(arguments: backends)
    func ambiguousNamesListTheCandidates(store: String) throws {
        let app = try Self.tracker(store: store)
        try Self.seed(app)
        // Names are unique ignoring case, so `water` beside `Water` is refused…
        let duplicate = try app.run(["add", "event", "water", "--category", "Home", "--emoji", "2", "--color", "2"])
        #expect(duplicate.exitCode == 64 && duplicate.stderr.contains("tracker 'water' exists already"), "\(duplicate)")
        // …and what stays ambiguous is a part of several names.
        let result = try app.run(["done", "A"])
        #expect(result.exitCode == 64)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.last?.contains("Water (") == true && lines.last?.contains("Plants (") == true)
    }

    @Test(arguments: backends)
    func editPinDeleteAndCategoriesThroughTheExecutable(store: String) throws {
        let app = try Self.tracker(store: store, language: "ru_RU.UTF-8")
        try Self.seed(app)
        #expect(try app.json(["pin", "Plants"])["pinned"] as? Bool == true)
        let sections = try #require(try app.json([])["sections"] as? [[String: Any]])
        #expect(sections.map { $0["title"] as? String } == ["Закрепленные", "Health"])
        let edited = try app.json(["edit", "Gym", "--name", "Зал", "--schedule", "пн,ср", "--days", "+2"])
        #expect(edited["schedule"] as? [String] == ["mon", "wed"])
        #expect(edited["completedDays"] as? Int == 2)
        let deleted = try app.run(["category", "delete", "health", "--yes"])
        #expect(deleted.exitCode == 0)
        #expect(deleted.stdout == "Категория «Health» удалена\n")
        #expect(try app.json(["list"])["sections"] as? [[String: Any]] != nil)
        #expect(try app.run(["delete", "Plants", "-y"]).exitCode == 0)
        let empty = try app.run([])
        #expect(empty.stdout.contains("Что будем отслеживать?"))
    }

    @Test func analyticsEventsAreLogged() throws {
        let app = try Self.tracker(store: "sqlite")
        try Self.seed(app)
        try app.ok(["done", "Water"])
        try app.ok(["list", "--filter", "completed"])
        try app.ok(["edit", "Gym", "--emoji", "2"])
        try app.ok(["delete", "Gym", "--yes"])
        try app.ok(["list"], environment: ["DO_NOT_TRACK": "1"])
        let log = try String(contentsOfFile: app.sandbox.analyticsLog, encoding: .utf8)
        let events = try log.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["app"] as? String == "tracker")
            return [object["event"], object["screen"], object["item"]].compactMap { $0 as? String }.joined(
                separator: "/")
        }
        #expect(
            events == [
                "click/Main/add_track", "click/Main/add_track", "click/Main/add_track", "click/Main/track",
                "open/Main", "click/Main/filter", "close/Main", "click/Main/edit", "click/Main/delete",
            ])
        #expect(!log.contains("Water") && !log.contains("Gym"))
    }

    @Test func jsonAndSqliteStoresAreSeparate() throws {
        let json = try Self.tracker(store: "json")
        try Self.seed(json)
        let other = try json.run(["--store", "sqlite", "--json", "list"])
        #expect(other.exitCode == 0)
        #expect((try other.jsonObject()["sections"] as? [Any])?.isEmpty == true)
        #expect(FileManager.default.fileExists(atPath: json.sandbox.dataDirectory))
    }
}
