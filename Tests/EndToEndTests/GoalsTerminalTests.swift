import Foundation
import Testing

/// The built `goals` on a real terminal (tmux), in Russian: the two-page
/// onboarding whose first button turns the page and whose second opens the
/// main screen, shown once; and `add` asking for what is missing with the
/// tracker's grids.
@Suite("goals on a terminal", .serialized, .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct GoalsTerminalTests {
    static let firstTitle = "Цель на каждый день"
    static let secondTitle = "Смотрите, как далеко вы продвинулись"
    static let next = "Далее"
    static let start = "Вот это технологии"

    static func session(_ app: ScriptedApp) throws -> TmuxSession {
        try TmuxSession.shell(
            in: app.sandbox, environment: app.terminalEnvironment(["COLORTERM": "truecolor"]),
            columns: 80, rows: 24)
    }

    /// Page one with «Далее» and `● ○`; Enter turns to page two (`○ ●`, the
    /// start button); Enter there closes the onboarding.
    static func pressThroughOnboarding(_ tmux: TmuxSession) throws {
        var screen = try tmux.waitFor(firstTitle)
        #expect(screen.contains("● ○") && screen.contains("[ " + next + " ]") && !screen.contains(secondTitle))
        try tmux.press("Enter")
        screen = try tmux.waitFor(secondTitle)
        #expect(screen.contains("○ ●") && screen.contains("[ " + start + " ]"))
        #expect(!screen.contains(firstTitle) && !screen.contains(next))
        try tmux.press("Enter")
    }

    @Test(
        """
        the first `goals` shows two pages: Enter turns the first, Enter on the second opens the main screen; never \
        again
        """
    )
    func onboardingButtonTurnsThenOpens() throws {
        let app = try GoalsCoreTests.goals(store: "sqlite", language: "ru_RU.UTF-8")
        let tmux = try Self.session(app)
        try OnboardingTerminalTests.typeRun([], app, in: tmux, tag: "1")
        try Self.pressThroughOnboarding(tmux)
        var screen = try tmux.waitUntil("the main screen") {
            $0.contains("Что будем отслеживать?") && $0.contains("? клавиши")
        }
        #expect(screen.contains("[ Цели ]"), "\(screen)")
        #expect(!screen.contains(Self.secondTitle) && !screen.contains(Self.start))
        try tmux.press("q")
        var (status, _) = try OnboardingTerminalTests.waitForExit(tmux, tag: "1")
        #expect(status == 0)
        try OnboardingTerminalTests.expectTerminalRestored(app, tag: "1", in: tmux)

        try OnboardingTerminalTests.typeRun(["list"], app, in: tmux, tag: "2")
        screen = try tmux.waitFor("? клавиши")
        #expect(!screen.contains(Self.firstTitle) && screen.contains("Что будем отслеживать?"), "\(screen)")
        try tmux.press("q")
        (status, screen) = try OnboardingTerminalTests.waitForExit(tmux, tag: "2")
        #expect(status == 0)

        // `goals onboarding` shows it again.
        try OnboardingTerminalTests.typeRun(["onboarding"], app, in: tmux, tag: "3")
        try Self.pressThroughOnboarding(tmux)
        (status, _) = try OnboardingTerminalTests.waitForExit(tmux, tag: "3")
        #expect(status == 0)
    }

    @Test("`goals add` on a terminal asks for the name, the emoji and the color, then creates the goal")
    func addAsksForWhatIsMissing() throws {
        let app = try GoalsCoreTests.goals(store: "json", language: "ru_RU.UTF-8")
        let tmux = try Self.session(app)
        try OnboardingTerminalTests.typeRun(["add"], app, in: tmux, tag: "1")
        // The onboarding comes before the main screen only, not before `add`.
        var screen = try tmux.waitFor("Введите название цели")
        #expect(screen.contains("Новая цель") && !screen.contains(Self.firstTitle))
        #expect(!screen.contains("Категория") && !screen.contains("Расписание"))
        try tmux.type("Бег по утрам")
        try tmux.waitFor("> Бег по утрам")
        try tmux.press("Enter")
        screen = try tmux.waitFor("😻")  // the emoji grid
        try tmux.press("Right")
        try tmux.press("Enter")  // 😻
        try tmux.waitFor("←↑↓→ — выбор")  // the color grid
        try tmux.press("Down")
        try tmux.press("Enter")  // the 7th color
        try tmux.waitFor("[ Создать ]")
        try tmux.press("Enter")
        let (status, _) = try OnboardingTerminalTests.waitForExit(tmux, tag: "1")
        #expect(status == 0)
        let goal = try #require((try GoalsCoreTests.sections(try app.json(["list"]))).first?.goals.first)
        #expect(goal["name"] as? String == "Бег по утрам")
        #expect(goal["emoji"] as? String == "😻")
        #expect(goal["color"] as? String == "#F9D4D4")
    }

    @Test("Esc in a picker of `goals add` goes back to the form, Esc on the form cancels: exit 1, nothing saved")
    func escapeCancels() throws {
        let app = try GoalsCoreTests.goals(store: "sqlite", language: "ru_RU.UTF-8")
        let tmux = try Self.session(app)
        try OnboardingTerminalTests.typeRun(["add", "Чтение", "--emoji", "2"], app, in: tmux, tag: "1")
        try tmux.waitFor("←↑↓→ — выбор")
        try tmux.press("Escape")  // back to the form, on the color row
        try tmux.waitUntil("the form") { $0.contains("Создать") && $0.contains("› Цвет") }
        try tmux.press("Escape")  // the form: cancel
        let (status, screen) = try OnboardingTerminalTests.waitForExit(tmux, tag: "1")
        #expect(status == 1)
        #expect(screen.contains("отменено, ничего не сохранено"))
        #expect(try GoalsCoreTests.sections(try app.json(["list"])).isEmpty)
        try OnboardingTerminalTests.expectTerminalRestored(app, tag: "1", in: tmux)
    }
}
