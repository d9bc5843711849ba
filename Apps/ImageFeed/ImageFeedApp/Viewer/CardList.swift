import AppPlugin
import Localization
import TerminalUI
import UnsplashClient

/// A list of photo cards with a pointer, loaded page by page: the feed and
/// the profile's favorites are both one. ↑/↓ or j/k move, PgDn (or Space)
/// and PgUp a screen, Home/g and End/G the first and the last photo loaded;
/// the next page is asked for three cards before the end (`FeedPager`: no
/// page twice, no photo twice) and an empty page ends the list. The window
/// follows the pointer, and `indicator` says where it is when the list is
/// longer than the screen.
struct CardList {
    static let cardRows = CardPreviews.rows
    /// A card and the blank row above it.
    static let rowsPerCard = cardRows + 1
    /// What the card's text leaves of a line: the pointer, a space, the preview and two spaces.
    static let textIndent = 2 + CardPreviews.columns + 2

    let pager: FeedPager
    private(set) var photos: [Photo] = []
    private(set) var nextPage: Int
    /// Set once a page came back empty.
    private(set) var finished = false
    private(set) var cursor = 0
    /// Cards on the last drawn screen: what PgDn and PgUp move by.
    private(set) var visibleCards = 1

    init(pager: FeedPager, firstPage: Int = 1) {
        self.pager = pager
        nextPage = firstPage
    }

    /// For tests and for a list whose photos are already there.
    init(photos: [Photo], finished: Bool = true) {
        pager = FeedPager { page async throws(UnsplashError) in PhotoPage(page: page, perPage: 0, photos: []) }
        self.photos = photos
        self.finished = finished
        nextPage = 2
    }

    /// The pointed photo, if there is one.
    var pointed: Photo? { photos.indices.contains(cursor) ? photos[cursor] : nil }

    /// Whether the pointer is near enough the end for the next page.
    var wantsMore: Bool { !finished && cursor >= photos.count - 3 }

    /// The next page's new photos; an empty page ends the list.
    mutating func loadMore(_ context: ImageFeedContext) throws {
        let pager = self.pager
        let page = nextPage
        let fresh = try context.network { () async throws(UnsplashError) in try await pager.page(page) }
        nextPage += 1
        if fresh.isEmpty { finished = true }
        photos += fresh
    }

    /// Moves the pointer for a movement key; false for any other key (the screen's).
    mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .down, .character("j"): move(to: cursor + 1)
        case .up, .character("k"): move(to: cursor - 1)
        case .pageDown, .character(" "): move(to: cursor + visibleCards)
        case .pageUp: move(to: cursor - visibleCards)
        case .home, .character("g"): move(to: 0)
        case .end, .character("G"): move(to: photos.count - 1)
        default: return false
        }
        return true
    }

    /// The pointed photo as the full view (or a like) left it.
    mutating func replacePointed(with photo: Photo) {
        guard photos.indices.contains(cursor), photos[cursor].id == photo.id else { return }
        photos[cursor] = photo
    }

    private mutating func move(to index: Int) {
        cursor = min(max(0, photos.count - 1), max(0, index))
    }

    /// How many cards `rows` rows hold (at least one, cut by the frame if need be).
    static func capacity(rows: Int) -> Int { max(1, rows / rowsPerCard) }

    /// The first card shown when `visible` fit: the pointer in the middle where the list allows.
    func top(visible: Int) -> Int {
        min(max(0, cursor - visible / 2), ScrollWindow.lastTop(total: photos.count, height: visible))
    }

    /// `▲ 4–6/30 ▼` (the cards shown, of those loaded) when they do not all
    /// fit; nil when they do.
    func indicator(visible: Int) -> String? {
        guard ScrollWindow.scrolls(total: photos.count, height: visible) else { return nil }
        return ScrollWindow(top: top(visible: visible)).indicator(total: photos.count, height: visible)
    }

    /// The cards that fit in `rows` rows (each under a blank row), `end`
    /// under the last one once the list has ended; sets `visibleCards`.
    mutating func lines(
        rows: Int, columns: Int, end: String?, context: ImageFeedContext, previews: CardPreviews
    ) -> [String] {
        let visible = Self.capacity(rows: rows)
        visibleCards = visible
        let top = top(visible: visible)
        let card = PhotoCard(env: context.env, edition: context.edition, width: max(1, columns - Self.textIndent))
        var lines: [String] = []
        for index in top..<min(photos.count, top + visible) {
            let preview = previews.lines(for: photos[index]) ?? CardPreviews.placeholder(context.env.style)
            lines.append("")
            lines += Self.card(
                Self.text(photos[index], card: card, l: context.l), preview: preview,
                pointed: index == cursor, style: context.env.style)
        }
        if let end, finished, top + visible >= photos.count { lines += ["", end] }
        return lines
    }

    /// A card: `›` on the pointed one, the preview (or its placeholder) and the text beside it.
    static func card(_ text: [String], preview: [String], pointed: Bool, style: TerminalStyle) -> [String] {
        let pointer = pointed ? style.paint("›", bold: true) : " "
        return (0..<cardRows).map { row in
            let left = row < preview.count ? preview[row] : String(repeating: " ", count: CardPreviews.columns)
            let right = row < text.count ? text[row] : ""
            return (row == 0 ? pointer : " ") + " " + left + (right.isEmpty ? "" : "  " + right)
        }
    }

    /// The card's text (`PhotoCard.cell` in the card's width): the date and
    /// the heart side by side when they fit, else one under the other.
    static func text(_ photo: Photo, card: PhotoCard, l: Localizer) -> [String] {
        var text = card.cell(photo)
        guard !text.isEmpty else { return text }
        let date = l.longDate(photo.createdAt.day)
        let heart = card.heart(photo)
        let together = date + "   " + heart
        if heart.isEmpty {
            text[0] = date
        } else if StyledText.width(together) <= card.width {
            text[0] = together
        } else {
            text.replaceSubrange(0...0, with: [date, heart])
        }
        return Array(text.prefix(cardRows))
    }
}
