import TerminalUI

/// The apps `pocket` lists: name, version and summary in columns, each
/// summary wrapped at words to the terminal's width and continued under its
/// own column, so a long (Russian, German) summary never breaks mid-word.
enum AppList {
    struct Row: Sendable, Equatable {
        var name: String, version: String, summary: String
    }

    /// The rows as lines at most `width` columns wide (when the name and
    /// version columns leave room for a few words; otherwise the summary
    /// goes on its own lines under them, indented): `KeyLine.columns`.
    static func lines(_ rows: [Row], width: Int) -> [String] {
        let nameWidth = rows.map { DisplayWidth.of($0.name) }.max() ?? 0
        let versionWidth = rows.map { DisplayWidth.of($0.version) }.max() ?? 0
        let columns = rows.map { row -> (left: String, right: String?) in
            (
                DisplayWidth.pad(row.name, to: nameWidth) + "  " + DisplayWidth.pad(row.version, to: versionWidth),
                row.summary
            )
        }
        return KeyLine.columns(columns, width: width, gap: "  ", minimumRoom: 16, narrowIndent: "      ")
    }
}
