import Foundation
import JSONText
import SharedModels
import TerminalUI
import Testing
import TrackerKit
import TrackerScreens

@testable import Localization

/// The parts of the shared screens that follow the app's `TrackerAppFlavor`:
/// an app without categories and schedules (as `goals`) gets cards without
/// them and its own JSON collection; one with both (as `tracker`) gets both.
@Suite struct FlavorTests {
    /// A flavor with every text key distinct, so a line shows which key drew it
    /// (an unknown key is shown as itself; the real apps' keys are in their tables).
    /// The texts both apps share are the tables' `habits.*` keys.
    static func flavor(_ app: String, categories: Bool, schedules: Bool, collection: String) -> TrackerAppFlavor {
        func text(_ name: String) -> LocalizedText { LocalizedText("\(app).\(name)", []) }
        return TrackerAppFlavor(
            list: .init(
                title: text("title"), noItemsHint: text("noItemsHint"), noItemsKeyHint: text("noItemsKeyHint"),
                addKey: text("addKey"), other: text("other"),
                filterAll: text("filterAll"), filterToday: text("filterToday"),
                filterHint: { LocalizedText("\(app).filterHint", [$0]) }),
            stats: .init(completed: text("completed")),
            card: .init(event: text("event"), calendarTotal: { _, _ in LocalizedText("\(app).total", []) }),
            collectionKey: collection, statsCompletedKey: collection + "Completed",
            hasCategories: categories, hasSchedules: schedules)
    }

    static let goals = flavor("goalsLike", categories: false, schedules: false, collection: "goals")
    static let tracker = flavor("trackerLike", categories: true, schedules: true, collection: "trackers")

    static let day = LocalDate(iso: "2026-11-29")!
    static let health = TrackerCategory(title: "Health")

    static func habit(_ name: String, pinned: Bool = false) -> Tracker {
        Tracker(
            name: name, kind: .habit, categoryID: health.id, emoji: "💧", color: Palette.colors[0],
            schedule: Schedule(Weekday.allCases), pinned: pinned, createdOn: day)
    }

    static func renderer(_ flavor: TrackerAppFlavor) -> CardRenderer {
        CardRenderer(
            l: Localizer(language: .en), style: TerminalStyle(depth: .none), theme: .dark, width: 60, flavor: flavor)
    }

    @Test func aChangedGoalShowsItsCardWithoutCategoryOrSchedule() {
        let card = TrackerCard(tracker: Self.habit("Read"), completedDays: 3, done: true)
        let goal = Self.renderer(Self.goals).single(card, categoryTitle: "Health")
        #expect(goal == Self.renderer(Self.goals).lines([card]))
        #expect(goal.count == 1 && goal[0].contains("Read") && goal[0].contains("3 days"))

        let tracked = Self.renderer(Self.tracker).single(card, categoryTitle: "Health")
        #expect(tracked == ["Health"] + Self.renderer(Self.tracker).lines([card]) + ["  Every day"])
    }

    static func content(_ trackers: [Tracker], search: String? = nil) -> MainScreenContent {
        MainScreen.build(
            query: MainScreenQuery(date: day, search: search, today: day), trackers: trackers,
            categories: [health], doneOnDay: Set([trackers.first?.id].compactMap { $0 }),
            completedDays: [:])
    }

