import AppPlugin
import Localization
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// The keys' page `?` of every image-feed screen, the key line under each
/// (cut between its items, never mid-word), and the one way every image-feed
/// screen writes a frame: each line cut to the terminal's width, no more
/// lines than it has rows, the status on its last row, so nothing is ever
/// written past the last row or column (which would scroll the screen).
enum FullScreenPage {
    /// A `?` page: the title in bold, then `text`'s entries (one a line,
    /// "KEYS   what they do") in aligned columns (`KeyLine.helpRows`). Taller
    /// than the screen, it scrolls (↑↓ j k, PgUp PgDn, Home End) with
    /// `ScrollWindow`'s sign on the last row; any other key closes it and
    /// is returned (the caller ends on Ctrl-C).
    static func help(_ text: String, env: AppEnvironment, l: Localizer, reader: inout KeyReader) throws -> Key {
        var scroll = ScrollWindow()
        while true {
            let size = size(env)
            let lines = helpLines(
                text, title: env.style.paint(l(.imagefeedHelpKeysTitle), bold: true), width: size.columns)
            let height = max(1, size.rows - 1)
            let scrolls = ScrollWindow.scrolls(total: lines.count, height: height)
            let status =
                scrolls
                ? statusLine(
                    keys: l(.imagefeedScreenScrollBack), more: l(.imagefeedScreenOtherKeysBack),
                    indicator: scroll.indicator(total: lines.count, height: height), width: size.columns)
                : l(.imagefeedScreenBack)
            frame(scroll.visible(lines, height: height), status: env.style.paint(status, dim: true), env: env)
            let key = try reader.next()
            if key == .resize { continue }
            guard scrolls, scroll.handle(key.onLatinKeys, total: lines.count, height: height) else { return key }
        }
    }

    /// The `?` page's lines for `width` columns: the title, a blank row, the entries' rows.
    static func helpLines(_ text: String, title: String, width: Int) -> [String] {
        [title, ""] + KeyLine.helpRows(text.split(separator: "\n").map(String.init), width: width)
    }

    /// A key line that fits `width`: `keys` whole, or the items that fit
    /// ending with `more` (`? keys`), after `indicator` when there is one.
    static func statusLine(keys: String, more: String, indicator: String? = nil, width: Int) -> String {
        guard let indicator else { return KeyLine.fit(keys, more: more, width: width) }
        let room = width - DisplayWidth.of(indicator) - 3
        return indicator + "   " + KeyLine.fit(keys, more: more, width: room)
    }

    /// `statusLine` for the terminal's width now, dimmed; `more` is `? keys`.
    static func keyLine(_ keys: String, env: AppEnvironment, l: Localizer) -> String {
        env.style.paint(statusLine(keys: keys, more: l(.imagefeedScreenMore), width: size(env).columns), dim: true)
    }

    /// A list's title with its sign (`▲ 4–6/30 ▼`, `ScrollWindow`'s) at the
    /// right end of the row, where it takes nothing from the key line; the
    /// title alone when there is no sign or no room for it.
    static func titled(_ title: String, sign: String?, width: Int) -> String {
        guard let sign else { return title }
        let gap = width - StyledText.width(title) - DisplayWidth.of(sign)
        return gap >= 2 ? title + String(repeating: " ", count: gap) + sign : title
    }

    /// The terminal's size now (it may have changed since the run started).
    static func size(_ env: AppEnvironment) -> TerminalSize {
        env.currentTerminalSize()
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
