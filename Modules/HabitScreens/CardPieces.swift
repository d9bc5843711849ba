import AppPlugin
import CLIKit
import HabitKit
import SharedModels

/// A card with the texts its line shows, cleaned and measured once.
public struct PreparedCard: Sendable {
    public let card: TrackerCard
    /// The name as printed (`Sanitizer.clean`) and its columns.
    public let name: String
    public let nameWidth: Int
    /// «5 дней» / "5 days" and its columns.
    public let days: String
    public let daysWidth: Int
}

/// Builds card lines for one set of columns, keeping the pieces that repeat
/// from card to card: a thousand cards use a palette of 18 colors, a few
/// emoji and a few dozen day counts, so each swatch, mark, padded emoji and
/// painted count is escaped and padded once rather than once per card.
/// The line is the same text `CardRenderer` always drew:
/// `  ▌🙂 Name            5 days   +`.
public struct CardPieces {
    public let renderer: CardRenderer
    public let columns: CardRenderer.Columns
    private var swatches = ColorMemo()
    private var doneMarks = ColorMemo(), openMarks = ColorMemo()
    private var emoji: [String: String] = [:]
    private var days = CountMemo<String>()

    public init(renderer: CardRenderer, columns: CardRenderer.Columns) {
        self.renderer = renderer; self.columns = columns
    }

    /// One line per card; the pieces carry over to the next call (the next section).
    public mutating func lines(_ cards: ArraySlice<PreparedCard>) -> [String] {
        cards.map { line($0) }
    }

    public mutating func line(_ card: PreparedCard) -> String {
        let tracker = card.card.tracker
        let color = tracker.color.terminalColor
        let colored = renderer.style.depth != .none
        // Assembled as UTF-8 bytes and decoded once: appending seven pieces to
        // a String costs several times more than copying their bytes.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(card.name.utf8.count + columns.name + columns.days + (colored ? 120 : 24))
        bytes.append(contentsOf: "  ".utf8)
        if colored { bytes.append(contentsOf: swatch(color).utf8) }
        bytes.append(contentsOf: paddedEmoji(tracker.emoji).utf8)
        bytes.append(UInt8(ascii: " "))
        appendName(card, to: &bytes)
        bytes.append(contentsOf: "  ".utf8)
        bytes.append(contentsOf: paintedDays(card).utf8)
        bytes.append(contentsOf: "  ".utf8)
        bytes.append(contentsOf: mark(done: card.card.done, color: color).utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func swatch(_ color: RGB) -> String {
        swatches.text(for: color) { renderer.style.paint("▌", foreground: color) }
    }

    private mutating func mark(done: Bool, color: RGB) -> String {
        let make = { renderer.mark(done: done, color: color) }
        return done ? doneMarks.text(for: color, make) : openMarks.text(for: color, make)
    }

    private mutating func paddedEmoji(_ text: String) -> String {
        if let known = emoji[text] { return known }
        let padded = DisplayWidth.pad(text, to: 2)
        emoji[text] = padded
        return padded
    }

    /// The days right-aligned to the column, in secondary gray.
    private mutating func paintedDays(_ card: PreparedCard) -> String {
        days.value(for: card.card.completedDays) {
            let missing = columns.days - card.daysWidth
            let padded = missing > 0 ? String(repeating: " ", count: missing) + card.days : card.days
            return renderer.style.paint(padded, foreground: renderer.colors.secondary)
        }
    }

    /// The name cut to the column and padded to it; the width is already known,
    /// so a name that fits (nearly all) is never measured again.
    private func appendName(_ card: PreparedCard, to bytes: inout [UInt8]) {
        guard columns.name > 0, card.nameWidth <= columns.name else {
            let cut = DisplayWidth.pad(DisplayWidth.truncate(card.name, to: columns.name), to: columns.name)
            bytes.append(contentsOf: cut.utf8)
            return
        }
        bytes.append(contentsOf: card.name.utf8)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: columns.name - card.nameWidth))
    }
}

