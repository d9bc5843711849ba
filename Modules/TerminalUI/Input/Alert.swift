/// A modal question with a title, a message and its answers as buttons (an
/// iOS `UIAlertController`): ←/→, h/l or Tab move between the buttons, Enter
/// or Space presses the pointed one, Esc (and Ctrl-C) picks the cancelling
/// answer. A pure form, so tests drive it with keys; the screen showing it
/// reads `chosen` once it has finished.
package struct Alert: KeyDrivenForm, Sendable, Equatable {
    package let title: String
    package let message: String
    package let actions: [String]
    /// The answer Esc stands for (the first, «Отмена», unless said otherwise).
    package let cancelIndex: Int
    /// The pointed button; it starts on the cancelling one, so a stray Enter changes nothing.
    package private(set) var cursor: Int
    /// The answer given, once the alert has finished.
    package private(set) var chosen: Int?

    package init(title: String, message: String, actions: [String], cancelIndex: Int = 0) {
        self.title = title
        self.message = message
        self.actions = actions
        self.cancelIndex = cancelIndex
        cursor = cancelIndex
    }

    package mutating func handle(_ key: Key) -> FormOutcome {
        switch key {
        case .left, .character("h"), .backTab: cursor = max(0, cursor - 1)
        case .right, .character("l"), .tab: cursor = min(actions.count - 1, cursor + 1)
        case .enter, .character(" "): chosen = cursor
        case .escape, .ctrlC, .ctrlD: chosen = cancelIndex
        default: return .running
        }
        return chosen == nil ? .running : .finished
    }

    /// A box `width` columns wide at most: the title in bold, the message
    /// wrapped, the buttons (`[ Удалить ]` on the pointed one) on its last row.
    package func lines(_ style: TerminalStyle, width: Int) -> [String] {
        let buttons = actions.enumerated().map { index, action in
            index == cursor ? style.paint("[ " + action + " ]", bold: true) : "  " + action + "  "
        }.joined(separator: " ")
        let widest = max(DisplayWidth.of(title), StyledText.width(buttons), DisplayWidth.of(message))
        let inner = max(8, min(width - 4, widest))
        let body =
            DisplayWidth.wrap(title, width: inner).map { style.paint($0, bold: true) } + [""]
            + DisplayWidth.wrap(message, width: inner) + [""] + [StyledText.clip(buttons, to: inner)]
        let edge = String(repeating: "─", count: inner + 2)
        return ["╭" + edge + "╮"]
            + body.map { "│ " + $0 + String(repeating: " ", count: max(0, inner - StyledText.width($0))) + " │" }
            + ["╰" + edge + "╯"]
    }
}
