import Foundation
import Testing

/// The built `my-habits` driven as a script would: `--json` documents, human
/// output, exit codes and stderr lines, on each backend and in each language.
@Suite struct MyHabitsCoreTests {
    /// `my-habits` in a fresh sandbox dated 2026-03-18, the backend chosen
    /// by `POCKET_STORE`, the store in the sandbox's `--data-dir`.
    static func myHabits(store: String, language: String = "en_US.UTF-8", today: String = "2026-03-18") throws
        -> ScriptedApp
    {
        let sandbox = try TestSandbox(today: today)
        return ScriptedApp(
            "my-habits", in: sandbox, dataDirectory: sandbox.dataDirectory, language: language,
            environment: ["POCKET_STORE": store])
    }

    static let backends = ["json", "sqlite"]
    static let languages:
        [(
            locale: String, title: String, motto: String, schedule: String, counter: String,
            activity: [String], longDate: String, already: String
        )] = [
            (
                "en_US.UTF-8", "Today", "You can do it!", "Every day at 7:30 AM", "Count: 1",
                ["Today", "Yesterday", "The day before yesterday"], "15 March 2026", "is already tracked today"
            ),
            (
                "ru_RU.UTF-8", "Сегодня", "Всё получится!", "Каждый день в 7:30", "Счётчик: 1",
                ["Сегодня", "Вчера", "Позавчера"], "15 марта 2026", "уже отмечена сегодня"
            ),
            (
                "de_DE.UTF-8", "Heute", "Du schaffst das!", "Jeden Tag um 7:30", "Zähler: 1",
                ["Heute", "Gestern", "Vorgestern"], "15. März 2026", "ist heute schon abgehakt"
            ),
        ]

    static let habitKeys: Set<String> = ["id", "name", "time", "color", "createdOn", "trackedDays", "trackedToday"]

    @Test(arguments: backends, languages.indices)
    func aDayOfUse(store: String, language: Int) throws {
        let texts = Self.languages[language]
        let app = try Self.myHabits(store: store, language: texts.locale)
        // Empty: 0% and no habits.
        var list = try app.json(["list"])
        #expect(list["date"] as? String == "2026-03-18")
        #expect(list["progress"] as? Double == 0)
        #expect((list["habits"] as? [Any])?.isEmpty == true)
        let empty = try app.ok(["list"])
        #expect(empty.hasPrefix(texts.title + "\n") && empty.contains(texts.motto) && empty.contains("0%"), "\(empty)")

        let added = try app.json(["add", "Water", "--time", "7:30", "--color", "#ff2d55"], today: "2026-03-15")
        #expect(Set(added.keys) == Self.habitKeys)
        #expect(added["name"] as? String == "Water" && added["time"] as? String == "07:30")
        #expect(added["color"] as? String == "#FF2D55" && added["createdOn"] as? String == "2026-03-15")
        #expect(added["trackedDays"] as? Int == 0 && added["trackedToday"] as? Bool == false)
        try app.ok(["add", "Read", "--time", "21:05", "--color", "tomato"])
        try app.ok(["add", "Stretch", "--time", "06:00", "--color", "#123456"])

        // Tracked once: the progress follows at once; a second time changes nothing.
        let tracked = try app.json(["track", "water"])
        #expect(tracked["trackedDays"] as? Int == 1 && tracked["trackedToday"] as? Bool == true)
        let again = try app.run(["track", "Water"])
        #expect(again.exitCode == 0, "\(again)")
        #expect(again.stdout.contains(texts.already), "\(again)")
        list = try app.json(["list"])
        let habits = try #require(list["habits"] as? [[String: Any]])
        #expect(habits.map { $0["name"] as? String } == ["Stretch", "Water", "Read"])
        #expect(habits.allSatisfy { Set($0.keys) == Self.habitKeys })
        #expect(habits.map { $0["trackedDays"] as? Int } == [0, 1, 0])
        #expect(habits[2]["color"] as? String == "#FF6347")
        #expect(abs((list["progress"] as? Double ?? 0) - 1.0 / 3) < 1e-9)

        let human = try app.ok(["list"])
        for text in [texts.title, texts.motto, "33%", texts.schedule, texts.counter, "[✓] Water", "[ ] Read"] {
            #expect(human.contains(text), "'\(text)' missing in:\n\(human)")
        }
        #expect(human.range(of: "Stretch")!.lowerBound < human.range(of: "Water")!.lowerBound)
        // The name in its own color (tomato, #FF6347, readable on a dark terminal as it is).
        let colored = try app.run(
            ["--color", "always", "--theme", "dark", "list"], environment: ["COLORTERM": "truecolor"]
        ).stdout
        #expect(colored.contains("\u{1B}[1m\u{1B}[38;2;255;99;71mRead\u{1B}[0m"), "\(colored.debugDescription)")

        // Details: every day from the earliest creation (15 March) to today, newest first.
        let shown = try app.json(["show", "Water"])
        #expect(Set(shown.keys) == ["habit", "dates"])
        #expect(Set((shown["habit"] as? [String: Any] ?? [:]).keys) == Self.habitKeys)
        let dates = try #require(shown["dates"] as? [[String: Any]])
        #expect(dates.map { $0["date"] as? String } == ["2026-03-18", "2026-03-17", "2026-03-16", "2026-03-15"])
        #expect(dates.map { $0["tracked"] as? Bool } == [true, false, false, false])
        let details = try app.ok(["show", "Water"]).split(separator: "\n").map(String.init)
        #expect(details.first == "Water")
        #expect(details.contains { $0.contains(texts.activity[0]) && $0.hasSuffix("✓") })
        for (index, name) in texts.activity.enumerated() {
            #expect(details.firstIndex { $0.contains(name) } == 2 + index, "\(details)")
        }
        #expect(details.last?.contains(texts.longDate) == true, "\(details)")
    }

