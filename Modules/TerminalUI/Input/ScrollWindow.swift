/// Where a view taller than its rows is scrolled to: the first line shown
/// of `total`, `height` at a time. ↑/↓ and k/j move a line, PageUp/PageDown
/// a page, Home/End to either end. Pure, so a screen keeps one in its state
/// and tests drive it with keys; the moves are `Pager`'s, for a view that
/// draws its own frame and keeps other keys for itself.
package struct ScrollWindow: Sendable, Equatable {
    /// The first line shown, as the keys left it (`start` keeps it in range).
    package private(set) var top = 0

    package init(top: Int = 0) { self.top = max(0, top) }

    /// Whether `total` lines need scrolling in `height` rows.
    package static func scrolls(total: Int, height: Int) -> Bool { total > max(1, height) }

    /// The furthest the first line shown can go with `total` lines in `height` rows.
    package static func lastTop(total: Int, height: Int) -> Int { max(0, total - max(1, height)) }

    /// The first line shown of `total` in `height` rows.
    package func start(total: Int, height: Int) -> Int { min(top, Self.lastTop(total: total, height: height)) }

    /// Moves by `key` within `total` lines shown in `height` rows, as
    /// `Pager` moves (↓/j, ↑/k, PageDown/PageUp, Home/End); false when the
    /// key is not one of those (the caller's to handle: Tab, q, Esc…).
    package mutating func handle(_ key: Key, total: Int, height: Int) -> Bool {
        switch key {
        case .down, .up, .character("j"), .character("k"), .pageDown, .pageUp, .home, .end: break
        default:
            top = start(total: total, height: height)
            return false
        }
        var pager = Pager(lines: Array(repeating: "", count: total), pageHeight: height, top: top)
        _ = pager.handle(key)
        top = pager.top
        return true
    }

    /// The lines of `lines` shown in `height` rows.
    package func visible(_ lines: [String], height: Int) -> [String] {
        let start = start(total: lines.count, height: height)
        return Array(lines[start..<min(lines.count, start + max(1, height))])
    }

    /// `▲ 12–30/45 ▼`: the lines shown and arrows toward where there is
    /// more (language-neutral, so it needs no text), for a status line.
    package func indicator(total: Int, height: Int) -> String {
        let start = start(total: total, height: height)
        let end = min(total, start + max(1, height))
        return (start > 0 ? "▲ " : "  ") + "\(start + 1)–\(end)/\(total)" + (end < total ? " ▼" : "  ")
    }
}
