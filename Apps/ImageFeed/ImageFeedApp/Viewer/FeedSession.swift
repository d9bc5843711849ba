import AppPlugin

/// `image-feed` on an interactive terminal: the auth screen while there is
/// no session (its button runs `login`'s flow on the normal screen, where
/// the address and any prompt show as they do for the command), the feed
/// once there is one, and the auth screen again after the profile's logout.
enum FeedSession {
    static func run(_ context: ImageFeedContext, firstPage: Int, perPage: Int) throws {
        while true {
            if try context.env.store().read({ try $0.session() }) == nil {
                guard try signIn(context) else { return }
            }
            var screen = FeedScreen(context: context, api: try context.api(), firstPage: firstPage, perPage: perPage)
            try screen.run()
            guard screen.loggedOut else { return }
        }
    }

    /// The auth screen until a login succeeds (true) or the user quits
    /// (false); a failed login comes back to the screen as its alert.
    private static func signIn(_ context: ImageFeedContext) throws -> Bool {
        var auth = AuthScreen(context: context)
        while try auth.choose() {
            do {
                _ = try LoginCommand.signIn(context)
                return true
            } catch let error as AppError {
                auth.failure = error
            }
        }
        return false
    }
}