    @Test(arguments: backends)
    func editUpdatesTheSameHabitAndKeepsItsHistory(store: String) throws {
        let app = try Self.myHabits(store: store)
        let id = try #require(try app.json(["add", "Water", "--time", "7:30", "--color", "blue"])["id"] as? String)
        try app.ok(["track", "Water"])
        let edited = try app.json([
            "edit", String(id.prefix(6)), "--name", "Tea", "--time", "8:15", "--color", "#00AA00",
        ])
        #expect(edited["id"] as? String == id)
        #expect(
            edited["name"] as? String == "Tea" && edited["time"] as? String == "08:15"
                && edited["color"] as? String == "#00AA00")
        #expect(edited["trackedDays"] as? Int == 1 && edited["trackedToday"] as? Bool == true)
        let habits = try #require(try app.json(["list"])["habits"] as? [[String: Any]])
        #expect(habits.map { $0["id"] as? String } == [id])
        // Without a terminal, edit with nothing to change is a usage error.
        let nothing = try app.run(["edit", "Tea"])
        #expect(
            nothing.exitCode == 64
                && nothing.stderrLines == [
                    "error: nothing to change: give one of these options: --name, --time, --color"
                ])
    }

    @Test(arguments: backends, languages.indices)
    func deleteNeedsYesWithoutATerminalAndRemovesTheHistory(store: String, language: Int) throws {
        let app = try Self.myHabits(store: store, language: Self.languages[language].locale)
        try app.ok(["add", "Water", "--time", "7:30", "--color", "blue"])
        try app.ok(["track", "Water"])
        let refused = try app.run(["delete", "Water"])
        #expect(refused.exitCode == 64, "\(refused)")
        #expect((try app.json(["list"])["habits"] as? [Any])?.count == 1)
        let deleted = try app.json(["delete", "Water", "--yes"])
        #expect(deleted["name"] as? String == "Water")
        #expect((try app.json(["list"])["habits"] as? [Any])?.isEmpty == true)
        // A new habit of the same name starts without the old history.
        try app.ok(["add", "Water", "--time", "7:30", "--color", "blue"])
        #expect((try app.json(["list"])["habits"] as? [[String: Any]])?.first?["trackedDays"] as? Int == 0)
    }

    /// Bad input: one localized line on stderr, exit 64, the store unchanged.
    @Test(arguments: backends, languages.indices)
    func badInputChangesNothing(store: String, language: Int) throws {
        let locale = Self.languages[language].locale
        let app = try Self.myHabits(store: store, language: locale)
        try app.ok(["add", "Water", "--time", "7:30", "--color", "blue"])
        let before = try app.ok(["--json", "list"])
        let expected: [(arguments: [String], en: String, ru: String, de: String)] = [
            (
                ["add", "Tea", "--time", "25:00", "--color", "red"], "'25:00' is not a time of day",
                "«25:00» — не время дня", "„25:00“ ist keine Uhrzeit"
            ),
            (
                ["add", "Tea", "--time", "7:30", "--color", "#12345"], "'#12345' is not a color", "«#12345» — не цвет",
                "„#12345“ ist keine Farbe"
            ),
            (
                ["add", "  ", "--time", "7:30", "--color", "red"], "the name is empty", "название пустое",
                "der Name ist leer"
            ),
            (["add", "Tea", "--color", "red"], "missing: --time", "не указано: --time", "es fehlt: --time"),
            (
                ["edit", "Water", "--time", "7h"], "'7h' is not a time of day", "«7h» — не время дня",
                "„7h“ ist keine Uhrzeit"
            ),
            (["edit", "Water", "--name", ""], "the name is empty", "название пустое", "der Name ist leer"),
            (["track", "Coffee"], "'Coffee'", "«Coffee»", "„Coffee“"),
            (["show", "Coffee"], "'Coffee'", "«Coffee»", "„Coffee“"),
            (["delete", "Coffee", "--yes"], "'Coffee'", "«Coffee»", "„Coffee“"),
        ]
        for (arguments, en, ru, de) in expected {
            let result = try app.run(arguments)
            let text = [en, ru, de][language]
            #expect(result.exitCode == 64, "\(arguments): \(result)")
            #expect(result.stdout.isEmpty, "\(arguments): \(result)")
            #expect(
                result.stderrLines.first?.hasPrefix("error: ") == true
                    && result.stderrLines.first?.contains(text) == true,
                "\(arguments): \(result)")
            #expect(result.stderrLines.count <= 2, "\(arguments): \(result)")
        }
        #expect(try app.ok(["--json", "list"]) == before)
    }

    /// Around midnight: tracked on one day, the next day (POCKET_TODAY) the
    /// habit is untracked again and can be tracked once more.
    @Test(arguments: backends)
    func onceADayAcrossMidnight(store: String) throws {
        let app = try Self.myHabits(store: store, today: "2026-03-01")
        try app.ok(["add", "Read", "--time", "23:59", "--color", "navy"])
        #expect(try app.json(["track", "Read"], today: "2026-03-01")["trackedDays"] as? Int == 1)
        #expect(try app.json(["track", "Read"], today: "2026-03-01")["trackedDays"] as? Int == 1)
        let next = try app.json(["list"], today: "2026-03-02")
        #expect((next["habits"] as? [[String: Any]])?.first?["trackedToday"] as? Bool == false)
        #expect(next["progress"] as? Double == 0)
        #expect(try app.json(["track", "Read"], today: "2026-03-02")["trackedDays"] as? Int == 2)
    }

    @Test func infoIsPrintedWrappedWithoutATerminal() throws {
        for (locale, title) in [
            ("en_US.UTF-8", "How habits form"), ("ru_RU.UTF-8", "Как формируются привычки"),
            ("de_DE.UTF-8", "Wie Gewohnheiten entstehen"),
        ] {
            let app = try Self.myHabits(store: "sqlite", language: locale)
            let result = try app.run(["info"], environment: ["COLUMNS": "40"])
            #expect(result.exitCode == 0)
            let lines = result.stdoutLines
            #expect(lines.first == title)
            #expect(lines.count > 30)
            #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines.filter { $0.count > 40 })")
            #expect(result.stdout.contains("66"))
        }
    }

    @Test func analyticsNameTheScreensAndClicks() throws {
        let app = try Self.myHabits(store: "sqlite")
        try app.ok(["list"])
        try app.ok(["add", "Water", "--time", "7:30", "--color", "blue"])
        try app.ok(["track", "Water"])
        try app.ok(["show", "Water"])
        try app.ok(["edit", "Water", "--time", "8:00"])
        try app.ok(["info"])
        try app.ok(["delete", "Water", "--yes"])
        let report = try app.json(["analytics"])
        #expect(report["byScreen"] as? [String: Int] == ["Habits": 4, "HabitDetails": 4, "Info": 2])
        #expect(report["byItem"] as? [String: Int] == ["add": 1, "track": 1, "edit": 1, "delete": 1])
        let log = try String(contentsOfFile: app.sandbox.analyticsLog, encoding: .utf8)
        #expect(!log.contains("Water"))
    }
}
