import AppPlugin
import CLIKit
import Localization
import Networking
import UnsplashClient

/// `image-feed show ID [--render auto|none] [--download PATH]`: the photo's
/// facts and link (drawing it in the terminal comes with a later version,
/// so `auto` is `none` for now). `--download` saves the full-size image
/// (from the cache when it was fetched before) and tells Unsplash, as its
/// guidelines ask (the photo's `download_location`).
enum ShowCommand {
    /// The renderers this version has; the later drawing adds kitty, iterm, sixel and blocks.
    static let renderers = ["auto", "none"]

    static func spec(_ l: Localizer) -> CommandSpec {
        CommandSpec(name: "show", abstract: l("imagefeed.help.show"), arguments: [CommonSpecs.photo(l)], options: [
            OptionSpec("render", help: l("imagefeed.help.option.render"), valueName: "how", kind: .value,
                       choices: renderers, defaultValue: "auto"),
            OptionSpec("download", help: l("imagefeed.help.option.download"), valueName: "path", kind: .value),
        ])
    }

    static func run(_ invocation: Invocation, in context: ImageFeedContext) throws {
        let id = invocation.string("id") ?? ""
        let target = invocation.string("download")
        let api = try context.api()
        let images = context.images
        let env = context.env
        env.analytics.open(screen: ImageFeedPlugin.imageScreen)
        defer { env.analytics.close(screen: ImageFeedPlugin.imageScreen) }
        let (photo, saved) = try context.network(photoID: id) { () async throws(UnsplashError) -> (Photo, String?) in
            let photo = try await api.photo(id: id)
            guard let target else { return (photo, nil) }
            try await api.trackDownload(of: photo)
            do throws(NetworkError) {
                return (photo, try await images.save(photo.urls.full, to: target, name: photo.id))
            } catch {
                throw UnsplashError(error)
            }
        }
        if saved != nil { env.analytics.click(screen: ImageFeedPlugin.imageScreen, item: "download") }
        if env.json { return env.emitJSON(PhotoJSON(photo)) }
        env.output.lines(PhotoCard(env: env, edition: context.edition).facts(photo))
        if let saved { env.output.line(context.l("imagefeed.show.saved", saved)) }
    }
}
