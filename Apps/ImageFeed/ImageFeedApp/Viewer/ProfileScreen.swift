import AppPlugin
import Localization
import TerminalUI
import UnsplashClient

/// `p` from the feed: the profile as `image-feed profile` shows it (the
/// avatar beside the name, `@username` and the bio) and, in the extended
/// edition, the favorites (the liked photos) as the feed's cards: a
/// `CardList` with the feed's keys, Enter opens one in the full view, `?`
/// lists the keys. Logout: `o` opens the iOS app's alert «Пока, пока!»
/// «Уверены, что хотите выйти?» (Да / Нет, the pointer on Нет so a stray
/// Enter changes nothing). «Да» logs out as the `logout` command does;
/// «Нет» (or Esc) closes the alert. `q`, Esc or any key that is no command
/// goes back to the feed. Letters are read on Latin keys (`Key.onLatinKeys`).
struct ProfileScreen {
    let context: ImageFeedContext
    /// The feed's previews, so a photo in both is fetched and drawn once.
    let previews: CardPreviews
    /// The favorites, in the extended edition once the profile has loaded.
    var favorites: CardList?
    /// Set when the favorites' first page could not be loaded.
    var favoritesFailed = false
    var drawnArrivals = 0
    var alert: Alert?
    var env: AppEnvironment { context.env }

    enum Outcome: Equatable { case back, loggedOut, interrupted }

    init(context: ImageFeedContext, previews: CardPreviews) {
        self.context = context
        self.previews = previews
    }

    mutating func run(_ reader: inout KeyReader) throws -> Outcome {
        env.analytics.open(screen: ImageFeedPlugin.profileScreen)
        defer { env.analytics.close(screen: ImageFeedPlugin.profileScreen) }
        let user = loadUser()
        // Fetched and drawn once: every frame shows the same avatar.
        let avatar = user.flatMap { ProfileCommand.avatar(of: $0, context) }
        if let user, context.edition.hasLikes { loadFavorites(of: user) }
        while true {
            if var list = favorites, list.wantsMore {
                try? list.loadMore(context)
                favorites = list
            }
            draw(user, avatar: avatar)
            let key = previews.nextKey(&reader, drawnAt: drawnArrivals) { draw(user, avatar: avatar) }
            if var open = alert {
                alert = nil
                switch Self.answer(&open, key, context.l) {
                case .some(true):
                    try LogoutCommand.forget(context)
                    return .loggedOut
                case .some(false): break
                case .none: alert = open
                }
                continue
            }
            if let outcome = try handle(key.onLatinKeys, &reader) { return outcome }
        }
    }

    /// A key on the profile (not in the alert); the outcome when it leaves the screen.
    private mutating func handle(_ key: Key, _ reader: inout KeyReader) throws -> Outcome? {
        if favorites?.handle(key) == true { return nil }
        switch key {
        case .ctrlC: return .interrupted
        case .resize: return nil
        case .character("o"): alert = Self.logoutAlert(context.l)
        case .character("?") where favorites != nil:
            let text = context.l(.imagefeedProfileHelp)
            if try FullScreenPage.help(text, env: env, l: context.l, reader: &reader) == .ctrlC { return .interrupted }
        case .enter where favorites != nil:
            guard let photo = favorites?.pointed else { return nil }
            let (shown, interrupted) = try PhotoViewer.open(photo, context: context, reader: &reader)
            favorites?.replacePointed(with: shown)
            if interrupted { return .interrupted }
        default: return .back
        }
        return nil
    }

    /// The alert after `key`: true for «Да», false for «Нет», nil while it
    /// is still open (`YesAnswers.answer`); the first letter of «Нет» (n, н)
    /// answers «Нет».
    static func answer(_ alert: inout Alert, _ key: Key, _ l: Localizer) -> Bool? {
        let noLetters: [Character] = ["n", l(.imagefeedLogoutNo).lowercased().first ?? "n"]
        return YesAnswers.answer(&alert, key, yesAction: 0, noLetters: noLetters, l)
    }

