import AppPlugin
import CLIKit
import FoundationEssentials
import Localization
import Networking
import SharedModels
import UnsplashClient

/// What an image-feed command works with, built once per run from the
/// environment: settings, edition, the HTTP stack (live client, retries,
/// page cache, spinner), the cache and, for commands that need one, the
/// session. Tests hand in their own `HTTPClient` through the plugin.
struct ImageFeedContext: Sendable {
    let env: AppEnvironment
    let config: ImageFeedConfig
    let edition: Edition
    let cache: FileCache
    /// API requests: base URL the API's, retried, cached by ETag, with a spinner.
    let apiClient: any HTTPClient
    /// Absolute URLs (images, OAuth): retried, with a spinner.
    let plainClient: any HTTPClient
    /// The same without the spinner: the feed's previews load behind the
    /// screen, where a spinner on stderr would draw over the cards.
    let quietClient: any HTTPClient
    /// Image transfers' limits (`imageTimeouts`).
    let imageTimeouts: HTTPTimeouts

    init(_ invocation: Invocation, _ env: AppEnvironment, transport: ImageFeedPlugin.Transport) throws {
        self.env = env
        let cacheFolder = AppPaths.cache(app: env.app, environment: env.variables)
        try Self.checkFolders(env, cache: cacheFolder)
        config = try ImageFeedConfig.load(env)
        edition = try Edition.current(invocation, env)
        let cache = FileCache(folder: cacheFolder, maxBytes: FileCache.maxBytes(env.variables))
        self.cache = cache
        let spinner = Spinner(label: env.localizer(.imagefeedLoading), environment: env.variables)
        let timeouts = Self.timeouts(env.variables)
        imageTimeouts = Self.imageTimeouts(env.variables)
        apiClient = Self.stack(transport(config.apiBase, timeouts), cache: cache, spinner: spinner)
        let plain = RetryingClient(transport(nil, timeouts))
        quietClient = plain
        plainClient = SpinnerClient(base: plain, spinner: spinner)
    }

    /// The config, data and cache folders pass `OwnedPath.folder` before
    /// anything is read from them; each one tightened says so on stderr.
    /// A cache folder that is a link is refused (78) rather than run without
    /// a cache: images are shown from their cache files, so "no cache" would
    /// break every picture while hiding why, and only someone who can write
    /// the cache's parent could have put the link there.
    static func checkFolders(_ env: AppEnvironment, cache: String) throws(ImageFeedError) {
        let folders = [(env.paths.config, true), (env.paths.data, true), (cache, false)]
        for (folder, followLink) in folders where try OwnedPath.folder(folder, followLink: followLink) == .tightened {
            env.errorOutput.line(env.localizer(.imagefeedNoticeTightened(folder)))
        }
    }

    /// Connect 10 s, request 30 s; `IMAGE_FEED_TIMEOUT=SECONDS` sets both
    /// (a slow link, or the tests' delayed fake server).
    static func timeouts(_ variables: [String: String]) -> HTTPTimeouts {
        guard let seconds = variables[.imageFeedTimeout].flatMap(Double.init), seconds > 0, seconds < 86_400 else {
            return .standard
        }
        let limit = Duration.milliseconds(Int64(seconds * 1000))
        return HTTPTimeouts(connect: limit, request: limit)
    }

    /// An image's limits: `IMAGE_FEED_TIMEOUT` bounds it too when set (a
    /// server that trickles an image must not hold the run longer than an
    /// API call); otherwise the image default, longer than an API page's.
    static func imageTimeouts(_ variables: [String: String]) -> HTTPTimeouts {
        let set = timeouts(variables)
        return set == .standard ? ImageStore.defaultTimeouts : set
    }

    /// Retries around the transport, the page cache around that, the spinner outermost.
    private static func stack(_ transport: any HTTPClient, cache: FileCache, spinner: Spinner) -> any HTTPClient {
        SpinnerClient(base: CachingClient(base: RetryingClient(transport), cache: cache), spinner: spinner)
    }

    var l: Localizer { env.localizer }

    /// The stored session, or `.notLoggedIn` (77).
    func session() throws -> Session {
        guard let session = try env.store().read({ try $0.session() }) else { throw ImageFeedError.notLoggedIn }
        return session
    }

    /// The API with the session's token.
    func api() throws -> UnsplashAPI { UnsplashAPI(client: apiClient, token: try session().accessToken) }

    var images: ImageStore { ImageStore(client: plainClient, cache: cache, timeouts: imageTimeouts) }

    /// Images without the spinner (`quietClient`), for the feed's previews.
    var quietImages: ImageStore { ImageStore(client: quietClient, cache: cache, timeouts: imageTimeouts) }

    /// Refuses what the basic edition lacks (64).
    func requireExtended(_ command: String) throws {
        guard edition.hasLikes else { throw ImageFeedError.notInBasicEdition(command: command) }
    }

    /// Runs `body` on the network, mapping Unsplash's failures to the app's errors.
    func network<T: Sendable>(
        photoID: String? = nil,
        _ body: @escaping @Sendable () async throws(UnsplashError) -> T
    ) throws -> T {
        let l = self.l
        return try AsyncCommand.run { () async throws -> T in
            do throws(UnsplashError) {
                return try await body()
            } catch {
                throw ImageFeedError.from(error, photoID: photoID, l)
            }
        }
    }
}
