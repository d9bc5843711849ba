import AppPlugin
import Localization
import TerminalUI

/// What `image-feed` shows on a terminal without a session, as the iOS
/// app's auth screen does: the Unsplash logo drawn in text and the button
/// «Войти». Enter (or Space) presses it, `q` (or «й») or Esc quits. A login
/// that failed comes back as the iOS app's error alert over the screen:
/// «Что-то пошло не так(», «Не удалось войти в систему» with the reason,
/// and «ОК», which Enter or Esc presses to leave the screen as it was.
struct AuthScreen {
    let context: ImageFeedContext
    /// The last login's failure, shown as its alert until «ОК» is pressed.
    var failure: (any AppError)?
    var env: AppEnvironment { context.env }

    /// The logo: Unsplash's mark (a small block over a wide one with a notch).
    static let logo = [
        "    ████████    ",
        "    ████████    ",
        "                ",
        "████        ████",
        "████████████████",
        "████████████████",
    ]

    /// Shows the screen until the button is pressed (true) or the user quits (false).
    mutating func choose() throws -> Bool {
        var pressed = false
        var screen = self
        try env.runFullScreen { reader in
            while true {
                screen.draw()
                let key = (try? reader.next()) ?? .ctrlD
                if key == .ctrlC { return true }
                if var alert = screen.alert(FullScreenPage.size(screen.env)) {
                    // Only the alert's keys while it is open: its «ОК» (Enter, Esc) closes it.
                    if alert.handle(key) == .finished { screen.failure = nil }
                    continue
                }
                switch key.onLatinKeys {
                case .enter, .character(" "):
                    pressed = true
                    return false
                case .character("q"), .escape, .ctrlD: return false
                default: continue
                }
            }
        }
        self = screen
        return pressed
    }

    /// The failed login's alert: «Что-то пошло не так(», «Не удалось войти
    /// в систему» with the reason (and the hint, such as where the keys go),
    /// «ОК»; the message cut to what `columns`×`rows` can show.
    static func failureAlert(_ error: any AppError, _ l: Localizer, columns: Int, rows: Int) -> Alert {
        let title = l(.imagefeedLoginFailedTitle)
        let message = Sanitizer.cleanMultiline(failureMessage(error, l))
        // The box's frame, title, blank rows and button around the message, and the key line under it.
        let inner = max(8, columns - 4)
        let room = rows - 1 - 5 - DisplayWidth.wrap(title, width: inner).count
        return Alert(
            title: title, message: fitted(message, width: inner, lines: room), actions: [l(.imagefeedLoginOk)])
    }

    /// «Не удалось войти в систему (reason)», then the hint on a line of its own.
    static func failureMessage(_ error: any AppError, _ l: Localizer) -> String {
        if case ImageFeedError.loginFailed = error { return error.hint(l) ?? l(.imagefeedLoginFailedMessage) }
        let reason = l(.imagefeedLoginFailedMessage) + " (" + error.message(l) + ")"
        return error.hint(l).map { reason + "\n" + $0 } ?? reason
    }

    /// `message` wrapped at words in `width`; when it takes more than
    /// `lines` rows, its first rows, the last ending with "…" after a whole word.
    static func fitted(_ message: String, width: Int, lines: Int) -> String {
        let wrapped = DisplayWidth.wrap(message, width: width)
        guard wrapped.count > lines else { return message }
        var kept = Array(wrapped.prefix(max(1, lines)))
        var last = kept[kept.count - 1]
        while DisplayWidth.of(last + " …") > width, let space = last.lastIndex(of: " ") {
            last = String(last[..<space])
        }
        kept[kept.count - 1] = DisplayWidth.truncate(last + " …", to: width)
        return kept.joined(separator: "\n")
    }

    /// The logo and the button, centered; the keys on the last row.
    static func lines(button text: String, style: TerminalStyle, rows: Int, columns: Int) -> [String] {
        let button = style.paint("[ " + text + " ]", bold: true)
        let block = Self.logo + ["", ""] + [button]
        let top = max(0, (rows - 1 - block.count) / 2)
        return Array(repeating: "", count: top)
            + block.map { line in
                String(repeating: " ", count: max(0, (columns - StyledText.width(line)) / 2)) + line
            }
    }

    /// The failure's alert for a terminal of `size` (made again each time, so a resize fits it anew).
    private func alert(_ size: TerminalSize) -> Alert? {
        failure.map { Self.failureAlert($0, context.l, columns: size.columns, rows: size.rows) }
    }

    private func draw() {
        let size = FullScreenPage.size(env)
        let lines = Self.lines(
            button: context.l(.imagefeedAuthButton), style: env.style,
            rows: size.rows, columns: size.columns)
        FullScreenPage.frame(
            lines, status: env.style.paint(context.l(.imagefeedAuthKeys), dim: true), env: env,
            overlay: alert(size)?.lines(env.style, width: size.columns) ?? [])
    }
}
