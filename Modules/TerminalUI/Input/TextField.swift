/// A one-line text field of a terminal form, as pure state: printable keys
/// append, Backspace removes the last character, Ctrl-U clears (the field's
/// clear button). Keys it does not take (arrows, Enter, Tab) are left to the
/// form, which moves between fields with them.
package struct TextField: Sendable, Equatable {
    package var text: String
    /// At most this many characters are kept (a paste cannot grow it without bound).
    package let limit: Int
    /// Which typed characters the field takes (a time field: digits and `:`).
    private let accepts: @Sendable (Character) -> Bool

    package init(
        _ text: String = "", limit: Int = 256, accepts: @escaping @Sendable (Character) -> Bool = { _ in true }
    ) {
        self.text = text
        self.limit = limit
        self.accepts = accepts
    }

    /// True when the key edited the text (or was one of the field's own keys).
    package mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .backspace:
            if !text.isEmpty { text.removeLast() }
        case .control(0x15):
            text = ""
        case .character(let character):
            guard accepts(character) else { return false }
            if text.count < limit { text.append(character) }
        default: return false
        }
        return true
    }

    /// The text with a cursor after it (`▏` with colors, `_` without),
    /// stripped of control characters: a field may start with a stored
    /// text that came from elsewhere (a synced name).
    package func shown(_ style: TerminalStyle) -> String {
        Sanitizer.clean(text) + (style.depth == .none ? "_" : "▏")
    }

    package static func == (lhs: TextField, rhs: TextField) -> Bool { lhs.text == rhs.text && lhs.limit == rhs.limit }
}
