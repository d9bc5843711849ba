import AppPlugin
import SharedModels
import TerminalUI
import TrackerKit

/// A card with the texts its line shows, cleaned and measured once.
package struct PreparedCard: Sendable {
    package let card: TrackerCard
    let texts: CardTexts
    /// The name as printed (`Sanitizer.clean`) and its columns.
    package var name: String { texts.name }
    package var nameWidth: Int { texts.nameWidth }
    /// «5 дней» / "5 days" and its columns.
    package var days: String { texts.days }
    package var daysWidth: Int { texts.daysWidth }
}

/// The texts of a card's line without the card: the printed list keeps
/// them beside its sections' cards instead of a copy of every card: two
/// more copies of every card touched memory and retained and released
/// every card's strings (measured: docs/benchmarks.md, "Measured choices").
struct CardTexts: Sendable {
    let name: String
    let nameWidth: Int
    let days: String
    let daysWidth: Int
}

/// Builds card lines for one set of columns, keeping the pieces that repeat
/// from card to card: a thousand cards use a palette of 18 colors, a few
/// emoji and a few dozen day counts, so each swatch, mark, padded emoji and
/// painted count is escaped and padded once rather than once per card.
/// The line is the same text `CardRenderer` always drew:
/// `  ▌🙂 Name            5 days   +`.
package struct CardPieces {
    package let renderer: CardRenderer
    package let columns: CardRenderer.Columns
    private var swatches = ColorMemo()
    private var doneMarks = ColorMemo(), openMarks = ColorMemo()
    /// The first distinct emoji, searched in order (a screen shows a few
    /// dozen); any more, and longer ones, by their bytes in a dictionary.
    private var emoji: [(key: ShortBytes, padded: String)] = []
    private var moreEmoji: [[UInt8]: String] = [:]
    private var days = CountMemo<String>()

    package init(renderer: CardRenderer, columns: CardRenderer.Columns) {
        self.renderer = renderer
        self.columns = columns
    }

    /// One line per card; the pieces carry over to the next call (the next section).
    package mutating func lines(_ cards: ArraySlice<PreparedCard>) -> [String] {
        cards.map { line($0) }
    }

    package mutating func line(_ card: PreparedCard) -> String {
        // Assembled as UTF-8 bytes and decoded once: appending seven pieces to
        // a String costs several times more than copying their bytes.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(card.name.utf8.count + columns.name + columns.days + 120)
        append(card.card, card.texts, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes of the card's line added to BYTES (the printed list writes
    /// all its lines into one buffer: no `String` per line).
    mutating func append(_ card: TrackerCard, _ texts: CardTexts, to bytes: inout [UInt8]) {
        let color = card.tracker.color.terminalColor
        let colored = renderer.style.depth != .none
        bytes.append(0x20)
        bytes.append(0x20)
        if colored { bytes.appendUTF8(swatch(color)) }
        bytes.appendUTF8(paddedEmoji(card.tracker.emoji))
        bytes.append(0x20)
        appendName(texts, to: &bytes)
        bytes.append(0x20)
        bytes.append(0x20)
        bytes.appendUTF8(card.count == nil ? paintedDays(card.completedDays, texts) : paintedDays(texts))
        bytes.append(0x20)
        bytes.append(0x20)
        // A window met without a record on the day has its own mark, not memoized (count habits are few).
        bytes.appendUTF8(
            card.isMet && !card.done
                ? renderer.mark(done: false, color: color, met: true) : mark(done: card.done, color: color))
    }

    private mutating func swatch(_ color: RGB) -> String {
        swatches.text(for: color) { renderer.style.paint("▌", foreground: color) }
    }

    private mutating func mark(done: Bool, color: RGB) -> String {
        let make = { renderer.mark(done: done, color: color) }
        return done ? doneMarks.text(for: color, make) : openMarks.text(for: color, make)
    }

    /// Keyed by bytes: hashing a non-ASCII `String` normalizes it first, on
    /// every look-up.
    private mutating func paddedEmoji(_ text: String) -> String {
        let key = ShortBytes(text)
        if let key, let known = emoji.first(where: { $0.key == key }) { return known.padded }
        if key == nil || emoji.count == 64, let known = moreEmoji[Array(text.utf8)] { return known }
        let padded = DisplayWidth.pad(text, to: 2)
        if let key, emoji.count < 64 { emoji.append((key, padded)) } else { moreEmoji[Array(text.utf8)] = padded }
        return padded
    }

    /// The days right-aligned to the column, in secondary gray.
    private mutating func paintedDays(_ count: Int, _ card: CardTexts) -> String {
        let (renderer, columns) = (renderer, columns)
        return days.value(for: count) { Self.paintedDays(card, renderer, columns) }
    }

    /// The same without the memo (a count habit's column also holds its window).
    private func paintedDays(_ card: CardTexts) -> String { Self.paintedDays(card, renderer, columns) }

    private static func paintedDays(_ card: CardTexts, _ renderer: CardRenderer, _ columns: CardRenderer.Columns)
        -> String
    {
        let missing = columns.days - card.daysWidth
        let padded = missing > 0 ? String(repeating: " ", count: missing) + card.days : card.days
        return renderer.style.paint(padded, foreground: renderer.colors.secondary)
    }

    /// The name cut to the column and padded to it; the width is already known,
    /// so a name that fits (nearly all) is never measured again.
    private func appendName(_ card: CardTexts, to bytes: inout [UInt8]) {
        guard columns.name > 0, card.nameWidth <= columns.name else {
            let cut = DisplayWidth.pad(DisplayWidth.truncate(card.name, to: columns.name), to: columns.name)
            bytes.append(contentsOf: cut.utf8)
            return
        }
        bytes.appendUTF8(card.name)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: columns.name - card.nameWidth))
    }
}

extension [UInt8] {
    /// TEXT's UTF-8 appended in one copy: `append(contentsOf: text.utf8)`
    /// walks the view generically, for every piece of every card.
    mutating func appendUTF8(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil { append(contentsOf: text.utf8) }
    }
}

/// Up to 16 UTF-8 bytes (nearly every emoji) packed into two words, as a
/// key that compares in three. Equal keys are equal bytes: two
/// spellings of one emoji that `String`'s `==` calls equal (composed and
/// decomposed) are kept apart, so each card prints its own bytes (keyed by
/// `String`, the second spelling printed the first one's).
struct ShortBytes: Equatable {
    var low: UInt64 = 0, high: UInt64 = 0
    var count: Int

    init?(_ text: String) {
        count = text.utf8.count
        guard count <= 16 else { return nil }
        var text = text
        var low: UInt64 = 0
        var high: UInt64 = 0
        text.withUTF8 { bytes in
            for index in bytes.indices {
                if index < 8 {
                    low |= UInt64(bytes[index]) << (8 * index)
                } else {
                    high |= UInt64(bytes[index]) << (8 * (index - 8))
                }
            }
        }
        self.low = low
        self.high = high
    }
}
