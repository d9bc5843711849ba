import AppPlugin
import CLIKit
import Localization
import TerminalUI
import UnsplashClient

/// `image-feed like ID` / `unlike ID`: `POST` / `DELETE /photos/ID/like`,
/// then the photo as it is now. A failure the user can retry says the iOS
/// app's «Что-то пошло не так. Попробуйте ещё раз» (69); a rejected session
/// still asks to log in (77). Extended edition only.
enum LikeCommand {
    static let like = Command<ImageFeedContext>(
        "like", abstract: { $0(.imagefeedHelpLike) }, arguments: [CommonSpecs.photo]
    ) {
        try like($0, in: $1)
    }

    static let unlike = Command<ImageFeedContext>(
        "unlike", abstract: { $0(.imagefeedHelpUnlike) }, arguments: [CommonSpecs.photo]
    ) {
        try unlike($0, in: $1)
    }

    static func like(_ invocation: Invocation, in context: ImageFeedContext) throws {
        try change(invocation, context, liking: true)
    }

    static func unlike(_ invocation: Invocation, in context: ImageFeedContext) throws {
        try change(invocation, context, liking: false)
    }

    private static func change(_ invocation: Invocation, _ context: ImageFeedContext, liking: Bool) throws {
        let answer = try toggle(invocation.value(of: CommonSpecs.photoArgument), liking: liking, in: context)
        let env = context.env
        if env.json { return env.emitJSON(PhotoJSON(answer.photo)) }
        let card = PhotoCard(env: env, edition: context.edition)
        env.output.line(
            context.l(Self.doneText(liking, Sanitizer.clean(answer.photo.id))) + "  "
                + card.heart(answer.photo))
    }

    /// Likes or unlikes a photo, as the commands and the feed's `l` do: the
    /// edition's check, the `like` click, the request, failures in the
    /// seed's words (exit 69).
    /// «Photo X liked» or «… unliked», as the command and the viewer say it.
    static func doneText(_ liked: Bool, _ id: String) -> LocalizedText {
        liked ? .imagefeedLikeDone(id) : .imagefeedUnlikeDone(id)
    }

    static func toggle(_ id: String, liking: Bool, in context: ImageFeedContext) throws -> LikeResponse {
        try context.requireExtended(liking ? "like" : "unlike")
        let api = try context.api()
        context.env.analytics.click(screen: ImageFeedPlugin.feedScreen, item: "like")
        do {
            return try context.network(photoID: id) { () async throws(UnsplashError) in
                liking ? try await api.like(id: id) : try await api.unlike(id: id)
            }
        } catch let error as ImageFeedError {
            throw retryable(error, context.l)
        }
    }

    /// What a screen's like key (the feed's `l`, the full view's `f`) ends in.
    enum Outcome: Equatable {
        case changed(Photo)
        case failed(String)
    }

    /// Turns the like of `photo` over through `toggle`, for a screen: the
    /// photo as it is now, or the one line to show when it failed (nothing changed).
    static func toggled(_ photo: Photo, in context: ImageFeedContext) -> Outcome {
        do {
            return .changed(try toggle(photo.id, liking: !photo.likedByUser, in: context).photo)
        } catch let error as AppError {
            return .failed(error.message(context.l))
        } catch {
            return .failed(context.l(.imagefeedViewerFailed))
        }
    }

    /// Service failures become the retry message with the reason as its hint.
    private static func retryable(_ error: ImageFeedError, _ l: Localizer) -> ImageFeedError {
        switch error {
        case .unavailable(let reason): .likeFailed(reason: reason)
        case .rateLimited: .likeFailed(reason: error.message(l))
        default: error
        }
    }
}
