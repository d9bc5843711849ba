import Foundation
import Testing

/// The interactive parts through a real pseudo-terminal (tmux): onboarding
/// on the first run, and the creation wizard.
@Suite(.serialized) struct TrackerTerminalTests {
    func command(_ app: TrackerProcess, _ arguments: String) -> String {
        TrackerProcess.executable + " --data-dir " + app.dataDirectory + " " + arguments
    }

    @Test func onboardingOnceThenTheMainScreen() throws {
        try #require(TrackerTmux.isAvailable)
        let app = try TrackerProcess(store: "sqlite", language: "ru_RU.UTF-8")
        defer { app.remove() }
        let tmux = TrackerTmux()
        defer { tmux.stop() }
        try tmux.start(command(app, ""), variables: app.variables)
        var screen = try tmux.waitFor("Отслеживайте только то, что хотите")
        #expect(screen.contains("● ○"))
        #expect(screen.contains("Вот это технологии!"))
        try tmux.send("Right")
        screen = try tmux.waitFor("Даже если это не литры воды и йога")
        #expect(screen.contains("○ ●"))
        try tmux.send("Left")
        try tmux.waitFor("● ○")
        try tmux.send("Right")
        try tmux.waitFor("○ ●")
        try tmux.send("Enter")
        screen = try tmux.waitFor("EXIT:0")
        #expect(screen.contains("Что будем отслеживать?"))
        #expect(!screen.contains("Вот это технологии!"))

        // Remembered: the next run on a terminal goes straight to the main screen.
        let second = TrackerTmux()
        defer { second.stop() }
        try second.start(command(app, "list"), variables: app.variables)
        screen = try second.waitFor("EXIT:0")
        #expect(screen.contains("Трекеры"))
        #expect(!screen.contains("Отслеживайте"))
    }

    @Test func wizardAsksForEveryMissingSection() throws {
        try #require(TrackerTmux.isAvailable)
        let app = try TrackerProcess(store: "json")
        defer { app.remove() }
        try app.run(["category", "add", "Health"])
        try app.run(["category", "add", "Home"])
        let tmux = TrackerTmux()
        defer { tmux.stop() }
        try tmux.start(command(app, "add habit"), variables: app.variables)
        // The first run on a terminal shows the onboarding before the wizard.
        try tmux.waitFor("Track only what you want")
        try tmux.send("Enter")
        try tmux.waitFor("Enter the tracker's name")
        try tmux.type("Drink water")
        try tmux.waitFor("> Drink water")
        try tmux.send("Enter")
        var screen = try tmux.waitFor("+ Add category")
        #expect(screen.contains("Health") && screen.contains("Home"))
        try tmux.send("Down")
        try tmux.send("Enter")                   // Home
        try tmux.waitFor("Monday")
        try tmux.send("Space")                   // Monday on
        try tmux.send("Down")
        try tmux.send("Down")
        try tmux.send("Space")                   // Wednesday on
        try tmux.waitFor("Mon, Wed")
        try tmux.send("End")
        try tmux.send("Enter")                   // Done
        try tmux.waitFor("←↑↓→")
        try tmux.send("Right")
        try tmux.send("Enter")                   // 😻
        try tmux.waitFor("› Color")
        try tmux.send("Down")
        try tmux.send("Enter")                   // the 7th color
        screen = try tmux.waitFor("[ Create ]")
        #expect(screen.contains("😻"))
        try tmux.send("Enter")
        screen = try tmux.waitFor("EXIT:0")
        #expect(screen.contains("Drink water"))
        #expect(screen.contains("Mon, Wed"))

        let list = try app.json(["list", "--date", "2026-03-16"])
        let tracker = try #require(((list["sections"] as? [[String: Any]])?.first?["trackers"] as? [[String: Any]])?.first)
        #expect(tracker["name"] as? String == "Drink water")
        #expect(tracker["category"] as? String == "Home")
        #expect(tracker["schedule"] as? [String] == ["mon", "wed"])
        #expect(tracker["emoji"] as? String == "😻")
        #expect(tracker["color"] as? String == "#F9D4D4")
        let categories = try #require(try app.json(["category"])["categories"] as? [[String: Any]])
        #expect(categories.map { $0["selected"] as? Bool } == [false, true])
    }

    @Test func escapeCancelsTheWizardAndSavesNothing() throws {
        try #require(TrackerTmux.isAvailable)
        let app = try TrackerProcess(store: "sqlite", language: "de_DE.UTF-8")
        defer { app.remove() }
        try app.run(["category", "add", "Haus"])
        let tmux = TrackerTmux()
        defer { tmux.stop() }
        // --json on a terminal: no onboarding, no wizard, exit 64.
        try tmux.start(command(app, "--json add event Pflanzen; " + command(app, "add event Pflanzen")),
                       variables: app.variables)
        try tmux.waitFor("es fehlt: --category, --emoji und --color")
        try tmux.waitFor("Das nenne ich Technik!")
        try tmux.send("Enter")
        try tmux.waitFor("Kategorie hinzufügen")
        try tmux.send("Down")
        try tmux.send("Enter")                    // into «Neue Kategorie»
        try tmux.waitFor("Titel der Kategorie eingeben")
        try tmux.type("Garten")
        try tmux.send("Enter")
        var screen = try tmux.waitFor("Garten")
        #expect(screen.contains("Haus"))
        try tmux.send("Escape")
        screen = try tmux.waitFor("EXIT:1")
        #expect(screen.contains("abgebrochen, nichts gespeichert"))
        #expect((try app.json(["list"])["sections"] as? [Any])?.isEmpty == true)
        let categories = try #require(try app.json(["category"])["categories"] as? [[String: Any]])
        #expect(categories.map { $0["title"] as? String } == ["Haus"])
    }
}
