/// The two ways a screen names its keys: the one-row key line at the bottom
/// (`↑↓ move · Enter open · q quit`) and the `?` page that lists every key
/// with what it does. One definition for every app, so a line never ends
/// mid-word and the page's columns line up in every language.
package enum KeyLine {
    /// `text`, items joined by `separator`, when it fits `width`; otherwise
    /// as many items from the start as fit beside `more` (`? keys`, which
    /// names where the rest is), and `more` alone when not even one does.
    /// Never a word cut: a line that cannot hold `more` is cut only at an item.
    package static func fit(_ text: String, more: String, width: Int, separator: String = " · ") -> String {
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
    package static func fit(items: [String], separator: String = "   ", width: Int) -> String {
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
    package static func helpRows(_ entries: [String], width: Int, indent: String = "  ") -> [String] {
        let split = entries.map { entry -> (left: String, right: String?) in
            guard let gap = entry.firstRange(of: "   ") else { return (entry, nil) }
            return (String(entry[..<gap.lowerBound]), String(entry[gap.upperBound...]).trimmedOfWhitespace)
        }
        return columns(split, width: width, indent: indent)
    }

    /// Two columns: each `left` padded to the widest, `gap`, then `right`
    /// wrapped at words under its own column. When that column would get
    /// fewer than `minimumRoom` columns, `right` goes under its `left`
    /// instead, indented by `narrowIndent` (`indent` and two spaces when
    /// nil), rather than one word a row. A row without `right` is its
    /// `left` alone (a heading). The `?` pages and `pocket`'s app list.
    package static func columns(
        _ rows: [(left: String, right: String?)], width: Int, indent: String = "  ", gap: String = "   ",
        minimumRoom: Int = 12, narrowIndent: String? = nil
    ) -> [String] {
        let leftWidth = rows.filter { $0.right != nil }.map { DisplayWidth.of($0.left) }.max() ?? 0
        let column = DisplayWidth.of(indent) + leftWidth + DisplayWidth.of(gap)
        let room = width - column
        let under = narrowIndent ?? indent + "  "
        var lines: [String] = []
        for (left, right) in rows {
            guard let right else {
                lines.append(indent + left)
                continue
            }
            if room < minimumRoom {
                lines.append(indent + left)
                lines += DisplayWidth.wrap(right, width: max(1, width - DisplayWidth.of(under))).map { under + $0 }
                continue
            }
            let pieces = DisplayWidth.wrap(right, width: room)
            lines.append(indent + DisplayWidth.pad(left, to: leftWidth) + gap + (pieces.first ?? ""))
            lines += pieces.dropFirst().map { String(repeating: " ", count: column) + $0 }
        }
        return lines
    }
}