    @Test func theMainScreenSpeaksInTheFlavorsTexts() {
        let l = Localizer(language: .en)
        let screen = MainScreenRenderer(cards: Self.renderer(Self.goals))
        let lines = screen.lines(Self.content([Self.habit("Read", pinned: true), Self.habit("Run")]))
        #expect(lines[0].hasPrefix("goalsLike.title  "))
        #expect(lines[0].hasSuffix(l.longDate(Self.day)))
        #expect(lines.contains(l(.habitsListPinned)))
        #expect(lines.contains { $0.hasPrefix("goalsLike.filterHint") })
        #expect(
            MainScreenRenderer(cards: Self.renderer(Self.goals)).lines(Self.content([])).contains(
                l(.habitsListEmptyNoItems)))
        let none = screen.lines(Self.content([Self.habit("Read")], search: "zzz"))
        #expect(none.contains(l(.habitsListEmptyNothingFound)))
    }

    static func listObject(_ flavor: TrackerAppFlavor) throws -> [String: Any] {
        let list = ListJSON(
            content([habit("Read", pinned: true), habit("Run")]), categories: [health],
            l: Localizer(language: .en), flavor: flavor)
        let bytes = JSONTextEncoder(layout: .indented).encode(writable: list)
        // Both ways of writing it agree (the `Encodable` form is what other encoders see).
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: try foundation.encode(list), as: UTF8.self))
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    @Test func aGoalsListIsWrittenUnderGoalsWithoutCategoryKindOrSchedule() throws {
        let sections = try #require(try Self.listObject(Self.goals)["sections"] as? [[String: Any]])
        #expect(sections.count == 2)
        for section in sections {
            #expect(section["trackers"] == nil)
            let goals = try #require(section["goals"] as? [[String: Any]])
            #expect(goals.count == 1)
            #expect(
                Set(goals[0].keys) == ["color", "completedDays", "createdOn", "done", "emoji", "id", "name", "pinned"])
        }
        #expect(sections[0]["title"] as? String == "Pinned")
    }

    @Test func aTrackersListKeepsEveryMember() throws {
        let sections = try #require(try Self.listObject(Self.tracker)["sections"] as? [[String: Any]])
        let trackers = try #require(sections.first?["trackers"] as? [[String: Any]])
        #expect(
            Set(trackers[0].keys) == [
                "category", "color", "completedDays", "createdOn", "done", "emoji", "id",
                "kind", "name", "pinned", "schedule",
            ])
        #expect(trackers[0]["category"] as? String == "Health")
    }

    @Test func statisticsAndCalendarUseTheFlavorsLabels() {
        let l = Localizer(language: .en)
        let style = TerminalStyle(depth: .none)
        let stats = StatsScreen(localizer: l, style: style, bigDigits: false, width: 80, texts: Self.goals.stats)
            .render(Statistics(bestPeriod: 2, perfectDays: 1, trackersCompleted: 5, average: 1.5))
        #expect(
            stats == [
                l(.habitsStatsTitle), "", "2", l(.habitsStatsBestPeriod), "", "1", l(.habitsStatsPerfectDays),
                "", "5", "goalsLike.completed", "", "1.5", l(.habitsStatsAverage),
            ])
        #expect(
            StatsScreen(localizer: l, style: style, bigDigits: false, width: 80, texts: Self.goals.stats)
                .render(Statistics(bestPeriod: 0, perfectDays: 0, trackersCompleted: 0, average: 0))
                == [l(.habitsStatsTitle), "", l(.habitsStatsEmpty)])
        let scored = StatsScreen(localizer: l, style: style, bigDigits: false, width: 80, texts: Self.goals.stats)
            .render(Statistics(bestPeriod: 2, perfectDays: 1, trackersCompleted: 5, average: 1.5, averageScore: 0.456))
        #expect(scored.suffix(3) == [l(.habitsStatsAverage), "", "Average score: 46%"])
        let grid = MonthGrid.build(year: 2026, month: 11, completions: [Self.day: 2], today: Self.day)
        let calendar = CalendarScreen(localizer: l, style: style, theme: .dark, texts: Self.goals.card)
            .render(grid, month: CalendarMonth(year: 2026, month: 11))
        #expect(calendar.suffix(2) == ["goalsLike.total", l(.habitsCalendarToday("[29]"))])
    }

    @Test func statisticsJSONNamesTheCompletedHabitsAsTheAppDoes() throws {
        let stats = StatsJSON(Statistics(bestPeriod: 2, perfectDays: 1, trackersCompleted: 5, average: 1.5))
        let text = String(
            decoding: try JSONTextEncoder(layout: .indented).encode(ShownStatsJSON(stats, flavor: Self.goals)),
            as: UTF8.self)
        #expect(
            text
                == "{\n  \"average\" : 1.5,\n  \"averageScore\" : null,\n  \"bestPeriod\" : 2,\n  \"goalsCompleted\" "
                + ": 5,\n  \"perfectDays\" : 1\n}"
        )
        let tracker = try JSONTextEncoder(layout: .indented).encode(ShownStatsJSON(stats, flavor: Self.tracker))
        #expect(tracker == (try JSONTextEncoder(layout: .indented).encode(stats)))
    }

    @Test func paletteGridMovesWithinItsCells() {
        let count = PaletteGrid.count(.emoji)
        #expect(PaletteGrid.move(0, by: .left, count: count) == 0)
        #expect(PaletteGrid.move(0, by: .right, count: count) == 1)
        #expect(PaletteGrid.move(1, by: .down, count: count) == 1 + PaletteGrid.columns)
        #expect(PaletteGrid.move(1, by: .up, count: count) == 1)
        #expect(PaletteGrid.move(count - 2, by: .down, count: count) == count - 2)
        #expect(PaletteGrid.move(3, by: .end, count: count) == count - 1)
        #expect(PaletteGrid.move(3, by: .enter, count: count) == nil)
        let grid = PaletteGrid(.colors, style: TerminalStyle(depth: .none), colors: TrackerColors(theme: .dark))
            .lines(cursor: 7)
        #expect(grid.count == (PaletteGrid.count(.colors) + PaletteGrid.columns - 1) / PaletteGrid.columns)
        #expect(grid[1].contains("[" + Palette.colors[7].hex + "]"))
    }
}
