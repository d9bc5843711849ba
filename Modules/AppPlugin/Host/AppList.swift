import CLIKit

/// The apps `pocket` lists: name, version and summary in columns, each
/// summary wrapped at words to the terminal's width and continued under its
/// own column, so a long (Russian, German) summary never breaks mid-word.
enum AppList {
    struct Row: Sendable, Equatable {
        var name: String, version: String, summary: String
    }

    /// The rows as lines at most `width` columns wide (when the name and
    /// version columns leave room for a few words; otherwise the summary
    /// goes on its own lines under them, indented).
    static func lines(_ rows: [Row], width: Int) -> [String] {
        let nameWidth = rows.map { DisplayWidth.of($0.name) }.max() ?? 0
        let versionWidth = rows.map { DisplayWidth.of($0.version) }.max() ?? 0
        let indent = "  "
        let column = DisplayWidth.of(indent) + nameWidth + 2 + versionWidth + 2
        let room = width - column
        return rows.flatMap { row -> [String] in
            let start =
                indent + DisplayWidth.pad(row.name, to: nameWidth) + "  "
                + DisplayWidth.pad(row.version, to: versionWidth)
            guard room >= 16 else {
                return [start] + DisplayWidth.wrap(row.summary, width: max(1, width - 6)).map { "      " + $0 }
            }
            let pieces = DisplayWidth.wrap(row.summary, width: room)
            let hang = String(repeating: " ", count: column)
            return pieces.enumerated().map { index, piece in (index == 0 ? start + "  " : hang) + piece }
        }
    }
}
