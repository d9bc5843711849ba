import SharedModels
import Testing

@testable import TrackerKit

/// One tracker app's data, viewed on Wednesday 4 March 2026:
///
/// | tracker  | kind   | schedule | category | pinned | visible Wed 4 | done Wed 4 |
/// |----------|--------|----------|----------|--------|---------------|------------|
/// | Зарядка  | habit  | daily    | Спорт    | yes    | yes           | no         |
/// | бег      | habit  | Mo We Fr | Спорт    |        | yes           | yes        |
/// | Бокс     | habit  | We       | Спорт    |        | yes           | no         |
/// | йога     | habit  | Tu Th    | Спорт    |        | no            |            |
/// | Уборка   | event  |          | дом      |        | yes           | yes        |
/// | Аптека   | event  |          | дом      |        | yes           | no         |
/// | Ёлочка   | event  |          | дом      |        | yes           | no         |
/// | Чтение   | habit  | Sa Su    | Учёба    |        | no            |            |
struct TrackerAppFixture {
    let sport = TrackerCategory(title: "Спорт")
    let home = TrackerCategory(title: "дом")
    let study = TrackerCategory(title: "Учёба")
    let trackers: [Tracker]
    let byName: [String: Tracker]

    init() {
        let all = [
            habit("Зарядка", .everyDay, category: sport.id, pinned: true),
            habit("бег", monWedFri, category: sport.id),
            habit("Бокс", Schedule([.wednesday]), category: sport.id),
            habit("йога", Schedule([.tuesday, .thursday]), category: sport.id),
            event("Уборка", category: home.id),
            event("Аптека", category: home.id),
            event("Ёлочка", category: home.id),
            habit("Чтение", Schedule([.saturday, .sunday]), category: study.id),
        ]
        trackers = all
        byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
    }

    var categories: [TrackerCategory] { [sport, study, home] }
    var done: Set<EntityID> { [byName["бег"]!.id, byName["Уборка"]!.id] }
    var counts: [EntityID: Int] { [byName["бег"]!.id: 5, byName["Уборка"]!.id: 1] }

    func screen(
        _ filter: TrackerFilter = .all, search: String? = nil, date: LocalDate = mar(4),
        today: LocalDate = mar(4)
    ) -> MainScreenContent {
        MainScreen.build(
            query: MainScreenQuery(date: date, filter: filter, search: search, today: today),
            trackers: trackers, categories: categories, doneOnDay: done, completedDays: counts)
    }
}

/// Sections as (title, names) for readable expectations; "*" is pinned, "-" other.
func outline(_ content: MainScreenContent) -> [String] {
    content.sections.map { section in
        let title: String
        switch section.kind {
        case .pinned: title = "*"
        case .category(let category): title = category.title
        case .other: title = "-"
        }
        return title + ": " + section.cards.map(\.tracker.name).joined(separator: ", ")
    }
}

@Suite("Main screen")
struct MainScreenTests {
    let fixture = TrackerAppFixture()

    @Test("all: pinned first, then categories by title ignoring case, trackers by name")
    func allFilter() {
        let content = fixture.screen()
        // "дом" sorts before "Спорт" only ignoring case (д < с, but С < д);
        // "бег" before "Бокс" likewise; Ёлочка sorts as Елочка, between
        // Аптека and Уборка. Учёба has nothing on a Wednesday: left out.
        #expect(outline(content) == ["*: Зарядка", "дом: Аптека, Ёлочка, Уборка", "Спорт: бег, Бокс"])
        #expect(content.date == mar(4))
        #expect(content.emptyState == nil)
        #expect(content.showsFilter)
    }

    @Test("cards carry completed days and the done mark of the day")
    func cards() throws {
        let cards = fixture.screen().cards
        let run = try #require(cards.first { $0.tracker.name == "бег" })
        #expect(run.completedDays == 5 && run.done)
        let pharmacy = try #require(cards.first { $0.tracker.name == "Аптека" })
        #expect(pharmacy.completedDays == 0 && !pharmacy.done)
    }

    @Test("completed: only visible trackers done on the day; no pinned section when none qualifies")
    func completedFilter() {
        #expect(outline(fixture.screen(.completed)) == ["дом: Уборка", "Спорт: бег"])
    }

    @Test("uncompleted: visible trackers not done on the day")
    func uncompletedFilter() {
        #expect(outline(fixture.screen(.uncompleted)) == ["*: Зарядка", "дом: Аптека, Ёлочка", "Спорт: Бокс"])
    }

    @Test("today moves the day to today, then behaves as all")
    func todayFilter() {
        // Asked for Saturday 7 March, but today is Wednesday 4 March.
        let content = fixture.screen(.today, date: mar(7), today: mar(4))
        #expect(content.date == mar(4))
        #expect(MainScreenQuery(date: mar(7), filter: .today, today: mar(4)).effectiveDate == mar(4))
        #expect(MainScreenQuery(date: mar(7), filter: .completed, today: mar(4)).effectiveDate == mar(7))
        #expect(content.filter == .today)
        #expect(outline(content) == outline(fixture.screen(.all, date: mar(4))))
    }

