import AppPlugin
import CLIKit
import Localization
import UnsplashClient

/// `image-feed favorites [--page N] [--per-page N]`: the photos the user
/// liked (`GET /users/USERNAME/likes`); extended edition only.
enum FavoritesCommand {
    static let command = Command<ImageFeedContext>(
        "favorites", abstract: { $0(.imagefeedHelpFavorites) }, options: CommonSpecs.paging
    ) { try run($0, in: $1) }

    static func run(_ invocation: Invocation, in context: ImageFeedContext) throws {
        try context.requireExtended("favorites")
        let (page, perPage) = try CommonSpecs.paging(invocation)
        let session = try context.session()
        let api = try context.api()
        let env = context.env
        env.analytics.open(screen: ImageFeedPlugin.profileScreen)
        defer { env.analytics.close(screen: ImageFeedPlugin.profileScreen) }
        let result = try context.network { () async throws(UnsplashError) in
            try await api.likes(of: session.username, page: page, perPage: perPage)
        }
        if env.json { return env.emitJSON(FavoritesJSON(photos: result.photos.map(PhotoJSON.init))) }
        let card = PhotoCard(env: env, edition: context.edition)
        guard !result.photos.isEmpty else { return env.output.line(context.l(.imagefeedFavoritesEmpty)) }
        env.output.lines(card.page(result.photos, title: context.l(.imagefeedFavoritesTitle)))
    }
}
