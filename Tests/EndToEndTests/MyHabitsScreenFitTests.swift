import Foundation
import Testing

/// Every my-habits screen at 80×24 and 60×24 in en, ru and de keeps to the
/// terminal: its first row is where it belongs (nothing scrolled the screen),
/// no row is wider than the pane, and the keys' row is the last one.
@Suite("The my-habits screens fit", .serialized, .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct MyHabitsScreenFitTests {
    struct Texts: Sendable {
        var locale: String, today: String, info: String, create: String, edit: String, delete: String
    }

    static let languages = [
        Texts(
            locale: "en_US.UTF-8", today: "Today", info: "How habits form", create: "Create", edit: "Edit",
            delete: "Delete habit"),
        Texts(
            locale: "ru_RU.UTF-8", today: "Сегодня", info: "Как формируются привычки", create: "Создать",
            edit: "Править",
            delete: "Удалить привычку"),
        Texts(
            locale: "de_DE.UTF-8", today: "Heute", info: "Wie Gewohnheiten entstehen", create: "Anlegen",
            edit: "Bearbeiten",
            delete: "Gewohnheit löschen"),
    ]

    /// The rows of `screen` that show something.
    static func rows(_ screen: String) -> [Substring] { screen.split(separator: "\n") }

    /// Waits for a frame whose first row starts with `first` and whose last
    /// rows hold `last`, then checks it keeps to `columns`×`rows`.
    @discardableResult
    static func expectFits(
        _ tmux: TmuxSession, first: String, last: String, columns: Int, rows: Int,
        _ what: String
    ) throws -> String {
        let screen = try tmux.waitUntil("\(what): '\(first)' first, '\(last)' last") { screen in
            let shown = Self.rows(screen)
            // A hint wraps into the rows kept for it: `last` may begin a row above.
            return shown.first?.hasPrefix(first) == true && shown.suffix(2).joined(separator: " ").contains(last)
        }
        let shown = Self.rows(screen)
        #expect(shown.count <= rows, "\(what)")
        #expect(shown.allSatisfy { $0.count <= columns }, "\(what): a row wider than \(columns):\n\(screen)")
        return screen
    }

    @Test(arguments: languages.indices, [80, 60])
    func everyScreenFits(language: Int, columns: Int) throws {
        let texts = Self.languages[language]
        let app = try MyHabitsCoreTests.myHabits(store: "sqlite", language: texts.locale)
        try app.ok(["add", "Run", "--time", "6:00", "--color", "#FD4C49"], today: "2026-01-01")
        try app.ok([
            "add", String(repeating: "Долгое название привычки ", count: 4), "--time", "7:00", "--color", "#34A7FE",
        ])
        for hour in 8..<12 { try app.ok(["add", "Habit \(hour)", "--time", "\(hour):15", "--color", "tomato"]) }
        try app.ok(["track", "Run"])
        let (tmux, _) = try MyHabitsScreenTests.open(app, columns: columns)
        let hint = MyHabitsScreenTests.hint(app)
        func fits(_ first: String, _ last: String, _ what: String) throws {
            try Self.expectFits(tmux, first: first, last: last, columns: columns, rows: 24, what)
        }
        try fits(texts.today, hint, "the Habits screen")
        try tmux.press("G")
        try fits(texts.today, hint, "the last card")
        try tmux.press("?")
        try fits(texts.today, hint, "the keys")
        try tmux.press("x")
        try tmux.press("g", "j", "d")
        try tmux.waitUntil("the alert's box under the progress card") { $0.components(separatedBy: "╭").count == 3 }
        try fits(texts.today, hint, "the delete alert")
        try tmux.press("Escape", "Tab")
        try fits(texts.info, hint, "the Information")
        try tmux.press("End")
        try fits("", hint, "the Information's end")
        try tmux.press("Tab", "g", "Enter")
        try fits("Run", "Esc", "the details")
        try tmux.press("e")
        try fits(texts.edit, "Esc", "the form's name")
        try tmux.press("Tab")
        try fits(texts.edit, "Esc", "the form's time")
        try tmux.press("Tab")
        try tmux.waitFor("██")
        try fits(texts.edit, "Esc", "the form's palette")
        try tmux.press("Tab", "Right", "Right")
        try tmux.waitFor("[ " + texts.delete + " ]")
        try fits(texts.edit, "Esc", "the form's buttons")
        try tmux.press("Enter")
        try tmux.waitFor("╭")
        try fits(texts.edit, "Esc", "the form's alert")
        try tmux.press("Escape", "Escape", "Escape")
        try fits(texts.today, hint, "back on the Habits screen")
        try tmux.press("+")
        try fits(texts.create, "Esc", "the new habit's form")
        try tmux.press("Escape", "q")
        #expect(try tmux.waitForExit() == 0)
    }
}
