import JSONText
import Localization
import SeededRandom
import SharedModels
import Testing
import TrackerKit
import TrackerScreens

/// `MainScreenJSON` (written straight from the cards) gives `ListJSON`'s
/// bytes, for random screens of both flavors: repeated and missing
/// categories, colors, dates and schedules, and a search.
@Suite struct MainScreenJSONTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func writesWhatListJSONWrites(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let pick = { (count: Int, random: inout SeededGenerator) in Int((random.next() as UInt64) % UInt64(count)) }
        let categories = [
            TrackerCategory(id: "c1", title: "Health"), TrackerCategory(id: "c2", title: "Работа \"q\""),
            TrackerCategory(id: "c1", title: "Second c1"), TrackerCategory(id: "\u{212A}", title: "Kelvin"),
        ]
        let ids: [EntityID?] = [nil, "c1", "c2", "K", "\u{212A}", "c9"]
        let day = LocalDate(iso: "2026-11-29")!
        let schedules = [
            Schedule(Weekday.allCases), Schedule([.monday, .friday]), Schedule([]), Schedule([.sunday]),
            Schedule(count: CountSchedule(times: 3, per: 7)!),
        ]
        let trackers = (0..<pick(60, &random)).map { index in
            Tracker(
                id: EntityID("t\(index)"), name: ["Read", "Бег", "tab\t", "q\"uote"][pick(4, &random)] + "\(index)",
                kind: pick(3, &random) == 0 ? .event : .habit, categoryID: ids[pick(ids.count, &random)],
                emoji: ["💧", "🙂", ""][pick(3, &random)], color: Palette.colors[pick(Palette.colors.count, &random)],
                schedule: schedules[pick(schedules.count, &random)], pinned: pick(5, &random) == 0,
                createdOn: day.adding(days: -pick(3, &random)))
        }
        let content = MainScreen.build(
            query: MainScreenQuery(date: day, search: pick(3, &random) == 0 ? "1" : nil, today: day),
            trackers: trackers, categories: categories,
            doneAt: trackers.map { _ in pick(2, &random) == 0 },
            completedDaysAt: trackers.map { _ in pick(400, &random) },
            countAt: trackers.map { tracker in
                tracker.schedule.count.map {
                    CountProgress(
                        schedule: $0, completions: pick(5, &random),
                        isMet: pick(2, &random) == 0, isDue: pick(2, &random) == 0)
                }
            })
        for flavor in [FlavorTests.tracker, FlavorTests.goals] {
            for language in Language.allCases {
                let l = Localizer(language: language)
                let reference = JSONTextEncoder(layout: .indented)
                    .encode(writable: ListJSON(content, categories: categories, l: l, flavor: flavor))
                let direct = JSONTextEncoder(layout: .indented)
                    .encode(writable: MainScreenJSON(content, categories: categories, l: l, flavor: flavor))
                #expect(direct == reference)
            }
        }
    }
}
