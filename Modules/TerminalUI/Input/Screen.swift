/// Cursor and region control for interactive screens. The sequences are public
/// constants; `redraw` keeps track of how many lines it drew so the next call
/// can overwrite them in place (no alternate screen needed).
package struct Screen {
    package static let hideCursorSequence = "\u{1B}[?25l"
    package static let showCursorSequence = "\u{1B}[?25h"
    package static let enterAlternateSequence = "\u{1B}[?1049h"
    package static let leaveAlternateSequence = "\u{1B}[?1049l"
    /// Clears the whole screen and homes the cursor.
    package static let clearSequence = "\u{1B}[2J\u{1B}[H"

    private let write: (String) -> Void
    /// Lines drawn by the last `redraw`.
    package private(set) var drawnLineCount = 0

    /// A screen writing to stdout, or to `write` in tests.
    package init(write: @escaping (String) -> Void = { StandardStream.output.write($0) }) {
        self.write = write
    }

    package func hideCursor() { write(Self.hideCursorSequence) }
    package func showCursor() { write(Self.showCursorSequence) }
    package func clear() { write(Self.clearSequence) }

    /// Switches to the alternate screen; a signal handler will leave it too.
    package func enterAlternateScreen() {
        alternateScreenActive.store(true, ordering: .sequentiallyConsistent)
        write(Self.enterAlternateSequence)
    }

    package func leaveAlternateScreen() {
        write(Self.leaveAlternateSequence)
        alternateScreenActive.store(false, ordering: .sequentiallyConsistent)
    }

    /// `ESC [ row ; column H`, 1-based.
    package static func moveSequence(row: Int, column: Int) -> String { "\u{1B}[\(row);\(column)H" }

    /// Replaces the previously drawn lines with `lines`. Keep `lines` within the
    /// terminal's rows: lines that scrolled off cannot be reached again.
    package mutating func redraw(_ lines: [String]) {
        write(Self.redrawSequence(previousLineCount: drawnLineCount, lines: lines))
        drawnLineCount = lines.count
    }

    /// `redraw` of `lines` fitted into a terminal of `size` (`fit`), so the
    /// region never wraps or scrolls and the next redraw finds its first line.
    package mutating func redraw(_ lines: [String], within size: TerminalSize?) {
        redraw(size.map { Self.fit(lines, into: $0) } ?? lines)
    }

    /// `lines` cut to the terminal's columns, and to one line less than its
    /// rows: every line ends in a newline, so the cursor rests on the row
    /// below the last one, and a line more would scroll the first away.
    package static func fit(_ lines: [String], into size: TerminalSize) -> [String] {
        FullScreenFrame.fit(lines, to: TerminalSize(columns: size.columns, rows: max(1, size.rows - 1)))
    }

    /// Forgets the drawn region, so the next `redraw` starts below it.
    package mutating func commit() { drawnLineCount = 0 }

    /// Back to the first drawn line, clear to the end of the screen, draw `lines`,
    /// each ending in `\r\n` (correct with or without output processing).
    package static func redrawSequence(previousLineCount: Int, lines: [String]) -> String {
        var text = "\r"
        if previousLineCount > 0 { text += "\u{1B}[\(previousLineCount)A" }
        text += "\u{1B}[J"
        for line in lines { text += line + "\r\n" }
        return text
    }
}
