import Foundation
import Localization
import PocketTestSupport
import SharedModels
import Storage
import Testing
import TrackerCommands
import TrackerScreens

@testable import TrackerApp

@Suite struct EditAndDeleteTests {
    @Test(arguments: StoreKind.allCases)
    func editsEveryField(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.seed()
        let seeded = try app.events().count
        let edited = try app.json([
            "edit", "Gym", "--name", "Gym class", "--category", "home", "--schedule", "tue,thu",
            "--emoji", "🏓", "--color", "4",
        ])
        #expect(edited["name"] as? String == "Gym class")
        #expect(edited["category"] as? String == "Home")
        #expect(edited["schedule"] as? [String] == ["tue", "thu"])
        #expect(edited["emoji"] as? String == "🏓")
        #expect(edited["color"] as? String == "#6E44FE")
        #expect(Array(try app.events().dropFirst(seeded)) == ["click/Main/edit"])
        // The category chosen by edit is the last chosen.
        let categories = try #require(try app.json(["category"])["categories"] as? [[String: Any]])
        #expect(categories.map { $0["selected"] as? Bool } == [false, true])
    }

    @Test(arguments: StoreKind.allCases)
    func editRefusesWithoutChangingAnything(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.seed()
        let seeded = try app.events().count
        let before = try app.read { try $0.trackers() }
        let cases: [([String], TrackerError)] = [
            (["edit", "Plants", "--schedule", "mon"], .eventHasNoSchedule),
            (["edit", "Plants", "--name", "New", "--schedule", "mon"], .eventHasNoSchedule),
            (["edit", "Gym", "--name", "Renamed", "--category", "Work"], .unknownCategory("Work")),
            (["edit", "Gym", "--name", String(repeating: "a", count: 39)], .nameTooLong(limit: 38)),
            (["edit", "Gym", "--days", "3"], .invalidDays("3")),
            (["edit", "Gym", "--days", "+0"], .invalidDays("+0")),
            (["edit", "Gym"], .nothingToEdit),
        ]
        for (arguments, error) in cases {
            let result = app.run(arguments)
            #expect(result.exitCode == 64, "\(arguments)")
            #expect(result.failed(as: app.failure(error)))
        }
        #expect(try app.read { try $0.trackers() } == before)
        #expect(try app.events().count == seeded)
    }

    @Test(arguments: StoreKind.allCases)
    func daysAddsDueDaysAndRemovesTheMostRecent(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.seed()
        // Gym is due mon, wed, fri; today is Wednesday 2026-03-18.
        #expect(try app.json(["edit", "Gym", "--days", "+4"])["completedDays"] as? Int == 4)
        let days = try app.read { context in
            try context.days(of: try context.trackers().first { $0.name == "Gym" }!.id).map(\.iso)
        }
        #expect(days == ["2026-03-11", "2026-03-13", "2026-03-16", "2026-03-18"])
        #expect(try app.json(["edit", "Gym", "--days", "-3"])["completedDays"] as? Int == 1)
        #expect(try app.json(["edit", "Gym", "--days", "-3"])["completedDays"] as? Int == 0)
        // An event takes any day.
        #expect(try app.json(["edit", "Plants", "--days", "+3"])["completedDays"] as? Int == 3)
    }

    @Test(arguments: StoreKind.allCases)
    func deleteAsksOrNeedsYes(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.seed()
        try app.runOK(["done", "Water"])
        try app.runOK(["done", "Gym"])
        let refused = app.run(["delete", "Water"])
        #expect(refused.exitCode == 64)
        #expect(try app.read { try $0.trackers() }.count == 3)
        let deleted = try app.json(["delete", "water", "--yes"])
        #expect(deleted["name"] as? String == "Water")
        #expect(deleted["completedDays"] as? Int == 1)
        #expect(try app.read { try $0.trackers() }.map(\.name) == ["Gym", "Plants"])
        #expect(try app.read { try $0.records() }.count == 1)
        #expect(app.run(["delete", "Gym", "-y"]).stdout == "“Gym” deleted\n")
        #expect(try app.events().filter { $0.hasSuffix("delete") }.count == 2)
    }

    @Test(arguments: [
        (Language.en, 5, "Delete “Water” and its 5 records?"),
        (.ru, 5, "Удалить трекер «Water»? Вместе с ним удалятся: 5 отметок."),
        (.ru, 2, "Удалить трекер «Water»? Вместе с ним удалятся: 2 отметки."),
        (.de, 1, "„Water“ löschen? Mitgelöscht werden: 1 Eintrag."),
    ])
    func deleteConfirmationCountsRecords(language: Language, count: Int, text: String) {
        let l = Localizer(language: language)
        #expect(l(.trackerDeleteConfirm("Water", l(.habitsCountRecords(count)))) == text)
    }
}
