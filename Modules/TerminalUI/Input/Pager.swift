/// A text longer than the screen, shown a page at a time: Space, PageDown,
/// ↓/j and Enter move on; ↑/k, PageUp and b move back; Home/End jump; q,
/// Esc or Ctrl-C leave (Space on the last page too). Pure state, so tests
/// can page through it; `run` drives it on a terminal.
package struct Pager: Sendable, Equatable {
    package let lines: [String]
    /// Text rows per page: the screen's rows minus the status line and the
    /// row the cursor rests on after it (`Screen.redraw` ends every line
    /// with a newline, so a full screen would scroll the first line away).
    package let pageHeight: Int
    package private(set) var top = 0

    package init(lines: [String], screenRows: Int) {
        self.lines = lines
        pageHeight = max(1, screenRows - 2)
    }

    /// A pager of `pageHeight` rows (a part of a full-screen view) scrolled
    /// to `top`, kept within the text: a view that keeps its own scroll
    /// position across frames of another size starts from it.
    package init(lines: [String], pageHeight: Int, top: Int) {
        self.lines = lines
        self.pageHeight = max(1, pageHeight)
        self.top = min(max(0, top), max(0, lines.count - self.pageHeight))
    }

    /// Whether the text needs paging at all.
    package var isLongerThanPage: Bool { lines.count > pageHeight }

    private var lastTop: Int { max(0, lines.count - pageHeight) }

    /// The rows shown now.
    package var page: ArraySlice<String> { lines[top..<min(lines.count, top + pageHeight)] }

    /// False when the key leaves the pager. Letters on a Russian layout
    /// work as the Latin on the same key (й is `q`).
    package mutating func handle(_ key: Key) -> Bool {
        switch key.onLatinKeys {
        case .character(" "), .pageDown:
            if top == lastTop { return false }
            top = min(lastTop, top + pageHeight)
        case .down, .enter, .character("j"): top = min(lastTop, top + 1)
        case .up, .character("k"): top = max(0, top - 1)
        case .pageUp, .character("b"): top = max(0, top - pageHeight)
        case .home, .character("g"): top = 0
        case .end, .character("G"): top = lastTop
        case .character("q"), .escape, .ctrlC, .ctrlD: return false
        default: break
        }
        return true
    }

    /// Pages `lines` on the terminal with `status` (given the first and last
    /// row shown and the total) as the last row, until the user leaves; the
    /// last page shown stays on the screen.
    package static func run(
        _ lines: [String], screenRows: Int, write: @escaping (String) -> Void,
        status: (Int, Int, Int) -> String
    ) throws {
        var pager = Pager(lines: lines, screenRows: screenRows)
        var screen = Screen(write: write)
        screen.hideCursor()
        defer { screen.showCursor() }
        try KeyReader.withRawMode { reader in
            while true {
                let shown = pager.page
                screen.redraw(Array(shown) + [status(pager.top + 1, pager.top + shown.count, lines.count)])
                let key: Key
                do { key = try reader.next() } catch TerminalError.endOfInput { key = .ctrlD }
                guard pager.handle(key) else { break }
            }
        }
        screen.redraw(Array(pager.page))
    }
}
