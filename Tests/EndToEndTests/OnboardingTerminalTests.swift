import Foundation
import Testing

/// The onboarding pager of the built `tracker` on a real terminal (tmux), in
/// Russian: ←/→ and the page control, Enter on the last page, Esc, the
/// terminal modes restored (`stty -a` before and after), and "shown once":
/// on the first interactive run, then never again on that store.
@Suite(
    "Onboarding on a terminal", .serialized,
    .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct OnboardingTerminalTests {
    static let firstTitle = "Отслеживайте только то, что хотите"
    static let secondTitle = "Даже если это не литры воды и йога"
    static let button = "Вот это технологии"
    static let emptyMainScreen = "Что будем отслеживать?"

    /// `tracker` in Russian on a fresh sqlite store, and a bash in an 80×24
    /// pane with the same environment to type its runs into.
    static func start() throws -> (ScriptedApp, TmuxSession) {
        let app = try TrackerCoreTests.tracker(store: "sqlite", language: "ru_RU.UTF-8")
        let session = try TmuxSession.shell(
            in: app.sandbox, environment: app.terminalEnvironment(["COLORTERM": "truecolor"]),
            columns: 80, rows: 24)
        return (app, session)
    }

    /// Types a line that runs `tracker ARGUMENTS` between two `stty -a`
    /// (into files named by `tag`), then prints `EXIT<tag>=<status>`: once
    /// that is on the screen, the run and both `stty` have ended. The marker
    /// is split in the typed line so the echoed command never matches it.
    static func typeRun(_ arguments: [String], _ app: ScriptedApp, in session: TmuxSession, tag: String) throws {
        let root = app.sandbox.root
        try session.typeLine(
            "clear; stty -a > '\(root)/stty\(tag)-before'; \(Shell.quote(try app.commandLine(arguments)));"
                + " status=$?; stty -a > '\(root)/stty\(tag)-after'; echo \"EX\"\"IT\(tag)=$status\"")
    }

    /// The status printed by `typeRun(…, tag:)` and the screen showing it.
    static func waitForExit(_ session: TmuxSession, tag: String) throws -> (status: Int32?, screen: String) {
        let screen = try session.waitUntil("EXIT\(tag)= on the screen") { $0.contains("EXIT\(tag)=") }
        let line = screen.split(separator: "\n").first { $0.hasPrefix("EXIT\(tag)=") }
        return (line.flatMap { Int32($0.dropFirst("EXIT\(tag)=".count).trimmingCharacters(in: .whitespaces)) }, screen)
    }

    /// The terminal after the run tagged `tag` is as it was before it: the
    /// modes (`stty -a`), the main screen (not the alternate one) and the cursor shown.
    static func expectTerminalRestored(_ app: ScriptedApp, tag: String, in session: TmuxSession) throws {
        let before = try String(contentsOfFile: app.sandbox.root + "/stty\(tag)-before", encoding: .utf8)
        let after = try String(contentsOfFile: app.sandbox.root + "/stty\(tag)-after", encoding: .utf8)
        #expect(!before.isEmpty)
        #expect(before == after, "the terminal modes changed:\n\(before)\n---\n\(after)")
        let modes = try session.screenModes()
        #expect(!modes.alternateScreen, "the terminal was left on the alternate screen")
        #expect(modes.cursorVisible, "the cursor was left hidden")
    }

    /// Checks the first page is shown alone; returns nothing, records failures.
    static func expectFirstPage(_ screen: String) {
        #expect(screen.contains("● ○"))
        #expect(!screen.contains("○ ●"))
        #expect(screen.contains(button))
        #expect(!screen.contains(secondTitle))
    }

    /// → shows the second page with the control following; ← the first again.
    static func expectArrowsTurnPages(_ session: TmuxSession) throws {
        try session.press("Right")
        var screen = try session.waitFor(secondTitle)
        #expect(screen.contains("○ ●"))
        #expect(!screen.contains("● ○"))
        #expect(!screen.contains(firstTitle))

        try session.press("Left")
        screen = try session.waitUntil("the first page again") { $0.contains(firstTitle) && !$0.contains(secondTitle) }
        #expect(screen.contains("● ○"))

        // → past the last page stays on it.
        try session.press("Right")
        try session.press("Right")
        screen = try session.waitFor(secondTitle)
        #expect(screen.contains("○ ●"))
    }

    @Test(
        """
        `tracker onboarding`: → and ← switch pages, the control follows, Enter on the last page exits 0, the \
        terminal is restored
        """
    )
    func pager() throws {
        let (app, session) = try Self.start()
        try Self.typeRun(["onboarding"], app, in: session, tag: "")
        Self.expectFirstPage(try session.waitFor(Self.firstTitle))
        try Self.expectArrowsTurnPages(session)

        try session.press("Enter")
        let (status, screen) = try Self.waitForExit(session, tag: "")
        #expect(status == 0)
        #expect(!screen.contains(Self.secondTitle), "the pager's lines were not cleared")
        #expect(!screen.contains(Self.button))
        try Self.expectTerminalRestored(app, tag: "", in: session)
    }

    @Test("Esc skips the onboarding, exits 0 and restores the terminal")
    func escapeSkips() throws {
        let (app, session) = try Self.start()
        try Self.typeRun(["onboarding"], app, in: session, tag: "")
        try session.waitFor(Self.firstTitle)
        try session.press("Escape")
        let (status, screen) = try Self.waitForExit(session, tag: "")
        #expect(status == 0)
        #expect(!screen.contains(Self.firstTitle) && !screen.contains(Self.button))
        try Self.expectTerminalRestored(app, tag: "", in: session)
    }

    @Test(
        """
        the first interactive `tracker` run shows the onboarding, then the interactive main screen; later runs do \
        not show it
        """
    )
    func shownOnceThenTheMainScreen() throws {
        let (app, session) = try Self.start()
        try Self.typeRun([], app, in: session, tag: "1")
        Self.expectFirstPage(try session.waitFor(Self.firstTitle))
        try Self.expectArrowsTurnPages(session)
        try session.press("Enter")
        // The button opens the (interactive) main screen; q leaves it.
        var screen = try session.waitUntil("the main screen") {
            $0.contains(Self.emptyMainScreen) && $0.contains("? клавиши")
        }
        #expect(
            !screen.contains(Self.button) && !screen.contains(Self.firstTitle) && !screen.contains(Self.secondTitle))
        try session.press("q")
        var (status, _) = try Self.waitForExit(session, tag: "1")
        #expect(status == 0)
        try Self.expectTerminalRestored(app, tag: "1", in: session)

        // Remembered: the main screen opens at once, never the pager.
        for (arguments, tag, mainScreenText) in [([String](), "2", Self.emptyMainScreen), (["list"], "3", "Трекеры")] {
            try Self.typeRun(arguments, app, in: session, tag: tag)
            var shownAgain: String?
            screen = try session.waitUntil("run \(tag)'s main screen or the onboarding") { screen in
                if screen.contains(Self.firstTitle) || screen.contains(Self.button) { shownAgain = screen }
                return shownAgain != nil || screen.contains("? клавиши")
            }
            #expect(shownAgain == nil, "the onboarding was shown again:\n\(shownAgain ?? "")")
            #expect(screen.contains(mainScreenText), "\(arguments)")
            try session.press("q")
            (status, screen) = try Self.waitForExit(session, tag: tag)
            #expect(status == 0, "\(arguments)")
            #expect(!screen.contains("Отслеживайте"), "\(arguments)")
        }
    }

    @Test(
        """
        the onboarding is one full-screen page (the alternate screen, what was on the terminal kept below it), \
        shown before the main screen only: `show NAME` on a first run shows the habit
        """
    )
    func fullScreenAndOnlyBeforeTheMainScreen() throws {
        let (app, session) = try Self.start()
        try app.ok(["category", "add", "Дом"])
        try app.ok(["add", "habit", "Вода", "--category", "Дом", "--schedule", "daily", "--emoji", "1", "--color", "1"])
        try Self.typeRun(["show", "Вода"], app, in: session, tag: "1")
        var (status, screen) = try Self.waitForExit(session, tag: "1")
        #expect(status == 0 && screen.contains("Последние отметки") && !screen.contains(Self.firstTitle), "\(screen)")

        // What was on the terminal stays there: the pages cover it, and leave it as it was.
        try session.typeLine(
            "clear; echo earlier-output; \(Shell.quote(try app.commandLine([]))); echo \"EX\"\"IT2=$?\"")
        screen = try session.waitFor(Self.firstTitle)
        #expect(try session.screenModes().alternateScreen, "the onboarding is drawn inline")
        #expect(!screen.contains("earlier-output"), "the onboarding shares the screen:\n\(screen)")
        // Centred: the title is neither on the first rows nor at the left edge.
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let titleRow = try #require(rows.firstIndex { $0.contains(Self.firstTitle) })
        #expect(titleRow > 3 && rows[titleRow].hasPrefix("    "))
        try session.press("Enter")
        try session.waitFor("? клавиши")
        try session.press("q")
        (status, screen) = try Self.waitForExit(session, tag: "2")
        #expect(status == 0 && screen.contains("earlier-output"), "\(screen)")
        let modes = try session.screenModes()
        #expect(!modes.alternateScreen && modes.cursorVisible)
    }
}
