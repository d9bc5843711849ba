/// A short list to pick one entry from (the tracker's «Привычка» /
/// «Нерегулярное событие», a filter menu): ↑/↓ or j/k move, Enter or Space
/// picks, Esc cancels. A pure form, so tests drive it with keys.
package struct ChoiceMenu: KeyDrivenForm, Sendable, Equatable {
    package let title: String
    package let options: [String]
    /// The entry marked ✓ (the current filter), if any.
    package let checked: Int?
    package private(set) var cursor: Int

    package init(title: String, options: [String], checked: Int? = nil) {
        self.title = title
        self.options = options
        self.checked = checked
        cursor = checked ?? 0
    }

    package mutating func handle(_ key: Key) -> FormOutcome {
        switch key {
        case .up, .character("k"), .backTab: cursor = max(0, cursor - 1)
        case .down, .character("j"), .tab: cursor = min(options.count - 1, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = options.count - 1
        case .enter, .character(" "): return .finished
        case .escape, .ctrlC, .ctrlD, .character("q"): return .cancelled
        default: break
        }
        return .running
    }

    /// The title, then each entry, `›` on the cursor and ✓ on the checked one.
    package func lines(_ style: TerminalStyle) -> [String] {
        [style.paint(title, bold: true)]
            + options.enumerated().map { index, option in
                let pointer = index == cursor ? "› " : "  "
                let mark = index == checked ? "✓ " : "  "
                return pointer + mark + (index == cursor ? style.paint(option, bold: true) : option)
            }
    }
}

extension ChoiceMenu {
    /// The same menu with the cursor on `index` (a menu redrawn with
    /// localized options keeps the state's cursor).
    package func moved(to index: Int) -> ChoiceMenu {
        var copy = self
        copy.cursor = min(max(0, index), max(0, options.count - 1))
        return copy
    }
}
