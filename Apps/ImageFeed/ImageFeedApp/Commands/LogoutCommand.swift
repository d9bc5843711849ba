import AppPlugin
import CLIKit
import Localization
import SharedModels
import Storage
import TerminalUI

/// `image-feed logout [--yes]`: «Пока, пока!» «Уверены, что хотите выйти?»
/// (Да/Нет). Yes forgets the session and empties the cache; no changes
/// nothing. Without a terminal it needs `--yes`.
enum LogoutCommand {
    static let command = Command<ImageFeedContext>(
        "logout", abstract: { $0(.imagefeedHelpLogout) },
        options: [.flag(CommonOptions.yes) { $0(.imagefeedHelpOptionYes) }]
    ) { try run($0, in: $1) }

    /// `username` is always printed, null without a session: a script
    /// reads the same keys either way.
    struct LogoutJSON: Encodable {
        var loggedOut: Bool
        @AlwaysEncoded var username: String?

        enum CodingKeys: String, CodingKey { case loggedOut, username }

    }

    static func run(_ invocation: Invocation, in context: ImageFeedContext) throws {
        let env = context.env
        let l = context.l
        let store = try env.store()
        guard let session = try store.read({ try $0.session() }) else {
            context.cache.clear()
            if env.json { return try env.emitJSON(LogoutJSON(loggedOut: false, username: nil)) }
            return env.output.line(l(.imagefeedLogoutNotLoggedIn))
        }
        let question =
            l(.imagefeedLogoutTitle) + "\n" + l(.imagefeedLogoutMessage) + " "
            + l(.imagefeedLogoutChoices(l(.imagefeedLogoutYes), l(.imagefeedLogoutNo)))
        try env.confirm(question, assumeYes: invocation.isSet(CommonOptions.yes))
        try forget(context)
        if env.json { return try env.emitJSON(LogoutJSON(loggedOut: true, username: session.username)) }
        env.output.line(l(.imagefeedLogoutDone("@" + Sanitizer.clean(session.username))))
    }

    /// The yes of the question: the session and the cache gone, the
    /// `logout` click logged. The profile screen's «Да» comes here too.
    static func forget(_ context: ImageFeedContext) throws {
        try context.env.store().write { store in
            try store.setSession(nil)
            try store.clearCache()
        }
        context.cache.clear()
        context.env.analytics.click(screen: ImageFeedPlugin.profileScreen, item: "logout")
    }
}
