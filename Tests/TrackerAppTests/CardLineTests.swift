import Localization
import SharedModels
import TerminalUI
import Testing
import TrackerCommands
import TrackerKit
import TrackerScreens

@testable import TrackerApp

/// Cards drawn from prepared pieces are the lines the per-card renderer drew.
@Suite struct CardLineTests {
    /// The line as `CardRenderer` built it before cards were prepared once.
    static func referenceLines(_ cards: [TrackerCard], _ renderer: CardRenderer) -> [String] {
        let colored = renderer.style.depth != .none
        let days = cards.map { DisplayWidth.of(renderer.daysText($0.completedDays)) }.max() ?? 0
        let names = cards.map { DisplayWidth.of(Sanitizer.clean($0.tracker.name)) }.max() ?? 0
        let fixed = 2 + (colored ? 1 : 0) + 2 + 1 + 2 + days + 2 + (colored ? 3 : 1)
        let nameColumn = min(names, max(8, renderer.width - fixed))
        return cards.map { card in
            let tracker = card.tracker
            let color = tracker.color.terminalColor
            let name = DisplayWidth.pad(
                DisplayWidth.truncate(Sanitizer.clean(tracker.name), to: nameColumn), to: nameColumn)
            let count = DisplayWidth.pad(renderer.daysText(card.completedDays), to: days, alignment: .right)
            var text = "  "
            if colored { text += renderer.style.paint("▌", foreground: color) }
            text += DisplayWidth.pad(tracker.emoji, to: 2) + " " + name + "  "
            text += renderer.style.paint(count, foreground: renderer.colors.secondary) + "  "
            return text + renderer.mark(done: card.done, color: color)
        }
    }

    static let names = [
        "Water", "Ёлка", "e\u{301}clair", "日本語の名前", "esc\u{1B}[31mred", "tab\there",
        "Long name that is thirty-eight chars!!", "", "\u{200B}", "👨‍👩‍👧 family", "Gym",
    ]

    static func cards() -> [TrackerCard] {
        names.enumerated().map { index, name in
            let tracker = Tracker(
                id: EntityID("t\(index)"), name: name, kind: .habit, categoryID: nil,
                emoji: Palette.emoji[index % Palette.emoji.count],
                color: Palette.colors[index % 3], schedule: .everyDay, pinned: false,
                createdOn: LocalDate(year: 2026, month: 3, day: 1)!)
            return TrackerCard(
                tracker: tracker, completedDays: [0, 1, 2, 5, 21, 1042][index % 6], done: index % 2 == 0)
        }
    }

    @Test(arguments: [ColorDepth.none, .ansi16, .ansi256, .truecolor], [40, 80, 200])
    func preparedLinesMatchTheReference(depth: ColorDepth, width: Int) {
        for language in Language.allCases {
            for theme in [Theme.light, .dark] {
                let renderer = CardRenderer(
                    l: Localizer(language: language), style: TerminalStyle(depth: depth),
                    theme: theme, width: width)
                let cards = Self.cards()
                #expect(renderer.lines(cards) == Self.referenceLines(cards, renderer))
                // Sections drawn from slices of one preparation share the columns.
                let prepared = renderer.prepare(cards)
                var pieces = CardPieces(renderer: renderer, columns: renderer.layout(for: prepared))
                let split = pieces.lines(prepared[..<4]) + pieces.lines(prepared[4...])
                #expect(split == Self.referenceLines(cards, renderer))
            }
        }
    }

    @Test func namesWiderThanTheColumnAreCut() {
        let renderer = CardRenderer(
            l: Localizer(language: .en), style: TerminalStyle(depth: .none), theme: .dark, width: 40)
        let lines = renderer.lines(Self.cards())
        #expect(lines.contains { $0.contains("…") })
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    }
}
