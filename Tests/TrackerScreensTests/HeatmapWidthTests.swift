import Localization
import SharedModels
import TerminalUI
import Testing
import TrackerKit

@testable import TrackerScreens

/// The heatmap of `show` and the history screen fits the width it is drawn
/// for, month names included: on every day of a year (so every month can
/// begin in the last week drawn), in every language, at 80, 60 and 40 columns.
@Suite struct HeatmapWidthTests {
    static let habit = Tracker(
        id: "h1", name: "Water", kind: .habit, categoryID: nil, emoji: "💧", color: Palette.colors[0],
        schedule: Schedule(Weekday.allCases), pinned: false, createdOn: LocalDate(iso: "2025-01-01")!)

    @Test(arguments: Language.allCases, [80, 60, 40])
    func everyLineFits(language: Language, width: Int) {
        let screen = HistoryScreen(
            localizer: Localizer(language: language), style: TerminalStyle(depth: .none), theme: .dark)
        let first = LocalDate(iso: "2026-01-01")!
        for offset in 0..<365 {
            let today = LocalDate(dayNumber: first.dayNumber + offset)
            let lines = screen.heatmap(Self.habit, days: [today], today: today, width: width)
            let wide = lines.filter { DisplayWidth.of($0) > width }
            #expect(wide.isEmpty, "\(today): \(wide)")
            // Each name shown whole: the row holds only whole month names.
            let names = Set((1...12).map { Localizer(language: language).monthShort($0) })
            #expect(lines[0].split(separator: " ").allSatisfy { names.contains(String($0)) }, "\(today): \(lines[0])")
        }
    }
}
