import AppPlugin
import FoundationEssentials
import Networking
import TerminalGraphics
import TerminalUI
import UnsplashClient

#if canImport(Glibc)
    import Glibc
#endif

/// `image-feed` / `image-feed feed` on an interactive terminal: the endless
/// feed full screen, a `CardList` (cards with a half-block preview beside
/// the date, the heart and the author; its keys move the pointer, the next
/// page loads three cards before the end, a marker ends the list). Each
/// preview loads on its own (`CardPreviews`), so the cards show before
/// their pictures. `l` likes or unlikes (the extended edition only), Enter
/// opens the full view, `p` the profile (where the user may log out:
/// `loggedOut`), `?` lists the keys, `q` quits. Letters are read on Latin
/// keys (`Key.onLatinKeys`: «й» quits as `q` does). Resizes redraw; the
/// terminal is restored on every way out.
struct FeedScreen {
    let context: ImageFeedContext
    var list: CardList
    var message: String?
    let previews: CardPreviews
    /// The previews that had arrived when the screen was last drawn.
    var drawnArrivals = 0
    /// Set when the profile's logout ended the feed.
    private(set) var loggedOut = false
    var env: AppEnvironment { context.env }

    init(context: ImageFeedContext, api: UnsplashAPI, firstPage: Int, perPage: Int) {
        self.context = context
        let pager = FeedPager { page async throws(UnsplashError) in
            try await api.photos(page: page, perPage: perPage)
        }
        list = CardList(pager: pager, firstPage: firstPage)
        previews = CardPreviews(
            images: context.quietImages, options: RenderOptions(environment: context.env.variables),
            draws: context.env.style.depth != .none)
    }

    mutating func run() throws {
        let env = self.env
        let context = self.context
        try env.runFullScreen { reader in
            try list.loadMore(context)
            return try loop(&reader)
        }
    }

    private mutating func loop(_ reader: inout KeyReader) throws -> Bool {
        let context = self.context
        while true {
            if list.wantsMore { try? list.loadMore(context) }
            draw()
            let key = previews.nextKey(&reader, drawnAt: drawnArrivals) { draw() }.onLatinKeys
            message = nil
            if list.handle(key) { continue }
            switch key {
            case .character("l") where context.edition.hasLikes: like()
            case .enter: if try open(&reader) { return true }
            case .character("p"):
                var profile = ProfileScreen(context: context, previews: previews)
                switch try profile.run(&reader) {
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

    /// The keys of this screen (without `l` in the basic edition); the key that closed it.
    private func help(_ reader: inout KeyReader) throws -> Key {
        let text = context.l(context.edition.hasLikes ? .imagefeedFeedHelp : .imagefeedFeedHelpBasic)
        return try FullScreenPage.help(text, env: env, l: context.l, reader: &reader)
    }

    private mutating func like() {
        guard let photo = list.pointed else { return }
        switch LikeCommand.toggled(photo, in: context) {
        case .changed(let photo): list.replacePointed(with: photo)
        case .failed(let line): message = line
        }
    }

    /// The full view of the pointed photo (a like there shows here too); true when it ended with Ctrl-C.
    private mutating func open(_ reader: inout KeyReader) throws -> Bool {
        guard let photo = list.pointed else { return false }
        let (shown, interrupted) = try PhotoViewer.open(photo, context: context, reader: &reader)
        list.replacePointed(with: shown)
        return interrupted
    }

    /// Draws the screen; returns the previews that had arrived by then.
    @discardableResult
    private mutating func draw() -> Int {
        drawnArrivals = previews.arrived
        let size = FullScreenPage.size(env)
        // The title above the cards, the key line under them.
        let rows = size.rows - 2
        let title = env.style.paint(context.l(.imagefeedScreenTitle), bold: true)
        var lines = [
            FullScreenPage.titled(
                title, sign: list.indicator(visible: CardList.capacity(rows: rows)), width: size.columns)
        ]
        lines += list.lines(
            rows: rows, columns: size.columns, end: env.style.paint(context.l(.imagefeedScreenEnd), dim: true),
            context: context, previews: previews)
        if list.photos.isEmpty { lines += ["", context.l(.imagefeedFeedEmpty)] }
        let keys = context.l(context.edition.hasLikes ? .imagefeedScreenKeys : .imagefeedScreenKeysBasic)
        let status =
            message.map { env.style.paint($0, foreground: PhotoCard.red) }
            ?? FullScreenPage.keyLine(keys, env: env, l: context.l)
        FullScreenPage.frame(lines, status: status, env: env)
        return drawnArrivals
    }
}
