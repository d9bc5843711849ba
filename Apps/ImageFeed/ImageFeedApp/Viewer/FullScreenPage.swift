import AppPlugin
import CLIKit
import Localization

/// A page of text over the whole screen until any key: the profile and the
/// keys' help (`?`) of the feed and of the full view.
enum FullScreenPage {
    /// Draws `lines`, then «any key: back» dimmed, and returns the key that ended it.
    @discardableResult
    static func show(_ lines: [String], env: AppEnvironment, l: Localizer, reader: inout KeyReader) throws -> Key {
        env.output.write("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n") + "\r\n\r\n"
            + env.style.paint(l("imagefeed.screen.back"), dim: true))
        return try reader.next()
    }

    /// The keys' help: the title in bold, then one key per line.
    static func help(_ text: String, env: AppEnvironment, l: Localizer) -> [String] {
        [env.style.paint(l("imagefeed.help.keysTitle"), bold: true), ""] + text.split(separator: "\n").map(String.init)
    }
}
