import AppPlugin
import CLIKit

/// What `image-feed` shows on a terminal without a session, as the iOS
/// app's auth screen does: the Unsplash logo drawn in text and the button
/// «Войти». Enter (or Space) presses it, `q` or Esc quits; a login that
/// failed leaves its one line on the last row and the screen open.
struct AuthScreen {
    let context: ImageFeedContext
    /// The last login's failure, shown on the status row.
    var message: String?
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
    func choose() throws -> Bool {
        var pressed = false
        try env.runFullScreen { reader in
            while true {
                draw()
                switch (try? reader.next()) ?? .ctrlD {
                case .enter, .character(" "):
                    pressed = true
                    return false
                case .ctrlC: return true
                case .character("q"), .escape, .ctrlD: return false
                default: continue
                }
            }
        }
        return pressed
    }

    /// The logo and the button, centered; the keys (or the failure) on the last row.
    static func lines(button text: String, style: TerminalStyle, rows: Int, columns: Int) -> [String] {
        let button = style.paint("[ " + text + " ]", bold: true)
        let block = Self.logo + ["", ""] + [button]
        let top = max(0, (rows - 1 - block.count) / 2)
        return Array(repeating: "", count: top)
            + block.map { line in
                String(repeating: " ", count: max(0, (columns - StyledText.width(line)) / 2)) + line
            }
    }

    private func draw() {
        let size = FullScreenPage.size(env)
        let status =
            message.map { env.style.paint($0, foreground: PhotoCard.red) }
            ?? env.style.paint(context.l(.imagefeedAuthKeys), dim: true)
        let lines = Self.lines(
            button: context.l(.imagefeedAuthButton), style: env.style,
            rows: size.rows, columns: size.columns)
        FullScreenPage.frame(lines, status: status, env: env)
    }
}
