import Foundation
import Testing

/// What does not fit the terminal scrolls: the statistics tab and a
/// card's history (`i`) with ↑↓ j k, PageUp/PageDown and Home/End, a
/// `▲ … ▼` sign of what is above and below; and every screen driven at
/// 60×24 in German, each frame checked against the one before.
@Suite(
    "Screens scroll what does not fit", .serialized, .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct ScreenScrollTerminalTests {
    static let rows = ScreenTexts.rows

    /// The last row with text on the screen.
    static func lastRow(_ frame: String) -> String {
        frame.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }.map(String.init) ?? ""
    }

    @Test(
        "the statistics tab scrolls to «Среднее значение» and back, the card whole, with ▲/▼",
        arguments: ScreenTexts.all.indices, ScreenTexts.sizes)
    func statisticsScroll(language: Int, columns: Int) throws {
        let texts = ScreenTexts.all[language]
        try ScreenFitTerminalTests.onEachStore(
            columns: columns,
            { store in
                let app = try ScreenFitTerminalTests.goals(texts, store: store)
                try app.ok(["done", "Water"])
                return app
            }
        ) { store, app, walk in
            var screen = try walk.press("Tab")
            screen = try walk.waitUntil("the statistics") { $0.contains(texts.statistics) && $0.contains("▼") }
            #expect(!screen.contains(texts.average) && !screen.contains("▲"), "\(screen)")
            screen = try walk.press("End")
            #expect(screen.contains(texts.average) && screen.contains("▲") && !screen.contains("▼"), "\(screen)")
            // The last card is whole: its label, then its bottom border.
            let lines = screen.split(separator: "\n").map(String.init)
            let label = try #require(lines.firstIndex { $0.contains(texts.average) })
            #expect(lines[label + 1].contains("╰") && lines[label + 1].contains("╯"), "\(screen)")
            #expect(try walk.press("j") == screen)  // the end: nothing moves
            screen = try walk.press("Home")
            #expect(screen.contains("▼") && !screen.contains("▲") && !screen.contains(texts.average), "\(screen)")
            screen = try walk.press("PageDown")
            #expect(screen.contains("▲"), "\(screen)")
            screen = try walk.press("PageUp", "j", "Down", "k", "Up")
            #expect(!screen.contains("▲"), "\(screen)")
            try walk.quit("statistics, \(texts.locale), \(columns) columns, \(store)")
        }
    }

    @Test(
        "a card's history scrolls to its last records; the any-key line stays on the last row",
        arguments: ScreenTexts.all.indices, ScreenTexts.sizes)
    func historyScrolls(language: Int, columns: Int) throws {
        let texts = ScreenTexts.all[language]
        let app = try ScreenFitTerminalTests.tracker(texts, store: ScreenTexts.stores[(language + columns) % 2])
        for day in 1...12 { try app.ok(["done", "Water", "--date", String(format: "2026-03-%02d", day)]) }
        // The printed history's last line: the oldest of the last records.
        let oldest = try #require(
            app.ok(["show", "Water"]).split(separator: "\n").last.map {
                String($0).trimmingCharacters(in: .whitespaces)
            })
        let walk = try ScreenFitTerminalTests.walk(app, columns: columns)
        try MainScreenTerminalTests.pointer(on: "Gym", walk.tmux)
        try walk.press("j")
        try MainScreenTerminalTests.pointer(on: "Water", walk.tmux)
        var screen = try walk.press("i")
        screen = try walk.waitUntil("the history") { $0.contains("▼") }
        #expect(Self.lastRow(screen).contains(texts.close) && !screen.contains(oldest), "\(screen)")
        screen = try walk.press("End")
        #expect(screen.contains(oldest) && screen.contains("▲") && !screen.contains("▼"), "\(screen)")
        #expect(Self.lastRow(screen).contains(texts.close), "\(screen)")
        screen = try walk.press("PageUp", "Home")
        #expect(screen.contains("Water") && !screen.contains("▲"), "\(screen)")
        try walk.press("PageDown", "k", "j")
        try walk.press("x")  // any other key: back
        try walk.waitUntil("the main screen") { $0.contains(texts.keysHint) }
        try walk.quit("history, \(texts.locale), \(columns) columns")
    }

    @Test(
        "every screen of tracker and goals at 60×24 in German: no frame leaves anything of the one before",
        arguments: ScreenTexts.stores)
    func everyScreenInGermanAt60(store: String) throws {
        let texts = ScreenTexts.all[2]
        let tracker = try ScreenFitTerminalTests.tracker(texts, store: store)
        for day in 1...12 { try tracker.ok(["done", "Water", "--date", String(format: "2026-03-%02d", day)]) }
        var walk = try ScreenFitTerminalTests.walk(tracker, columns: 60)
        try walk.press("/")
        try walk.type("wa")
        try walk.press("BSpace", "BSpace", "Enter", "Escape", "f", "Down", "Escape", "?", "x")
        try walk.press("c", "Left", "PageUp", "PageDown", "]", "[", "Up", "Escape")
        try walk.press("Tab", "j", "End", "Home", "PageDown", "PageUp", "Tab")
        try walk.press("j", "i", "End", "Home", "x", "h", "l", "p", "p", "d", "n")
        try walk.press("+", "Down", "Up", "Enter")
        try walk.type("Yoga")
        try walk.press(
            "Enter", "j", "Enter", "Space", "End", "Enter", "l", "j", "Enter", "h", "Enter", "Up", "Up", "Escape")
        try walk.press("e", "Down", "Down", "Down", "Down", "Down", "+", "+", "-", "-", "Enter", "Escape")
        try walk.quit("tracker, German, 60 columns, \(store)")

        let goals = try ScreenFitTerminalTests.goals(texts, store: store)
        walk = try ScreenFitTerminalTests.walk(goals, columns: 60)
        try walk.press("Space", "/")
        try walk.type("r")
        try walk.press(
            "Enter", "Escape", "?", "q", "c", "PageDown", "Escape", "Tab", "End", "Tab", "i", "x", "p", "j", "p")
        try walk.press("a")
        try walk.type("Yoga")
        try walk.press(
            "Enter", "l", "Enter", "j", "Enter", "Up", "Escape", "e", "Down", "Down", "Down", "+", "-", "Escape", "d",
            "n")
        try walk.quit("goals, German, 60 columns, \(store)")
    }
}
