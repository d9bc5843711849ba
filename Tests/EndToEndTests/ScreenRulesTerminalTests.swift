import Foundation
import Testing

/// The iOS app's rules on the interactive screens, and the rules of names:
/// no filter bar or menu on a day without trackers, «Создать» disabled
/// until the form is complete, today pending in a history; a search folds
/// ё as finding a name does; a name equal to another ignoring case is
/// refused when creating and renaming, in both apps and on both stores.
@Suite("Screen rules and names", .serialized, .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct ScreenRulesTerminalTests {
    /// The heatmap's row of Wednesday (today's weekday) in a history frame.
    static func wednesdayRow(_ frame: String, _ texts: ScreenTexts) -> String {
        frame.split(separator: "\n").first { $0.hasPrefix(texts.wednesday + " ") && !$0.contains(":") }
            .map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
    }

    @Test(
        "no filter on a day without trackers; «Создать» disabled until complete; today pending in a history",
        arguments: ScreenTexts.all.indices, ScreenTexts.sizes)
    func seedRules(language: Int, columns: Int) throws {
        let texts = ScreenTexts.all[language]
        let store = ScreenTexts.stores[(language + columns / 20) % 2]
        let app = try TrackerCoreTests.tracker(store: store, language: texts.locale)
        try app.ok(["category", "add", "Health"])
        try app.ok([
            "add", "habit", "Gym", "--category", "Health", "--schedule", "mon,wed,fri", "--emoji", "15", "--color", "3",
        ])
        let walk = try ScreenFitTerminalTests.walk(app, columns: columns)
        #expect(walk.frame.contains(texts.filtersBar), "\(walk.frame)")
        var screen = try walk.press("h")
        screen = try walk.waitUntil("Tuesday, without trackers") { $0.contains("17]") }
        #expect(!screen.contains(texts.filtersBar), "\(screen)")
        screen = try walk.press("f")
        #expect(!screen.contains("✓"), "\(screen)")  // no filter menu
        screen = try walk.press("l")
        screen = try walk.waitUntil("Wednesday again") { $0.contains("18]") && $0.contains(texts.filtersBar) }

        // Today (Wednesday) is due and open: the due-day mark, not the rest day's `·`.
        screen = try walk.press("i")
        #expect(Self.wednesdayRow(screen, texts).hasSuffix("□"), "\(screen)")
        try walk.press("x", "Space")
        try walk.waitUntil("Gym done") { $0.contains("✓") }
        screen = try walk.press("i")
        #expect(Self.wednesdayRow(screen, texts).hasSuffix("■"), "\(screen)")
        try walk.press("x")

        // Esc from the name leaves a form with empty sections: «Создать» is not a button yet.
        try walk.press("+", "Enter")
        try walk.waitUntil("the name step") { $0.contains(texts.newHabit) }
        screen = try walk.press("Escape", "End")
        #expect(
            screen.contains("‹ " + texts.create + " ›") && !screen.contains("[ " + texts.create + " ]"), "\(screen)")
        try walk.press("Escape")
        try walk.waitUntil("the main screen") { $0.contains(texts.keysHint) }
        try walk.quit("seed rules, \(texts.locale), \(columns) columns")
    }

    @Test(
        "`list --search ел` finds «Ёлка»; `run` beside `Run` is refused by add and edit (64), in both apps",
        arguments: ScreenTexts.all.indices, ScreenTexts.stores)
    func namesOnTheCommandLine(language: Int, store: String) throws {
        let texts = ScreenTexts.all[language]
        let tracker = try TrackerCoreTests.tracker(store: store, language: texts.locale)
        try TrackerCoreTests.seed(tracker)
        let goals = try GoalsCoreTests.goals(store: store, language: texts.locale)
        try GoalsCoreTests.seed(goals)
        let trackerAdd = { (name: String) in
            ["add", "habit", name, "--category", "Health", "--schedule", "daily", "--emoji", "1", "--color", "1"]
        }
        let goalAdd = { (name: String) in ["add", name, "--emoji", "1", "--color", "1"] }
        try tracker.ok(trackerAdd("Run"))
        for (app, add, exists) in [(tracker, trackerAdd, texts.runExists), (goals, goalAdd, texts.goalRunExists)] {
            try app.ok(add("Ёлка"))
            #expect(try app.ok(["list", "--search", "ел"]).contains("Ёлка"))
            #expect(try app.ok(["list", "--search", "ЁЛ"]).contains("Ёлка"))
            let added = try app.run(add("run"))
            #expect(added.exitCode == 64 && added.stderr.contains(exists), "\(added)")
            let renamed = try app.run(["edit", "Water", "--name", "run"])
            #expect(renamed.exitCode == 64 && renamed.stderr.contains(exists), "\(renamed)")
            try app.ok(["edit", "Run", "--name", "RUN"])  // its own name in other letters
            try app.ok(["done", "run"])  // and still found by name
        }
    }

    @Test(
        "on the screen: `/ел` shows «Ёлка»; a new `run` beside `Run` is refused with the store's message",
        arguments: ScreenTexts.all.indices, ScreenTexts.sizes)
    func namesOnTheScreen(language: Int, columns: Int) throws {
        let texts = ScreenTexts.all[language]
        let app = try ScreenFitTerminalTests.goals(texts, store: ScreenTexts.stores[(language + columns / 20) % 2])
        try app.ok(["add", "Ёлка", "--emoji", "2", "--color", "2"])
        let walk = try ScreenFitTerminalTests.walk(app, columns: columns)
        try walk.press("/")
        try walk.type("ел")
        var screen = try walk.waitUntil("the search") { $0.contains("Ёлка") && !$0.contains("Water") }
        try walk.press("Enter", "Escape")
        try walk.waitUntil("the search cleared") { $0.contains("Water") }
        try walk.press("a")
        try walk.type("run")
        try walk.press("Enter", "Enter", "Enter")
        try walk.waitUntil("the complete form") { $0.contains("[ " + texts.create + " ]") }
        try walk.press("Enter")
        screen = try walk.waitUntil("the refusal") { $0.contains(texts.goalRunExists) }
        #expect(screen.contains(texts.keysHint), "\(screen)")
        #expect(try MainScreenTerminalTests.cards(app, key: "goals").count == 4)
        try walk.quit("names, \(texts.locale), \(columns) columns")
    }
}
