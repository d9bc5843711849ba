import Foundation
import Testing

/// The built `my-habits` on a real terminal (tmux): the form with its color
/// picker for `add` and `edit`, and the pager of `info`.
@Suite(.serialized) struct MyHabitsTerminalTests {
    static func session(_ command: [String], _ app: ScriptedApp, rows: Int = 30) throws -> TmuxSession {
        try TmuxSession(
            command, in: app.sandbox, environment: app.terminalEnvironment(["COLORTERM": "truecolor"]),
            columns: 100, rows: rows)
    }

    /// `add` without a time and a color asks for both; the picker takes a
    /// palette cell, and `edit` opens it on the habit's current color.
    @Test(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func formAsksForMissingFieldsWithAColorPicker() throws {
        let app = try MyHabitsCoreTests.myHabits(store: "json")
        let tmux = try Self.session(app.commandLine(["add", "Drink water"]), app)
        try tmux.waitFor("TIME")
        try tmux.type("7:3")
        try tmux.waitFor("> 7:3")
        try tmux.press("Enter")  // 7:3 is refused
        try tmux.waitFor("'7:3' is not a time of day")
        try tmux.type("0")
        try tmux.press("Enter")
        try tmux.waitFor("hex or name:")
        try tmux.press("Right")
        try tmux.press("Down")  // the 8th palette color, #34A7FE
        try tmux.waitFor("#34A7FE")
        try tmux.press("Enter")
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.capture().contains("Drink water"))
        let habit = try #require((try app.json(["list"])["habits"] as? [[String: Any]])?.first)
        #expect(habit["name"] as? String == "Drink water")
        #expect(habit["time"] as? String == "07:30")
        #expect(habit["color"] as? String == "#34A7FE")
    }

    /// The picker starts on the current color; a hex typed into its entry
    /// (any color, not only the palette's) is saved on the same habit.
    @Test(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func editStartsOnTheCurrentColorAndTakesAnyHex() throws {
        let app = try MyHabitsCoreTests.myHabits(store: "sqlite", language: "ru_RU.UTF-8")
        let id = try #require(try app.json(["add", "Чай", "--time", "8:00", "--color", "#123456"])["id"] as? String)
        let tmux = try Self.session(app.commandLine(["edit", "Чай"]), app)
        try tmux.waitFor("> Чай")
        try tmux.press("Enter")
        try tmux.waitFor("> 08:00")
        try tmux.press("BSpace", "BSpace")
        try tmux.type("15")
        try tmux.press("Enter")
        // Not a palette color: the entry has the focus, empty, the color its placeholder.
        try tmux.waitFor("› hex или имя: > ▏#123456")
        for _ in 0..<7 { try tmux.press("BSpace") }
        try tmux.type("zzz")
        try tmux.press("Enter")
        try tmux.waitFor("«zzz» — не цвет")
        for _ in 0..<3 { try tmux.press("BSpace") }
        try tmux.type("#a0b1c2")
        try tmux.press("Enter")
        #expect(try tmux.waitForExit() == 0)
        let habits = try #require(try app.json(["list"])["habits"] as? [[String: Any]])
        #expect(habits.count == 1)
        #expect(habits[0]["id"] as? String == id)
        #expect(habits[0]["time"] as? String == "08:15")
        #expect(habits[0]["color"] as? String == "#A0B1C2")
    }

    @Test(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func escapeCancelsAndSavesNothing() throws {
        let app = try MyHabitsCoreTests.myHabits(store: "json", language: "de_DE.UTF-8")
        let tmux = try Self.session(app.commandLine(["add", "Lesen", "--time", "21:00"]), app)
        try tmux.waitFor("FARBE")
        try tmux.press("Escape")
        #expect(try tmux.waitForExit() == 1)
        #expect((try app.json(["list"])["habits"] as? [Any])?.isEmpty == true)
    }

    /// On a screen shorter than the text, `info` pages: Space turns a page, q leaves.
    @Test(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func infoPagesOnAShortTerminal() throws {
        let app = try MyHabitsCoreTests.myHabits(store: "sqlite")
        let tmux = try Self.session(app.commandLine(["info"]), app, rows: 12)
        var screen = try tmux.waitFor("lines 1–10 of")
        #expect(screen.contains("How habits form"))
        try tmux.press("Space")
        screen = try tmux.waitFor("lines 11–20 of")
        #expect(!screen.contains("How habits form"))
        try tmux.press("Up")
        try tmux.waitFor("lines 10–19 of")
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
    }

    /// On a terminal `delete` asks with the texts of the original alert; «Отмена» (any answer but yes)
    /// keeps the habit, «Удалить» (`д`) removes it.
    @Test(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func deleteAsksWithTheAlertTexts() throws {
        let app = try MyHabitsCoreTests.myHabits(store: "sqlite", language: "ru_RU.UTF-8")
        try app.ok(["add", "Бег", "--time", "7:00", "--color", "red"])
        let script =
            Shell.quote(try app.commandLine(["delete", "Бег"])) + "; echo \"first=$?\"; exec "
            + Shell.quote(try app.commandLine(["delete", "Бег"]))
        let tmux = try Self.session(["/bin/sh", "-c", script], app)
        var screen = try tmux.waitFor("[y/N]")
        #expect(screen.contains("Удалить привычку"))
        #expect(screen.contains("Вы хотите удалить привычку \"Бег\"? (y: Удалить, N: Отмена)"))
        try tmux.typeLine("н")
        try tmux.waitFor("first=1")
        #expect((try app.json(["list"])["habits"] as? [Any])?.count == 1)
        screen = try tmux.waitUntil("the second question") { $0.components(separatedBy: "[y/N]").count == 3 }
        try tmux.typeLine("д")
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.capture().contains("Привычка «Бег» удалена"))
        #expect((try app.json(["list"])["habits"] as? [Any])?.isEmpty == true)
    }
}
