import AppPlugin
import Localization
import TerminalUI
import UnsplashClient

/// A photo as text: what the feed's cell shows (date, heart and likes,
/// description, author, id) and the facts `show --render none` prints.
/// Everything that came from the API is cleaned before it is printed.
struct PhotoCard {
    let env: AppEnvironment
    let edition: Edition
    /// The columns a line may take: the terminal's, or what a screen's card leaves beside its preview.
    let width: Int

    init(env: AppEnvironment, edition: Edition, width: Int? = nil) {
        self.env = env
        self.edition = edition
        self.width = width ?? max(20, env.terminal.size.columns)
    }

    static let red = RGB(red: 0xF5, green: 0x6B, blue: 0x6C)
    private static let gray = RGB(red: 0x8E, green: 0x8E, blue: 0x93)

    var l: Localizer { env.localizer }

    /// The Like button: a red heart when liked, a gray outline when not; the basic edition has none.
    func heart(_ photo: Photo) -> String {
        guard edition.hasLikes else { return "" }
        let heart =
            photo.likedByUser ? env.style.paint("♥", foreground: Self.red) : env.style.paint("♡", foreground: Self.gray)
        return heart + " " + l.integer(photo.likes)
    }

    /// The feed's cell.
    func cell(_ photo: Photo) -> [String] {
        let date = l.longDate(photo.createdAt.day)
        let heart = heart(photo)
        let gap = max(2, width - DisplayWidth.of(date) - DisplayWidth.of(heart.strippingStyle))
        var lines = [heart.isEmpty ? date : date + String(repeating: " ", count: gap) + heart]
        if let description = photo.description.map(Sanitizer.clean), !description.isEmpty {
            lines.append(env.style.paint(DisplayWidth.truncate(description, to: width), bold: true))
        }
        lines.append(DisplayWidth.truncate(author(photo.user), to: width))
        lines.append(env.style.paint(l(.imagefeedCardId(Sanitizer.clean(photo.id))), dim: true))
        return lines
    }

    /// `show --render none`: the description, author, date, size, likes, color and link.
    func facts(_ photo: Photo) -> [String] {
        var lines: [String] = []
        if let description = photo.description.map(Sanitizer.cleanMultiline), !description.isEmpty {
            lines += description.split(separator: "\n", omittingEmptySubsequences: false)
                .flatMap { DisplayWidth.wrap(String($0), width: width) }.map { env.style.paint($0, bold: true) }
        }
        lines.append(author(photo.user))
        lines.append(l(.imagefeedShowDate(l.longDate(photo.createdAt.day))))
        lines.append(l(.imagefeedShowSize(photo.width, photo.height)))
        if edition.hasLikes { lines.append(l(.imagefeedShowLikes(heart(photo)))) }
        if let color = photo.color { lines.append(l(.imagefeedShowColor(Sanitizer.clean(color)))) }
        lines.append(l(.imagefeedShowLink(Sanitizer.clean(photo.links.html))))
        return lines
    }

    func author(_ user: User) -> String {
        let username = "@" + Sanitizer.clean(user.username)
        guard let name = user.name.map(Sanitizer.clean), !name.isEmpty else { return l(.imagefeedCardBy(username)) }
        return l(.imagefeedCardByNamed(name, username))
    }

    /// Cards one after another, a blank line between them; a page without photos says so.
    func page(_ photos: [Photo], title: String) -> [String] {
        guard !photos.isEmpty else { return [title, "", l(.imagefeedFeedEmpty)] }
        return [env.style.paint(title, bold: true)] + photos.flatMap { [""] + cell($0) }
    }
}

extension String {
    /// Without SGR sequences: for measuring styled text.
    var strippingStyle: String {
        var result = ""
        var inEscape = false
        for scalar in unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" {
                inEscape = true
                continue
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
