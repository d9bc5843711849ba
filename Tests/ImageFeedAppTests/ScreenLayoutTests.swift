import Foundation
import Localization
import TerminalGraphics
import TerminalUI
import Testing
import UnsplashClient

@testable import ImageFeedApp

/// The pure pieces the screens' layout is made of: the card list's keys,
/// window and sign, the key lines and `?` pages in each language and width,
/// the failed login's alert, the logout alert's letters, the profile's
/// header on a short terminal, the full view's picture.
@Suite struct ScreenLayoutTests {
    static let photos: [Photo] = {
        let data = try? Data(contentsOf: InProcessTests.fixtures.appendingPathComponent("photos.json"))
        return data.flatMap { try? UnsplashJSON.decode([Photo].self, from: $0) } ?? []
    }()

    static let languages: [Language] = [.en, .ru, .de]
    static let widths = [80, 60, 40]

    @Test func theListsKeysMoveThePointerAndLeaveOtherKeysToTheScreen() {
        var list = CardList(photos: Array(Self.photos.prefix(10)))
        #expect(list.handle(.down) && list.cursor == 1)
        #expect(list.handle(.character("j")) && list.cursor == 2)
        #expect(list.handle(.character("k")) && list.cursor == 1)
        #expect(list.handle(.end) && list.cursor == 9)
        #expect(list.handle(.down) && list.cursor == 9, "no further than the last")
        #expect(list.handle(.character("g")) && list.cursor == 0)
        #expect(list.handle(.up) && list.cursor == 0)
        #expect(!list.handle(.character("q")) && !list.handle(.enter) && !list.handle(.character("o")))
    }

    @Test func theWindowFollowsThePointerAndTheSignSaysWhereItIs() {
        var list = CardList(photos: Array(Self.photos.prefix(10)))
        #expect(list.indicator(visible: 3) == "  1–3/10 ▼")
        _ = list.handle(.character("G"))
        #expect(list.top(visible: 3) == 7)
        #expect(list.indicator(visible: 3) == "▲ 8–10/10  ")
        for _ in 0..<4 { _ = list.handle(.up) }
        #expect(list.top(visible: 3) == 4, "the pointer in the middle: \(list.cursor)")
        #expect(CardList(photos: Array(Self.photos.prefix(3))).indicator(visible: 3) == nil, "all of it shows")
        #expect(CardList.capacity(rows: 22) == 3 && CardList.capacity(rows: 10) == 1 && CardList.capacity(rows: 2) == 1)
    }

    @Test func aCardIsThePointerThePreviewAndTheTextBesideIt() {
        let preview = CardPreviews.placeholder(TerminalStyle(depth: .none))
        let card = CardList.card(
            ["date", "author"], preview: preview, pointed: true, style: TerminalStyle(depth: .none))
        #expect(card.count == CardList.cardRows)
        #expect(card[0] == "› " + preview[0] + "  date")
        #expect(card[2] == "  " + preview[2], "no text: no trailing spaces")
        #expect(DisplayWidth.of(card[1]) == CardList.textIndent + DisplayWidth.of("author"))
    }

    @Test(arguments: languages, widths)
    func everyKeyLineFitsAndEndsWithWhereTheOtherKeysAre(language: Language, width: Int) {
        let l = Localizer(language: language)
        let lines: [LocalizedText] = [
            .imagefeedScreenKeys, .imagefeedScreenKeysBasic, .imagefeedViewerKeys, .imagefeedViewerKeysBasic,
            .imagefeedProfileKeys,
        ]
        for keys in lines.map({ l($0) }) {
            let line = FullScreenPage.statusLine(keys: keys, more: l(.imagefeedScreenMore), width: width)
            #expect(DisplayWidth.of(line) <= width, "\(line)")
            let items = Set(keys.components(separatedBy: " · "))
            #expect(line.components(separatedBy: " · ").allSatisfy(items.contains), "whole items only: \(line)")
            #expect(line == keys || line.hasSuffix(l(.imagefeedScreenMore)), "\(line)")
            #expect(keys.contains(l(.imagefeedScreenMore)), "the marker is one of the line's own items: \(keys)")
        }
    }

