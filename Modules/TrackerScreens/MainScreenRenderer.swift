import Localization
import SharedModels
import TerminalUI
import TrackerKit

/// The main screen as terminal lines: the header (title, date, filter,
/// search), the sections of cards or an empty state, and the filter hint
/// (left out when the day has no habits, as the iOS app's filter button).
/// The texts are the app's (`TrackerAppFlavor.list`).
package struct MainScreenRenderer {
    package let cards: CardRenderer

    package init(cards: CardRenderer) { self.cards = cards }

    private var l: Localizer { cards.l }
    private var texts: TrackerAppFlavor.ListTexts { cards.flavor.list }

    package func lines(_ content: MainScreenContent) -> [String] {
        var lines = header(content)
        lines.append("")
        lines += body(content).lines
        if content.showsFilter, let hint = texts.filterHint {
            lines.append("")
            lines += filterHint(content.filter, hint).map(cards.secondary)
        }
        return lines
    }

    /// `lines(content)` as the bytes the printed list writes: every line
    /// followed by a newline. The cards go straight into the buffer, with
    /// no `String` per line and no join of them (measured:
    /// docs/benchmarks.md, "Measured choices").
    package func text(_ content: MainScreenContent) -> [UInt8] {
        let cardCount = content.sections.reduce(0) { $0 + $1.cards.count }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 * (cardCount + 8))
        let appendLine = { (bytes: inout [UInt8], line: String) in
            bytes.appendUTF8(line)
            bytes.append(0x0A)
        }
        for line in header(content) { appendLine(&bytes, line) }
        appendLine(&bytes, "")
        if content.emptyState == nil {
            // The texts of every card in order, beside the sections' own cards.
            let prepared = cards.texts(of: content.sections.lazy.flatMap(\.cards), count: cardCount)
            var pieces = CardPieces(renderer: cards, columns: cards.layout(for: prepared))
            var start = 0
            for (index, section) in content.sections.enumerated() {
                if index > 0 { appendLine(&bytes, "") }
                appendLine(&bytes, cards.title(Sanitizer.clean(Self.title(of: section, l, texts))))
                for (offset, card) in section.cards.enumerated() {
                    pieces.append(card, prepared[start + offset], to: &bytes)
                    bytes.append(0x0A)
                }
                start += section.cards.count
            }
        } else {
            for line in body(content).lines { appendLine(&bytes, line) }
        }
        if content.showsFilter, let hint = texts.filterHint {
            appendLine(&bytes, "")
            for line in filterHint(content.filter, hint) { appendLine(&bytes, cards.secondary(line)) }
        }
        return bytes
    }

    /// The sections of cards or an empty state, and the line each card is
    /// on (`content.cards` order), so an interactive screen can point at one.
    package struct Body: Sendable {
        package var lines: [String]
        package var cardLines: [Int]
    }

    /// `onScreen`: the interactive screen's, whose empty state names the
    /// key that adds (`+`), where the printed list names the command.
    package func body(_ content: MainScreenContent, onScreen: Bool = false) -> Body {
        var lines: [String] = []
        var cardLines: [Int] = []
        switch content.emptyState {
        case .noTrackers:
            lines.append(l(.habitsListEmptyNoItems))
            let hint = l(onScreen ? texts.noItemsKeyHint : texts.noItemsHint)
            lines += DisplayWidth.wrap(hint, width: cards.width).map(cards.secondary)
        case .nothingFound:
            lines.append(l(.habitsListEmptyNothingFound))
        case nil:
            // Every card is prepared (cleaned, measured, counted) once; the
            // columns are shared by all sections, which are slices in order.
            let prepared = cards.prepare(content.cards)
            var pieces = CardPieces(renderer: cards, columns: cards.layout(for: prepared))
            var start = 0
            cardLines.reserveCapacity(prepared.count)
            for (index, section) in content.sections.enumerated() {
                if index > 0 { lines.append("") }
                lines.append(cards.title(Sanitizer.clean(Self.title(of: section, l, texts))))
                cardLines += (lines.count..<(lines.count + section.cards.count))
                lines += pieces.lines(prepared[start..<(start + section.cards.count)])
                start += section.cards.count
            }
        }
        return Body(lines: lines, cardLines: cardLines)
    }

    /// The title with the date, then the filter and search when set.
    package func header(_ content: MainScreenContent) -> [String] {
        var lines = [cards.title(l(texts.title)) + "  " + cards.secondary(l.longDate(content.date))]
        var facts: [String] = []
        if content.filter != .all { facts.append(l(.habitsListFilterLabel(Self.filterName(content.filter, l, texts)))) }
        if let search = content.search { facts.append(l(.habitsListSearchLabel(Sanitizer.clean(search)))) }
        if !facts.isEmpty { lines.append(cards.secondary(facts.joined(separator: " · "))) }
        return lines
    }

    /// «Фильтры (--filter): ✓ Все трекеры · Трекеры на сегодня · …»: the
    /// current filter checked, as the iOS app's filter sheet marks it; wrapped
    /// between filter names, never inside one.
    private func filterHint(_ current: TrackerFilter, _ hint: (String) -> LocalizedText) -> [String] {
        let names = TrackerFilter.allCases.map { ($0 == current ? "✓ " : "") + Self.filterName($0, l, texts) }
        var lines = [l(hint(names[0]))]
        for name in names.dropFirst() {
            if DisplayWidth.of(lines[lines.count - 1]) + 3 + DisplayWidth.of(name) <= cards.width {
                lines[lines.count - 1] += " · " + name
            } else {
                lines.append("  " + name)
            }
        }
        return lines
    }

    /// The section's title as shown and as written in JSON.
    package static func title(of section: MainScreenSection, _ l: Localizer, _ texts: TrackerAppFlavor.ListTexts)
        -> String
    {
        switch section.kind {
        case .pinned: l(.habitsListPinned)
        case .category(let category): category.title
        case .other: l(texts.other)
        }
    }

    package static func filterName(_ filter: TrackerFilter, _ l: Localizer, _ texts: TrackerAppFlavor.ListTexts)
        -> String
    {
        switch filter {
        case .all: l(texts.filterAll)
        case .today: l(texts.filterToday)
        case .completed: l(.habitsFilterCompleted)
        case .uncompleted: l(.habitsFilterUncompleted)
        }
    }
}
