import AppPlugin
import CLIKit
import FoundationEssentials
import Localization
import Networking
import TerminalGraphics
import TerminalUI
import UnsplashClient

/// `image-feed profile`: avatar, name, `@username` and bio (`GET /me`).
/// When the profile cannot be loaded the screen shows the placeholder
/// avatar and no name, as the iOS app does, and the run fails with the reason.
enum ProfileCommand {
    static let command = Command<ImageFeedContext>("profile", abstract: { $0(.imagefeedHelpProfile) }) {
        try run($0, in: $1)
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
        env.output.lines(ProfileView(env: env).lines(user, avatar: avatar(of: user, context)))
        if context.edition.hasLikes { env.output.lines(favorites(of: user, context)) }
    }

    /// The extended edition's favorites under the profile: their count and
    /// the first page's cards; nothing when they cannot be loaded (the
    /// profile itself did load).
    static func favorites(of user: User, _ context: ImageFeedContext) -> [String] {
        guard let api = try? context.api(),
            let page = try? context.network({ () async throws(UnsplashError) in
                try await api.likes(of: user.username, page: 1)
            })
        else { return [] }
        let count = user.totalLikes ?? page.photos.count
        let card = PhotoCard(env: context.env, edition: context.edition)
        return ["", context.env.style.paint(context.l(.imagefeedProfileFavorites(count)), bold: true)]
            + page.photos.flatMap { [""] + card.cell($0) }
    }

    /// The avatar as half blocks, on a terminal with colors only (it sits
    /// beside the text, which no image protocol can); nil draws the box.
    static func avatar(of user: User, _ context: ImageFeedContext) -> [String]? {
        let env = context.env
        guard env.terminal.stdoutIsTTY, env.style.depth != .none,
            let url = user.profileImage?.large ?? user.profileImage?.medium
        else { return nil }
        defer { context.images.cache.evict() }
        guard let image = context.cachedImage(url, fitting: PixelSize(width: 96, height: 96)) else { return nil }
        let cells = TerminalSize(columns: ProfileView.avatarColumns, rows: ProfileView.avatarRows)
        let drawn = ImageRenderer.render(
            image, mode: .blocks, cells: cells, cellPixels: ImageLayout.defaultCellPixels,
            options: RenderOptions(environment: env.variables))
        return drawn.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }
}

/// The profile screen as text: a three-line avatar box beside the name,
/// `@username` and the bio.
struct ProfileView {
    let env: AppEnvironment

    /// The avatar's size beside the text, in cells.
    static let avatarColumns = 12
    static let avatarRows = 6

    /// The avatar (drawn, or a box with the user's initials) beside the name,
    /// `@username` and the bio.
    func lines(_ user: User, avatar: [String]? = nil) -> [String] {
        let name = user.name.map(Sanitizer.clean).flatMap { $0.isEmpty ? nil : $0 }
        // From the cleaned texts: an escape in a username must not reach the box either.
        let initials = String(
            (name ?? Sanitizer.clean(user.username)).split(separator: " ").prefix(2).compactMap(\.first)
        ).uppercased()
        let box =
            avatar.map(Self.padded)
            ?? Self.box(DisplayWidth.pad(DisplayWidth.truncate(initials, to: 2), to: 2, alignment: .center))
        // The bio wraps in what the box (and the two spaces after it) leave of the line.
        let width = max(20, env.terminal.size.columns - (box.first.map(StyledText.width) ?? 6) - 2)
        var text = [name.map { env.style.paint($0, bold: true) } ?? "", "@" + Sanitizer.clean(user.username)]
        if let bio = user.bio.map(Sanitizer.cleanMultiline), !bio.isEmpty {
            text += bio.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
                DisplayWidth.wrap(String($0), width: width)
            }
        }
        return Self.beside(box, text)
    }

    /// What shows when the profile did not load: the placeholder avatar, no name or username.
    static func placeholder(_ l: Localizer) -> [String] {
        beside(box("?\u{00A0}"), ["", l(.imagefeedProfileUnavailable)])
    }

    static func box(_ inner: String) -> [String] { ["╭────╮", "│ " + inner + " │", "╰────╯"] }

    /// The drawn avatar's lines, each as wide as the widest.
    static func padded(_ lines: [String]) -> [String] {
        let width = lines.map(StyledText.width).max() ?? 0
        return lines.map { $0 + String(repeating: " ", count: width - StyledText.width($0)) }
    }

    static func beside(_ box: [String], _ text: [String]) -> [String] {
        let blank = String(repeating: " ", count: box.first.map(StyledText.width) ?? 6)
        return (0..<max(box.count, text.count)).map { row in
            let left = row < box.count ? box[row] : blank
            let right = row < text.count ? text[row] : ""
            return right.isEmpty ? left : left + "  " + right
        }
    }
}
