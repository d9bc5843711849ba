/// A three-row font of box-drawing characters for the statistics screen's
/// "big number" (the app shows each indicator as a large figure over its
/// label). Only what `Localizer.decimal` and `integer` produce is drawn:
/// digits, `.`, `,`, `-` and spaces; anything else makes `render` return nil
/// so the caller falls back to plain text.
package enum StatsDigits {
    /// Rows are padded to equal width; glyphs are separated by one space.
    package static func render(_ text: String) -> [String]? {
        var rows = ["", "", ""]
        for (index, character) in text.enumerated() {
            guard let glyph = glyph(character) else { return nil }
            for row in 0..<3 { rows[row] += (index == 0 ? "" : " ") + glyph[row] }
        }
        return rows
    }

    /// The columns `render(text)` takes (every glyph is one column a character).
    package static func width(_ text: String) -> Int? { render(text).map { $0[0].count } }

    private static func glyph(_ character: Character) -> [String]? {
        switch character {
        case "0": ["╭─╮", "│ │", "╰─╯"]
        case "1": ["╶┐ ", " │ ", "╶┴╴"]
        case "2": ["╶─╮", "╭─╯", "╰─╴"]
        case "3": ["╶─╮", " ─┤", "╶─╯"]
        case "4": ["╷ ╷", "╰─┤", "  ╵"]
        case "5": ["╭─╴", "╰─╮", "╶─╯"]
        case "6": ["╭─╴", "├─╮", "╰─╯"]
        case "7": ["╶─┐", "  │", "  ╵"]
        case "8": ["╭─╮", "├─┤", "╰─╯"]
        case "9": ["╭─╮", "╰─┤", "╶─╯"]
        case ".": [" ", " ", "."]
        case ",": [" ", " ", ","]
        case "-": ["  ", "╶╴", "  "]
        // Group separators: a space, or ru's no-break space.
        case " ", "\u{00A0}", "\u{202F}": [" ", " ", " "]
        default: nil
        }
    }
}
