import Foundation
import Localization
import PocketTestSupport
import SharedModels
import Storage
import Testing
import TrackerCommands
import TrackerScreens

@testable import TrackerApp

@Suite struct ListCommandTests {
    @Test(arguments: StoreKind.allCases)
    func emptyStoreHasNoSectionsAndTheNoTrackersState(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        let document = try app.json(["list"])
        #expect(document["date"] as? String == "2026-03-18")
        #expect(document["filter"] as? String == "all")
        #expect(document["search"] is NSNull)
        #expect((document["sections"] as? [Any])?.isEmpty == true)

        let human = app.run([])
        #expect(human.stdout.contains("What shall we track?"))
        #expect(!human.stdout.contains("Filters"))
    }

    @Test(arguments: StoreKind.allCases)
    func jsonHasTheDesignShape(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.seed()
        try app.runOK(["done", "Water"])
        try app.runOK(["pin", "Plants"])
        let document = try app.json(["list"])
        let sections = try #require(document["sections"] as? [[String: Any]])
        #expect(sections.map { $0["title"] as? String } == ["Pinned", "Health"])
        #expect(sections.map { $0["pinned"] as? Bool } == [true, false])
        let health = try #require(sections[1]["trackers"] as? [[String: Any]])
        #expect(health.map { $0["name"] as? String } == ["Gym", "Water"])
        let water = health[1]
        #expect(
            Set(water.keys) == [
                "id", "name", "kind", "category", "emoji", "color", "schedule", "pinned",
                "completedDays", "createdOn", "done",
            ])
        #expect(water["kind"] as? String == "habit")
        #expect(water["category"] as? String == "Health")
        #expect(water["emoji"] as? String == "🙂")
        #expect(water["color"] as? String == "#FD4C49")
        #expect(water["schedule"] as? [String] == ["mon", "tue", "wed", "thu", "fri", "sat", "sun"])
        #expect(water["pinned"] as? Bool == false)
        #expect(water["completedDays"] as? Int == 1)
        #expect(water["createdOn"] as? String == "2026-03-18")
        #expect(water["done"] as? Bool == true)
        #expect(health[0]["done"] as? Bool == false)
        let plants = try #require((sections[0]["trackers"] as? [[String: Any]])?.first)
        #expect(plants["kind"] as? String == "event")
        #expect(plants["schedule"] as? [String] == [])
        #expect(plants["category"] as? String == "Home")
    }

    @Test(arguments: StoreKind.allCases)
    func visibilityFollowsTheWeekday(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.seed()
        // 2026-03-17 is a Tuesday: Gym (mon,wed,fri) is not due.
        #expect(try app.json(["list", "--date", "2026-03-17"]).listedNames == ["Water", "Plants"])
        #expect(try app.json(["list", "--date", "yesterday"]).listedNames == ["Water", "Plants"])
        #expect(try app.json(["list", "--date", "today"]).listedNames == ["Gym", "Water", "Plants"])
        // A day before the trackers were created still shows them (past days can be filled in).
        #expect(try app.json(["list", "--date", "2025-12-30"]).listedNames == ["Water", "Plants"])
    }

    @Test(arguments: StoreKind.allCases)
    func filtersAndSearch(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.seed()
        try app.runOK(["done", "Gym", "--date", "2026-03-16"])
        try app.runOK(["done", "Water"])
        #expect(try app.json(["list", "--filter", "completed"]).listedNames == ["Water"])
        #expect(try app.json(["list", "--filter", "uncompleted"]).listedNames == ["Gym", "Plants"])
        let monday = try app.json(["list", "--date", "2026-03-16", "--filter", "completed"])
        #expect(monday.listedNames == ["Gym"])
        // `today` moves the day back to today.
        let moved = try app.json(["list", "--date", "2026-03-16", "--filter", "today"])
        #expect(moved["date"] as? String == "2026-03-18")
        #expect(moved["filter"] as? String == "today")
        #expect(moved.listedNames == ["Gym", "Water", "Plants"])
        let search = try app.json(["list", "--search", "  wA "])
        #expect(search["search"] as? String == "wA")
        #expect(search.listedNames == ["Water"])
        #expect(try app.json(["list", "--search", "a", "--filter", "uncompleted"]).listedNames == ["Plants"])
        let nothing = app.run(["list", "--search", "zzz"])
        #expect(nothing.stdout.contains("Nothing found"))
        #expect(nothing.stdout.contains("Filters"))
    }

    @Test(arguments: StoreKind.allCases)
    func badValuesExit64(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        let date = app.run(["list", "--date", "2026-02-30"])
        #expect(date.exitCode == 64)
        #expect(date.failed(as: app.failure(.invalidDate("2026-02-30"))))
        #expect(app.run(["list", "--filter", "some"]).exitCode == 64)
    }

    @Test(arguments: StoreKind.allCases)
    func analyticsOpenCloseAndFilterClick(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.runOK(["list"])
        try app.runOK(["list", "--filter", "completed"], json: true)
        #expect(try app.events() == ["open/Main", "close/Main", "open/Main", "click/Main/filter", "close/Main"])
    }

    @Test func filterHintIsAbsentWhenTheDayHasNoTrackers() throws {
        let app = try TrackerHarness(.json)
        try app.runOK(["category", "add", "Sport"])
        try app.runOK([
            "add", "habit", "Run", "--category", "Sport", "--schedule", "sat", "--emoji", "1", "--color", "1",
        ])
        let wednesday = app.run(["list"])
        #expect(wednesday.stdout.contains("Nothing found"))
        #expect(!wednesday.stdout.contains("Filters"))
        let saturday = app.run(["list", "--date", "2026-03-21"])
        #expect(saturday.stdout.contains("Filters (--filter): ✓ All trackers"))
    }

    @Test func humanScreenWithoutColor() throws {
        let app = try TrackerHarness(.sqlite)
        try app.seed()
        try app.runOK(["done", "Water"])
        try app.runOK(["done", "Water", "--date", "2026-03-17"])
        try app.runOK(["pin", "Gym"])
        let screen = app.run(["list", "--filter", "completed", "--search", "wat"]).stdout
        #expect(!screen.contains("\u{1B}"))
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Trackers  18 March 2026")
        #expect(lines[1] == "Filter: Completed · Search: “wat”")
        #expect(lines.contains("Health"))
        #expect(lines.contains { $0.hasPrefix("  🙂 Water") && $0.hasSuffix("2 days  ✓") })
        #expect(!screen.contains("Gym"))
        let all = app.run(["list"]).stdout
        let pinned = try #require(all.range(of: "Pinned"))
        let health = try #require(all.range(of: "Health"))
        #expect(pinned.lowerBound < health.lowerBound)
        #expect(all.contains { $0 == "+" })
    }

    @Test(arguments: [
        (Language.en, "18 March 2026", "Trackers"), (.ru, "18 марта 2026", "Трекеры"),
        (.de, "18. März 2026", "Tracker"),
    ])
    func headerIsLocalized(language: Language, date: String, title: String) throws {
        let app = try TrackerHarness(.json, language: language)
        let output = app.run([]).stdout
        #expect(output.hasPrefix(title + "  " + date + "\n"))
        #expect(output.contains(app.l(.habitsListEmptyNoItems)))
    }

    /// «1 день», «2 дня», «5 дней», «11 дней», «21 день» and the en/de forms on cards.
    @Test(arguments: [
        (Language.ru, 1, "1 день"), (.ru, 2, "2 дня"), (.ru, 5, "5 дней"), (.ru, 11, "11 дней"), (.ru, 21, "21 день"),
        (.en, 1, "1 day"), (.en, 2, "2 days"), (.en, 0, "0 days"),
        (.de, 1, "1 Tag"), (.de, 2, "2 Tage"), (.de, 21, "21 Tage"),
    ])
    func completedDaysPlurals(language: Language, count: Int, text: String) throws {
        let app = try TrackerHarness(.sqlite, language: language)
        try app.seed()
        if count > 0 { try app.runOK(["edit", "Water", "--days", "+\(count)"]) }
        let line = app.run(["list"]).stdout.split(separator: "\n").first { $0.contains("Water") }
        #expect(line?.contains(" " + text + "  ") == true, "\(String(describing: line))")
    }
}