    /// «Пока, пока!» with «Да» first and «Нет» as the cancelling answer.
    static func logoutAlert(_ l: Localizer) -> Alert {
        Alert(
            title: l(.imagefeedLogoutTitle), message: l(.imagefeedLogoutMessage),
            actions: [l(.imagefeedLogoutYes), l(.imagefeedLogoutNo)], cancelIndex: 1)
    }

    /// The user of the session, or nil when the profile cannot be loaded.
    private func loadUser() -> User? {
        let context = self.context
        guard let api = try? context.api() else { return nil }
        return try? context.network { () async throws(UnsplashError) in try await api.me() }
    }

    /// The liked photos' list with its first page (or `favoritesFailed`).
    private mutating func loadFavorites(of user: User) {
        guard let api = try? context.api() else {
            favoritesFailed = true
            return
        }
        let username = user.username
        var list = CardList(
            pager: FeedPager { page async throws(UnsplashError) in try await api.likes(of: username, page: page) })
        do {
            try list.loadMore(context)
            favorites = list
        } catch {
            favoritesFailed = true
        }
    }

    /// The profile's lines above the favorites: all of them when a card
    /// still fits under them (and the favorites' title), else the name and
    /// `@username` on one line, so a short terminal keeps room for a card.
    static func header(_ full: [String], compact: String, rows: Int, listed: Bool) -> [String] {
        guard listed, full.count + 2 + CardList.rowsPerCard > rows - 1 else { return full }
        return [compact]
    }

    /// The name in bold and `@username`, on one line.
    private func compactHeader(_ user: User) -> String {
        let username = "@" + Sanitizer.clean(user.username)
        guard let name = user.name.map(Sanitizer.clean), !name.isEmpty else { return username }
        return env.style.paint(name, bold: true) + "  " + username
    }

    @discardableResult
    private mutating func draw(_ user: User?, avatar: [String]?) -> Int {
        drawnArrivals = previews.arrived
        let size = FullScreenPage.size(env)
        guard let user else {
            FullScreenPage.frame(
                ProfileView.placeholder(context.l), status: keyLine(), env: env,
                overlay: alert?.lines(env.style, width: size.columns) ?? [])
            return drawnArrivals
        }
        let listed = context.edition.hasLikes
        var lines = Self.header(
            ProfileView(env: env).lines(user, avatar: avatar), compact: compactHeader(user), rows: size.rows,
            listed: listed)
        if listed {
            let count = user.totalLikes ?? favorites?.photos.count ?? 0
            let title = env.style.paint(context.l(.imagefeedProfileFavorites(count)), bold: true)
            let rows = size.rows - 1 - lines.count - 2
            if var list = favorites, !list.photos.isEmpty {
                let sign = list.indicator(visible: CardList.capacity(rows: rows))
                lines += ["", FullScreenPage.titled(title, sign: sign, width: size.columns)]
                lines += list.lines(rows: rows, columns: size.columns, end: nil, context: context, previews: previews)
                favorites = list
            } else {
                let empty = context.l(
                    favoritesFailed ? .imagefeedProfileFavoritesUnavailable : .imagefeedProfileNoFavorites)
                lines += ["", title, ""]
                lines += DisplayWidth.wrap(empty, width: size.columns).map { env.style.paint($0, dim: true) }
            }
        }
        FullScreenPage.frame(
            lines, status: keyLine(), env: env, overlay: alert?.lines(env.style, width: size.columns) ?? [])
        return drawnArrivals
    }

    /// The keys: the favorites' with them, else o and "any other key".
    private func keyLine() -> String {
        let keys = context.l(favorites != nil ? .imagefeedProfileKeys : .imagefeedProfileKeysBasic)
        return FullScreenPage.keyLine(keys, env: env, l: context.l)
    }
}
