import Foundation
import Testing

/// `image-feed show ID --render MODE` of the built app against the fake
/// server: the photo drawn in each protocol into a pipe (an explicit mode
/// draws without a terminal), colors by `COLORTERM`, and the gray
/// placeholder with the error line when the image cannot load.
@Suite struct ImageFeedShowTests {
    static let id = ImageFeedWorld.firstPhoto

    @Test(arguments: [
        ("blocks", "▀", "\u{1B}[38;2;"), ("kitty", "\u{1B}_Ga=T,f=24,", "\u{1B}\\"),
        ("iterm", "\u{1B}]1337;File=inline=1;", "\u{7}"), ("sixel", "\u{1B}Pq", "\u{1B}\\"),
    ])
    func drawsThePhotoInEachProtocol(mode: String, start: String, end: String) throws {
        let world = try ImageFeedWorld()
        try world.login()
        let result = try world.app.run(["show", Self.id, "--render", mode])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.contains(start) && result.stdout.contains(end), "\(mode)")
        // The picture first, then the facts, as with `--render none`.
        let facts = try world.app.ok(["show", Self.id, "--render", "none"])
        #expect(result.stdout.hasSuffix(facts))
        #expect(!facts.contains("\u{1B}"))
        #expect(try world.server.requests().contains { ($0["path"] as? String ?? "").hasPrefix("/images/") })
    }

    @Test func halfBlocksUseThe256ColorPaletteWhenTheTerminalSaysSo() throws {
        let world = try ImageFeedWorld(environment: ["COLORTERM": "", "TERM": "xterm-256color"])
        try world.login()
        let drawn = try world.app.ok(["show", Self.id, "--render", "blocks"], environment: ["COLORTERM": "256"])
        #expect(drawn.contains("\u{1B}[38;5;") && !drawn.contains("\u{1B}[38;2;"))
    }

    @Test func anImageThatCannotLoadIsAGrayPlaceholderAndOneErrorLine() throws {
        let world = try ImageFeedWorld(language: "ru_RU.UTF-8")
        try world.login()
        try world.server.addFault(["path": "/images/", "status": 404])
        let result = try world.app.run(["show", Self.id, "--render", "blocks"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.contains("\u{1B}[38;2;142;142;142;48;2;142;142;142m▀"), "the gray placeholder")
        #expect(result.stderrLines == ["Что-то пошло не так. Фото не удалось загрузить."])
    }

    @Test func jsonStaysOneDocument() throws {
        let world = try ImageFeedWorld()
        try world.login()
        let result = try world.app.run(["--json", "show", Self.id, "--render", "blocks"])
        #expect(result.exitCode == 0)
        #expect((try result.jsonObject())["id"] as? String == Self.id)
    }

    @Test(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func theProfileDrawsTheAvatarBesideTheName() throws {
        let world = try ImageFeedWorld()
        try world.login()
        let tmux = try TmuxSession(
            world.app.commandLine(["profile"]), in: world.sandbox,
            environment: world.app.terminalEnvironment(["COLORTERM": "truecolor"]), columns: 80, rows: 24)
        #expect(try tmux.waitForExit() == 0)
        let lines = try tmux.capture().split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("▀▀▀▀") && $0.hasSuffix("@pocket_tester") }, "\(lines)")
        // Without a terminal: the box with the initials, as before.
        #expect(try world.app.ok(["profile"]).hasPrefix("╭────╮"))
    }

    @Test(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func theFullViewMovesZoomsTurnsSharesDownloadsAndGoesBack() throws {
        let world = try ImageFeedWorld()
        try world.login()
        let folder = world.sandbox.root + "/saved"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let tmux = try TmuxSession(
            world.app.commandLine(["show", Self.id, "--render", "blocks", "--download", folder]),
            in: world.sandbox, environment: world.app.terminalEnvironment(["COLORTERM": "truecolor"]),
            columns: 100, rows: 30)
        var screen = try tmux.waitFor("q back")
        #expect(screen.contains("▀"))
        // The keys are handled in order; the share line after them shows they were.
        for key in ["+", "+", "Right", "r", "-"] { try tmux.press(key) }
        try tmux.press("s")
        try tmux.waitFor("on the clipboard")
        try tmux.press("d")
        screen = try tmux.waitFor("Saved to")
        #expect(FileManager.default.fileExists(atPath: folder + "/" + Self.id + ".jpg"))
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
        screen = try tmux.capture()
        #expect(screen.contains("Annie Spratt") && !screen.contains("q back"), "the facts after the view")
    }

    @Test(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func theFeedScrollsPastAPageLikesOpensQuitsAndRestoresTheTerminal() throws {
        let world = try ImageFeedWorld()
        try world.login()
        let page = try #require(try world.app.json(["feed", "--per-page", "6"])["photos"] as? [[String: Any]])
        let ids = page.compactMap { $0["id"] as? String }
        try world.server.clearRequests()
        // Typed into a shell between two `stty -a`, so the restored terminal can be compared.
        let tmux = try TmuxSession.shell(
            in: world.sandbox, environment: world.app.terminalEnvironment(["COLORTERM": "truecolor"]),
            columns: 80, rows: 30)
        try OnboardingTerminalTests.typeRun(["feed", "--per-page", "3"], world.app, in: tmux, tag: "1")
        try tmux.waitFor("Enter open")
        for _ in 0..<4 { try tmux.press("j") }  // the fifth photo: page 2
        var screen = try tmux.waitUntil("the pointer on page 2's photo") { screen in
            screen.split(separator: "\n").contains { $0.hasPrefix("›") } && screen.contains("id " + ids[4])
        }
        let pages = try world.server.requests(path: "/photos").compactMap { $0["query"] as? String }
        #expect(pages.filter { $0.contains("page=2") }.count == 1, "\(pages)")
        #expect(pages.filter { $0.contains("page=1") }.count == 1, "\(pages)")
        let before = screen.split(separator: "\n").first { $0.hasPrefix("›") }.map(String.init) ?? ""
        try tmux.press("l")
        screen = try tmux.waitUntil("the heart filled") {
            $0.split(separator: "\n").contains { $0.hasPrefix("›") && $0.contains("♥") }
        }
        #expect(before.contains("♡"))
        try tmux.press("Enter")
        try tmux.waitFor("q back")
        try tmux.press("q")
        try tmux.waitFor("Enter open")
        try tmux.press("q")
        let (status, after) = try OnboardingTerminalTests.waitForExit(tmux, tag: "1")
        #expect(status == 0)
        #expect(!after.contains("Enter open"))
        try OnboardingTerminalTests.expectTerminalRestored(world.app, tag: "1", in: tmux)
        #expect(try world.server.requests(path: "/photos/" + ids[4] + "/like", method: "POST").count == 1)
    }

    @Test func theExtendedProfileShowsTheFavoritesWithTheirCount() throws {
        let world = try ImageFeedWorld(language: "ru_RU.UTF-8")
        try world.login()
        try world.app.ok(["like", Self.id])
        let profile = try world.app.ok(["profile"])
        let me = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    contentsOf: URL(
                        fileURLWithPath:
                            Self.fixtures + "/me.json"))) as? [String: Any])
        let count = try #require(me["total_likes"] as? Int)
        #expect(profile.contains("Избранное: \(count) фото") && profile.contains("id " + Self.id), "\(profile)")
        let basic = try world.app.ok(["--edition", "basic", "profile"])
        #expect(!basic.contains("Избранное") && basic.contains("@pocket_tester"))
    }

    static var fixtures: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
            + "/Fixtures/Unsplash"
    }
}
