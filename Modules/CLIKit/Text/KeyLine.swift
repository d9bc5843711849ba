/// The two ways a screen names its keys: the one-row key line at the bottom
/// (`↑↓ move · Enter open · q quit`) and the `?` page that lists every key
/// with what it does. One definition for every app, so a line never ends
/// mid-word and the page's columns line up in every language.
public enum KeyLine {
    /// `text`, items joined by `separator`, when it fits `width`; otherwise
    /// as many items from the start as fit beside `more` (`? keys`, which
    /// names where the rest is), and `more` alone when not even one does.
    /// Never a word cut: a line that cannot hold `more` is cut only at an item.
    public static func fit(_ text: String, more: String, width: Int, separator: String = " · ") -> String {
        let width = max(1, width)
        guard DisplayWidth.of(text) > width else { return text }
        let items = text.split(separator: separator, omittingEmptySubsequences: true).map(String.init)
        let moreWidth = DisplayWidth.of(more)
        var line = ""
        for item in items where !(item == more) {
            let candidate = line.isEmpty ? item : line + separator + item
            guard DisplayWidth.of(candidate) + DisplayWidth.of(separator) + moreWidth <= width else { break }
            line = candidate
        }
        if line.isEmpty { return moreWidth <= width ? more : DisplayWidth.truncate(more, to: width) }
        return line + separator + more
    }

    /// `items` joined by `separator`, those that do not fit left out (the
    /// first is always kept, cut when it alone is too wide): a status line
    /// whose later parts matter less (a scroll sign, "any key: back", the
    /// scroll keys).
    public static func fit(items: [String], separator: String = "   ", width: Int) -> String {
        guard let first = items.first else { return "" }
        var line = DisplayWidth.truncate(first, to: max(1, width))
        for item in items.dropFirst() where DisplayWidth.of(line + separator + item) <= width {
            line += separator + item
        }
        return line
    }

    /// A `?` page's rows: each entry is its keys, three spaces, then what
    /// they do (`"↑↓ j k   move"`). The keys are padded to the widest, so
    /// the descriptions start in one column; a description too long for
    /// `width` wraps at a word under its own column, never under the keys.
    /// An entry without the three-space gap is a row of its own (a heading).
    public static func helpRows(_ entries: [String], width: Int, indent: String = "  ") -> [String] {
        let split = entries.map { entry -> (keys: String, text: String?) in
            guard let gap = entry.firstRange(of: "   ") else { return (entry, nil) }
            return (String(entry[..<gap.lowerBound]), String(entry[gap.upperBound...]).trimmedOfWhitespace)
        }
        let keyWidth = split.filter { $0.text != nil }.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let column = DisplayWidth.of(indent) + keyWidth + 3
        // A terminal narrower than the keys plus a few words: the
        // description goes under the keys, indented, instead of one word a row.
        let room = width - column
        var rows: [String] = []
        for (keys, text) in split {
            guard let text else {
                rows.append(indent + keys)
                continue
            }
            if room < 12 {
                rows.append(indent + keys)
                rows += DisplayWidth.wrap(text, width: max(1, width - DisplayWidth.of(indent) - 2))
                    .map { indent + "  " + $0 }
                continue
            }
            let pieces = DisplayWidth.wrap(text, width: room)
            rows.append(indent + DisplayWidth.pad(keys, to: keyWidth) + "   " + (pieces.first ?? ""))
            rows += pieces.dropFirst().map { String(repeating: " ", count: column) + $0 }
        }
        return rows
    }
}
