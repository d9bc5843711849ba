/// Lines that carry SGR color sequences (`ESC [ … m`), measured and cut by
/// what the terminal shows: the sequences take no columns.
package enum StyledText {
    /// The columns `line` shows.
    package static func width(_ line: String) -> Int {
        var total = 0
        forEachVisible(line) { _, columns in
            total += columns
            return true
        }
        return total
    }

    /// `line` cut to at most `width` visible columns; a cut line ends in a
    /// reset so no color runs on. Never splits a grapheme cluster.
    package static func clip(_ line: String, to width: Int) -> String {
        var used = 0
        var result = ""
        var cut = false
        var inSequence = false
        for character in line {
            if inSequence {
                result.append(character)
                if let value = character.asciiValue, (0x40...0x7E).contains(value), character != "[" {
                    inSequence = false
                }
                continue
            }
            if character == "\u{1B}" {
                inSequence = true
                result.append(character)
                continue
            }
            let columns = DisplayWidth.of(character)
            if used + columns > width {
                cut = true
                break
            }
            used += columns
            result.append(character)
        }
        return cut ? result + "\u{1B}[0m" : result
    }

    /// Calls `body` with each visible cluster and its columns, skipping
    /// escape sequences, until it returns false.
    private static func forEachVisible(_ line: String, _ body: (Character, Int) -> Bool) {
        var inSequence = false
        for character in line {
            if inSequence {
                if let value = character.asciiValue, (0x40...0x7E).contains(value), character != "[" {
                    inSequence = false
                }
                continue
            }
            if character == "\u{1B}" {
                inSequence = true
                continue
            }
            guard body(character, DisplayWidth.of(character)) else { return }
        }
    }
}
