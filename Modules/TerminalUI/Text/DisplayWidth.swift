import CUTF8Proc

/// How many terminal columns text takes, measured per grapheme cluster.
///
/// A cluster is 2 columns when its first scalar is East Asian Wide/Fullwidth or
/// an emoji with emoji presentation, when it carries U+FE0F (emoji presentation
/// selector: `❤️`, keycaps) or is a regional-indicator flag; ZWJ sequences and
/// skin tones stay in one cluster and so count once. Clusters made only of
/// controls (C0, DEL, C1), combining marks, format characters (ZWJ, bidi
/// marks) or variation selectors are 0. Everything else is 1.
///
/// Which scalars are wide, and which are marks or format characters, comes
/// from Debian's utf8proc (`utf8proc_charwidth`, `utf8proc_category`), so a
/// Debian update brings new Unicode data without a table of our own.
package enum DisplayWidth {
    /// Horizontal alignment for `pad`.
    package enum Alignment: Sendable { case left, right, center }

    /// The columns of TEXT when it is only printable ASCII (each byte one
    /// column; such text has nothing for `Sanitizer` to remove either), nil
    /// for anything else.
    package static func printableASCIIColumns(_ text: String) -> Int? {
        let bytes = text.utf8
        let plain = bytes.withContiguousStorageIfAvailable { buffer in
            buffer.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        }
        return (plain ?? bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }) ? bytes.count : nil
    }

    /// The columns `text` takes. (The same as the generic version; this one is
    /// what a `String` argument picks, so that the byte count needs no
    /// generic iteration across modules.)
    package static func of(_ text: String) -> Int {
        if let width = printableASCIIWidth(text.utf8) { return width }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The columns `text` takes.
    package static func of(_ text: some StringProtocol) -> Int {
        if let width = printableASCIIWidth(text.utf8) { return width }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The byte count of text made only of printable ASCII (U+0020–U+007E),
    /// where every byte is one cluster of one column; nil for anything else.
    /// Names and counts are mostly that, and walking them by grapheme
    /// clusters costs far more than counting bytes.
    @inline(__always)
    private static func printableASCIIWidth(_ bytes: some Sequence<UInt8>) -> Int? {
        var count = 0
        for byte in bytes {
            guard byte >= 0x20 && byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }

    /// The columns one grapheme cluster takes (0, 1 or 2).
    package static func of(_ character: Character) -> Int {
        // ASCII fast path: most text in a table is plain.
        if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
        let scalars = character.unicodeScalars
        let first = scalars.first!
        if isZeroWidth(first) {
            // A cluster led by a zero-width scalar (a stray mark) is as wide as what follows it.
            return scalars.dropFirst().contains { !isZeroWidth($0) } ? 1 : 0
        }
        if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return 1 }
        return utf8proc_charwidth(Int32(bitPattern: first.value)) == 2 ? 2 : 1
    }

    /// Whether a scalar takes no column of its own: a control, a combining
    /// mark (variation selectors are marks too) or a format character (ZWJ,
    /// bidi marks, the soft hyphen), by utf8proc's category.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        // Hangul medial vowels and final consonants join the syllable before
        // them on screen; utf8proc gives a lone one a column of its own.
        if (0x1160...0x11FF).contains(value) { return true }
        switch utf8proc_category(Int32(bitPattern: value)) {
        case UTF8PROC_CATEGORY_MN, UTF8PROC_CATEGORY_ME, UTF8PROC_CATEGORY_CF, UTF8PROC_CATEGORY_CC: return true
        default: return false
        }
    }

    /// `text` padded with spaces to `width` columns; text already wider is returned as is.
    package static func pad(_ text: String, to width: Int, alignment: Alignment = .left) -> String {
        let missing = width - of(text)
        guard missing > 0 else { return text }
        switch alignment {
        case .left: return text + String(repeating: " ", count: missing)
        case .right: return String(repeating: " ", count: missing) + text
        case .center:
            let before = missing / 2
            return String(repeating: " ", count: before) + text + String(repeating: " ", count: missing - before)
        }
    }

    /// `text` cut to at most `width` columns, ending in `ellipsis` when cut.
    /// Never splits a grapheme cluster (a wide one that does not fit is dropped whole).
    package static func truncate(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        let room = width - of(ellipsis)
        guard room >= 0 else { return String(repeating: ".", count: width) }
        return String(fitting(text, room)) + ellipsis
    }

    /// `truncate` from the other side: the end of `text` in at most `width`
    /// columns, after `ellipsis` when cut (a text field keeps what is being typed in view).
    package static func truncateKeepingEnd(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        let room = width - of(ellipsis)
        guard room >= 0 else { return String(repeating: ".", count: width) }
        return ellipsis + String(fitting(text.reversed(), room).reversed())
    }

    /// The leading clusters of `characters` that fit in `room` columns.
    private static func fitting(_ characters: some Sequence<Character>, _ room: Int) -> [Character] {
        var result: [Character] = []
        var used = 0
        for character in characters {
            let columns = of(character)
            if used + columns > room { break }
            result.append(character)
            used += columns
        }
        return result
    }

    /// `text` broken into lines of at most `width` columns at spaces; a word
    /// longer than a line is broken between clusters. Existing newlines are kept.
    package static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let wordWidth = of(word)
                if !line.isEmpty, of(line) + 1 + wordWidth <= width {
                    line += " " + word
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = ""
                for character in word {
                    if of(line) + of(character) > width, !line.isEmpty {
                        lines.append(line)
                        line = ""
                    }
                    line.append(character)
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// A list of items joined by `separator` (a key hint: `↑↓: move · Enter:
    /// choose`) broken into lines of at most `width` columns between items,
    /// so each line reads on its own; an item wider than a line is wrapped
    /// at spaces (`wrap`).
    package static func wrapList(_ text: String, separator: String = " · ", width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        var line = ""
        for item in text.split(separator: separator, omittingEmptySubsequences: true).map(String.init) {
            if !line.isEmpty, of(line) + of(separator) + of(item) <= width {
                line += separator + item
                continue
            }
            if !line.isEmpty { lines.append(line) }
            let pieces = of(item) <= width ? [item] : wrap(item, width: width)
            lines += pieces.dropLast()
            line = pieces.last ?? ""
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
