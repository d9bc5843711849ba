import Foundation
import PocketTestSupport
import Testing

/// The keys of image-feed's screens on a real 80×24 terminal: the basic
/// edition's feed has no like, `?` lists the keys of the feed and of the
/// full view (whose key lines fit), PgDn/Home/End/G move through the feed
/// and a marker ends it.
@Suite(.serialized) struct ImageFeedScreenKeysTests {
    /// The line with the `›` pointer.
    static func pointed(_ screen: String) -> String {
        screen.split(separator: "\n").first { $0.hasPrefix("›") }.map(String.init) ?? ""
    }

    static func lastLine(_ screen: String) -> String {
        screen.split(separator: "\n", omittingEmptySubsequences: false).last {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
        .map(String.init) ?? ""
    }

    @Test(
        .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage),
        arguments: [
            ("en_US.UTF-8", "Enter open", "like"), ("ru_RU.UTF-8", "Enter открыть", "лайк"),
            ("de_DE.UTF-8", "Enter öffnen", "liken"),
        ])
    func theBasicFeedOffersNoLike(language: String, open: String, like: String) throws {
        let world = try ImageFeedWorld(language: language)
        try world.login()
        let tmux = try TmuxSession(
            try world.app.commandLine(["--edition", "basic", "feed", "--per-page", "3"]), in: world.sandbox,
            environment: world.app.terminalEnvironment(["COLORTERM": "truecolor"]))
        var screen = try tmux.waitFor(open)
        #expect(!Self.lastLine(screen).contains(like), "\(screen)")
        try tmux.press("l")
        try tmux.press("?")
        screen = try tmux.waitFor("q Esc")
        #expect(!screen.contains(like), "the keys page names no like: \(screen)")
        try tmux.press("x")
        try tmux.waitFor(open)
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
        let likes = try world.server.requests().filter { ($0["path"] as? String)?.hasSuffix("/like") == true }
        #expect(likes.isEmpty, "l sent nothing: \(likes)")
    }

    @Test(
        .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage),
        arguments: [
            ("en_US.UTF-8", "? keys · q quit", "the last photo loaded"),
            ("ru_RU.UTF-8", "? клавиши · q выйти", "последнее загруженное фото"),
            ("de_DE.UTF-8", "? Tasten · q beenden", "das letzte geladene Foto"),
        ])
    func theFeedListsItsKeys(language: String, keys: String, endKey: String) throws {
        try Self.expectKeysPage(["feed", "--per-page", "3"], language: language, keys: keys, pageText: endKey)
    }

    @Test(
        .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage),
        arguments: [
            ("en_US.UTF-8", "? keys · q back", "download the full size"),
            ("ru_RU.UTF-8", "? клавиши · q назад", "скачать в полном размере"),
            ("de_DE.UTF-8", "? Tasten · q zurück", "in voller Größe herunterladen"),
        ])
    func theFullViewListsItsKeys(language: String, keys: String, downloadKey: String) throws {
        try Self.expectKeysPage(
            ["show", ImageFeedWorld.firstPhoto, "--render", "blocks"], language: language, keys: keys,
            pageText: downloadKey)
    }

    /// The screen of `arguments` ends its 80-column key line with `keys` whole;
    /// `?` replaces the screen by the keys' page (with `pageText`), any key comes back.
    static func expectKeysPage(_ arguments: [String], language: String, keys: String, pageText: String) throws {
        let world = try ImageFeedWorld(language: language)
        try world.login()
        let tmux = try TmuxSession(
            try world.app.commandLine(arguments), in: world.sandbox,
            environment: world.app.terminalEnvironment(["COLORTERM": "truecolor"]))
        let screen = try tmux.waitFor(keys)
        #expect(lastLine(screen).hasSuffix(keys), "the whole key line fits 80 columns: \(screen)")
        try tmux.press("?")
        let page = try tmux.waitFor(pageText)
        #expect(
            page.contains("q Esc") && !page.contains(keys) && !page.contains("▀"),
            "the page replaces the screen: \(page)")
        try tmux.press("x")
        try tmux.waitFor(keys)
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test(.enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
    func pageKeysMoveThroughTheFeedAndItsEndIsMarked() throws {
        let world = try ImageFeedWorld(language: "ru_RU.UTF-8")
        try world.login()
        let all = try #require(try world.app.json(["feed", "--per-page", "30"])["photos"] as? [[String: Any]])
        let ids = all.compactMap { $0["id"] as? String }
        let tmux = try TmuxSession(
            try world.app.commandLine(["feed", "--per-page", "10"]), in: world.sandbox,
            environment: world.app.terminalEnvironment(["COLORTERM": "truecolor"]))
        try tmux.waitFor("Enter открыть")
        // 24 rows hold three cards: PgDn moves the pointer three photos on.
        try tmux.press("PageDown")
        var screen = try tmux.waitUntil("the pointer on the fourth photo") {
            Self.pointed($0).isEmpty == false && $0.contains("id " + ids[3])
        }
        #expect(!screen.contains("конец ленты"))
        // End reaches the last photo loaded; near it the next page loads, until an empty one ends the feed.
        screen = try tmux.waitUntil("the end marker") { screen in
            if !screen.contains("— конец ленты —") {
                try? tmux.press("End")
                usleep(200_000)
            }
            return screen.contains("— конец ленты —")
        }
        #expect(screen.contains("id " + ids[ids.count - 1]), "\(screen)")
        try tmux.press("Home")
        screen = try tmux.waitUntil("the pointer back on the first photo") { $0.contains("id " + ids[0]) }
        #expect(!screen.contains("— конец ленты —"))
        try tmux.press("G")
        try tmux.waitFor("— конец ленты —")
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0)
    }
}
