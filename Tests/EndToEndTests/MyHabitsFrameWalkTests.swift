import Foundation
import Testing

/// Every frame of the my-habits screens at 80×24, 60×24 and 40×12 in en,
/// ru and de, checked by `FrameWalk` (no line the terminal wraps, no row
/// past the last, nothing a redraw left behind): the list scrolled both
/// ways, the `?` page (scrolled where it is long), the delete alert, the
/// Information to its end, the details, the form's rows, palette, color
/// entry with a name typed, buttons and alert; then q.
@Suite("Every my-habits frame fits", .serialized, .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct MyHabitsFrameWalkTests {
    static let sizes = [(columns: 80, rows: 24), (columns: 60, rows: 24), (columns: 40, rows: 12)]
    static let locales = ["en_US.UTF-8", "ru_RU.UTF-8", "de_DE.UTF-8"]

    /// Six habits, one with a long name; each tracked a different number of
    /// days (Run 2, the long one 0, Habit 8 to 11 three to six), so no two
    /// cards share a row and a repeated row can only be a redraw's leftover.
    static func seeded(_ locale: String) throws -> ScriptedApp {
        let app = try MyHabitsCoreTests.myHabits(store: "sqlite", language: locale)
        let long = String(repeating: "Долгое название привычки ", count: 3)
        try app.ok(["add", "Run", "--time", "6:00", "--color", "#FD4C49"], today: "2026-03-10")
        try app.ok(["add", long, "--time", "7:00", "--color", "#34A7FE"], today: "2026-03-10")
        for hour in 8..<12 {
            try app.ok(["add", "Habit \(hour)", "--time", "\(hour):15", "--color", "tomato"], today: "2026-03-10")
            for day in 0..<(hour - 5) { try app.ok(["track", "Habit \(hour)"], today: "2026-03-1\(day)") }
        }
        try app.ok(["track", "Run"], today: "2026-03-17")
        try app.ok(["track", "Run"])
        return app
    }

    @Test(arguments: locales, sizes.indices)
    func everyFrameOfEveryScreen(locale: String, size: Int) throws {
        let (columns, rows) = Self.sizes[size]
        let app = try Self.seeded(locale)
        let (tmux, _) = try MyHabitsScreenTests.open(app, columns: columns, rows: rows)
        let walk = try FrameWalk(tmux, columns: columns, rows: rows)
        // The list, the ? page (scrolled), the alert answered with Esc.
        try walk.press("j", "j", "G", "PPage", "g", "?", "Down", "End", "Home", "x", "j", "d", "Right", "Escape")
        // The Space notes (tracked, then already tracked) on the long name.
        try walk.press("Space", "Space", "k")
        // The Information to its end and back, its ? page too.
        try walk.press("Tab", "j", "NPage", "End", "?", "x", "Home", "Tab")
        // The details, then the form: each row, the palette, a name typed, the buttons, the alert.
        try walk.press("Enter", "End", "Home", "e", "Tab", "Tab", "Right", "Down", "#")
        try walk.type("rebeccapurple")
        try walk.press("Up", "Tab", "Right", "Right", "Enter", "Left", "Escape", "Escape", "Escape")
        try walk.waitUntil("the Habits screen again") { $0.contains(MyHabitsScreenTests.hint(app)) }
        try walk.quit("\(locale) \(columns)×\(rows)")
    }
}
