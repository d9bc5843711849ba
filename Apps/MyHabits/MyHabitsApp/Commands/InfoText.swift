import TerminalUI

/// The Information text wrapped to a width. A bullet paragraph ("• …" or
/// "- …") wraps with a hanging indent: its lines after the first continue
/// under the bullet's text, not under the bullet, so each point of the
/// list stays readable as one block at any width.
enum InfoText {
    /// The bullets a paragraph may start with (followed by a space).
    static let bullets: [Character] = ["•", "-", "–", "*"]

    /// `text`'s paragraphs (one a line) wrapped at words to `width`.
    static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            wrapParagraph(String(paragraph), width: width)
        }
    }

    private static func wrapParagraph(_ paragraph: String, width: Int) -> [String] {
        guard let marker = bulletMarker(paragraph) else { return DisplayWidth.wrap(paragraph, width: width) }
        let indent = DisplayWidth.of(marker)
        // Too narrow to hang anything: the plain wrap is better than one letter a row.
        guard width - indent >= 10 else { return DisplayWidth.wrap(paragraph, width: width) }
        let body = String(paragraph.dropFirst(marker.count))
        let pieces = DisplayWidth.wrap(body, width: width - indent)
        let hang = String(repeating: " ", count: indent)
        return pieces.enumerated().map { index, piece in (index == 0 ? marker : hang) + piece }
    }

    /// The bullet and its spaces ("• ", "  - ") when `paragraph` is a list item.
    static func bulletMarker(_ paragraph: String) -> String? {
        let leading = paragraph.prefix { $0 == " " }
        let rest = paragraph.dropFirst(leading.count)
        guard let bullet = rest.first, bullets.contains(bullet), rest.dropFirst().first == " " else { return nil }
        let spaces = rest.dropFirst().prefix { $0 == " " }
        return String(leading) + String(bullet) + String(spaces)
    }
}
