import Foundation
import PocketTestSupport
import Testing

/// What people found on image-feed's screens, each reproduced where it was
/// seen (Russian or German, 80 and 60 columns) on a real terminal against
/// the fake server, every frame checked by `FrameWalk`: the profile's
/// favorites as cards that open in the full view, the failed login's alert
/// with its reason, the full view's photo over the whole screen, key lines
/// cut between their items, `?` pages in columns, letters on a Russian
/// layout, the help of `show`, and the lists' signs.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct ImageFeedScreenFixesTests {
    static let widths = [80, 60]
    static let liked = ["D6-6x_YzL-d", "Ci08wOhMIxw", "NHreL_aSIE-"]

    /// `arguments` of `world`'s image-feed in a `columns`×`rows` tmux session, with colors.
    static func screen(
        _ world: ImageFeedWorld, _ arguments: [String], columns: Int, rows: Int = 24,
        _ extra: [String: String?] = [:]
    ) throws -> TmuxSession {
        let colors: [String: String?] = ["COLORTERM": "truecolor"]
        return try TmuxSession(
            try world.app.commandLine(arguments), in: world.sandbox,
            environment: world.app.terminalEnvironment(colors.merging(extra) { $1 }), columns: columns, rows: rows)
    }

    static func rows(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The id on the card the `›` points at.
    static func pointedID(_ screen: String) -> String? {
        let lines = rows(screen)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("›") }) else { return nil }
        for line in lines[start..<min(lines.count, start + 5)] {
            if let range = line.range(of: "id ") ?? line.range(of: "ID ") {
                return String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// A logged-in world whose user liked `liked` (the newest like first on the profile).
    static func likingWorld(_ language: String) throws -> ImageFeedWorld {
        let world = try ImageFeedWorld(language: language)
        try world.login()
        for id in liked { try world.app.ok(["like", id]) }
        return world
    }

    // MARK: 1. the profile's favorites

    @Test(arguments: widths)
    func theProfileShowsTheFavoritesAsCardsThatOpenInTheFullView(columns: Int) throws {
        let world = try Self.likingWorld("ru_RU.UTF-8")
        let tmux = try Self.screen(world, ["feed", "--per-page", "3"], columns: columns)
        try tmux.waitFor("Enter открыть")
        let walk = try FrameWalk(tmux, columns: columns, rows: 24)
        try walk.press("p")
        let profile = try walk.waitUntil("the favorites' cards") {
            // The cards come in as their page arrives: wait for the second one too.
            $0.contains("Избранное: ") && Self.pointedID($0) == Self.liked[2] && $0.contains("id " + Self.liked[1])
        }
        #expect(profile.contains("@pocket_tester") && profile.contains("id " + Self.liked[1]), "\(profile)")
        #expect(profile.contains("░") || profile.contains("▀"), "a preview beside each card: \(profile)")
        try walk.press("j")
        #expect(Self.pointedID(walk.frame) == Self.liked[1], "j moves the pointer: \(walk.frame)")
        try walk.press("Enter")
        let view = try walk.waitUntil("the full view") {
            $0.contains("▀") && ImageFeedScreenKeysTests.lastLine($0).hasPrefix("←↑↓→")
        }
        #expect(!view.contains("Избранное"), "\(view)")
        try walk.press("q")
        let back = try walk.waitUntil("the profile again") { $0.contains("Избранное: ") }
        #expect(Self.pointedID(back) == Self.liked[1], "the pointer where it was: \(back)")
        try walk.press("q")
        try walk.waitUntil("the feed") { ImageFeedScreenKeysTests.lastLine($0).contains("Enter открыть") }
        try walk.quit("the profile's favorites")
        #expect(try world.server.requests(path: "/users/pocket_tester/likes").count >= 1)
    }

    @Test func theBasicProfileHasNoFavorites() throws {
        let world = try Self.likingWorld("ru_RU.UTF-8")
        let tmux = try Self.screen(world, ["--edition", "basic", "feed", "--per-page", "3"], columns: 60)
        try tmux.waitFor("Enter открыть")
        let walk = try FrameWalk(tmux, columns: 60, rows: 24)
        try walk.press("p")
        let profile = try walk.waitUntil("the profile") { $0.contains("@pocket_tester") }
        #expect(!profile.contains("Избранное") && Self.pointedID(profile) == nil, "\(profile)")
        #expect(ImageFeedScreenKeysTests.lastLine(profile).contains("o выйти"))
        try walk.press("q")
        try walk.waitUntil("the feed") { $0.contains("Enter открыть") }
        try walk.quit("the basic profile")
        #expect(try world.server.requests(path: "/users/pocket_tester/likes").isEmpty)
    }

    // MARK: 2. the failed login's alert

    @Test(arguments: widths)
    func aRejectedLoginShowsTheErrorAlertWithItsReason(columns: Int) throws {
        let world = try ImageFeedWorld(language: "ru_RU.UTF-8")
        var extra = try world.browser("curl -s -L --max-time 10 \"$1\" > /dev/null")
        extra["UNSPLASH_REDIRECT_URI"] = "http://127.0.0.1:\(ImageFeedWorld.freePort())/callback"
        extra["UNSPLASH_SECRET_KEY"] = "not-the-secret"
        let tmux = try Self.screen(world, ["feed"], columns: columns, extra)
        try tmux.waitFor("[ Войти ]")
        let walk = try FrameWalk(tmux, columns: columns, rows: 24)
        try walk.press("Enter")
        let alert = try walk.waitUntil("the error alert") { $0.contains("[ ОК ]") }
        for text in ["Что-то пошло не так(", "Не удалось войти в систему", "invalid_client"] {
            #expect(alert.contains(text), "\(text): \(alert)")
        }
        try walk.press("Enter")
        #expect(!walk.frame.contains("invalid_client") && walk.frame.contains("[ Войти ]"), "\(walk.frame)")
        #expect(ImageFeedScreenKeysTests.lastLine(walk.frame) == "Enter войти · q выйти")
        try walk.quit("a rejected login")
    }

    @Test(arguments: widths)
    func withoutKeysTheAlertsHintWrapsAtWords(columns: Int) throws {
        let world = try ImageFeedWorld(language: "ru_RU.UTF-8")
        let tmux = try Self.screen(
            world, ["feed"], columns: columns, ["UNSPLASH_ACCESS_KEY": nil, "UNSPLASH_SECRET_KEY": nil])
        try tmux.waitFor("[ Войти ]")
        let walk = try FrameWalk(tmux, columns: columns, rows: 24)
        try walk.press("Enter")
        let alert = try walk.waitUntil("the error alert") { $0.contains("[ ОК ]") }
        // The box's rows, inside its frame: every word of the hint whole on one of them.
        let inside = Self.rows(alert).filter { $0.hasPrefix("│") }.map {
            $0.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
        }
        let words = inside.joined(separator: " ").split(separator: " ").map(String.init)
        for word in [
            "UNSPLASH_ACCESS_KEY", "окружении", "{\"UNSPLASH_ACCESS_KEY\":", "unsplash.com/oauth/applications)",
        ] {
            #expect(words.contains(word), "“\(word)” whole: \(alert)")
        }
        #expect(inside.joined().contains("config.json"), "\(alert)")
        try walk.press("Escape")
        #expect(!walk.frame.contains("UNSPLASH_ACCESS_KEY") && walk.frame.contains("[ Войти ]"), "\(walk.frame)")
        try walk.quit("the missing keys' alert")
    }

    // MARK: 3. the full view's photo

    @Test(arguments: [(80, 24), (60, 24), (80, 40)])
    func theFullViewDrawsThePhotoAsLargeAsItCanCentered(columns: Int, rows: Int) throws {
        let world = try ImageFeedWorld(language: "de_DE.UTF-8")
        try world.login()
        let tmux = try Self.screen(
            world, ["show", ImageFeedWorld.firstPhoto, "--render", "blocks"], columns: columns, rows: rows)
        let walk = try FrameWalk(tmux, columns: columns, rows: rows)
        let view = try walk.waitUntil("the photo") {
            $0.contains("▀") && ImageFeedScreenKeysTests.lastLine($0).contains("? Tasten")
        }
        let lines = Self.rows(view)
        let drawn = lines.indices.filter { lines[$0].contains("▀") }
        let top = drawn.first ?? 0
        let bottom = (rows - 2) - (drawn.last ?? 0)
        let row = lines[top]
        let left = row.prefix { $0 == " " }.count
        let right = columns - left - row.filter { $0 == "▀" }.count
        #expect(abs(top - bottom) <= 1 && abs(left - right) <= 1, "centered: \(top) \(bottom) \(left) \(right)")
        #expect(top + bottom <= 1 || left + right <= 1, "as large as the screen allows: \(view)")
        #expect(drawn.count == (drawn.last ?? 0) - top + 1, "one block of rows")
        try walk.quit("the full view's photo")
    }
}
