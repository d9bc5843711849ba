import Foundation
import PocketTestSupport
import Testing

/// Every image-feed command against the fake server: feed pages, likes and
/// favorites, show with download (cached), share, profile, logout, the two
/// editions, analytics and the texts in each language.
@Suite(.serialized) struct ImageFeedCommandTests {
    static let photoKeys: Set<String> = [
        "id", "createdAt", "width", "height", "description", "likes", "likedByUser", "color",
        "blurHash", "urls", "link", "author",
    ]

    @Test func feedPagesAsJSONAndCards() throws {
        let world = try ImageFeedWorld()
        try world.login()
        let first = try world.app.json(["feed"])
        #expect(first["page"] as? Int == 1 && first["perPage"] as? Int == 10)
        let photos = try #require(first["photos"] as? [[String: Any]])
        #expect(photos.count == 10 && photos.allSatisfy { Set($0.keys) == Self.photoKeys })
        #expect(Set((photos[0]["urls"] as? [String: Any] ?? [:]).keys) == ["thumb", "small", "regular", "full"])
        #expect(Set((photos[0]["author"] as? [String: Any] ?? [:]).keys) == ["username", "name"])
        #expect(photos.contains { $0["description"] is NSNull } && photos.contains { $0["blurHash"] is NSNull })
        let second = try #require(try world.app.json(["feed", "--page", "2"])["photos"] as? [[String: Any]])
        #expect(
            second.count == 10
                && Set(second.compactMap { $0["id"] as? String }).isDisjoint(
                    with: photos.compactMap { $0["id"] as? String })
        )
        #expect((try world.app.json(["feed", "--page", "2", "--per-page", "3"])["photos"] as? [Any])?.count == 3)
        let request = try #require(try world.server.requests(path: "/photos").last)
        #expect(request["query"] as? String == "page=2&per_page=3")
        let headers = request["headers"] as? [String: String] ?? [:]
        #expect(headers["Accept-Version"] == "v1" && headers["Authorization"]?.hasPrefix("Bearer ") == true)
        let cards = try world.app.ok(["feed", "--per-page", "3"])
        #expect(cards.hasPrefix("Feed, page 1\n\n29 November 2026"), "\(cards)")
        for text in [
            "♡ 10", "A quiet lake at dawn", "by Annie Spratt (@anniespratt)", "id dvwQYFKRfaz",
            "Sunset over the hills red text",
        ] {
            #expect(cards.contains(text), "'\(text)' missing:\n\(cards)")
        }
        #expect(!cards.contains("\u{1B}") && !cards.contains("pwned"), "the description's escapes are removed")
        #expect(try world.app.ok([]) == world.app.ok(["feed"]), "feed is the default command")
        let past = try world.app.json(["feed", "--page", "99"])
        #expect((past["photos"] as? [Any])?.isEmpty == true)
        #expect(try world.app.run(["feed", "--per-page", "31"]).exitCode == 64)
        #expect(try world.app.run(["feed", "--page", "0"]).exitCode == 64)
    }

    @Test(arguments: [
        ("ru_RU.UTF-8", "Лента, страница 1", "29 ноября 2026", "автор Annie Spratt"),
        ("de_DE.UTF-8", "Feed, Seite 1", "29. November 2026", "von Annie Spratt"),
    ])
    func feedInTheLanguage(locale: String, title: String, date: String, author: String) throws {
        let world = try ImageFeedWorld(language: locale)
        try world.login()
        let cards = try world.app.ok(["feed", "--per-page", "2"])
        #expect(cards.contains(title) && cards.contains(date) && cards.contains(author), "\(cards)")
    }

    @Test func likeUnlikeAndFavorites() throws {
        let world = try ImageFeedWorld()
        try world.login()
        let id = ImageFeedWorld.firstPhoto
        #expect(try world.app.ok(["favorites"]).contains("No favorites yet"))
        let liked = try world.app.json(["like", id])
        #expect(
            Set(liked.keys) == Self.photoKeys && liked["likedByUser"] as? Bool == true && liked["likes"] as? Int == 11)
        #expect(try world.server.requests(path: "/photos/\(id)/like", method: "POST").count == 1)
        let favorites = try #require(try world.app.json(["favorites"])["photos"] as? [[String: Any]])
        #expect(favorites.map { $0["id"] as? String } == [id])
        #expect(try world.app.ok(["feed", "--per-page", "1"]).contains("♥ 11"), "the feed shows the like at once")
        #expect(try world.app.ok(["unlike", id]).hasPrefix("Like taken back: \(id)  ♡ 10"))
        #expect(try world.app.json(["favorites"])["photos"] as? [Any] != nil)
        #expect((try world.app.json(["favorites"])["photos"] as? [Any])?.isEmpty == true)
        let unknown = try world.app.run(["like", "no-such-photo"])
        #expect(
            unknown.exitCode == 64 && unknown.stderrLines.first == "error: no photo with the id no-such-photo",
            "\(unknown)")
    }

    @Test func theBasicEditionHasNoLikesAndNoFavorites() throws {
        let world = try ImageFeedWorld()
        try world.login()
        for arguments in [
            ["--edition", "basic", "like", "x"], ["unlike", "x", "--edition", "basic"],
            ["--edition", "basic", "favorites"],
        ] {
            let result = try world.app.run(arguments)
            #expect(
                result.exitCode == 64 && result.stderr.contains("the basic edition has no likes and no favorites"),
                "\(result)")
        }
        let viaVariable = try world.app.run(["like", "x"], environment: ["IMAGE_FEED_EDITION": "basic"])
        #expect(viaVariable.exitCode == 64, "\(viaVariable)")
        #expect(try world.server.requests(path: "/photos/x/like", method: "POST").isEmpty)
        let cards = try world.app.ok(["--edition", "basic", "feed", "--per-page", "2"])
        #expect(!cards.contains("♡") && !cards.contains("♥") && cards.contains("A quiet lake at dawn"), "\(cards)")
        #expect(try world.app.run(["feed"], environment: ["IMAGE_FEED_EDITION": "premium"]).exitCode == 64)
        #expect(try world.app.ok(["--edition", "extended", "feed", "--per-page", "1"]).contains("♡ 10"))
    }

    @Test func showDownloadsOnceAndTellsUnsplash() throws {
        let world = try ImageFeedWorld()
        try world.login()
        let id = ImageFeedWorld.firstPhoto
        let facts = try world.app.ok(["show", id, "--render", "none"])
        for text in [
            "A quiet lake at dawn", "by Annie Spratt (@anniespratt)", "Uploaded: 29 November 2026", "Size: 6000 × 4000",
            "Likes: ♡ 10", "Color: #0c2626", "Link: \(world.server.baseURL)/p/\(id)",
        ] {
            #expect(facts.contains(text), "'\(text)' missing:\n\(facts)")
        }
        #expect(try world.app.ok(["show", id]) == facts, "auto without a terminal is none")
        #expect(try world.app.run(["show", id, "--render", "bitmap"]).exitCode == 64)
        let target = world.sandbox.root + "/saved.jpg"
        let saved = try world.app.ok(["show", id, "--download", target])
        #expect(saved.hasSuffix("Saved to \(target)\n"), "\(saved)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: target))
        #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]) && bytes.count == 10_672)
        #expect(world.sandbox.mode(of: target) == 0o600)
        // Into a folder, a second time: from the cache, and the download is counted again.
        let folder = world.sandbox.root + "/photos"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let json = try world.app.json(["show", id, "--download", folder])
        #expect(json["id"] as? String == id && FileManager.default.fileExists(atPath: folder + "/\(id).jpg"))
        #expect(
            try world.server.requests(path: "/images/photo-1-full.jpg").count == 1,
            "the image came over the network once")
        #expect(try world.server.requests(path: "/photos/\(id)/download").count == 2, "download tracking each time")
        #expect(world.sandbox.mode(of: world.cacheFolder) == 0o700)
        #expect(!world.cacheEntries.isEmpty)
        let missing = try world.app.run(["show", "nope", "--download", target])
        #expect(missing.exitCode == 64 && missing.stderrLines == ["error: no photo with the id nope"], "\(missing)")
    }

    @Test func aCacheCapOfZeroKeepsNothing() throws {
        let world = try ImageFeedWorld(environment: ["IMAGE_FEED_CACHE_MAX_MB": "0"])
        try world.login()
        for name in ["a.jpg", "b.jpg"] {
            try world.app.ok(["show", ImageFeedWorld.firstPhoto, "--download", world.sandbox.root + "/" + name])
        }
        #expect(try world.server.requests(path: "/images/photo-1-full.jpg").count == 2)
        #expect(world.cacheEntries.isEmpty, "\(world.cacheEntries)")
    }

    @Test func unchangedPagesAreRevalidatedNotRefetched() throws {
        let world = try ImageFeedWorld()
        try world.login()
        let first = try world.app.json(["feed", "--per-page", "2"])
        let second = try world.app.json(["feed", "--per-page", "2"])
        #expect(NSDictionary(dictionary: first) == NSDictionary(dictionary: second))
        let requests = try world.server.requests(path: "/photos")
        #expect(requests.count == 2)
        #expect((requests[1]["headers"] as? [String: String])?["If-None-Match"]?.hasPrefix("\"") == true)
    }

    @Test func shareProfileAndLogout() throws {
        let world = try ImageFeedWorld()
        try world.login()
        let id = ImageFeedWorld.firstPhoto
        #expect(try world.app.ok(["share", id]) == world.server.baseURL + "/p/\(id)\n")
        let shared = try world.app.json(["share", id])
        #expect(shared["link"] as? String == world.server.baseURL + "/p/\(id)" && shared["copied"] as? Bool == false)
        let profile = try world.app.ok(["profile"])
        #expect(
            profile.contains("Pocket Tester") && profile.contains("@pocket_tester")
                && profile.contains("Testing the feed"), "\(profile)")
        #expect(!profile.contains("\u{1B}"), "the bio's escape is removed")
        let json = try world.app.json(["profile"])
        #expect(
            Set(json.keys) == ["username", "name", "bio", "avatar"]
                && (json["avatar"] as? String)?.contains("profile-") == true)
        try world.server.addFault(["path": "/me", "status": 500])
        let broken = try world.app.run(["profile"])
        #expect(
            broken.exitCode == 69 && broken.stdout.contains("?")
                && broken.stdout.contains("The profile could not be loaded"), "\(broken)")
        #expect(!broken.stdout.contains("pocket_tester"), "no name or username when the profile did not load")
        try world.server.clearFaults()

        let refused = try world.app.run(["logout"])
        #expect(refused.exitCode == 64 && refused.stderr.contains("--yes"), "\(refused)")
        #expect(try world.app.run(["feed"]).exitCode == 0, "no means nothing changed")
        #expect(!world.cacheEntries.isEmpty)
        let out = try world.app.json(["logout", "--yes"])
        #expect(out["loggedOut"] as? Bool == true && out["username"] as? String == "pocket_tester")
        #expect(world.cacheEntries.isEmpty, "logout empties the cache")
        #expect(try world.app.run(["feed"]).exitCode == 77)
        #expect(try world.app.ok(["logout"]) == "Not logged in: nothing to do.\n")
        let none = try world.app.json(["logout"])
        #expect(none["loggedOut"] as? Bool == false && none["username"] is NSNull, "the same keys without a session")
    }

    @Test func logoutAsksOnATerminal() throws {
        let world = try ImageFeedWorld(language: "ru_RU.UTF-8")
        try world.login()
        let environment = world.app.terminalEnvironment()
        let no = try TmuxSession(try world.app.commandLine(["logout"]), in: world.sandbox, environment: environment)
        _ = try no.waitFor("Уверены, что хотите выйти? (y: Да, N: Нет) [y/N]")
        #expect(try no.capture().contains("Пока, пока!"))
        try no.typeLine("н")
        #expect(try no.waitForExit() == 1)
        #expect(try world.app.run(["feed"]).exitCode == 0, "«Нет» keeps the session")
        let yes = try TmuxSession(try world.app.commandLine(["logout"]), in: world.sandbox, environment: environment)
        _ = try yes.waitFor("[y/N]")
        try yes.typeLine("да")
        #expect(try yes.waitForExit() == 0)
        #expect(try world.app.run(["feed"]).exitCode == 77)
    }

    /// The German question names «j» for yes, so the key hint says «[j/N]» and «j» confirms.
    @Test func logoutAsksWithOneYesKeyInGerman() throws {
        let world = try ImageFeedWorld(language: "de_DE.UTF-8")
        try world.login()
        let environment = world.app.terminalEnvironment()
        let session = try TmuxSession(
            try world.app.commandLine(["logout"]), in: world.sandbox, environment: environment)
        let screen = try session.waitFor("Willst du dich wirklich abmelden? (j: Ja, N: Nein) [j/N]")
        #expect(!screen.contains("[y/N]"), "\(screen)")
        try session.typeLine("j")
        #expect(try session.waitForExit() == 0)
        #expect(try world.app.run(["feed"]).exitCode == 77, "«j» logged out")
    }

    @Test func aSpinnerShowsOnATerminalWhileTheRequestRuns() throws {
        let world = try ImageFeedWorld()
        try world.login()
        try world.server.addFault(["path": "/photos", "delay": 3, "times": 1])
        let session = try TmuxSession(
            try world.app.commandLine(["--json", "feed", "--per-page", "1"]), in: world.sandbox,
            environment: world.app.terminalEnvironment())
        _ = try session.waitFor("Loading…", timeout: .seconds(10))
        #expect(try session.waitForExit() == 0)
        // Without a terminal nothing but the result: the other tests compare stderr line by line.
        let piped = try world.app.run(["feed", "--per-page", "1"])
        #expect(piped.exitCode == 0 && piped.stderr.isEmpty, "\(piped)")
    }

    @Test func analyticsNameTheScreensAndClicks() throws {
        let world = try ImageFeedWorld()
        try world.login()
        let id = ImageFeedWorld.firstPhoto
        for arguments in [
            ["feed"], ["like", id], ["unlike", id], ["show", id, "--download", world.sandbox.root + "/x.jpg"],
            ["share", id], ["profile"], ["logout", "--yes"],
        ] {
            try world.app.ok(arguments)
        }
        let lines = try String(contentsOfFile: world.sandbox.analyticsLog, encoding: .utf8).split(separator: "\n")
        let events = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String] }
        let described = events.map { [$0["event"], $0["screen"], $0["item"]].compactMap { $0 }.joined(separator: " ") }
        #expect(
            described == [
                "open Feed", "close Feed", "click Feed like", "click Feed like", "open SingleImage",
                "click SingleImage download",
                "close SingleImage", "click SingleImage share", "open Profile", "close Profile", "click Profile logout",
            ], "\(described)")
        #expect(events.allSatisfy { $0["app"] == "image-feed" })
    }

    @Test func thePocketHostRunsIt() throws {
        let world = try ImageFeedWorld()
        try world.login()
        #expect(
            try world.app.throughHost.ok(["feed", "--per-page", "1"]) == world.app.ok(["feed", "--per-page", "1"]))
    }
}
