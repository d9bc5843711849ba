import Foundation
import Testing

/// The interactive screens of `tracker` and `goals` at 80×24 and 60×24 in
/// en, ru and de on both stores: every frame fits the terminal (no line
/// the terminal wraps, nothing left behind by a redraw, `FrameWalk`), and
/// what does not fit scrolls with a sign that there is more.
@Suite("Screens fit the terminal", .serialized, .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct ScreenFitTerminalTests {
    static let rows = ScreenTexts.rows

    static func tracker(_ texts: ScreenTexts, store: String) throws -> ScriptedApp {
        let app = try TrackerCoreTests.tracker(store: store, language: texts.locale)
        try TrackerCoreTests.seed(app)
        return app
    }

    static func goals(_ texts: ScreenTexts, store: String) throws -> ScriptedApp {
        let app = try GoalsCoreTests.goals(store: store, language: texts.locale)
        try GoalsCoreTests.seed(app)
        return app
    }

    /// The main screen of `app` at `columns`×24 and a walk over its frames.
    static func walk(_ app: ScriptedApp, columns: Int) throws -> FrameWalk {
        let (tmux, _) = try MainScreenTerminalTests.open(app, columns: columns, rows: rows)
        return try FrameWalk(tmux, columns: columns, rows: rows)
    }

    /// For each store: the app `make` builds on it, and a walk over its main screen.
    static func onEachStore(
        columns: Int, _ make: (String) throws -> ScriptedApp,
        _ body: (String, ScriptedApp, FrameWalk) throws -> Void
    ) throws {
        for store in ScreenTexts.stores {
            let app = try make(store)
            try body(store, app, try walk(app, columns: columns))
        }
    }

    static func count(_ text: String, in frame: String) -> Int {
        frame.split(separator: "\n").filter { $0.contains(text) }.count
    }

    @Test(
        "the creation and edit forms redraw in place: one title whatever the keys (the issue's `e` ↓↓↓ + + - -)",
        arguments: ScreenTexts.all.indices, ScreenTexts.sizes)
    func formsNeverStack(language: Int, columns: Int) throws {
        let texts = ScreenTexts.all[language]
        for store in ScreenTexts.stores {
            let tracker = try Self.tracker(texts, store: store)
            var walk = try Self.walk(tracker, columns: columns)
            try walk.press("+", "Enter")
            try walk.type("Yoga")
            try walk.press(
                "Enter", "j", "k", "Enter", "Space", "j", "Space", "End", "Enter", "l", "Enter", "Enter",
                "Up", "Up", "Down", "Down")
            #expect(Self.count(texts.newHabit, in: walk.frame) == 1, "\(walk.frame)")
            try walk.press("Escape")
            try walk.waitUntil("the main screen") { $0.contains(texts.keysHint) }
            try walk.press("e", "Down", "Down", "Down", "Down", "Down", "+", "+", "-", "-")
            #expect(Self.count(texts.editTracker, in: walk.frame) == 1, "\(walk.frame)")
            try walk.press("Escape")
            try walk.quit("tracker, \(texts.locale), \(columns) columns, \(store)")

            let goals = try Self.goals(texts, store: store)
            walk = try Self.walk(goals, columns: columns)
            try walk.press("e", "Down", "Down", "Down", "+", "+", "-", "-")
            #expect(Self.count(texts.editGoal, in: walk.frame) == 1, "\(walk.frame)")
            try walk.press("Escape", "a")
            try walk.type("Yoga")
            try walk.press("Enter", "Enter", "Enter", "Up", "Down")
            #expect(Self.count(texts.newGoal, in: walk.frame) == 1, "\(walk.frame)")
            try walk.press("Escape")
            try walk.quit("goals, \(texts.locale), \(columns) columns, \(store)")
        }
    }

    @Test(
        "`goals edit` on a terminal (the form outside the full screen) leaves no copy of the form in the scroll-back",
        arguments: ScreenTexts.all.indices, ScreenTexts.sizes)
    func standaloneFormsKeepTheirRegion(language: Int, columns: Int) throws {
        let texts = ScreenTexts.all[language]
        let app = try Self.goals(texts, store: language % 2 == 0 ? "json" : "sqlite")
        let shell = try TmuxSession.shell(
            in: app.sandbox, environment: app.terminalEnvironment(["COLORTERM": "truecolor"]),
            columns: columns, rows: Self.rows)
        try shell.keepClearedScreensOutOfHistory()
        try OnboardingTerminalTests.typeRun(["edit", "Run"], app, in: shell, tag: "1")
        try shell.waitFor(texts.editGoal)
        let walk = try FrameWalk(shell, columns: columns, rows: Self.rows)
        try walk.press("Down", "Down", "Down", "+", "+", "-", "-", "+", "End", "Enter")
        // Saved, `edit` on a terminal goes on to the main screen, its onboarding first on a first run.
        var screen = try walk.waitUntil("the onboarding or the main screen") {
            $0.contains(texts.keysHint) || $0.contains("●")
        }
        while !screen.contains(texts.keysHint) {
            let page = screen
            try walk.press("Enter")
            screen = try walk.waitUntil("the next page or the main screen") {
                $0.contains(texts.keysHint) || ($0.contains("●") && $0 != page)
            }
        }
        try shell.press("q")
        let (status, _) = try OnboardingTerminalTests.waitForExit(shell, tag: "1")
        #expect(status == 0)
        let history = try shell.captureHistory()
        #expect(Self.count(texts.editGoal, in: history) == 0, "\(history)")
        #expect(try app.json(["show", "Run"])["completedDays"] as? Int == 1)
        walk.expectClean("goals edit, \(texts.locale), \(columns) columns")
    }
}
