import AppPlugin
import CLIKit
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// A page of text over the whole screen until any key (the keys' help `?`
/// of the feed and of the full view), and the one way every image-feed
/// screen writes a frame: each line cut to the terminal's width, no more
/// lines than it has rows, the status on its last row, so nothing is ever
/// written past the last row or column (which would scroll the screen).
enum FullScreenPage {
    /// Draws `lines`, then «any key: back» dimmed, and returns the key that ended it.
    @discardableResult
    static func show(_ lines: [String], env: AppEnvironment, l: Localizer, reader: inout KeyReader) throws -> Key {
        frame(lines, status: env.style.paint(l(.imagefeedScreenBack), dim: true), env: env)
        return try reader.next()
    }

    /// The keys' help: the title in bold, then one key per line.
    static func help(_ text: String, env: AppEnvironment, l: Localizer) -> [String] {
        [env.style.paint(l(.imagefeedHelpKeysTitle), bold: true), ""] + text.split(separator: "\n").map(String.init)
    }

    /// The terminal's size now (it may have changed since the run started).
    static func size(_ env: AppEnvironment) -> TerminalSize {
        Terminal.querySize(fileDescriptor: STDOUT_FILENO) ?? env.terminal.size
    }

    /// Clears the screen and writes `lines` from the top, `status` on the
    /// last row and `overlay` (an alert's box) centered over them.
    static func frame(_ lines: [String], status: String, env: AppEnvironment, overlay: [String] = []) {
        let size = size(env)
        var text =
            "\u{1B}[H\u{1B}[2J"
            + lines.prefix(max(0, size.rows - 1)).map { StyledText.clip($0, to: size.columns) }
            .joined(separator: "\r\n")
        let top = max(1, (size.rows - overlay.count) / 2)
        for (index, line) in overlay.enumerated() where top + index < size.rows {
            let clipped = StyledText.clip(line, to: size.columns)
            let left = max(1, (size.columns - StyledText.width(clipped)) / 2 + 1)
            text += Screen.moveSequence(row: top + index, column: left) + clipped
        }
        env.output.write(
            text + Screen.moveSequence(row: size.rows, column: 1) + "\u{1B}[2K"
                + StyledText.clip(status, to: size.columns))
    }
}
