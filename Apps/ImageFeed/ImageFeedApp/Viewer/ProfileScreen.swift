import AppPlugin
import CLIKit
import Localization
import UnsplashClient

/// `p` from the feed: the profile as `image-feed profile` shows it (the
/// avatar beside the name, `@username` and the bio), and logout: `o` opens
/// the iOS app's alert «Пока, пока!» «Уверены, что хотите выйти?» (Да /
/// Нет, the pointer on Нет so a stray Enter changes nothing). «Да» logs out
/// as the `logout` command does; «Нет» (or Esc) closes the alert. Any other
/// key goes back to the feed.
struct ProfileScreen {
    let context: ImageFeedContext
    var env: AppEnvironment { context.env }

    enum Outcome: Equatable { case back, loggedOut, interrupted }

    func run(_ reader: inout KeyReader) throws -> Outcome {
        env.analytics.open(screen: ImageFeedPlugin.profileScreen)
        defer { env.analytics.close(screen: ImageFeedPlugin.profileScreen) }
        let lines = profile()
        var alert: Alert?
        while true {
            let width = FullScreenPage.size(env).columns
            FullScreenPage.frame(
                lines, status: env.style.paint(context.l(.imagefeedProfileKeys), dim: true), env: env,
                overlay: alert?.lines(env.style, width: width) ?? [])
            let key = (try? reader.next()) ?? .ctrlD
            if var open = alert {
                alert = nil
                switch Self.answer(&open, key) {
                case .some(true):
                    try LogoutCommand.forget(context)
                    return .loggedOut
                case .some(false): break
                case .none: alert = open
                }
                continue
            }
            switch key {
            case .ctrlC: return .interrupted
            case .resize: continue
            case .character("o"): alert = Self.logoutAlert(context.l)
            default: return .back
            }
        }
    }

    /// The alert after `key`: true for «Да», false for «Нет», nil while it is still open.
    static func answer(_ alert: inout Alert, _ key: Key) -> Bool? {
        guard alert.handle(key) == .finished else { return nil }
        return alert.chosen == 0
    }

    /// «Пока, пока!» with «Да» first and «Нет» as the cancelling answer.
    static func logoutAlert(_ l: Localizer) -> Alert {
        Alert(
            title: l(.imagefeedLogoutTitle), message: l(.imagefeedLogoutMessage),
            actions: [l(.imagefeedLogoutYes), l(.imagefeedLogoutNo)], cancelIndex: 1)
    }

    /// The profile's lines, or the placeholder when it cannot be loaded.
    private func profile() -> [String] {
        let context = self.context
        guard let api = try? context.api(),
            let user = try? context.network({ () async throws(UnsplashError) in try await api.me() })
        else {
            return ProfileView.placeholder(context.l)
        }
        return ProfileView(env: env).lines(user, avatar: ProfileCommand.avatar(of: user, context))
    }
}
