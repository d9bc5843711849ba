import Foundation
import PocketTestSupport
import Testing

/// What people found on my-habits' screens in tmux, each where it was seen:
/// key lines cut mid-word (de, 60 columns), the "already tracked" note cut
/// (ru, 80), the `?` page's columns (ru, de), Russian letters as commands
/// and the delete alert's yes keys, a CSS color name in the form's entry,
/// the Information's bullets, and long lists at 40×12 saying there is more.
@Suite("my-habits keys and texts", .serialized, .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct MyHabitsScreenKeysTests {
    static let long = "Долгое название привычки Долгое название привычки Долгое название"

    static func app(_ locale: String) throws -> ScriptedApp {
        let app = try MyHabitsCoreTests.myHabits(store: "sqlite", language: locale)
        try app.ok(["add", "Run", "--time", "6:00", "--color", "#FD4C49"])
        try app.ok(["add", long, "--time", "7:00", "--color", "#34A7FE"])
        for hour in 8..<12 { try app.ok(["add", "Habit \(hour)", "--time", "\(hour):15", "--color", "tomato"]) }
        return app
    }

    static func rows(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("The Information's key line ends with «? Tasten» at 60 columns, its keys whole")
    func informationKeyLineFits() throws {
        let app = try Self.app("de_DE.UTF-8")
        let (tmux, _) = try MyHabitsScreenTests.open(app, columns: 60)
        try tmux.press("Tab")
        let screen = try tmux.waitFor("[ Information ]")
        let rows = Self.rows(screen).filter { !$0.isEmpty }
        let status = try #require(rows.dropLast().last)
        #expect(status.count <= 60 && status.hasSuffix(" · ? Tasten"), "\(screen)")
        let full = "Leertaste weiter · ↑↓ blättern · q beenden".split(separator: " · ").map(String.init)
        for item in status.split(separator: " · ").dropFirst().dropLast() {
            #expect(full.contains(String(item)), "“\(item)” is cut: \(status)")
        }
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test("The «already tracked» note wraps at words in Russian", arguments: [80, 60])
    func alreadyTrackedWraps(columns: Int) throws {
        let app = try Self.app("ru_RU.UTF-8")
        let (tmux, _) = try MyHabitsScreenTests.open(app, columns: columns)
        try tmux.press("j", "Space")
        try tmux.waitFor("отмечена сегодня")
        try tmux.press("Space")
        let screen = try tmux.waitFor("ничего не изменено")
        let rows = Self.rows(screen).filter { !$0.isEmpty }
        #expect(rows.allSatisfy { $0.count <= columns }, "\(screen)")
        let note = "Привычка «\(Self.long)» уже отмечена сегодня; ничего не изменено"
        let start = try #require(rows.lastIndex { $0.hasPrefix("Привычка «") }, "\(screen)")
        #expect(rows[start..<(rows.count - 1)].joined(separator: " ") == note, "\(screen)")
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
    }

    /// The column where each row of the `?` page's descriptions starts.
    static func descriptionColumns(_ rows: [String]) -> [Int] {
        rows.map { row in
            let characters = Array(row)
            let indent = characters.prefix { $0 == " " }.count
            guard indent == 2, let gap = row.dropFirst(2).range(of: "   ") else { return indent }
            let afterGap = row[gap.upperBound...].prefix { $0 == " " }.count
            return row.distance(from: row.startIndex, to: gap.upperBound) + afterGap
        }
    }

    @Test(
        "The ? page's descriptions start in one column",
        arguments: [("ru_RU.UTF-8", "Клавиши", "любая клавиша"), ("de_DE.UTF-8", "Tasten", "beliebige Taste")],
        [80, 60])
    func helpColumnsAlign(language: (locale: String, title: String, close: String), columns: Int) throws {
        let app = try Self.app(language.locale)
        let (tmux, _) = try MyHabitsScreenTests.open(app, columns: columns)
        try tmux.press("?")
        let screen = try tmux.waitFor(language.close)
        let rows = Self.rows(screen)
        let title = try #require(rows.firstIndex(of: language.title), "\(screen)")
        let page = rows[(title + 1)...].prefix { !$0.isEmpty }
        #expect(page.count >= 8 && Set(Self.descriptionColumns(Array(page))).count == 1, "\(screen)")
        try tmux.press("x", "q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test("Russian letters are the commands on their keys; «н» never answers yes, «д» does")
    func russianLetters() throws {
        let app = try Self.app("ru_RU.UTF-8")
        let (tmux, _) = try MyHabitsScreenTests.open(app)
        try tmux.type("оо")  // j j
        try MyHabitsScreenTests.pointer(on: "Habit 8", tmux)
        try tmux.type("в")  // d
        try tmux.waitFor("Вы хотите удалить привычку \"Habit 8\"?")
        try tmux.type("н")  // on the Y key: no answer
        usleep(400_000)
        #expect(try tmux.capture().contains("Вы хотите удалить привычку"))
        #expect(try MyHabitsScreenTests.habit("Habit 8", app) != nil)
        try tmux.type("д")  // да
        try tmux.waitFor("Привычка «Habit 8» удалена")
        #expect(try MyHabitsScreenTests.habit("Habit 8", app) == nil)
        try tmux.type("?")
        try tmux.waitFor("Клавиши")
        try tmux.type("й")  // q: quits from the keys too
        #expect(try tmux.waitForExit() == 0)
    }

    @Test("The form's alert deletes on «j» in German")
    func germanYesInTheForm() throws {
        let app = try Self.app("de_DE.UTF-8")
        let (tmux, _) = try MyHabitsScreenTests.open(app)
        try tmux.press("e")
        try tmux.waitFor("› NAME")
        try tmux.press("Tab", "Tab", "Tab", "Right", "Right", "Enter")
        try tmux.waitFor("Möchtest du die Gewohnheit „Run“ löschen?")
        try tmux.type("j")
        try tmux.waitFor("„Run“ gelöscht")
        #expect(try MyHabitsScreenTests.habit("Run", app) == nil)
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test(
        "A CSS name typed after # is taken: rebeccapurple, #red",
        arguments: [("rebeccapurple", "#663399"), ("#red", "#FF0000")])
    func colorNames(typed: String, hex: String) throws {
        let app = try Self.app("en_US.UTF-8")
        let (tmux, _) = try MyHabitsScreenTests.open(app)
        try tmux.press("e", "Tab", "Tab")
        try tmux.waitFor("# a hex or a name")
        try tmux.type("#")
        try tmux.waitFor("› hex or name: > ▏#FD4C49")
        try tmux.waitFor("type #RRGGBB or a name")
        try tmux.type(typed)
        try tmux.waitFor(hex)
        try tmux.press("Enter", "Enter")
        try tmux.waitFor("Saved \"Run\"")
        #expect(try MyHabitsScreenTests.habit("Run", app)?["color"] as? String == hex)
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test(
        "A bullet's wrapped lines hang under its text",
        arguments: ["en_US.UTF-8", "ru_RU.UTF-8", "de_DE.UTF-8"], [(80, 24), (60, 24), (40, 12)])
    func bulletsHang(locale: String, size: (columns: Int, rows: Int)) throws {
        let app = try MyHabitsCoreTests.myHabits(store: "sqlite", language: locale)
        let (tmux, _) = try MyHabitsScreenTests.open(app, columns: size.columns, rows: size.rows)
        try tmux.press("Tab")
        try tmux.waitFor("1–")
        try tmux.press("End")
        let screen = try tmux.waitUntil("the last bullet") { $0.contains("• ") && !$0.contains(" 1–") }
        var inBullet = false
        var hanging = 0
        // The text's rows: the status row and the tab bar below them left out.
        for row in FrameCheck.rows(screen).dropLast(2) {
            if row.hasPrefix("• ") {
                inBullet = true
            } else if inBullet, !row.isEmpty {
                #expect(row.hasPrefix("  ") && !row.hasPrefix("   "), "“\(row)”\n\(screen)")
                hanging += 1
            }
        }
        #expect(hanging > 0, "\(screen)")
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test("At 40×12 the list scrolls with its pointer and says there is more; so does the ? page")
    func longListsSayThereIsMore() throws {
        let app = try Self.app("ru_RU.UTF-8")
        let (tmux, first) = try MyHabitsScreenTests.open(app, columns: 40, rows: 12)
        #expect(first.contains("  1–1/6 ▼") && first.contains("› [ ] Run"), "\(first)")
        try tmux.type("о")
        var screen = try tmux.waitFor("▲ 2–2/6 ▼")
        #expect(screen.contains("› [ ] Долгое название"), "\(screen)")
        try tmux.press("G")
        screen = try tmux.waitFor("▲ 6–6/6")
        #expect(screen.contains("› [ ] Habit 11"), "\(screen)")
        try tmux.press("?")
        screen = try tmux.waitFor("Клавиши")
        #expect(screen.contains("▼") && screen.contains("↑↓ прокрутка"), "\(screen)")
        try tmux.press("End")
        screen = try tmux.waitUntil("the end of the keys") { $0.contains("q Esc") && $0.contains("▲") }
        try tmux.press("x", "q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test("й quits from the list and the ? page; the terminal is as it was")
    func russianQuitRestores() throws {
        let app = try Self.app("ru_RU.UTF-8")
        let shell = try TmuxSession.shell(
            in: app.sandbox, environment: app.terminalEnvironment(["COLORTERM": "truecolor"]), columns: 80, rows: 24)
        for (tag, keys) in [("1", [String]()), ("2", ["?"])] {
            try OnboardingTerminalTests.typeRun([], app, in: shell, tag: tag)
            try shell.waitFor("? клавиши")
            for key in keys { try shell.type(key) }
            if !keys.isEmpty { try shell.waitFor("Клавиши") }
            try shell.type("й")
            let (status, screen) = try OnboardingTerminalTests.waitForExit(shell, tag: tag)
            #expect(status == 0 && !screen.contains("? клавиши"), "\(screen)")
            try OnboardingTerminalTests.expectTerminalRestored(app, tag: tag, in: shell)
        }
    }
}
