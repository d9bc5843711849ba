import TerminalUI

/// Checks one frame of a terminal screen against the one before it, for
/// what a redraw that lost track of its lines leaves behind.
///
/// A frame is the screen as text, one row a line (`tmux capture-pane -p`);
/// `joined` is the same screen with the rows the terminal wrapped joined
/// back (`capture-pane -p -J`), so a line written past the last column shows
/// as one line wider than the terminal.
///
/// - A line the terminal wrapped: the program wrote past the last column,
///   and its next relative redraw starts a row too low.
/// - More rows than the terminal has.
/// - A leftover: a row with words (letters) that the new frame holds more
///   often than the frame before and more than once — the copy a redraw
///   leaves when it scrolled or started below its first line (ten titles
///   after ten keys). Rows without letters (cards' borders, a calendar's
///   counts) repeat legitimately and are not counted.
package enum FrameCheck {
    package static func problems(
        previous: String?, current: String, joined: String? = nil,
        columns: Int, rows: Int
    ) -> [String] {
        var problems: [String] = []
        let lines = Self.rows(current)
        if lines.count > rows { problems.append("\(lines.count) rows on a terminal of \(rows)") }
        for line in Self.rows(joined ?? current) where DisplayWidth.of(line) > columns {
            problems.append("a line wider than \(columns) columns (wrapped by the terminal): “\(line)”")
        }
        let before = counts(previous.map(Self.rows) ?? [])
        for (line, count) in counts(lines) where count > 1 && count > before[line, default: 0] {
            problems.append("“\(line)” \(count) times (before: \(before[line, default: 0]))")
        }
        return problems
    }

    /// The frame's rows, trailing blank rows dropped.
    package static func rows(_ frame: String) -> [String] {
        var lines = frame.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines
    }

    /// How often each row with text occurs, rows trimmed of spaces.
    static func counts(_ lines: [String]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for line in lines {
            let text = line.trimmingSpaces
            guard text.contains(where: \.isLetter) else { continue }
            counts[text, default: 0] += 1
        }
        return counts
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
