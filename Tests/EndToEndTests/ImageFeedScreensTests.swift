import Foundation
import PocketTestSupport
import Testing

/// image-feed's screens on real terminals (80×24 and 60×24) against the
/// fake server, in en, ru and de, every frame checked by `FrameWalk`: the
/// auth screen's button logs in and opens the feed, `f` likes in the full
/// view (and a failed like changes nothing), the profile's logout alert
/// answers both ways.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct ImageFeedScreensTests {
    /// The texts each language shows on the way.
    struct Texts: Sendable, CustomTestStringConvertible {
        let locale: String
        let button, feedKeys, likeKey, likeHelp, liked, failed: String
        let profileKeys, title, message, yes, no: String
        var testDescription: String { locale }
    }

    static let languages = [
        Texts(
            locale: "en_US.UTF-8", button: "Log in",
            feedKeys: "Enter open", likeKey: "f like", likeHelp: "like or unlike",
            liked: "Liked dvwQYFKRfaz",
            failed: "Something went wrong. Please try again", profileKeys: "o log out", title: "Bye bye!",
            message: "Are you sure you want to log out?", yes: "Yes", no: "No"),
        Texts(
            locale: "ru_RU.UTF-8", button: "Войти",
            feedKeys: "Enter открыть", likeKey: "f лайк", likeHelp: "лайк или его снятие",
            liked: "Лайк поставлен: dvwQYFKRfaz",
            failed: "Что-то пошло не так. Попробуйте ещё раз", profileKeys: "o выйти", title: "Пока, пока!",
            message: "Уверены, что хотите выйти?", yes: "Да", no: "Нет"),
        Texts(
            locale: "de_DE.UTF-8", button: "Anmelden",
            feedKeys: "Enter öffnen", likeKey: "f liken", likeHelp: "liken oder nicht mehr liken",
            liked: "Geliked: dvwQYFKRfaz",
            failed: "Etwas ist schiefgelaufen. Bitte versuche es noch einmal", profileKeys: "o abmelden",
            title: "Tschüss!",
            message: "Willst du dich wirklich abmelden?", yes: "Ja", no: "Nein"),
    ]

    static let widths = [80, 60]

    /// The feed of `world` (3 photos a page) in a `columns`×24 tmux session.
    static func feed(_ world: ImageFeedWorld, columns: Int, _ extra: [String: String?] = [:]) throws -> TmuxSession {
        let colors: [String: String?] = ["COLORTERM": "truecolor"]
        return try TmuxSession(
            try world.app.commandLine(["feed", "--per-page", "3"]), in: world.sandbox,
            environment: world.app.terminalEnvironment(colors.merging(extra) { $1 }),
            columns: columns)
    }

    @Test(arguments: languages, widths)
    func theAuthScreenLogsInAndOpensTheFeed(texts: Texts, columns: Int) throws {
        let world = try ImageFeedWorld(language: texts.locale)
        // The browser follows the authorize page's redirect to the login's loopback listener.
        var extra = try world.browser("curl -s -L --max-time 10 \"$1\" > /dev/null")
        extra["UNSPLASH_REDIRECT_URI"] = "http://127.0.0.1:\(ImageFeedWorld.freePort())/callback"
        let tmux = try Self.feed(world, columns: columns, extra)
        try tmux.waitFor("[ " + texts.button + " ]")
        let walk = try FrameWalk(tmux, columns: columns, rows: 24)
        let logo = walk.frame.contains("████████████████") && walk.frame.contains("    ████████")
        #expect(logo, "the logo: \(walk.frame)")
        walk.expectClean("the auth screen")
        // Enter runs the login on the normal screen (its address may wrap there), then the feed opens.
        try tmux.press("Enter")
        let feed = try walk.waitUntil("the feed after the login") { $0.contains(texts.feedKeys) }
        #expect(feed.contains("dvwQYFKRfaz"), "the first card: \(feed)")
        try walk.quit("auth screen → login → feed")
        #expect(try world.app.json(["profile"])["username"] as? String == "pocket_tester", "the session is stored")
    }

    @Test func aFailedLoginStaysOnTheAuthScreenWithItsReason() throws {
        let world = try ImageFeedWorld(language: "en_US.UTF-8")
        let tmux = try Self.feed(world, columns: 60, ["UNSPLASH_ACCESS_KEY": nil, "UNSPLASH_SECRET_KEY": nil])
        try tmux.waitFor("[ Log in ]")
        let walk = try FrameWalk(tmux, columns: 60, rows: 24)
        try tmux.press("Enter")
        let screen = try walk.waitUntil("the reason in the error alert") {
            $0.contains("UNSPLASH_ACCESS_KEY") && $0.contains("[ OK ]")
        }
        #expect(screen.contains("Something went wrong(") && screen.contains("Could not log in"), "\(screen)")
        try walk.press("Enter")
        #expect(walk.frame.contains("[ Log in ]") && !walk.frame.contains("UNSPLASH_ACCESS_KEY"), "\(walk.frame)")
        try walk.quit("a failed login")
    }

    @Test(arguments: languages)
    func withoutATerminalTheFeedStillAsksToLogIn(texts: Texts) throws {
        let world = try ImageFeedWorld(language: texts.locale)
        for arguments in [["feed"], ["--json", "feed"]] {
            let result = try world.app.run(arguments)
            #expect(result.exitCode == 77 && result.stderr.contains("image-feed login"), "\(arguments): \(result)")
        }
    }

    @Test(arguments: languages, widths)
    func fLikesInTheFullViewAndAFailedLikeChangesNothing(texts: Texts, columns: Int) throws {
        let world = try ImageFeedWorld(language: texts.locale)
        try world.login()
        let tmux = try Self.feed(world, columns: columns)
        try tmux.waitFor(texts.feedKeys)
        let walk = try FrameWalk(tmux, columns: columns, rows: 24)
        try walk.press("Enter")
        let view = try walk.waitUntil("the full view's key line") {
            ImageFeedScreenKeysTests.lastLine($0).contains(texts.likeKey)
        }
        #expect(!view.contains(texts.feedKeys))
        try walk.press("?")
        #expect(walk.frame.contains("f                  " + texts.likeHelp), "the keys page names f: \(walk.frame)")
        try walk.press("x")
        try walk.press("f")
        try walk.waitUntil("the like done") { $0.contains(texts.liked) && $0.contains("♥ 11") }
        #expect(try world.server.requests(path: "/photos/dvwQYFKRfaz/like", method: "POST").count == 1)
        try world.server.addFault(["path": "/photos/dvwQYFKRfaz/like", "status": 503])
        try walk.press("f")
        let failed = try walk.waitUntil("the failed unlike's line") { $0.contains(texts.failed) }
        #expect(!failed.contains("♡"), "one line, the like as it was: \(failed)")
        try walk.press("q")
        let back = try walk.waitUntil("the feed again") { $0.contains(texts.feedKeys) }
        #expect(ImageFeedScreenKeysTests.pointed(back).contains("♥ 11"), "the feed shows the like: \(back)")
        try walk.quit("the full view's like")
        try world.server.clearFaults()
        let photo = try world.app.json(["show", "dvwQYFKRfaz"])
        #expect(photo["likedByUser"] as? Bool == true, "the failed unlike left the like")
    }

    @Test(arguments: ["en_US.UTF-8"], widths)
    func theBasicFullViewHasNoLikeKey(locale: String, columns: Int) throws {
        let world = try ImageFeedWorld(language: locale)
        try world.login()
        let tmux = try TmuxSession(
            try world.app.commandLine(["--edition", "basic", "show", "dvwQYFKRfaz", "--render", "blocks"]),
            in: world.sandbox, environment: world.app.terminalEnvironment(["COLORTERM": "truecolor"]),
            columns: columns)
        let view = try tmux.waitFor("q back")
        #expect(!view.contains("f like"))
        let walk = try FrameWalk(tmux, columns: columns, rows: 24)
        try walk.press("f", "?")
        #expect(walk.frame.contains("q Esc") && !walk.frame.contains("like"), "\(walk.frame)")
        try walk.press("x")
        try walk.quit("the basic full view")
        #expect(try world.server.requests(path: "/photos/dvwQYFKRfaz/like", method: "POST").isEmpty)
    }

    @Test(arguments: languages, widths)
    func theProfileLogsOutThroughItsAlert(texts: Texts, columns: Int) throws {
        let world = try ImageFeedWorld(language: texts.locale)
        try world.login()
        let tmux = try Self.feed(world, columns: columns)
        try tmux.waitFor(texts.feedKeys)
        let walk = try FrameWalk(tmux, columns: columns, rows: 24)
        try walk.press("p")
        let profile = try walk.waitUntil("the profile") {
            $0.contains("@pocket_tester") && $0.contains(texts.profileKeys)
        }
        #expect(profile.contains("Pocket Tester") && profile.contains("Testing the feed"), "name and bio: \(profile)")
        try walk.press("o")
        var alert = walk.frame
        #expect(alert.contains(texts.title) && alert.contains(texts.message), "\(alert)")
        #expect(alert.contains("[ " + texts.no + " ]") && alert.contains(texts.yes), "«No» pointed: \(alert)")
        // «No» closes the alert and changes nothing.
        try walk.press("Enter")
        #expect(!walk.frame.contains(texts.title) && walk.frame.contains("@pocket_tester"), "\(walk.frame)")
        #expect(try world.app.json(["profile"])["username"] as? String == "pocket_tester")
        // «Yes» logs out: the auth screen, no session, no cache.
        try walk.press("o", "Left")
        alert = walk.frame
        #expect(alert.contains("[ " + texts.yes + " ]"), "\(alert)")
        try walk.press("Enter")
        try walk.waitUntil("the auth screen") { $0.contains("[ " + texts.button + " ]") }
        #expect(world.cacheEntries.isEmpty, "the cache is gone: \(world.cacheEntries)")
        #expect(try world.app.run(["profile"]).exitCode == 77)
        try walk.quit("profile → logout")
    }
}
