import Foundation
import Localization
import PocketTestSupport
import SharedModels
import Storage
import Testing
import TrackerCommands
import TrackerScreens

@testable import TrackerApp

@Suite struct CategoryCommandTests {
    @Test(arguments: StoreKind.allCases)
    func emptyListAndItsState(kind: StoreKind) throws {
        let app = try TrackerHarness(kind, language: .ru)
        #expect((try app.json(["category"])["categories"] as? [Any])?.isEmpty == true)
        #expect(app.run(["category", "list"]).stdout.contains("Привычки и события можно объединить по смыслу"))
    }

    @Test(arguments: StoreKind.allCases)
    func addIsNotChosenAndTitlesAreUniqueIgnoringCase(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        let added = try app.json(["category", "add", " Sport "])
        #expect(added["title"] as? String == "Sport")
        #expect(added["selected"] as? Bool == false)
        #expect(added["trackers"] as? Int == 0)
        let twice = app.run(["category", "add", "SPORT"])
        #expect(twice.exitCode == 64)
        #expect(twice.failed(as: app.failure(.categoryExists("SPORT"))))
        #expect(
            app.run(["category", "add", String(repeating: "x", count: 39)]).failed(
                as: app.failure(.nameTooLong(limit: 38))))
        #expect(app.run(["category", "add", ""]).failed(as: app.failure(.emptyName)))
        try app.runOK(["category", "add", "art"])
        let list = try #require(try app.json(["category", "list"])["categories"] as? [[String: Any]])
        #expect(list.map { $0["title"] as? String } == ["art", "Sport"])
        #expect(list.allSatisfy { $0["selected"] as? Bool == false })
    }

    @Test(arguments: StoreKind.allCases)
    func listCountsTrackersAndMarksTheLastChosen(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.seed()
        let list = try #require(try app.json(["category"])["categories"] as? [[String: Any]])
        #expect(list.map { $0["title"] as? String } == ["Health", "Home"])
        #expect(list.map { $0["trackers"] as? Int } == [2, 1])
        #expect(list.map { $0["selected"] as? Bool } == [false, true])
        let human = app.run(["category"]).stdout
        #expect(human == "Categories\n\n    Health  2 trackers\n  ✓ Home    1 tracker\n")
    }

    @Test(arguments: StoreKind.allCases)
    func renameKeepsTheMarkAndRefusesTakenTitles(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.seed()
        let renamed = try app.json(["category", "rename", "home", "House"])
        #expect(renamed["title"] as? String == "House")
        #expect(renamed["selected"] as? Bool == true)
        #expect(renamed["trackers"] as? Int == 1)
        #expect(app.run(["category", "rename", "House", "health"]).failed(as: app.failure(.categoryExists("health"))))
        #expect(app.run(["category", "rename", "Garden", "Yard"]).failed(as: app.failure(.unknownCategory("Garden"))))
        // A change of case only is the same category.
        #expect(app.run(["category", "rename", "House", "HOUSE"]).exitCode == 0)
        #expect(try app.json(["list"]).listedNames == ["Gym", "Water", "Plants"])
        let sections = try #require(try app.json(["list"])["sections"] as? [[String: Any]])
        #expect(sections.map { $0["title"] as? String } == ["Health", "HOUSE"])
    }

    @Test(arguments: StoreKind.allCases)
    func deleteNeedsYesWithoutATerminalAndRemovesTrackersAndRecords(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.seed()
        try app.runOK(["done", "Water"])
        try app.runOK(["done", "Gym"])
        try app.runOK(["done", "Plants"])
        let refused = app.run(["category", "delete", "Health"])
        #expect(refused.exitCode == 64)
        #expect(try app.read { try $0.trackers() }.count == 3)
        let deleted = try app.json(["category", "delete", "health", "--yes"])
        #expect(deleted["title"] as? String == "Health")
        #expect(deleted["trackers"] as? Int == 2)
        #expect(deleted["records"] as? Int == 2)
        #expect(try app.read { try $0.trackers() }.map(\.name) == ["Plants"])
        #expect(try app.read { try $0.records() }.count == 1)
        #expect(app.run(["category", "delete", "Health", "-y"]).failed(as: app.failure(.unknownCategory("Health"))))
    }

    @Test func deletingTheLastChosenCategoryClearsTheMark() throws {
        let app = try TrackerHarness(.sqlite)
        try app.seed()
        try app.runOK(["category", "delete", "Home", "--yes"])
        try app.runOK(["category", "add", "Home"])
        let list = try #require(try app.json(["category"])["categories"] as? [[String: Any]])
        #expect(list.allSatisfy { $0["selected"] as? Bool == false })
    }

    /// The confirmation states how many trackers and records go (plurals per language).
    @Test(arguments: [
        (Language.en, "Delete category “Health” with 2 trackers and 1 record?"),
        (.ru, "Удалить категорию «Health»? Вместе с ней удалятся: 2 трекера, 1 отметка."),
        (.de, "Kategorie „Health“ löschen? Mitgelöscht werden: 2 Tracker, 1 Eintrag."),
    ])
    func confirmationCountsWhatGoes(language: Language, text: String) {
        let l = Localizer(language: language)
        #expect(
            l(
                .trackerCategoryDeleteConfirm(
                    "Health", l(.trackerCountTrackers(2)),
                    l(.habitsCountRecords(1)))) == text)
    }

    @Test(arguments: [
        (Language.ru, 5, "5 отметок"), (.ru, 22, "22 отметки"), (.ru, 21, "21 отметка"),
        (.en, 1, "1 record"), (.de, 3, "3 Einträge"),
    ])
    func recordPlurals(language: Language, count: Int, text: String) {
        #expect(Localizer(language: language)(.habitsCountRecords(count)) == text)
    }
}
