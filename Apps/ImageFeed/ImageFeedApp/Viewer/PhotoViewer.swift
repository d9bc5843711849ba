import AppPlugin
import FoundationEssentials
import Networking
import TerminalGraphics
import TerminalUI
import UnsplashClient

#if canImport(Glibc)
    import Glibc
#endif

/// `show` on an interactive terminal: the photo full screen (alternate
/// screen, cursor hidden), its BlurHash while it loads, then the picture,
/// moved with the arrows, zoomed with `+`/`-`, turned with `r`; `f` likes
/// or unlikes (the extended edition only, as the `like` command does), `s`
/// shares (OSC 52), `d` downloads with a progress bar, `?` lists the keys,
/// Esc or `q` goes back. A
/// photo that cannot load shows the placeholder and the seed's «Что-то
/// пошло не так.» «Попробовать ещё раз?» choice. The terminal is restored on
/// every way out.
struct PhotoViewer {
    let context: ImageFeedContext
    /// The photo as the last like left it (what the feed and `show` go on with).
    private(set) var photo: Photo
    let picture: PhotoPicture
    /// Where `d` saves: `--download`'s path, else the current folder.
    let downloadTarget: String
    var env: AppEnvironment { context.env }

    mutating func run() throws {
        var viewer = self
        try env.runFullScreen { reader in try viewer.show(&reader) }
        self = viewer
    }

    /// The full view of `photo` from a screen of cards (the feed's, the
    /// profile's favorites) that is already full screen and raw: the photo
    /// as its likes there left it, and whether it ended with Ctrl-C.
    static func open(_ photo: Photo, context: ImageFeedContext, reader: inout KeyReader) throws -> (
        photo: Photo, interrupted: Bool
    ) {
        let env = context.env
        env.analytics.open(screen: ImageFeedPlugin.imageScreen)
        defer { env.analytics.close(screen: ImageFeedPlugin.imageScreen) }
        var viewer = PhotoViewer(
            context: context, photo: photo, picture: PhotoPicture.resolve(.auto, env: env),
            downloadTarget: FileManager.default.currentDirectoryPath)
        let interrupted = try viewer.show(&reader)
        return (viewer.photo, interrupted)
    }

    /// The view inside a screen that is already full screen and raw (its
    /// own `run`, `open`); true when it ended with Ctrl-C.
    mutating func show(_ reader: inout KeyReader) throws -> Bool {
        defer { if picture.mode == .kitty { env.output.write(Self.kittyDeleteAll) } }
        return try loop(&reader)
    }

    /// `a=d`: the kitty graphics protocol's "delete every placement".
    static let kittyDeleteAll = "\u{1B}_Ga=d\u{1B}\\"

    private mutating func loop(_ reader: inout KeyReader) throws -> Bool {
        if let placeholder = screenPicture.placeholder(photo) { frame(placeholder, status: "") }
        var image: RGBImage?
        while image == nil {
            image = load()
            guard image == nil else { break }
            frame(screenPicture.missing(photo), status: context.l(.imagefeedViewerRetry))
            // The answer as typed: on a Russian layout the Y key is «н», which must never mean yes.
            let key = (try? reader.next()) ?? .ctrlD
            if key == .ctrlC { return true }
            guard YesAnswers.isYesKey(key, context.l) else { return false }
        }
        guard let image else { return false }
        var state = PhotoViewState()
        var status: String?
        while true {
            frame(draw(image, state), status: status)
            switch state.handle(((try? reader.next()) ?? .ctrlD).onLatinKeys) {
            case .none, .redraw: status = nil
            case .like: status = context.edition.hasLikes ? like() : nil
            case .share: status = share()
            case .download: status = download()
            case .help:
                if picture.mode == .kitty { env.output.write(Self.kittyDeleteAll) }
                let text = context.l(context.edition.hasLikes ? .imagefeedViewerHelp : .imagefeedViewerHelpBasic)
                if try FullScreenPage.help(text, env: env, l: context.l, reader: &reader) == .ctrlC { return true }
                status = nil
            case .quit: return false
            case .interrupt: return true
            }
        }
    }

