/// Aligns rows of cells into columns by display width (an emoji counts 2).
package struct TableLayout: Sendable {
    /// One column's rules.
    package struct Column: Sendable {
        package var alignment: DisplayWidth.Alignment
        /// Cells wider than this are truncated with `…`; nil means no limit.
        package var maxWidth: Int?

        package init(alignment: DisplayWidth.Alignment = .left, maxWidth: Int? = nil) {
            self.alignment = alignment
            self.maxWidth = maxWidth
        }
    }

    package var columns: [Column]
    /// Put between columns.
    package var separator: String
    /// Drop the trailing spaces of each line (the last column is then not padded).
    package var trimsTrailingSpace: Bool

    package init(columns: [Column], separator: String = "  ", trimsTrailingSpace: Bool = false) {
        self.columns = columns
        self.separator = separator
        self.trimsTrailingSpace = trimsTrailingSpace
    }

    /// The rows as lines; rows shorter than `columns` are filled with empty cells,
    /// extra cells beyond `columns` are laid out left-aligned.
    package func render(_ rows: [[String]]) -> [String] {
        let count = max(columns.count, rows.map(\.count).max() ?? 0)
        let cells = rows.map { row in
            (0..<count).map { index -> String in
                let cell = index < row.count ? row[index] : ""
                guard let limit = column(index).maxWidth else { return cell }
                return DisplayWidth.truncate(cell, to: limit)
            }
        }
        let widths = (0..<count).map { index in cells.map { DisplayWidth.of($0[index]) }.max() ?? 0 }
        return cells.map { row in
            let padded = row.enumerated().map { index, cell in
                DisplayWidth.pad(cell, to: widths[index], alignment: column(index).alignment)
            }
            let line = padded.joined(separator: separator)
            guard trimsTrailingSpace else { return line }
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
    }

    private func column(_ index: Int) -> Column {
        index < columns.count ? columns[index] : Column()
    }
}