    @Test("a weekend day shows the weekend habit's category")
    func saturday() {
        // Saturday 7: daily Зарядка, the events and Чтение (Sa Su).
        #expect(
            outline(fixture.screen(date: mar(7))) == ["*: Зарядка", "дом: Аптека, Ёлочка, Уборка", "Учёба: Чтение"])
    }

    @Test(
        "search is combined with the filter",
        arguments: [
            (TrackerFilter.all, "БО", ["дом: Уборка", "Спорт: Бокс"]),
            (.completed, "а", ["дом: Уборка"]),
            (.uncompleted, "а", ["*: Зарядка", "дом: Аптека, Ёлочка"]),
            (.all, "ЁЛ", ["дом: Ёлочка"]),
            (.all, "  ", ["*: Зарядка", "дом: Аптека, Ёлочка, Уборка", "Спорт: бег, Бокс"]),
        ])
    func searchWithFilter(filter: TrackerFilter, search: String, expected: [String]) {
        #expect(outline(fixture.screen(filter, search: search)) == expected)
    }

    @Test("the trimmed search is reported, a blank one as nil")
    func searchReported() {
        #expect(fixture.screen(search: " бег ").search == "бег")
        #expect(fixture.screen(search: " ").search == nil)
    }

    @Test("no trackers at all: «Что будем отслеживать?», no filter button")
    func noTrackers() {
        let content = MainScreen.build(
            query: MainScreenQuery(date: mar(4), today: mar(4)), trackers: [],
            categories: [fixture.sport], doneOnDay: [], completedDays: [:])
        #expect(content.emptyState == .noTrackers)
        #expect(content.sections.isEmpty)
        #expect(!content.showsFilter)
    }

    @Test("trackers exist but none on the day: «Ничего не найдено», no filter button")
    func nothingOnTheDay() {
        let weekend = habit("Чтение", Schedule([.saturday, .sunday]), category: fixture.study.id)
        let content = MainScreen.build(
            query: MainScreenQuery(date: mar(4), today: mar(4)), trackers: [weekend],
            categories: fixture.categories, doneOnDay: [], completedDays: [:])
        #expect(content.emptyState == .nothingFound)
        #expect(content.sections.isEmpty)
        #expect(!content.showsFilter)
    }

    @Test("filter or search hides everything: «Ничего не найдено», filter button stays")
    func nothingFound() {
        for content in [fixture.screen(search: "плавание"), fixture.screen(.completed, search: "Аптека")] {
            #expect(content.emptyState == .nothingFound)
            #expect(content.sections.isEmpty)
            #expect(content.showsFilter)
        }
    }

    @Test("ties in names are broken by exact name, then id, whatever the input order")
    func stableTieBreak() {
        let a = habit("бег", category: fixture.sport.id, id: "aaaa0000000000000000000000000000")
        let b = habit("бег", category: fixture.sport.id, id: "bbbb0000000000000000000000000000")
        let capital = habit("Бег", category: fixture.sport.id, id: "cccc0000000000000000000000000000")
        for input in [[a, b, capital], [capital, b, a], [b, capital, a]] {
            let content = MainScreen.build(
                query: MainScreenQuery(date: mar(4), today: mar(4)), trackers: input,
                categories: [fixture.sport], doneOnDay: [], completedDays: [:])
            // "Бег" < "бег" (U+0411 < U+0431); the two "бег" by id.
            #expect(content.cards.map(\.tracker.id) == [capital.id, a.id, b.id])
        }
    }

    @Test("categories with equal titles ignoring case keep a stable order")
    func categoryTieBreak() {
        let upper = TrackerCategory(id: "1111", title: "Дом")
        let lower = TrackerCategory(id: "2222", title: "дом")
        #expect(MainScreen.sortedByTitle([lower, upper]).map(\.id) == [upper.id, lower.id])
    }

    @Test("goals: no categories, pinned first, then the rest by name")
    func goals() {
        let goals = [habit("вода"), habit("Английский", pinned: true), habit("бег"), habit("Йога", pinned: true)]
        let content = MainScreen.build(
            query: MainScreenQuery(date: mar(4), today: mar(4)), trackers: goals,
            categories: nil, doneOnDay: [], completedDays: [:])
        #expect(outline(content) == ["*: Английский, Йога", "-: бег, вода"])
    }

    @Test("a goal is a daily habit without a category, visible every day")
    func goalShape() {
        let goal = Tracker.goal(name: "Вода", emoji: "🙂", color: Palette.colors[2], createdOn: mar(10))
        #expect(goal.kind == .habit && goal.schedule.isEveryDay && goal.categoryID == nil && !goal.pinned)
        #expect((1...31).allSatisfy { goal.isVisible(on: mar($0)) })
    }

    @Test("goals without pinned ones form a single section")
    func goalsUnpinned() {
        let content = MainScreen.build(
            query: MainScreenQuery(date: mar(4), today: mar(4)),
            trackers: [habit("b"), habit("A")], categories: nil,
            doneOnDay: [], completedDays: [:])
        #expect(outline(content) == ["-: A, b"])
    }

    @Test("a tracker whose category is missing is listed last, not lost")
    func orphanTracker() {
        let orphan = event("Сирота", category: "ffff")
        let content = MainScreen.build(
            query: MainScreenQuery(date: mar(4), today: mar(4)),
            trackers: fixture.trackers + [orphan], categories: fixture.categories,
            doneOnDay: [], completedDays: [:])
        #expect(outline(content).last == "-: Сирота")
    }
}
