import AppPlugin
import CLIKit
import Localization
import UnsplashClient

/// `image-feed [feed] [--page N] [--per-page N]`: on an interactive terminal
/// the endless feed (`FeedScreen`, from page N; the auth screen first
/// without a session, `FeedSession`); otherwise one page of the
/// Editorial feed (`GET /photos`), as cards or `{"page","perPage","photos"}`.
enum FeedCommand {
    static let command = Command<ImageFeedContext>(
        "feed", abstract: { $0(.imagefeedHelpFeed) }, options: CommonSpecs.paging
    ) {
        try run($0, in: $1)
    }

    static func run(_ invocation: Invocation, in context: ImageFeedContext) throws {
        let (page, perPage) = try CommonSpecs.paging(invocation)
        let env = context.env
        if env.isInteractive {
            env.analytics.open(screen: ImageFeedPlugin.feedScreen)
            defer { env.analytics.close(screen: ImageFeedPlugin.feedScreen) }
            return try FeedSession.run(context, firstPage: page, perPage: perPage)
        }
        let api = try context.api()
        env.analytics.open(screen: ImageFeedPlugin.feedScreen)
        defer { env.analytics.close(screen: ImageFeedPlugin.feedScreen) }
        let result = try context.network { () async throws(UnsplashError) in
            try await api.photos(page: page, perPage: perPage)
        }
        if env.json {
            return env.emitJSON(FeedJSON(page: page, perPage: perPage, photos: result.photos.map(PhotoJSON.init)))
        }
        let card = PhotoCard(env: env, edition: context.edition)
        env.output.lines(card.page(result.photos, title: context.l(.imagefeedFeedTitle(page))))
    }
}
