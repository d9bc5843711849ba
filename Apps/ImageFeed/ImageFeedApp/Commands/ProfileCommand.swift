import AppPlugin
import CLIKit
import Localization
import UnsplashClient

/// `image-feed profile`: avatar, name, `@username` and bio (`GET /me`).
/// When the profile cannot be loaded the screen shows the placeholder
/// avatar and no name, as the iOS app does, and the run fails with the reason.
enum ProfileCommand {
    static func spec(_ l: Localizer) -> CommandSpec {
        CommandSpec(name: "profile", abstract: l("imagefeed.help.profile"))
    }

    static func run(_ invocation: Invocation, in context: ImageFeedContext) throws {
        let api = try context.api()
        let env = context.env
        env.analytics.open(screen: ImageFeedPlugin.profileScreen)
        defer { env.analytics.close(screen: ImageFeedPlugin.profileScreen) }
        let user: User
        do {
            user = try context.network { () async throws(UnsplashError) in try await api.me() }
        } catch {
            if !env.json { env.output.lines(ProfileView.placeholder(context.l)) }
            throw error
        }
        if env.json { return try env.emitJSON(ProfileJSON(user)) }
        env.output.lines(ProfileView(env: env).lines(user))
    }
}

/// The profile screen as text: a three-line avatar box beside the name,
/// `@username` and the bio.
struct ProfileView {
    let env: AppEnvironment

    /// The avatar's box with the user's initials (the photo itself is drawn in a later version).
    func lines(_ user: User) -> [String] {
        let name = user.name.map(Sanitizer.clean).flatMap { $0.isEmpty ? nil : $0 }
        let initials = String((name ?? user.username).split(separator: " ").prefix(2).compactMap(\.first)).uppercased()
        let box = Self.box(DisplayWidth.pad(DisplayWidth.truncate(initials, to: 2), to: 2, alignment: .center))
        let width = max(20, env.terminal.size.columns - 8)
        var text = [name.map { env.style.paint($0, bold: true) } ?? "", "@" + Sanitizer.clean(user.username)]
        if let bio = user.bio.map(Sanitizer.cleanMultiline), !bio.isEmpty {
            text += bio.split(separator: "\n", omittingEmptySubsequences: false).flatMap { DisplayWidth.wrap(String($0), width: width) }
        }
        return Self.beside(box, text)
    }

    /// What shows when the profile did not load: the placeholder avatar, no name or username.
    static func placeholder(_ l: Localizer) -> [String] {
        beside(box("?\u{00A0}"), ["", l("imagefeed.profile.unavailable")])
    }

    static func box(_ inner: String) -> [String] { ["╭────╮", "│ " + inner + " │", "╰────╯"] }

    static func beside(_ box: [String], _ text: [String]) -> [String] {
        (0..<max(box.count, text.count)).map { row in
            let left = row < box.count ? box[row] : String(repeating: " ", count: 6)
            let right = row < text.count ? text[row] : ""
            return right.isEmpty ? left : left + "  " + right
        }
    }
}