    /// The picture over the whole screen as it is now, but the key line's row.
    private var screenPicture: PhotoPicture { picture.filling(FullScreenPage.size(env)) }

    /// The photo, decoded at twice the screen's pixels so zooming in keeps detail.
    private func load() -> RGBImage? {
        let box = screenPicture.box
        return context.cachedImage(photo.urls.regular, fitting: PixelSize(width: box.width * 2, height: box.height * 2))
    }

    private func draw(_ image: RGBImage, _ state: PhotoViewState) -> String {
        screenPicture.draw(state.visible(of: image.rotated(quarterTurns: state.quarterTurns)))
    }

    /// Clears, draws `drawn`, and writes `status` (nil: the keys, cut to fit) on the last row.
    private func frame(_ drawn: String, status: String?) {
        let size = FullScreenPage.size(env)
        let clear = (picture.mode == .kitty ? Self.kittyDeleteAll : "") + "\u{1B}[H\u{1B}[2J"
        let keys = context.l(context.edition.hasLikes ? .imagefeedViewerKeys : .imagefeedViewerKeysBasic)
        // The picture ends on the row above the key line: no line feed after it, which could scroll the screen.
        let shown = drawn.hasSuffix("\n") ? String(drawn.dropLast()) : drawn
        env.output.write(
            clear + shown.replacing("\n", with: "\r\n")
                + Screen.moveSequence(row: size.rows, column: 1) + "\u{1B}[2K"
                + (status.map { StyledText.clip(env.style.paint($0, dim: true), to: size.columns) }
                    ?? FullScreenPage.keyLine(keys, env: env, l: context.l)))
    }

    /// `f`: the like turned over (`LikeCommand.toggled`); the status says
    /// how it stands now, or the one line of a failure.
    private mutating func like() -> String {
        switch LikeCommand.toggled(photo, in: context) {
        case .changed(let changed):
            photo = changed
            let text = context.l(LikeCommand.doneText(changed.likedByUser, Sanitizer.clean(changed.id)))
            return text + "  " + PhotoCard(env: env, edition: context.edition).heart(changed)
        case .failed(let line):
            return line
        }
    }

    private func share() -> String {
        env.analytics.click(screen: ImageFeedPlugin.imageScreen, item: "share")
        env.output.write(ShareCommand.osc52(Sanitizer.clean(photo.links.html)))
        return context.l(.imagefeedShareCopied)
    }

    /// The full-size image saved where `--download` says (else here), with
    /// a bar on the status row while it comes, and Unsplash told.
    private func download() -> String {
        let api: UnsplashAPI
        do { api = try context.api() } catch { return context.l(.imagefeedViewerFailed) }
        let images = context.images
        let photo = self.photo
        let target = downloadTarget
        let env = self.env
        let rows = (env.currentTerminalSize()).rows
        let bar: @Sendable (DownloadProgress) -> Void = { progress in
            // The fraction comes from the server's Content-Length, which may lie: kept in 0…1.
            let fraction = progress.fraction ?? 0
            let filled = fraction.isFinite ? Int(min(1, max(0, fraction)) * 20) : 0
            env.output.write(
                Screen.moveSequence(row: rows, column: 1) + "\u{1B}[2K["
                    + String(repeating: "█", count: filled) + String(repeating: " ", count: 20 - filled) + "]")
        }
        do {
            let saved = try context.network { () async throws(UnsplashError) -> String in
                try await api.trackDownload(of: photo)
                do throws(NetworkError) {
                    return try await images.save(photo.urls.full, to: target, name: photo.id, progress: bar)
                } catch {
                    throw UnsplashError(error, retried: true)
                }
            }
            env.analytics.click(screen: ImageFeedPlugin.imageScreen, item: "download")
            return context.l(.imagefeedShowSaved(Sanitizer.clean(saved)))
        } catch {
            return context.l(.imagefeedViewerFailed)
        }
    }
}
