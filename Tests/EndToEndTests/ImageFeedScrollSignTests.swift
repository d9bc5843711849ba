import Foundation
import PocketTestSupport
import Testing

/// image-feed's lists scroll with their pointer and say where they are
/// (`▲ 4–6/10 ▼` at the right end of their title, as the tracker's
/// statistics say it), a `?` page taller than the terminal scrolls with the
/// sign on its last row; and `show`'s help says what it draws and the
/// Russian texts say «вы».
@Suite(.serialized) struct ImageFeedScrollSignTests {
    @Test(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage), arguments: [80, 60])
    func theFeedAndTheFavoritesSayWhereThePointerIs(columns: Int) throws {
        let world = try ImageFeedScreenFixesTests.likingWorld("ru_RU.UTF-8")
        try world.app.ok(["like", ImageFeedWorld.firstPhoto])
        let tmux = try ImageFeedScreenFixesTests.screen(world, ["feed", "--per-page", "3"], columns: columns)
        try tmux.waitFor("Enter открыть")
        let walk = try FrameWalk(tmux, columns: columns, rows: 24)
        let title = { ImageFeedScreenFixesTests.rows(walk.frame).first ?? "" }
        try walk.waitUntil("the second page loaded") { ($0.split(separator: "\n").first ?? "").hasSuffix("1–3/6 ▼") }
        #expect(title().hasPrefix("Лента"))
        try walk.press("End")
        try walk.waitUntil("the sign at the end") { ($0.split(separator: "\n").first ?? "").contains("▲ ") }
        try walk.press("Home", "p")
        let profile = try walk.waitUntil("the favorites") { $0.contains("Избранное: ") }
        let favorites = ImageFeedScreenFixesTests.rows(profile).first { $0.hasPrefix("Избранное: ") } ?? ""
        #expect(favorites.hasSuffix("1–2/4 ▼"), "\(profile)")
        try walk.press("End")
        let end = ImageFeedScreenFixesTests.rows(walk.frame).first { $0.hasPrefix("Избранное: ") } ?? ""
        #expect(end.hasSuffix("▲ 3–4/4"), "\(walk.frame)")
        try walk.press("q")
        try walk.waitUntil("the feed") { $0.contains("Enter открыть") }
        try walk.quit("the lists' signs")
    }

    @Test(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func aKeysPageTallerThanTheTerminalScrolls() throws {
        let world = try ImageFeedWorld(language: "de_DE.UTF-8")
        try world.login()
        let tmux = try ImageFeedScreenFixesTests.screen(world, ["feed", "--per-page", "3"], columns: 40, rows: 12)
        try tmux.waitFor("Tasten")
        let walk = try FrameWalk(tmux, columns: 40, rows: 12)
        try walk.press("?")
        var last = ImageFeedScreenKeysTests.lastLine(walk.frame)
        #expect(last.contains("1–11/") && last.contains("▼") && !walk.frame.contains("q Esc"), "\(walk.frame)")
        try walk.press("End")
        last = ImageFeedScreenKeysTests.lastLine(walk.frame)
        #expect(last.contains("▲") && walk.frame.contains("q Esc"), "the last entry: \(walk.frame)")
        try walk.press("x")
        try walk.waitUntil("the feed") { $0.contains("›") }
        try walk.quit("a scrolling keys page")
    }

    @Test(arguments: ["en_US.UTF-8", "ru_RU.UTF-8", "de_DE.UTF-8"])
    func showsHelpSaysWhatItDraws(language: String) throws {
        let world = try ImageFeedWorld(language: language)
        for arguments in [["show", "--help"], ["help", "show"]] {
            let help = try world.app.ok(arguments)
            for name in ["kitty", "iTerm2", "sixel"] { #expect(help.contains(name), "\(arguments): \(help)") }
            for later in ["comes later", "появится позже", "kommt später"] {
                #expect(!help.contains(later), "\(arguments): \(help)")
            }
        }
    }

    @Test(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func theRussianKeysPageSaysВаш() throws {
        let world = try ImageFeedWorld(language: "ru_RU.UTF-8")
        try world.login()
        let tmux = try ImageFeedScreenFixesTests.screen(world, ["feed", "--per-page", "3"], columns: 80)
        try tmux.waitFor("Enter открыть")
        try tmux.press("?")
        let page = try tmux.waitFor("ваш профиль")
        #expect(!page.contains("твой"), "\(page)")
        try tmux.press("x")
        try tmux.waitFor("Enter открыть")
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
    }
}
