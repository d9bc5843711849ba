/// Where a view taller than its rows is scrolled to: the first line shown
/// of `total`, `height` at a time. ↑/↓ and k/j move a line, PageUp/PageDown
/// a page, Home/End to either end. Pure, so a screen keeps one in its state
/// and tests drive it with keys (the keys `Pager` moves by too).
public struct ScrollWindow: Sendable, Equatable {
    /// The first line shown.
    public private(set) var top = 0

    public init(top: Int = 0) { self.top = max(0, top) }

    /// The rows a view of `total` lines in `height` rows scrolls through:
    /// one less than `height` once it scrolls (the indicator's row).
    public static func rows(total: Int, height: Int) -> Int { total > height ? max(1, height - 1) : max(1, height) }

    /// The furthest `top` can go with `total` lines in `height` rows.
    public static func lastTop(total: Int, height: Int) -> Int { max(0, total - rows(total: total, height: height)) }

    /// Moves by `key` within `total` lines shown in `height` rows; false
    /// when the key is not a scrolling key (the caller's to handle).
    public mutating func handle(_ key: Key, total: Int, height: Int) -> Bool {
        let page = Self.rows(total: total, height: height)
        let last = Self.lastTop(total: total, height: height)
        switch key {
        case .down, .character("j"): top = min(last, top + 1)
        case .up, .character("k"): top = max(0, top - 1)
        case .pageDown: top = min(last, top + page)
        case .pageUp: top = max(0, top - page)
        case .home: top = 0
        case .end: top = last
        default:
            top = min(top, last)
            return false
        }
        top = min(top, last)
        return true
    }

    /// The first line shown of `total` in `height` rows (`top`, kept in range).
    public func start(total: Int, height: Int) -> Int { min(top, Self.lastTop(total: total, height: height)) }

    /// The lines shown of `lines` in `height` rows: all of them when they
    /// fit; otherwise a window of one row less, the last row left to
    /// `indicator` so the user sees there is more.
    public func visible(_ lines: [String], height: Int) -> [String] {
        let rows = Self.rows(total: lines.count, height: height)
        let start = start(total: lines.count, height: height)
        return Array(lines[start..<min(lines.count, start + rows)])
    }

    /// Whether `total` lines need scrolling in `height` rows.
    public static func scrolls(total: Int, height: Int) -> Bool { total > max(1, height) }

    /// `▲ 12–30/45 ▼`: the lines shown and the arrows of the directions
    /// there is more in (language-neutral, so it needs no text).
    public func indicator(total: Int, height: Int) -> String {
        let start = start(total: total, height: height)
        let end = min(total, start + Self.rows(total: total, height: height))
        return (start > 0 ? "▲ " : "  ") + "\(start + 1)–\(end)/\(total)" + (end < total ? " ▼" : "  ")
    }
}
