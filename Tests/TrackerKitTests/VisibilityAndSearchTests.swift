import SharedModels
import Testing

@testable import TrackerKit

@Suite("Visibility, filters and search")
struct VisibilityAndSearchTests {
    @Test("filter raw values are the command-line values")
    func filterRawValues() {
        #expect(TrackerFilter.allCases.map(\.rawValue) == ["all", "today", "completed", "uncompleted"])
        #expect(TrackerFilter(rawValue: "uncompleted") == .uncompleted)
        #expect(TrackerFilter(rawValue: "All") == nil)
    }

    @Test("a habit shows only on its weekdays", arguments: 2...8)
    func habitVisibility(day: Int) {
        // Mon/Wed/Fri: 2, 4 and 6 March; not 3, 5, 7, 8.
        let tracker = habit("Бег", monWedFri)
        #expect(tracker.isVisible(on: mar(day)) == [2, 4, 6].contains(day))
    }

    @Test("an event shows every day, before and after its creation")
    func eventVisibility() {
        let tracker = event("Врач", createdOn: mar(15))
        for day in 1...31 { #expect(tracker.isVisible(on: mar(day))) }
    }

    @Test("creation date never hides a habit")
    func creationDoesNotHide() {
        let tracker = habit("Зарядка", .everyDay, createdOn: mar(20))
        #expect(tracker.isVisible(on: mar(2)))
    }

    @Test("a habit with an empty schedule never shows")
    func emptySchedule() {
        let tracker = habit("Пусто", .none)
        #expect((1...7).allSatisfy { !tracker.isVisible(on: mar($0)) })
    }

    @Test(
        "search ignores case and folds ё as е (ä ö ü as a o u) as finding a name does, in Cyrillic and Latin",
        arguments: [
            ("бег", "Бег по утрам", true),
            ("БЕГ", "бег по утрам", true),
            ("УТРАМ", "Бег по утрам", true),
            ("ёлк", "Ёлка", true),
            ("ЁЛК", "ёлка", true),
            ("елк", "Ёлка", true),
            ("ёлк", "Елка", true),
            ("muller", "Müller", true),
            ("ёж", "Ель", false),
            ("Yoga", "morning YOGA", true),
            ("run", "Бег", false),
        ])
    func caseInsensitive(query: String, name: String, expected: Bool) {
        #expect(SearchText(query).matches(name) == expected)
    }

    @Test("a blank search is no search and matches everything")
    func blankSearch() {
        for raw in [nil, "", "   ", "\t\n"] as [String?] {
            let search = SearchText(raw)
            #expect(search.text == nil)
            #expect(search.matches("Что угодно"))
        }
        #expect(SearchText("  бег ").text == "бег")
    }

    @Test("search compares characters, not bytes: a decomposed é matches a composed one")
    func canonicalEquivalence() {
        #expect(SearchText("cafe\u{301}").matches("Café"))
        #expect(!SearchText("cafe").matches("Cafe\u{301} noir"))
    }
}
