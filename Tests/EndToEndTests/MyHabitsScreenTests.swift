import Foundation
import Testing

/// The interactive Habits screen of the built `my-habits` on a real terminal
/// (tmux), on both backends: checking today (once), the form's create, edit,
/// cancel and delete paths, the alert's two answers, the details, the
/// Information tab, resizing; the store read back with `--json`.
@Suite("The my-habits screens", .serialized, .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct MyHabitsScreenTests {
    static let hints = ["en": "? keys", "ru": "? клавиши", "de": "? Tasten"]

    /// `my-habits ARGUMENTS` in a pane, its first frame returned.
    static func open(_ app: ScriptedApp, _ arguments: [String] = [], columns: Int = 80, rows: Int = 24) throws
        -> (TmuxSession, String)
    {
        let tmux = try TmuxSession(
            app.commandLine(arguments), in: app.sandbox,
            environment: app.terminalEnvironment(["COLORTERM": "truecolor"]), columns: columns, rows: rows)
        return (tmux, try tmux.waitFor(hint(app)))
    }

    static func hint(_ app: ScriptedApp) -> String { hints[String(app.language.prefix(2))] ?? "? keys" }

    /// Two habits out of time order: Tea (21:00) first, then Run (7:30).
    static func seed(_ app: ScriptedApp) throws {
        try app.ok(["add", "Tea", "--time", "21:00", "--color", "#34A7FE"], today: "2026-03-10")
        try app.ok(["add", "Run", "--time", "7:30", "--color", "#FD4C49"], today: "2026-03-12")
    }

    static func habits(_ app: ScriptedApp) throws -> [[String: Any]] {
        try app.json(["--no-analytics", "list"])["habits"] as? [[String: Any]] ?? []
    }

    static func habit(_ name: String, _ app: ScriptedApp) throws -> [String: Any]? {
        try habits(app).first { $0["name"] as? String == name }
    }

    /// Waits until the pointer `›` is on the card of `name`.
    @discardableResult
    static func pointer(on name: String, _ tmux: TmuxSession) throws -> String {
        try tmux.waitUntil("the pointer on \(name)") { screen in
            screen.split(separator: "\n").contains { $0.contains("› [") && $0.contains(name) }
        }
    }

    @Test(
        "Space checks today and the progress follows; a second Space is refused and changes nothing",
        arguments: MyHabitsCoreTests.backends)
    func checkOnceADay(store: String) throws {
        let app = try MyHabitsCoreTests.myHabits(store: store)
        try Self.seed(app)
        let before = try MainScreenTerminalTests.events(app).count
        let (tmux, first) = try Self.open(app)
        #expect(first.hasPrefix("Today") && first.contains("You can do it!") && first.contains("0%"), "\(first)")
        // By time of day: Run (7:30) before Tea (21:00), the pointer on Run.
        #expect(first.range(of: "Run")!.lowerBound < first.range(of: "Tea")!.lowerBound)
        #expect(first.contains("Every day at 7:30 AM") && first.contains("Count: 0") && first.contains("[ Habits ]"))
        try Self.pointer(on: "Run", tmux)
        try tmux.press("Space")
        var screen = try tmux.waitFor("\"Run\" tracked today")
        #expect(screen.contains("50%") && screen.contains("› [✓] Run") && screen.contains("Count: 1"), "\(screen)")
        #expect(try Self.habit("Run", app)?["trackedDays"] as? Int == 1)
        try tmux.press("Space")
        screen = try tmux.waitFor("\"Run\" is already tracked today; nothing changed")
        #expect(screen.contains("50%"))
        #expect(try Self.habit("Run", app)?["trackedDays"] as? Int == 1)
        try tmux.press("j")
        try Self.pointer(on: "Tea", tmux)
        try tmux.press("Space")
        try tmux.waitFor("100%")
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
        #expect(try Self.habits(app).allSatisfy { $0["trackedToday"] as? Bool == true })
        // The clicks of `track`, the refused one too; the screen opened and closed once.
        #expect(
            try MainScreenTerminalTests.events(app).dropFirst(before)
                == ["open/Habits", "click/Habits/track", "click/Habits/track", "click/Habits/track", "close/Habits"])
    }

    @Test(
        "`+` creates with the form: a typed name, a typed time, a palette color", arguments: MyHabitsCoreTests.backends)
    func formCreates(store: String) throws {
        let app = try MyHabitsCoreTests.myHabits(store: store)
        let (tmux, first) = try Self.open(app)
        #expect(first.contains("No habits yet"))
        try tmux.type("+")
        try tmux.waitFor("› NAME")
        try tmux.type("Walk")
        try tmux.press("Enter")
        try tmux.waitFor("› TIME")
        try tmux.press("Right")  // the picker: 12:00 → 12:01
        try tmux.waitFor("12:01")
        try tmux.type("9:1")  // typing replaces it
        try tmux.press("Enter")
        try tmux.waitFor("'9:1' is not a time of day")
        try tmux.type("5")
        try tmux.press("Enter")
        try tmux.waitFor("› COLOR")
        try tmux.press("Right")  // the palette's second color
        try tmux.waitFor("#FF881E")
        try tmux.press("Enter")
        try tmux.waitFor("[ Create ]")
        try tmux.press("Enter")
        let screen = try tmux.waitFor("Created \"Walk\"")
        #expect(screen.contains("› [ ] Walk") && screen.contains("Every day at 9:15 AM"), "\(screen)")
        let walk = try #require(try Self.habit("Walk", app))
        #expect(walk["time"] as? String == "09:15" && walk["color"] as? String == "#FF881E")
        #expect(walk["createdOn"] as? String == "2026-03-18")
        // An empty name is refused with the rule's own words, and nothing is saved.
        try tmux.press("a")
        try tmux.waitFor("› NAME")
        for _ in 0..<3 { try tmux.press("Tab") }
        try tmux.press("Enter")
        try tmux.waitUntil("the empty name refused") { $0.contains("› NAME") && $0.contains("empty") }
        try tmux.press("Escape")
        try tmux.waitFor(Self.hint(app))
        #expect(try Self.habits(app).count == 1)
        try tmux.press("Escape")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test(
        "`e` edits the same habit (id and tracked days kept); Esc and «Cancel» change nothing",
        arguments: MyHabitsCoreTests.backends)
    func formEditsAndCancels(store: String) throws {
        let app = try MyHabitsCoreTests.myHabits(store: store)
        try Self.seed(app)
        try app.ok(["track", "Run"], today: "2026-03-17")
        let before = try #require(try Self.habit("Run", app))
        let (tmux, _) = try Self.open(app)
        try tmux.press("e")
        try tmux.waitFor("Edit")
        try tmux.waitFor("› NAME        Run")
        for _ in 0..<3 { try tmux.press("BSpace") }
        try tmux.type("Jog")
        try tmux.press("Tab")
        try tmux.press("Left")  // 7:30 → 7:29
        try tmux.type("-")  // an hour back: 6:29
        try tmux.waitFor("06:29")
        try tmux.press("Tab", "Tab")
        try tmux.waitFor("[ Save ]")
        try tmux.press("Enter")
        try tmux.waitFor("Saved \"Jog\"")
        let after = try #require(try Self.habit("Jog", app))
        #expect(after["id"] as? String == before["id"] as? String)
        #expect(after["time"] as? String == "06:29" && after["trackedDays"] as? Int == 1)
        #expect(after["color"] as? String == "#FD4C49" && after["createdOn"] as? String == "2026-03-12")
        #expect(try Self.habits(app).count == 2)

        try tmux.press("e")  // Esc: nothing saved
        try tmux.waitFor("› NAME")
        try tmux.type("XYZ")
        try tmux.press("Escape")
        try tmux.waitFor(Self.hint(app))
        try tmux.press("e")  // «Cancel»: nothing saved
        try tmux.waitFor("› NAME")
        try tmux.type("Q")
        for _ in 0..<3 { try tmux.press("Tab") }
        try tmux.press("Right")
        try tmux.waitFor("[ Cancel ]")
        try tmux.press("Enter")
        try tmux.waitFor(Self.hint(app))
        #expect(try Self.habit("Jog", app)?["time"] as? String == "06:29")
        #expect(try Self.habits(app).map { $0["name"] as? String } == ["Jog", "Tea"])
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test(
        "«Удалить привычку» in the form asks; «Отмена» keeps the habit, «Удалить» deletes it",
        arguments: MyHabitsCoreTests.backends)
    func formDeletesAfterTheAlert(store: String) throws {
        let app = try MyHabitsCoreTests.myHabits(store: store, language: "ru_RU.UTF-8")
        try Self.seed(app)
        let (tmux, _) = try Self.open(app)
        try tmux.press("e")
        try tmux.waitFor("Править")
        for _ in 0..<3 { try tmux.press("Tab") }
        try tmux.press("Right", "Right")
        try tmux.waitFor("[ Удалить привычку ]")
        try tmux.press("Enter")
        var screen = try tmux.waitFor("Вы хотите удалить привычку \"Run\"?")
        #expect(screen.contains("Удалить привычку") && screen.contains("[ Отмена ]") && screen.contains("Удалить"))
        try tmux.press("Enter")  // «Отмена» is pointed: the form again
        try tmux.waitUntil("the alert closed") {
            !$0.contains("Вы хотите удалить") && $0.contains("[ Удалить привычку ]")
        }
        #expect(try Self.habits(app).count == 2)
        try tmux.press("Enter")
        try tmux.waitFor("Вы хотите удалить привычку \"Run\"?")
        try tmux.press("Right")
        try tmux.waitFor("[ Удалить ]")
        try tmux.press("Enter")
        screen = try tmux.waitFor("Привычка «Run» удалена")
        #expect(screen.contains("› [ ] Tea") && screen.contains(Self.hint(app)))
        #expect(try Self.habits(app).map { $0["name"] as? String } == ["Tea"])
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test("`d` on the list asks with the alert: Esc keeps, «Удалить» deletes", arguments: MyHabitsCoreTests.backends)
    func listDeletesAfterTheAlert(store: String) throws {
        let app = try MyHabitsCoreTests.myHabits(store: store, language: "ru_RU.UTF-8")
        try Self.seed(app)
        let (tmux, _) = try Self.open(app)
        try tmux.press("j")
        try Self.pointer(on: "Tea", tmux)
        try tmux.press("d")
        try tmux.waitFor("Вы хотите удалить привычку \"Tea\"?")
        try tmux.press("Escape")
        try tmux.waitUntil("the alert closed") { !$0.contains("Вы хотите удалить") }
        #expect(try Self.habits(app).count == 2)
        try tmux.press("d")
        try tmux.waitFor("Вы хотите удалить привычку \"Tea\"?")
        try tmux.press("Right", "Enter")
        try tmux.waitFor("Привычка «Tea» удалена")
        #expect(try Self.habits(app).map { $0["name"] as? String } == ["Run"])
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test(
        "Enter opens the details: the name, every day newest first with ✓, scrolling, «Править»",
        arguments: MyHabitsCoreTests.backends)
    func details(store: String) throws {
        let app = try MyHabitsCoreTests.myHabits(store: store)
        try Self.seed(app)
        try app.ok(["track", "Run"], today: "2026-03-16")
        let (tmux, _) = try Self.open(app, rows: 12)
        try tmux.press("Enter")
        // From Tea's creation (10 March, the earliest) to today: 9 days, 6 rows in view.
        var screen = try tmux.waitFor("days 1–6 of 9")
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows.first == "Run" && rows[2] == "Activity", "\(screen)")
        #expect(rows[3].hasPrefix("  Today") && rows[4].hasPrefix("  Yesterday") && !rows[4].hasSuffix("✓"))
        #expect(rows[5].hasPrefix("  The day before yesterday") && rows[5].hasSuffix("✓"), "\(screen)")
        try tmux.press("End")
        screen = try tmux.waitFor("days 4–9 of 9")
        #expect(screen.contains("10 March 2026") && !screen.contains("Today"))
        try tmux.press("e")
        try tmux.waitFor("› NAME        Run")
        try tmux.type("ning")
        for _ in 0..<3 { try tmux.press("Tab") }
        try tmux.press("Enter")
        screen = try tmux.waitFor("Saved \"Running\"")
        #expect(screen.hasPrefix("Running"))
        try tmux.press("Escape")
        screen = try tmux.waitFor(Self.hint(app))
        #expect(screen.contains("› [ ] Running"))
        #expect(try Self.habit("Running", app)?["trackedDays"] as? Int == 1)
        // «Удалить привычку» from the details' form closes the form and the details.
        try tmux.press("Enter")
        try tmux.waitFor("Activity")
        try tmux.press("e")
        try tmux.waitFor("› NAME")
        for _ in 0..<3 { try tmux.press("Tab") }
        try tmux.press("Right", "Right", "Enter")
        try tmux.waitFor("[ Cancel ]")
        try tmux.press("Right", "Enter")
        screen = try tmux.waitFor("Deleted \"Running\"")
        #expect(screen.contains("› [ ] Tea"))
        #expect(try Self.habit("Running", app) == nil)
        try tmux.press("Tab")
        try tmux.waitFor("[ Information ]")
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
        #expect(
            try MainScreenTerminalTests.events(app).suffix(6)
                == [
                    "open/HabitDetails", "click/HabitDetails/delete", "close/HabitDetails", "open/Info", "close/Info",
                    "close/Habits",
                ])
    }

    @Test("Tab shows the Information, scrolled on a short terminal, and back; `?` the keys; a resize redraws")
    func informationKeysAndResize() throws {
        let app = try MyHabitsCoreTests.myHabits(store: "sqlite", language: "de_DE.UTF-8")
        try Self.seed(app)
        let (tmux, _) = try Self.open(app, rows: 12)
        try tmux.press("Tab")
        var screen = try tmux.waitFor("[ Information ]")
        #expect(screen.hasPrefix("Wie Gewohnheiten entstehen") && screen.contains("Zeilen 1–10 von"), "\(screen)")
        try tmux.press("j")
        screen = try tmux.waitFor("Zeilen 2–11 von")
        #expect(!screen.contains("Wie Gewohnheiten entstehen"))
        try tmux.press("Tab")
        try tmux.waitFor("[ Gewohnheiten ]")
        try tmux.press("?")
        screen = try tmux.waitFor("Tasten")
        #expect(screen.contains("heute abhaken"))
        try tmux.press("x")
        try tmux.waitUntil("the keys closed") { !$0.contains("heute abhaken") }
        try tmux.resize(columns: 60, rows: 24)
        screen = try tmux.waitUntil("the 60×24 frame") { $0.contains("Tea") && $0.contains("[ Gewohnheiten ]") }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Heute" && lines.allSatisfy { $0.count <= 60 }, "\(screen)")
        #expect(lines.contains { $0.hasPrefix("╭") && $0.count == 60 })
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
    }
}
