import Foundation
import Testing

/// Every frame of the tracker's screens that this round changed, walked at
/// 80×24, 60×24 and 40×12 (the smallest size the docs promise) in en, ru
/// and de: the onboarding page, the main screen with its tab bar, the
/// filters, the creation form with its category list (edit, delete
/// question) and schedule list scrolled to its end, the statistics tab and
/// a card's history. `FrameWalk` checks each frame for lines the terminal
/// wrapped, rows past the last and copies left behind.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct TrackerScreensWalkTests {
    static let sizes = [(80, 24), (60, 24), (40, 12)]
    static let languages = ["en_US.UTF-8", "ru_RU.UTF-8", "de_DE.UTF-8"]

    @Test(arguments: languages, sizes.indices)
    func everyFrameFits(language: String, size: Int) throws {
        let (columns, rows) = Self.sizes[size]
        let app = try TrackerCoreTests.tracker(store: "sqlite", language: language)
        try TrackerCoreTests.seed(app)
        for index in 1...14 {
            try app.ok(["add", "event", "Event \(index)", "--category", "Home", "--emoji", "2", "--color", "2"])
        }
        let tmux = try TmuxSession(
            app.commandLine([]), in: app.sandbox, environment: app.terminalEnvironment(["COLORTERM": "truecolor"]),
            columns: columns, rows: rows)
        let hint = MainScreenTerminalTests.hints[String(language.prefix(2))]!
        try tmux.waitFor("●")
        let walk = try FrameWalk(tmux, columns: columns, rows: rows)
        try walk.press("Right", "Left", "Enter")
        try walk.waitUntil("the main screen") { $0.contains(hint) }
        // The cards scroll with the pointer and say where they are.
        try walk.press("End", "Home", "j", "j", "?", "x", "f", "Down", "Enter", "Right", "Left")
        // The creation form: the category list (e, d and its question), the schedule to its end.
        try walk.press("+", "Enter")
        try walk.type("Yoga")
        try walk.press("Enter", "e", "Escape", "d", "n", "Down", "Enter")
        for _ in 0..<9 { try walk.press("Down") }
        // Esc goes back a step at a time: from a picker to the form, from the form out.
        for _ in 0..<3 where !walk.frame.contains(hint) { try walk.press("Escape") }
        try walk.waitUntil("the main screen again") { $0.contains(hint) }
        try walk.press("Tab", "End", "Home", "Tab", "i", "End", "x")
        try walk.quit("tracker, \(language), \(columns)×\(rows)")
    }

    /// The "today" filter sets the day to today (the 001 spec, filters
    /// iii): five days ahead, the filter, then → shows the day after today.
    @Test func theTodayFilterMovesTheDayToToday() throws {
        let app = try TrackerCoreTests.tracker(store: "json", language: "ru_RU.UTF-8")
        try TrackerCoreTests.seed(app)
        let (tmux, _) = try MainScreenTerminalTests.open(app)
        for _ in 0..<5 { try tmux.press("Right") }
        try tmux.waitFor("23 марта 2026")
        try tmux.press("f")
        try tmux.waitFor("Трекеры на сегодня")
        try tmux.press("Down", "Enter")
        var screen = try tmux.waitFor("18 марта 2026")
        #expect(screen.contains("Трекеры на сегодня"), "\(screen)")
        try tmux.press("Right")
        screen = try tmux.waitFor("19 марта 2026")
        try tmux.press("Left", "Left")
        screen = try tmux.waitFor("17 марта 2026")
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
    }

    /// On an empty store in Russian at 80 and 60 columns: the empty state
    /// names the key and wraps whole, the tab bar names `+`, the statistics
    /// tab is its title, the figures and the tab bar (no week strip), and й
    /// (q on a Russian layout) quits.
    @Test(arguments: [80, 60])
    func theEmptyScreenTheTabBarAndTheStatistics(columns: Int) throws {
        let app = try TrackerCoreTests.tracker(store: "sqlite", language: "ru_RU.UTF-8")
        let (tmux, first) = try MainScreenTerminalTests.open(app, columns: columns, rows: 24)
        #expect(first.contains("Нажмите +, чтобы добавить"), "\(first)")
        #expect(first.contains("+ добавить · ? клавиши"), "\(first)")
        #expect(!first.contains("tracker add"), "the screen names the key, not a command: \(first)")
        for line in first.split(separator: "\n") { #expect(!line.hasSuffix("привыч"), "cut: \(line)") }
        try tmux.press("Tab")
        let statistics = try tmux.waitFor("[ Статистика ]")
        #expect(statistics.hasPrefix("Статистика"), "\(statistics)")
        #expect(!statistics.contains("[Ср 18]") && !statistics.contains("18 марта"), "\(statistics)")
        try tmux.press("Tab")
        try tmux.waitFor("+ добавить")
        try tmux.type("й")
        #expect(try tmux.waitForExit() == 0)
    }

    /// goals, like the tracker: SIGTERM leaves the terminal as it was (the
    /// alternate screen left, the cursor shown, the modes back).
    @Test func goalsLeftBySIGTERM() throws {
        let app = try GoalsCoreTests.goals(store: "sqlite", language: "de_DE.UTF-8")
        try GoalsCoreTests.seed(app)
        let shell = try TmuxSession.shell(
            in: app.sandbox, environment: app.terminalEnvironment(["COLORTERM": "truecolor"]), columns: 60, rows: 24)
        try OnboardingTerminalTests.typeRun([], app, in: shell, tag: "1")
        try shell.waitFor("●")
        try shell.press("Escape")
        try shell.waitFor("? Tasten")
        let pid = try #require(MainScreenTerminalTests.process(withArgument: app.sandbox.dataDirectory))
        #expect(Glibc.kill(pid, SIGTERM) == 0)
        let (status, _) = try OnboardingTerminalTests.waitForExit(shell, tag: "1")
        #expect(status == 143)
        try OnboardingTerminalTests.expectTerminalRestored(app, tag: "1", in: shell)
    }

    /// The history's status line in German at 60 columns: the scroll sign
    /// and "any key: back", the scroll keys left out whole, never cut mid-word.
    @Test func theHistoryStatusLineKeepsWholeItems() throws {
        let app = try TrackerCoreTests.tracker(store: "sqlite", language: "de_DE.UTF-8")
        try TrackerCoreTests.seed(app)
        let (tmux, _) = try MainScreenTerminalTests.open(app, columns: 60, rows: 24)
        try tmux.press("i")
        let screen = try tmux.waitFor("beliebige Taste: zurück")
        let last = try #require(screen.split(separator: "\n").last { $0.contains("zurück") })
        #expect(last.hasSuffix("beliebige Taste: zurück") || last.hasSuffix("blättern"), "\(last)")
        #expect(last.contains("/"), "the scroll sign: \(last)")
        try tmux.press("x", "q")
        #expect(try tmux.waitForExit() == 0)
    }
}
