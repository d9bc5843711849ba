import Foundation
import PocketTestSupport
import Testing

/// The keys of image-feed's screens where people found them wanting
/// (Russian and German, 80 and 60 columns, every frame checked): key lines
/// cut between their items with «? клавиши» at the end, `?` pages whose
/// descriptions start in one column, letters on a Russian layout, the
/// logout alert's д/j/н, `show`'s help, and the lists' signs.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct ImageFeedScreenKeyFixesTests {
    struct Texts: Sendable, CustomTestStringConvertible {
        let locale: String
        let feedKeys, viewerKeys, more, firstHelp: String
        var testDescription: String { locale }
    }

    static let languages = [
        Texts(
            locale: "ru_RU.UTF-8", feedKeys: "↑↓ выбор · l лайк · Enter открыть · p профиль · ? клавиши · q выйти",
            viewerKeys: "←↑↓→ сдвиг · f лайк · + − масштаб · d скачать · ? клавиши · q назад", more: "? клавиши",
            firstHelp: "предыдущее, следующее фото"),
        Texts(
            locale: "de_DE.UTF-8",
            feedKeys: "↑↓ bewegen · l liken · Enter öffnen · p Profil · ? Tasten · q beenden",
            viewerKeys: "←↑↓→ verschieben · f liken · + − zoomen · d herunterladen · ? Tasten · q zurück",
            more: "? Tasten", firstHelp: "das vorige, das nächste Foto"),
    ]

    /// `line` is `keys` whole, or whole items of it ending with `more`, in `columns`.
    static func expectFitted(_ line: String, keys: String, more: String, columns: Int) {
        let items = Set(keys.components(separatedBy: " · "))
        #expect(line.count <= columns, "\(line)")
        #expect(line == keys || line.hasSuffix(" · " + more), "cut with the marker: “\(line)”")
        #expect(line.components(separatedBy: " · ").allSatisfy(items.contains), "whole items only: “\(line)”")
    }

    /// The `?` page's entry rows start their descriptions in the column of the first one's.
    static func expectAligned(_ page: String, first: String) {
        let rows = ImageFeedScreenFixesTests.rows(page).dropFirst(2).filter { !$0.isEmpty }
        guard let firstRow = rows.first, let start = firstRow.range(of: first) else {
            Issue.record("no “\(first)”: \(page)")
            return
        }
        let column = firstRow.distance(from: firstRow.startIndex, to: start.lowerBound)
        for row in rows.dropLast().map(Array.init) {
            #expect(row.count > column && row[column - 1] == " " && row[column] != " ", "“\(String(row))”")
        }
    }

    // MARK: 4. key lines and ? pages

    @Test(arguments: languages, [80, 60])
    func keyLinesFitBetweenTheirItemsAndKeysPagesLineUp(texts: Texts, columns: Int) throws {
        let world = try ImageFeedWorld(language: texts.locale)
        try world.login()
        let tmux = try ImageFeedScreenFixesTests.screen(world, ["feed", "--per-page", "3"], columns: columns)
        try tmux.waitFor(texts.more)
        let walk = try FrameWalk(tmux, columns: columns, rows: 24)
        let last = { ImageFeedScreenKeysTests.lastLine(walk.frame) }
        Self.expectFitted(last(), keys: texts.feedKeys, more: texts.more, columns: columns)
        try walk.press("?")
        Self.expectAligned(walk.frame, first: texts.firstHelp)
        try walk.press("x", "Enter")
        try walk.waitUntil("the full view") { ImageFeedScreenKeysTests.lastLine($0).hasPrefix("←↑↓→") }
        Self.expectFitted(last(), keys: texts.viewerKeys, more: texts.more, columns: columns)
        try walk.press("?")
        #expect(walk.frame.contains("h k j l"), "\(walk.frame)")
        Self.expectAligned(
            walk.frame, first: texts.locale.hasPrefix("ru") ? "сдвинуть картинку" : "das Bild verschieben")
        try walk.press("x", "q")
        try walk.waitUntil("the feed") { $0.contains("›") }
        try walk.quit("key lines and ? pages")
    }

    // MARK: 5. a Russian layout

    @Test(arguments: [80, 60])
    func lettersWorkOnARussianLayoutAndTheAlertTakesДAndН(columns: Int) throws {
        let world = try ImageFeedWorld(language: "ru_RU.UTF-8")
        try world.login()
        let tmux = try ImageFeedScreenFixesTests.screen(world, ["feed", "--per-page", "3"], columns: columns)
        try tmux.waitFor("Enter открыть")
        let walk = try FrameWalk(tmux, columns: columns, rows: 24)
        let first = ImageFeedScreenFixesTests.pointedID(walk.frame)
        try walk.type("о")  // j
        #expect(ImageFeedScreenFixesTests.pointedID(walk.frame) != first, "о moves on: \(walk.frame)")
        try walk.type("л")  // k
        #expect(ImageFeedScreenFixesTests.pointedID(walk.frame) == first)
        try walk.type("д")  // l: like
        try walk.waitUntil("the like") { ImageFeedScreenKeysTests.pointed($0).contains("♥") }
        try walk.press("Enter")
        try walk.waitUntil("the full view") { ImageFeedScreenKeysTests.lastLine($0).hasPrefix("←↑↓→") }
        try walk.type("а")  // f: unlike
        try walk.waitUntil("the unlike") { $0.contains("Лайк убран") }
        try walk.type("й")  // q: back
        try walk.waitUntil("the feed") { $0.contains("Enter открыть") }
        try walk.type("з")  // p
        try walk.waitUntil("the profile") { $0.contains("@pocket_tester") }
        try walk.type("щ")  // o
        #expect(walk.frame.contains("Уверены, что хотите выйти?"), "\(walk.frame)")
        try walk.type("н")  // нет, never yes (it is the Y key)
        #expect(!walk.frame.contains("Уверены") && walk.frame.contains("@pocket_tester"), "\(walk.frame)")
        #expect(try world.app.run(["profile"]).exitCode == 0, "still logged in")
        try walk.type("щ")
        try walk.type("д")  // да
        try walk.waitUntil("the auth screen") { $0.contains("[ Войти ]") }
        try walk.type("й")
        #expect(try tmux.waitForExit() == 0)
        walk.expectClean("a Russian layout")
        #expect(try world.server.requests(path: "/photos/" + (first ?? "") + "/like", method: "POST").count == 1)
        #expect(try world.server.requests(path: "/photos/" + (first ?? "") + "/like", method: "DELETE").count == 1)
        #expect(try world.app.run(["profile"]).exitCode == 77, "logged out")
    }

    @Test func jAnswersTheGermanAlertWithJa() throws {
        let world = try ImageFeedWorld(language: "de_DE.UTF-8")
        try world.login()
        let tmux = try ImageFeedScreenFixesTests.screen(world, ["feed", "--per-page", "3"], columns: 60)
        try tmux.waitFor("Enter öffnen")
        let walk = try FrameWalk(tmux, columns: 60, rows: 24)
        try walk.press("p")
        try walk.waitUntil("the profile") { $0.contains("@pocket_tester") }
        try walk.press("o", "n")
        #expect(!walk.frame.contains("Tschüss!") && walk.frame.contains("@pocket_tester"), "n: nein")
        try walk.press("o", "j")
        try walk.waitUntil("the auth screen") { $0.contains("[ Anmelden ]") }
        try walk.quit("j in the German alert")
        #expect(try world.app.run(["profile"]).exitCode == 77)
    }
}
