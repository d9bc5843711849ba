import CLIKit
import HabitKit
import SharedModels

/// A card with the texts its line shows, cleaned and measured once.
struct PreparedCard {
    let card: TrackerCard
    /// The name as printed (`Sanitizer.clean`) and its columns.
    let name: String
    let nameWidth: Int
    /// «5 дней» / "5 days" and its columns.
    let days: String
    let daysWidth: Int
}

/// Builds card lines for one set of columns, keeping the pieces that repeat
/// from card to card: a thousand cards use a palette of 18 colors, a few
/// emoji and a few dozen day counts, so each swatch, mark, padded emoji and
/// painted count is escaped and padded once rather than once per card.
/// The line is the same text `CardRenderer` always drew:
/// `  ▌🙂 Name            5 days   +`.
struct CardPieces {
    let renderer: CardRenderer
    let columns: CardRenderer.Columns
    private var swatches: [RGB: String] = [:]
    private var marks: [MarkKey: String] = [:]
    private var emoji: [UTF8Key: String] = [:]
    private var days: [Int: String] = [:]

    private struct MarkKey: Hashable { var done: Bool; var color: RGB }

    init(renderer: CardRenderer, columns: CardRenderer.Columns) {
        self.renderer = renderer; self.columns = columns
    }

    /// One line per card; the pieces carry over to the next call (the next section).
    mutating func lines(_ cards: ArraySlice<PreparedCard>) -> [String] {
        cards.map { line($0) }
    }

    mutating func line(_ card: PreparedCard) -> String {
        let tracker = card.card.tracker
        let color = tracker.color.terminalColor
        let colored = renderer.style.depth != .none
        var text = "  "
        text.reserveCapacity(card.name.utf8.count + columns.name + columns.days + (colored ? 120 : 16))
        if colored { text += swatch(color) }
        text += paddedEmoji(tracker.emoji)
        text += " "
        text += paddedName(card)
        text += "  "
        text += paintedDays(card)
        text += "  "
        text += mark(done: card.card.done, color: color)
        return text
    }

    private mutating func swatch(_ color: RGB) -> String {
        if let known = swatches[color] { return known }
        let painted = renderer.style.paint("▌", foreground: color)
        swatches[color] = painted
        return painted
    }

    private mutating func mark(done: Bool, color: RGB) -> String {
        let key = MarkKey(done: done, color: color)
        if let known = marks[key] { return known }
        let mark = renderer.mark(done: done, color: color)
        marks[key] = mark
        return mark
    }

    private mutating func paddedEmoji(_ text: String) -> String {
        let key = UTF8Key(text: text)
        if let known = emoji[key] { return known }
        let padded = DisplayWidth.pad(text, to: 2)
        emoji[key] = padded
        return padded
    }

    /// The days right-aligned to the column, in secondary gray.
    private mutating func paintedDays(_ card: PreparedCard) -> String {
        let count = card.card.completedDays
        if let known = days[count] { return known }
        let missing = columns.days - card.daysWidth
        let padded = missing > 0 ? String(repeating: " ", count: missing) + card.days : card.days
        let painted = renderer.style.paint(padded, foreground: renderer.colors.secondary)
        days[count] = painted
        return painted
    }

    /// The name cut to the column and padded to it; the width is already known,
    /// so a name that fits (nearly all) is never measured again.
    private func paddedName(_ card: PreparedCard) -> String {
        guard columns.name > 0, card.nameWidth <= columns.name else {
            return DisplayWidth.pad(DisplayWidth.truncate(card.name, to: columns.name), to: columns.name)
        }
        let missing = columns.name - card.nameWidth
        return missing > 0 ? card.name + String(repeating: " ", count: missing) : card.name
    }
}

/// A dictionary key hashed and compared by UTF-8 bytes: `String`'s own
/// hashing normalizes non-ASCII text (every emoji) first, which costs more
/// than the padding it would save. Canonically equal texts spelled with
/// different bytes merely get entries of their own.
private struct UTF8Key: Hashable {
    let text: String

    static func == (left: UTF8Key, right: UTF8Key) -> Bool { left.text.utf8.elementsEqual(right.text.utf8) }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
