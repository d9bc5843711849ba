import Foundation
import PocketTestSupport
import Testing

/// Every frame of image-feed's screens checked by `FrameWalk` (no line past
/// the last column or row, no copy left by a redraw) at 80×24, 60×24 and
/// 40×12 in en, ru and de: the feed, its `?` page, the full view and its
/// page, the profile with its favorites, their full view, the logout alert,
/// the auth screen and its error alert; and every way out (q, Esc, Ctrl-C)
/// leaves the terminal as it was.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct ImageFeedFrameTourTests {
    struct Texts: Sendable, CustomTestStringConvertible {
        let locale, more, favorites, alert, button: String
        var testDescription: String { locale }
    }

    static let languages = [
        Texts(locale: "en_US.UTF-8", more: "? keys", favorites: "Favorites: ", alert: "Bye bye!", button: "Log in"),
        Texts(
            locale: "ru_RU.UTF-8", more: "? клавиши", favorites: "Избранное: ", alert: "Пока, пока!",
            button: "Войти"),
        Texts(
            locale: "de_DE.UTF-8", more: "? Tasten", favorites: "Favoriten: ", alert: "Tschüss!",
            button: "Anmelden"),
    ]

    static let sizes = [(80, 24), (60, 24), (40, 12)]

    @Test(arguments: languages, sizes)
    func everyFrameOfTheFeedTheFullViewAndTheProfileIsClean(texts: Texts, size: (Int, Int)) throws {
        let (columns, rows) = size
        let world = try ImageFeedScreenFixesTests.likingWorld(texts.locale)
        let tmux = try ImageFeedScreenFixesTests.screen(
            world, ["feed", "--per-page", "3"], columns: columns, rows: rows)
        try tmux.waitFor(texts.more)
        let walk = try FrameWalk(tmux, columns: columns, rows: rows)
        try walk.press("j", "?", "Down", "x")
        try walk.waitUntil("the feed") { $0.contains("›") && $0.contains(texts.more) }
        try walk.press("Enter")
        try walk.waitUntil("the full view") { ImageFeedScreenKeysTests.lastLine($0).hasPrefix("←↑↓→") }
        try walk.press("+", "Right", "r", "?", "x", "0", "q")
        try walk.waitUntil("the feed again") { $0.contains("›") }
        try walk.press("p")
        try walk.waitUntil("the favorites") { $0.contains(texts.favorites) && $0.contains("›") }
        try walk.press("j", "?", "x", "Enter")
        try walk.waitUntil("a favorite's full view") { ImageFeedScreenKeysTests.lastLine($0).hasPrefix("←↑↓→") }
        try walk.press("q")
        try walk.waitUntil("the favorites again") { $0.contains(texts.favorites) }
        try walk.press("o")
        #expect(walk.frame.contains(texts.alert), "\(walk.frame)")
        try walk.press("Escape", "q")
        try walk.waitUntil("the feed at last") { $0.contains("›") && !$0.contains(texts.favorites) }
        try walk.quit("\(texts.locale) \(columns)×\(rows)")
    }

    @Test(arguments: languages, sizes)
    func everyFrameOfTheAuthScreenAndItsAlertIsClean(texts: Texts, size: (Int, Int)) throws {
        let (columns, rows) = size
        let world = try ImageFeedWorld(language: texts.locale)
        let tmux = try ImageFeedScreenFixesTests.screen(
            world, ["feed"], columns: columns, rows: rows, ["UNSPLASH_ACCESS_KEY": nil, "UNSPLASH_SECRET_KEY": nil])
        try tmux.waitFor("[ " + texts.button + " ]")
        let walk = try FrameWalk(tmux, columns: columns, rows: rows)
        try walk.press("Enter")
        let alert = try walk.waitUntil("the alert") { $0.contains("╰") }
        #expect(alert.contains("[ OK ]") || alert.contains("[ ОК ]"), "the button: \(alert)")
        try walk.press("x", "Escape")
        #expect(!walk.frame.contains("╰"), "Esc closed it: \(walk.frame)")
        try walk.press("Enter", "Enter")
        #expect(!walk.frame.contains("╰"), "Enter closed it: \(walk.frame)")
        try walk.quit("the auth screen \(texts.locale) \(columns)×\(rows)")
    }

    /// `arguments` typed into a shell between two `stty -a` (`tag`), the screen up.
    static func shell(_ world: ImageFeedWorld, _ arguments: [String], tag: String, _ extra: [String: String?] = [:])
        throws -> TmuxSession
    {
        let colors: [String: String?] = ["COLORTERM": "truecolor"]
        let tmux = try TmuxSession.shell(
            in: world.sandbox, environment: world.app.terminalEnvironment(colors.merging(extra) { $1 }),
            columns: 60, rows: 24)
        try OnboardingTerminalTests.typeRun(arguments, world.app, in: tmux, tag: tag)
        return tmux
    }

    static func expectLeft(_ world: ImageFeedWorld, _ tmux: TmuxSession, tag: String, status: Int32) throws {
        let (exit, screen) = try OnboardingTerminalTests.waitForExit(tmux, tag: tag)
        #expect(exit == status, "\(screen)")
        #expect(!screen.contains("›") && !screen.contains("╰"), "the shell's screen again: \(screen)")
        try OnboardingTerminalTests.expectTerminalRestored(world.app, tag: tag, in: tmux)
    }

    @Test func escFromTheProfileAndTheFeedAndCtrlCInAFavoriteLeaveTheTerminalAsItWas() throws {
        let world = try ImageFeedScreenFixesTests.likingWorld("ru_RU.UTF-8")
        var tmux = try Self.shell(world, ["feed", "--per-page", "3"], tag: "1")
        try tmux.waitFor("Enter открыть")
        try tmux.press("p")
        try tmux.waitFor("Избранное: ")
        try tmux.press("Escape")
        try tmux.waitUntil("the feed") { !$0.contains("Избранное") && $0.contains("Enter открыть") }
        try tmux.press("Escape")
        try Self.expectLeft(world, tmux, tag: "1", status: 0)
        tmux = try Self.shell(world, ["feed", "--per-page", "3"], tag: "2")
        try tmux.waitFor("Enter открыть")
        try tmux.type("з")
        try tmux.waitFor("Избранное: ")
        try tmux.press("Enter")
        try tmux.waitUntil("a favorite's full view") { ImageFeedScreenKeysTests.lastLine($0).hasPrefix("←↑↓→") }
        try tmux.press("C-c")
        try Self.expectLeft(world, tmux, tag: "2", status: 130)
        tmux = try Self.shell(world, ["feed", "--per-page", "3"], tag: "3")
        try tmux.waitFor("Enter открыть")
        try tmux.type("й")
        try Self.expectLeft(world, tmux, tag: "3", status: 0)
    }

    @Test func ctrlCAndEscOnTheAuthScreensAlertLeaveTheTerminalAsItWas() throws {
        let world = try ImageFeedWorld(language: "de_DE.UTF-8")
        let noKeys: [String: String?] = ["UNSPLASH_ACCESS_KEY": nil, "UNSPLASH_SECRET_KEY": nil]
        var tmux = try Self.shell(world, ["feed"], tag: "1", noKeys)
        try tmux.waitFor("[ Anmelden ]")
        try tmux.press("Enter")
        try tmux.waitFor("[ OK ]")
        try tmux.press("C-c")
        try Self.expectLeft(world, tmux, tag: "1", status: 130)
        tmux = try Self.shell(world, ["feed"], tag: "2", noKeys)
        try tmux.waitFor("[ Anmelden ]")
        try tmux.press("Enter")
        try tmux.waitFor("[ OK ]")
        try tmux.press("Escape")
        try tmux.waitUntil("the alert closed") { !$0.contains("[ OK ]") }
        try tmux.press("Escape")
        try Self.expectLeft(world, tmux, tag: "2", status: 0)
    }
}
