import AppPlugin
import CLIKit
import FoundationEssentials
import Localization
import Networking
import TerminalGraphics
import TerminalUI
import UnsplashClient

/// `image-feed show ID [--render auto|kitty|iterm|sixel|blocks|none]
/// [--download PATH]`: the photo drawn as large as the terminal allows (its
/// BlurHash first while the image loads, a gray placeholder and the seed's
/// «Что-то пошло не так.» when it cannot load), then its facts and link.
/// `--download` saves the full-size image (from the cache when it was
/// fetched before) and tells Unsplash, as its guidelines ask (the photo's
/// `download_location`).
enum ShowCommand {
    static let render = Option<RenderMode>("render", valueName: "how", default: .auto)
    static let download = Option<String?>("download", valueName: "path")

    static let command = Command<ImageFeedContext>(
        "show", abstract: { $0(.imagefeedHelpShow) }, arguments: [CommonSpecs.photo],
        options: [
            .option(render) { $0(.imagefeedHelpOptionRender) },
            .option(download) { $0(.imagefeedHelpOptionDownload) },
        ]
    ) { try run($0, in: $1) }

    static func run(_ invocation: Invocation, in context: ImageFeedContext) throws {
        let id = try invocation.value(of: CommonSpecs.photoArgument)
        let target = try invocation.value(of: download)
        let mode = try invocation.value(of: render)
        let api = try context.api()
        let images = context.images
        let env = context.env
        env.analytics.open(screen: ImageFeedPlugin.imageScreen)
        defer { env.analytics.close(screen: ImageFeedPlugin.imageScreen) }
        let (fetched, saved) = try context.network(photoID: id) { () async throws(UnsplashError) -> (Photo, String?) in
            let photo = try await api.photo(id: id)
            guard let target else { return (photo, nil) }
            try await api.trackDownload(of: photo)
            do throws(NetworkError) {
                return (photo, try await images.save(photo.urls.full, to: target, name: photo.id))
            } catch {
                throw UnsplashError(error, retried: true)
            }
        }
        if saved != nil { env.analytics.click(screen: ImageFeedPlugin.imageScreen, item: "download") }
        if env.json { return env.emitJSON(PhotoJSON(fetched)) }
        var photo = fetched
        let picture = PhotoPicture.resolve(mode, env: env)
        if picture.draws, env.isInteractive {
            var viewer = PhotoViewer(
                context: context, photo: photo, picture: picture,
                downloadTarget: target ?? FileManager.default.currentDirectoryPath)
            try viewer.run()
            // The facts as the view's likes left them.
            photo = viewer.photo
        } else if picture.draws {
            draw(photo, picture, context)
        }
        env.output.lines(PhotoCard(env: env, edition: context.edition).facts(photo))
        if let saved { env.output.line(context.l(.imagefeedShowSaved(Sanitizer.clean(saved)))) }
    }

    /// The placeholder (on a terminal, while the image loads), then the
    /// photo over it; the gray placeholder and the error line when the image
    /// cannot be fetched or decoded.
    static func draw(_ photo: Photo, _ picture: PhotoPicture, _ context: ImageFeedContext) {
        let env = context.env
        let onTerminal = env.terminal.stdoutIsTTY
        var shown = 0
        if onTerminal, let placeholder = picture.placeholder(photo) {
            env.output.write(placeholder)
            shown = placeholder.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        }
        let loaded = context.loadImage(photo.urls.regular, fitting: picture.box)
        // Back to the placeholder's first line, so the photo takes its place.
        if shown > 0 { env.output.write("\r\u{1B}[\(shown)A\u{1B}[J") }
        switch loaded {
        case .success(let image):
            env.output.write(picture.draw(image))
        case .failure(let failure):
            env.output.write(picture.missing(photo))
            env.errorOutput.line(notShown(failure, context.l))
        }
        context.images.cache.evict()
    }

    /// The one line under the placeholder: why the photo is not there.
    static func notShown(_ failure: ImageLoadFailure, _ l: Localizer) -> String {
        switch failure {
        case .refused(.tooLarge(let width, let height)): l(.imagefeedShowTooLarge(width, height))
        case .refused(.tooManyScans): l(.imagefeedShowTooManyScans)
        case .notLoaded, .refused: l(.imagefeedShowNotLoaded)
        }
    }
}
