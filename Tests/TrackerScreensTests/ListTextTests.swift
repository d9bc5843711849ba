import Localization
import SeededRandom
import SharedModels
import TerminalUI
import Testing
import TrackerKit
import TrackerScreens

/// The printed list's one buffer (`MainScreenRenderer.text`) is the lines
/// (`lines`, what the interactive screen and the tests read) joined with
/// newlines, for random screens: names with and without what the sanitizer
/// removes, wide and narrow, emoji of every length, with and without color.
@Suite struct ListTextTests {
    static let names = [
        "Read", "Бег", "e\u{301}clair", "日本語のとても長い名前ですね", "tab\there", "esc\u{1B}[31m", "x", "«a»",
        String(repeating: "long ", count: 12),
    ]
    static let emoji = ["💧", "🙂", "❤️", "👨‍👩‍👧‍👦", "", "a", "é", "e\u{301}"]

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func textIsTheLinesJoined(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let pick = { (count: Int, random: inout SeededGenerator) in Int((random.next() as UInt64) % UInt64(count)) }
        let categories = [TrackerCategory(id: "c1", title: "Health"), TrackerCategory(id: "c2", title: "Работа\u{1B}")]
        let day = LocalDate(iso: "2026-11-29")!
        let trackers = (0..<(pick(90, &random))).map { index in
            Tracker(
                id: EntityID("t\(index)"), name: Self.names[pick(Self.names.count, &random)] + "\(index)", kind: .habit,
                categoryID: pick(3, &random) == 0 ? nil : categories[pick(2, &random)].id,
                emoji: Self.emoji[pick(Self.emoji.count, &random)],
                color: Palette.colors[pick(Palette.colors.count, &random)],
                schedule: Schedule(Weekday.allCases), pinned: pick(5, &random) == 0, createdOn: day)
        }
        let filter = TrackerFilter.allCases[pick(TrackerFilter.allCases.count, &random)]
        let content = MainScreen.build(
            query: MainScreenQuery(date: day, filter: filter, search: pick(4, &random) == 0 ? "1" : nil, today: day),
            trackers: trackers, categories: categories,
            doneAt: trackers.map { _ in pick(2, &random) == 0 },
            completedDaysAt: trackers.map { _ in pick(400, &random) })
        for depth in [ColorDepth.none, .ansi16, .ansi256, .truecolor] {
            for language in Language.allCases {
                let cards = CardRenderer(
                    l: Localizer(language: language), style: TerminalStyle(depth: depth), theme: .dark,
                    width: 40 + pick(80, &random), flavor: FlavorTests.tracker)
                let screen = MainScreenRenderer(cards: cards)
                let joined = screen.lines(content).joined(separator: "\n") + "\n"
                #expect(screen.text(content) == Array(joined.utf8))
            }
        }
    }
}
