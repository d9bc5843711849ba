import AppPlugin
import CLIKit
import FoundationEssentials
import Networking
import TerminalGraphics
import UnsplashClient

#if canImport(Glibc)
    import Glibc
#endif

/// `image-feed` / `image-feed feed` on an interactive terminal: the endless
/// feed full screen. Cards (a half-block preview beside the date, the heart
/// and the author), ↑/↓ or j/k move, PgDn/PgUp a screen, Home/g and End/G
/// the first and the last photo loaded; the next page is asked for three
/// cards before the end (`FeedPager`: no page twice, no photo twice), and
/// once a page comes back empty a marker ends the list. Each preview loads
/// on its own (`CardPreviews`), so the cards show before their pictures.
/// `l` likes or unlikes (the extended edition only), Enter opens the full
/// view, `p` the profile (where the user may log out: `loggedOut`), `?`
/// lists the keys, `q` quits. Resizes redraw; the terminal is restored on
/// every way out.
struct FeedScreen {
    let context: ImageFeedContext
    let pager: FeedPager
    var photos: [Photo] = []
    var nextPage: Int
    var finished = false
    var cursor = 0
    var message: String?
    /// Cards on the last drawn screen: what PgDn and PgUp move by.
    var visibleCards = 1
    let previews: CardPreviews
    /// The previews that had arrived when the screen was last drawn.
    var drawnArrivals = 0
    /// Set when the profile's logout ended the feed.
    private(set) var loggedOut = false
    var env: AppEnvironment { context.env }

    static let cardRows = CardPreviews.rows

    init(context: ImageFeedContext, api: UnsplashAPI, firstPage: Int, perPage: Int) {
        self.context = context
        pager = FeedPager { page async throws(UnsplashError) in try await api.photos(page: page, perPage: perPage) }
        nextPage = firstPage
        previews = CardPreviews(
            images: context.quietImages, options: RenderOptions(environment: context.env.variables),
            draws: context.env.style.depth != .none)
    }

    mutating func run() throws {
        let env = self.env
        try env.runFullScreen { reader in
            try loadMore()
            return try loop(&reader)
        }
    }

    private mutating func loop(_ reader: inout KeyReader) throws -> Bool {
        while true {
            if cursor >= photos.count - 3, !finished { try? loadMore() }
            draw()
            let key = nextKey(&reader)
            message = nil
            switch key {
            case .down, .character("j"): move(to: cursor + 1)
            case .up, .character("k"): move(to: cursor - 1)
            case .pageDown, .character(" "): move(to: cursor + visibleCards)
            case .pageUp: move(to: cursor - visibleCards)
            case .home, .character("g"): move(to: 0)
            case .end, .character("G"): move(to: photos.count - 1)
            case .character("l") where context.edition.hasLikes: like()
            case .enter: if try open(&reader) { return true }
            case .character("p"):
                switch try ProfileScreen(context: context).run(&reader) {
                case .back: break
                case .loggedOut:
                    loggedOut = true
                    return false
                case .interrupted: return true
                }
            case .character("?"): if try help(&reader) == .ctrlC { return true }
            case .ctrlC: return true
            case .character("q"), .escape, .ctrlD: return false
            default: break
            }
        }
    }

    /// The next key; while previews are on their way the screen is drawn
    /// again each time one arrives.
    private mutating func nextKey(_ reader: inout KeyReader) -> Key {
        while previews.isLoading || previews.arrived != drawnArrivals {
            if previews.arrived != drawnArrivals { draw() }
            do {
                if let key = try reader.next(waitingAtMost: 100) { return key }
            } catch {
                return .ctrlD
            }
        }
        return (try? reader.next()) ?? .ctrlD
    }

    private mutating func move(to index: Int) {
        cursor = min(max(0, photos.count - 1), max(0, index))
    }

    /// The keys of this screen (without `l` in the basic edition); the key that closed it.
    private func help(_ reader: inout KeyReader) throws -> Key {
        let text = context.l(context.edition.hasLikes ? .imagefeedFeedHelp : .imagefeedFeedHelpBasic)
        return try FullScreenPage.show(
            FullScreenPage.help(text, env: env, l: context.l), env: env, l: context.l, reader: &reader)
    }

    /// The next page's new photos; an empty page ends the feed.
    private mutating func loadMore() throws {
        let pager = self.pager
        let page = nextPage
        let fresh = try context.network { () async throws(UnsplashError) in try await pager.page(page) }
        nextPage += 1
        if fresh.isEmpty { finished = true }
        photos += fresh
    }

    private mutating func like() {
        guard photos.indices.contains(cursor) else { return }
        switch LikeCommand.toggled(photos[cursor], in: context) {
        case .changed(let photo): photos[cursor] = photo
        case .failed(let line): message = line
        }
    }

    /// The full view of the pointed photo (a like there shows here too); true when it ended with Ctrl-C.
    private mutating func open(_ reader: inout KeyReader) throws -> Bool {
        guard photos.indices.contains(cursor) else { return false }
        env.analytics.open(screen: ImageFeedPlugin.imageScreen)
        defer { env.analytics.close(screen: ImageFeedPlugin.imageScreen) }
        var viewer = PhotoViewer(
            context: context, photo: photos[cursor], picture: PhotoPicture.resolve(.auto, env: env),
            downloadTarget: FileManager.default.currentDirectoryPath)
        let interrupted = try viewer.show(&reader)
        photos[cursor] = viewer.photo
        return interrupted
    }

    private mutating func draw() {
        drawnArrivals = previews.arrived
        let size = FullScreenPage.size(env)
        let perCard = Self.cardRows + 1
        let visible = max(1, (size.rows - 2) / perCard)
        visibleCards = visible
        let top = min(max(0, cursor - visible / 2), max(0, photos.count - visible))
        var lines = [env.style.paint(context.l(.imagefeedScreenTitle), bold: true)]
        for index in top..<min(photos.count, top + visible) {
            lines.append("")
            lines += card(index)
        }
        if photos.isEmpty {
            lines += ["", context.l(.imagefeedFeedEmpty)]
        } else if finished, top + visible >= photos.count {
            lines += ["", env.style.paint(context.l(.imagefeedScreenEnd), dim: true)]
        }
        let keys = context.l(context.edition.hasLikes ? .imagefeedScreenKeys : .imagefeedScreenKeysBasic)
        let status = message.map { env.style.paint($0, foreground: PhotoCard.red) } ?? env.style.paint(keys, dim: true)
        FullScreenPage.frame(lines, status: status, env: env)
    }

    /// A card: `›` on the pointed one, the preview (or its placeholder), the date and heart, the author.
    private func card(_ index: Int) -> [String] {
        let photo = photos[index]
        let preview = previews.lines(for: photo) ?? CardPreviews.placeholder(env.style)
        let card = PhotoCard(env: env, edition: context.edition)
        // The date and the heart side by side, as the card's first line, then the rest of the card.
        var text = card.cell(photo)
        if !text.isEmpty { text[0] = context.l.longDate(photo.createdAt.day) + "   " + card.heart(photo) }
        let pointer = index == cursor ? env.style.paint("›", bold: true) : " "
        return (0..<Self.cardRows).map { row in
            let left = row < preview.count ? preview[row] : String(repeating: " ", count: CardPreviews.columns)
            return (row == 0 ? pointer : " ") + " " + left + "  " + (row < text.count ? text[row] : "")
        }
    }
}
