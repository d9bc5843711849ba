import Foundation
import Testing

/// The creation wizard of the built `tracker` on a real terminal (tmux, 100×30):
/// every missing section asked for, Esc cancelling. The onboarding pager the
/// first run shows is tested in `OnboardingTerminalTests`.
@Suite(.serialized) struct TrackerWizardTerminalTests {
    /// `tracker ARGUMENTS` (or a `sh -c` line of several runs) in a 100×30 pane.
    static func session(_ command: [String], _ app: ScriptedApp) throws -> TmuxSession {
        try TmuxSession(
            command, in: app.sandbox, environment: app.terminalEnvironment(["COLORTERM": "truecolor"]),
            columns: 100, rows: 30)
    }

    @Test(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func wizardAsksForEveryMissingSection() throws {
        let app = try TrackerCoreTests.tracker(store: "json")
        try app.ok(["category", "add", "Health"])
        try app.ok(["category", "add", "Home"])
        let tmux = try Self.session(app.commandLine(["add", "habit"]), app)
        try tmux.waitFor("Enter the tracker's name")
        try tmux.type("Drink water")
        try tmux.waitFor("> Drink water")
        try tmux.press("Enter")
        var screen = try tmux.waitFor("+ Add category")
        #expect(screen.contains("Health") && screen.contains("Home"))
        try tmux.press("Down")
        try tmux.press("Enter")  // Home
        try tmux.waitFor("Monday")
        try tmux.press("Space")  // Monday on
        try tmux.press("Down")
        try tmux.press("Down")
        try tmux.press("Space")  // Wednesday on
        try tmux.waitFor("Mon, Wed")
        try tmux.press("End")
        try tmux.press("Enter")  // Done
        try tmux.waitFor("←↑↓→")
        try tmux.press("Right")
        try tmux.press("Enter")  // 😻
        try tmux.waitFor("› Color")
        try tmux.press("Down")
        try tmux.press("Enter")  // the 7th color
        screen = try tmux.waitFor("[ Create ]")
        #expect(screen.contains("😻"))
        try tmux.press("Enter")
        #expect(try tmux.waitForExit() == 0)
        screen = try tmux.capture()
        #expect(screen.contains("Drink water"))
        #expect(screen.contains("Mon, Wed"))

        let list = try app.json(["list", "--date", "2026-03-16"])
        let tracker = try #require(
            ((list["sections"] as? [[String: Any]])?.first?["trackers"] as? [[String: Any]])?.first)
        #expect(tracker["name"] as? String == "Drink water")
        #expect(tracker["category"] as? String == "Home")
        #expect(tracker["schedule"] as? [String] == ["mon", "wed"])
        #expect(tracker["emoji"] as? String == "😻")
        #expect(tracker["color"] as? String == "#F9D4D4")
        let categories = try #require(try app.json(["category"])["categories"] as? [[String: Any]])
        #expect(categories.map { $0["selected"] as? Bool } == [false, true])
    }

    @Test(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func escapeCancelsTheWizardAndSavesNothing() throws {
        let app = try TrackerCoreTests.tracker(store: "sqlite", language: "de_DE.UTF-8")
        try app.ok(["category", "add", "Haus"])
        // --json on a terminal: no onboarding, no wizard, exit 64; then the same without --json.
        let script =
            Shell.quote(try app.commandLine(["--json", "add", "event", "Pflanzen"]))
            + "; echo \"first=$?\"; exec " + Shell.quote(try app.commandLine(["add", "event", "Pflanzen"]))
        let tmux = try Self.session(["/bin/sh", "-c", script], app)
        try tmux.waitFor("es fehlt: --category, --emoji und --color")
        try tmux.waitFor("first=64")
        try tmux.waitFor("Kategorie hinzufügen")
        try tmux.press("Down")
        try tmux.press("Enter")  // into «Neue Kategorie»
        try tmux.waitFor("Titel der Kategorie eingeben")
        try tmux.type("Garten")
        try tmux.press("Enter")
        var screen = try tmux.waitFor("Garten")
        #expect(screen.contains("Haus"))
        // Esc in a picker goes back to the form; Esc on the form cancels.
        try tmux.press("Escape")
        screen = try tmux.waitFor("Erstellen")
        #expect(screen.contains("Abbrechen"))
        try tmux.press("Escape")
        #expect(try tmux.waitForExit() == 1)
        screen = try tmux.capture()
        #expect(screen.contains("abgebrochen, nichts gespeichert"))
        #expect((try app.json(["list"])["sections"] as? [Any])?.isEmpty == true)
        let categories = try #require(try app.json(["category"])["categories"] as? [[String: Any]])
        #expect(categories.map { $0["title"] as? String } == ["Haus"])
    }

    @Test(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func editOpensTheFilledFormWithTheCounterThenTheMainScreen() throws {
        let app = try TrackerCoreTests.tracker(store: "sqlite")
        try TrackerCoreTests.seed(app)
        try app.ok(["done", "Water"])
        let tmux = try Self.session(app.commandLine(["edit", "Water"]), app)
        var screen = try tmux.waitFor("Edit tracker")
        #expect(screen.contains("› Name") && screen.contains("Water") && screen.contains("[−] 1 day [+]"))
        try tmux.press("Enter")  // the name's field, holding "Water"
        try tmux.waitFor("> Water")
        try tmux.press("C-u")
        try tmux.type("Tea")
        try tmux.press("Enter")
        try tmux.waitFor("[ Save ]")
        try tmux.type("++")
        try tmux.waitFor("[−] 3 days [+]")
        try tmux.press("Enter")  // Save: then the main screen of the day, its onboarding first on a first run
        try tmux.waitFor("Track only what you want")
        try tmux.press("Enter")
        screen = try tmux.waitFor("? keys")
        #expect(screen.contains("Tea") && screen.contains("3 days"))
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
        let list = try app.json(["list"])
        let cards = (list["sections"] as? [[String: Any]] ?? []).flatMap { $0["trackers"] as? [[String: Any]] ?? [] }
        let tea = try #require(cards.first { $0["name"] as? String == "Tea" })
        #expect(tea["completedDays"] as? Int == 3)
        #expect(tea["emoji"] as? String == "🙂")
    }

    @Test(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func addWithoutAKindAsksHabitOrEventFirst() throws {
        let app = try TrackerCoreTests.tracker(store: "json", language: "ru_RU.UTF-8")
        let plain = try app.run(["add"])
        #expect(plain.exitCode == 64, "\(plain)")
        try app.ok(["category", "add", "Дом"])
        let tmux = try Self.session(app.commandLine(["add"]), app)
        var screen = try tmux.waitFor("Создание трекера")
        #expect(screen.contains("› ") && screen.contains("Привычка") && screen.contains("Нерегулярное событие"))
        try tmux.press("Down")
        try tmux.press("Enter")
        screen = try tmux.waitFor("Новое нерегулярное событие")
        #expect(!screen.contains("Расписание"))
        try tmux.type("Полить цветы")
        try tmux.press("Enter")
        try tmux.waitFor("Добавить категорию")
        for key in ["Enter", "Enter", "Enter", "Enter"] { try tmux.press(key) }  // Дом, 🙂, the first color, Создать
        #expect(try tmux.waitForExit() == 0)
        let list = try app.json(["list"])
        let cards = (list["sections"] as? [[String: Any]] ?? []).flatMap { $0["trackers"] as? [[String: Any]] ?? [] }
        #expect(cards.map { $0["kind"] as? String } == ["event"])
    }
}
