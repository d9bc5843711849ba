import Foundation
import Localization
import PocketTestSupport
import SharedModels
import Storage
import Testing
import TrackerCommands
import TrackerScreens

@testable import TrackerApp

@Suite struct MarkAndPinTests {
    @Test(arguments: StoreKind.allCases)
    func doneIsIdempotentAndUndoneOfNothingSucceeds(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.seed()
        let seeded = try app.events().count
        let first = try app.json(["done", "water"])
        #expect(first["completedDays"] as? Int == 1)
        #expect(first["done"] == nil)
        #expect(try app.json(["done", "Water", "--date", "today"])["completedDays"] as? Int == 1)
        #expect(try app.json(["done", "Water", "--date", "2026-03-01"])["completedDays"] as? Int == 2)
        #expect(try app.json(["undone", "Water", "--date", "2026-03-01"])["completedDays"] as? Int == 1)
        #expect(try app.json(["undone", "Water", "--date", "2026-03-01"])["completedDays"] as? Int == 1)
        #expect(try app.read { try $0.records() }.map(\.day.iso) == ["2026-03-18"])
        #expect(Array(try app.events().dropFirst(seeded)) == Array(repeating: "click/Main/track", count: 5))
    }

    @Test(arguments: StoreKind.allCases)
    func futureAndUnscheduledDaysAreRefused(kind: StoreKind) throws {
        let app = try TrackerHarness(kind, language: .ru)
        try app.seed()
        let future = app.run(["done", "Water", "--date", "2026-03-19"])
        #expect(future.exitCode == 64)
        #expect(future.stderrLines.first == "error: Будущее зависит от того, что вы делаете сегодня…")
        #expect(app.run(["done", "Water", "--date", "tomorrow"]).exitCode == 64)
        // Gym is mon,wed,fri; 2026-03-17 is a Tuesday.
        let tuesday = app.run(["done", "Gym", "--date", "2026-03-17"])
        #expect(tuesday.failed(as: app.failure(.notScheduled(name: "Gym", weekday: .tuesday))))
        #expect(tuesday.exitCode == 64)
        // An event may be marked on any past day.
        #expect(app.run(["done", "Plants", "--date", "2026-03-17"]).exitCode == 0)
        #expect(app.run(["done", "Water", "--date", "18.03.2026"]).failed(as: app.failure(.invalidDate("18.03.2026"))))
        #expect(try app.read { try $0.records() }.count == 1)
    }

    @Test(arguments: StoreKind.allCases)
    func referencesByIdPrefixAndAmbiguity(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.seed()
        let gym = try #require(try app.read { try $0.trackers() }.first { $0.name == "Gym" })
        let marked = try app.json(["done", String(gym.id.rawValue.prefix(6)).uppercased()])
        #expect(marked["name"] as? String == "Gym")
        let unknown = app.run(["done", "Yoga"])
        #expect(unknown.exitCode == 64)
        #expect(app.run(["done", "abc"]).exitCode == 64)
    }

    @Test(arguments: StoreKind.allCases)
    func doneShowsTheCardMarked(kind: StoreKind) throws {
        let app = try TrackerHarness(kind, language: .de)
        try app.seed()
        let output = app.run(["done", "Plants", "--date", "yesterday"]).stdout
        #expect(output == "Home\n  🌺 Plants  1 Tag  ✓\n  Unregelmäßiges Ereignis\n")
        #expect(app.run(["undone", "Plants", "--date", "yesterday"]).stdout.contains("0 Tage  +"))
    }

    @Test(arguments: StoreKind.allCases)
    func pinAndUnpin(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.seed()
        #expect(try app.json(["pin", "Water"])["pinned"] as? Bool == true)
        #expect(try app.json(["pin", "Water"])["pinned"] as? Bool == true)
        var sections = try #require(try app.json(["list"])["sections"] as? [[String: Any]])
        #expect(sections.map { $0["title"] as? String } == ["Pinned", "Health", "Home"])
        #expect(try app.json(["list"]).listedNames == ["Water", "Gym", "Plants"])
        #expect(try app.json(["unpin", "Water"])["pinned"] as? Bool == false)
        sections = try #require(try app.json(["list"])["sections"] as? [[String: Any]])
        #expect(sections.map { $0["title"] as? String } == ["Health", "Home"])
        #expect(app.run(["pin", "Nothing"]).exitCode == 64)
    }
}
