#if canImport(Glibc)
import Glibc
#endif
import AppPlugin
import CLIKit
import FoundationEssentials
import Networking
import TerminalGraphics
import UnsplashClient

/// `image-feed` / `image-feed feed` on an interactive terminal: the endless
/// feed full screen. Cards (a half-block preview beside the date, the heart
/// and the author), ↑/↓ or j/k move, PgDn/PgUp a screen, Home/g and End/G
/// the first and the last photo loaded; the next page is asked for three
/// cards before the end (`FeedPager`: no page twice, no photo twice), and
/// once a page comes back empty a marker ends the list. `l` likes or
/// unlikes (the extended edition only), Enter opens the full view, `p` the
/// profile, `?` lists the keys, `q` quits. Resizes redraw; the terminal is
/// restored on every way out.
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
    /// Each photo's preview lines, drawn once.
    var previews: [String: [String]] = [:]
    var env: AppEnvironment { context.env }

    static let previewColumns = 16
    static let cardRows = 5

    init(context: ImageFeedContext, api: UnsplashAPI, firstPage: Int, perPage: Int) {
        self.context = context
        pager = FeedPager { page async throws(UnsplashError) in try await api.photos(page: page, perPage: perPage) }
        nextPage = firstPage
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
            let key = (try? reader.next()) ?? .ctrlD
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
            case .character("p"): try profile(&reader)
            case .character("?"): if try help(&reader) == .ctrlC { return true }
            case .ctrlC: return true
            case .character("q"), .escape, .ctrlD: return false
            default: break
            }
        }
    }

    private mutating func move(to index: Int) {
        cursor = min(max(0, photos.count - 1), max(0, index))
    }

    /// The keys of this screen (without `l` in the basic edition); the key that closed it.
    private func help(_ reader: inout KeyReader) throws -> Key {
        let text = context.l(context.edition.hasLikes ? "imagefeed.feed.help" : "imagefeed.feed.helpBasic")
        return try FullScreenPage.show(FullScreenPage.help(text, env: env, l: context.l), env: env, l: context.l, reader: &reader)
    }

    /// The next page's new photos; an empty page ends the feed.
    private mutating func loadMore() throws {
        let pager = self.pager, page = nextPage
        let fresh = try context.network { () async throws(UnsplashError) in try await pager.page(page) }
        nextPage += 1
        if fresh.isEmpty { finished = true }
        photos += fresh
    }

    private mutating func like() {
        guard photos.indices.contains(cursor) else { return }
        let photo = photos[cursor]
        do {
            photos[cursor] = try LikeCommand.toggle(photo.id, liking: !photo.likedByUser, in: context).photo
        } catch let error as AppError {
            message = error.message(context.l)
        } catch {
            message = context.l("imagefeed.viewer.failed")
        }
    }

    /// The full view of the pointed photo; true when it ended with Ctrl-C.
    private func open(_ reader: inout KeyReader) throws -> Bool {
        guard photos.indices.contains(cursor) else { return false }
        env.analytics.open(screen: ImageFeedPlugin.imageScreen)
        defer { env.analytics.close(screen: ImageFeedPlugin.imageScreen) }
        let viewer = PhotoViewer(context: context, photo: photos[cursor], picture: PhotoPicture.resolve(.auto, env: env),
                                 downloadTarget: FileManager.default.currentDirectoryPath)
        return try viewer.show(&reader)
    }

    /// The profile (avatar beside the name), any key back.
    private mutating func profile(_ reader: inout KeyReader) throws {
        env.analytics.open(screen: ImageFeedPlugin.profileScreen)
        defer { env.analytics.close(screen: ImageFeedPlugin.profileScreen) }
        let api = try context.api()
        let lines: [String]
        if let user = try? context.network({ () async throws(UnsplashError) in try await api.me() }) {
            lines = ProfileView(env: env).lines(user, avatar: ProfileCommand.avatar(of: user, context))
        } else {
            lines = ProfileView.placeholder(context.l)
        }
        try FullScreenPage.show(lines, env: env, l: context.l, reader: &reader)
    }

    private mutating func draw() {
        let size = Terminal.querySize(fileDescriptor: STDOUT_FILENO) ?? env.terminal.size
        let perCard = Self.cardRows + 1
        let visible = max(1, (size.rows - 2) / perCard)
        visibleCards = visible
        let top = min(max(0, cursor - visible / 2), max(0, photos.count - visible))
        var lines = [env.style.paint(context.l("imagefeed.screen.title"), bold: true)]
        for index in top..<min(photos.count, top + visible) {
            lines.append("")
            lines += card(index, width: size.columns)
        }
        if photos.isEmpty {
            lines += ["", context.l("imagefeed.feed.empty")]
        } else if finished, top + visible >= photos.count {
            lines += ["", env.style.paint(context.l("imagefeed.screen.end"), dim: true)]
        }
        let keys = context.l(context.edition.hasLikes ? "imagefeed.screen.keys" : "imagefeed.screen.keysBasic")
        let status = message.map { env.style.paint($0, foreground: PhotoCard.red) } ?? env.style.paint(keys, dim: true)
        env.output.write("\u{1B}[H\u{1B}[2J" + lines.prefix(size.rows - 1).map { StyledText.clip($0, to: size.columns) }
            .joined(separator: "\r\n") + Screen.moveSequence(row: size.rows, column: 1) + StyledText.clip(status, to: size.columns))
    }

    /// A card: `›` on the pointed one, the preview, the date and heart, the author.
    private mutating func card(_ index: Int, width: Int) -> [String] {
        let photo = photos[index]
        let preview = preview(photo)
        let card = PhotoCard(env: env, edition: context.edition)
        // The date and the heart side by side, as the card's first line, then the rest of the card.
        var text = card.cell(photo)
        if !text.isEmpty { text[0] = context.l.longDate(photo.createdAt.day) + "   " + card.heart(photo) }
        let pointer = index == cursor ? env.style.paint("›", bold: true) : " "
        return (0..<Self.cardRows).map { row in
            let left = row < preview.count ? preview[row] : String(repeating: " ", count: Self.previewColumns)
            return (row == 0 ? pointer : " ") + " " + left + "  " + (row < text.count ? text[row] : "")
        }
    }

    /// The photo's thumbnail as half blocks, fetched once; blank when it cannot load.
    private mutating func preview(_ photo: Photo) -> [String] {
        if let lines = previews[photo.id] { return lines }
        var lines: [String] = []
        if env.style.depth != .none, let image = context.cachedImage(photo.urls.thumb, fitting: PixelSize(width: 128, height: 160)) {
            let cells = TerminalSize(columns: Self.previewColumns, rows: Self.cardRows)
            lines = ImageRenderer.render(image, mode: .blocks, cells: cells, cellPixels: ImageLayout.defaultCellPixels,
                                         options: RenderOptions(environment: env.variables))
                .split(separator: "\n").map(String.init)
            lines = ProfileView.padded(lines).map { $0 + String(repeating: " ", count: max(0, Self.previewColumns - StyledText.width($0))) }
        }
        previews[photo.id] = lines
        return lines
    }
}