    @Test(arguments: languages, widths)
    func everyKeysPageLinesItsDescriptionsUp(language: Language, width: Int) {
        let l = Localizer(language: language)
        let pages: [LocalizedText] = [
            .imagefeedFeedHelp, .imagefeedFeedHelpBasic, .imagefeedViewerHelp, .imagefeedViewerHelpBasic,
            .imagefeedProfileHelp,
        ]
        for page in pages {
            let entries = l(page).split(separator: "\n").map(String.init)
            #expect(entries.allSatisfy { $0.contains("   ") }, "every entry is KEYS   text: \(entries)")
            let rows = FullScreenPage.helpLines(l(page), title: "T", width: width).dropFirst(2)
            #expect(rows.allSatisfy { DisplayWidth.of($0) <= width }, "\(rows)")
            // No row twice: a frame check would take the copy for a redraw's leftover.
            let texts = rows.map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(Set(texts).count == texts.count, "\(language) \(width): \(rows)")
            // Every row's text starts in one column: after the widest keys and three spaces.
            let widest = entries.map { DisplayWidth.of($0.components(separatedBy: "   ")[0]) }.max() ?? 0
            let column = 2 + widest + 3
            for row in rows.map(Array.init) {
                #expect(
                    row.count > column && row[column - 1] == " " && row[column] != " ",
                    "\(language) \(width): “\(String(row))”")
            }
        }
    }

    @Test func aListsSignGoesAtTheRightEndOfItsTitleWhenThereIsRoom() {
        #expect(FullScreenPage.titled("Лента", sign: "  1–3/5 ▼", width: 20) == "Лента      " + "  1–3/5 ▼")
        #expect(FullScreenPage.titled("Лента", sign: nil, width: 20) == "Лента")
        #expect(FullScreenPage.titled("Избранное: 120 фото", sign: "▲ 4–6/10 ▼", width: 25) == "Избранное: 120 фото")
    }

    @Test(arguments: languages)
    func aFailedLoginIsTheErrorAlertWithTheReasonAndOK(language: Language) {
        let l = Localizer(language: language)
        let failed = ImageFeedError.loginFailed(reason: "invalid_client: Client authentication failed")
        let alert = AuthScreen.failureAlert(failed, l, columns: 80, rows: 24)
        #expect(alert.title == l(.imagefeedLoginFailedTitle))
        #expect(alert.message == l(.imagefeedLoginFailedMessage) + " (invalid_client: Client authentication failed)")
        #expect(alert.actions == [language == .ru ? "ОК" : "OK"])
        var pressed = alert
        #expect(pressed.handle(.enter) == .finished)
        pressed = alert
        #expect(pressed.handle(.escape) == .finished)
        pressed = alert
        #expect(pressed.handle(.character("x")) == .running)
    }

    @Test(arguments: languages, [(80, 24), (60, 24), (40, 12)])
    func theMissingKeysHintWrapsAtWordsInsideTheAlert(language: Language, size: (Int, Int)) {
        let l = Localizer(language: language)
        let (columns, rows) = size
        let file = "/home/someone/.config/pocket/image-feed/config.json"
        let alert = AuthScreen.failureAlert(
            ImageFeedError.missingKeys(configFile: file), l, columns: columns, rows: rows)
        let box = alert.lines(TerminalStyle(depth: .none), width: columns)
        #expect(box.count <= rows - 1, "the box leaves the key line: \(box)")
        #expect(box.allSatisfy { StyledText.width($0) <= columns }, "\(box)")
        let text = box.map { $0.dropFirst(2).dropLast(2).trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        let words = ImageFeedError.missingKeys(configFile: file).hint(l)!.split(separator: " ").map(String.init)
        if rows >= 24 {
            #expect(text.contains(file), "the file's path whole: \(box)")
            for word in words { #expect(text.contains(word), "“\(word)” whole: \(box)") }
        } else {
            #expect(text.contains("…"), "cut where the box ends: \(box)")
        }
    }

    @Test func aMessageTooLongForItsRowsEndsWithAnEllipsis() {
        let message = "one two three four five six seven eight nine ten"
        #expect(AuthScreen.fitted(message, width: 10, lines: 9) == message)
        #expect(AuthScreen.fitted(message, width: 10, lines: 2) == "one two\nthree …")
    }

    @Test(
        arguments: [
            (Language.ru, "д", true), (.ru, "н", false), (.ru, "n", false), (.ru, "y", true), (.de, "j", true),
            (.de, "n", false), (.en, "y", true), (.en, "n", false), (.en, "н", nil), (.de, "н", nil),
        ] as [(Language, Character, Bool?)])
    func theLogoutAlertsLettersAnswerAsTheLanguagesWordsDo(language: Language, letter: Character, answer: Bool?) {
        let l = Localizer(language: language)
        var alert = ProfileScreen.logoutAlert(l)
        #expect(ProfileScreen.answer(&alert, .character(letter), l) == answer, "\(letter)")
    }

    @Test func otherLettersInTheAlertAreReadOnLatinKeys() {
        let l = Localizer(language: .en)
        var alert = ProfileScreen.logoutAlert(l)
        #expect(ProfileScreen.answer(&alert, .character("р"), l) == nil, "р is h: to «Yes»")
        #expect(alert.cursor == 0)
        #expect(ProfileScreen.answer(&alert, .enter, l) == true)
    }

    @Test func aShortTerminalKeepsTheNameAndRoomForACard() {
        let full = ["avatar  Name", "avatar  @name", "avatar  bio", "avatar", "avatar", "avatar"]
        #expect(ProfileScreen.header(full, compact: "Name  @name", rows: 24, listed: true) == full)
        #expect(ProfileScreen.header(full, compact: "Name  @name", rows: 12, listed: true) == ["Name  @name"])
        #expect(ProfileScreen.header(full, compact: "Name  @name", rows: 12, listed: false) == full, "basic")
    }

    @Test func theFullViewsKeysWorkOnARussianLayout() {
        var state = PhotoViewState()
        #expect(state.handle(Key.character("а").onLatinKeys) == .like)
        #expect(state.handle(Key.character("й").onLatinKeys) == .quit)
        #expect(state.handle(Key.character("в").onLatinKeys) == .download)
        _ = state.handle(Key.character("к").onLatinKeys)
        #expect(state.quarterTurns == 1)
    }

    @Test(arguments: [(80, 24), (60, 24), (40, 12), (80, 40)])
    func theFullViewsPhotoTakesTheScreenButTheKeyLineCentered(columns: Int, rows: Int) {
        let picture = PhotoPicture(
            mode: .blocks, cells: TerminalSize(columns: 10, rows: 6), cellPixels: ImageLayout.defaultCellPixels,
            options: RenderOptions(colors: .truecolor)
        )
        .filling(TerminalSize(columns: columns, rows: rows))
        #expect(picture.cells == TerminalSize(columns: columns, rows: rows - 1))
        for (width, height) in [(600, 400), (400, 600), (100, 100)] {
            let image = RGBImage(
                width: width, height: height, pixels: [UInt8](repeating: 0x80, count: width * height * 3))
            let lines = picture.draw(image).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            let drawn = lines.enumerated().filter { $0.element.contains("▀") }
            let top = drawn.first?.offset ?? 0
            let bottom = (rows - 1) - 1 - (drawn.last?.offset ?? 0)
            let left = drawn.first.map { $0.element.prefix { $0 == " " }.count } ?? 0
            let shown = drawn.first.map { $0.element.components(separatedBy: "▀").count - 1 } ?? 0
            let right = columns - left - shown
            #expect(lines.count <= rows - 1, "no row past the key line's")
            #expect(abs(top - bottom) <= 1 && abs(left - right) <= 1, "centered: \(top) \(bottom) \(left) \(right)")
            #expect(top + bottom <= 1 || left + right <= 1, "as large as fits: \(width)×\(height) \(top) \(left)")
        }
    }

    @Test func noRussianTextSaysTy() throws {
        let url = InProcessTests.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Localization/ImageFeed.xcstrings")
        let table = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let strings = try #require(table["strings"] as? [String: [String: Any]])
        let forbidden = ["ты", "твой", "твоя", "твоё", "твои", "твоего", "твоей", "тебя", "тебе", "тобой"]
        for (key, entry) in strings {
            let russian = String(describing: (entry["localizations"] as? [String: Any])?["ru"] ?? "")
            let words = russian.lowercased().split { !$0.isLetter }.map(String.init)
            #expect(!words.contains(where: forbidden.contains), "\(key): \(russian)")
        }
    }
}
