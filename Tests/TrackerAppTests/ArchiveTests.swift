import Foundation
import Localization
import PocketTestSupport
import SharedModels
import Storage
import Testing
import TrackerCommands

@testable import TrackerApp

/// `archive`/`unarchive`, `list --archived`, and `--question`/`--description`
/// on `add` and `edit`, on both stores.
@Suite struct ArchiveTests {
    @Test(arguments: StoreKind.allCases)
    func anArchivedTrackerLeavesEveryDayViewAndKeepsItsHistory(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.seed()
        try app.runOK(["done", "Water"])
        #expect(try app.json(["today", "--format", "{done}/{due}"])["due"] as? Int == 2)
        let archived = try app.json(["archive", "Water"])
        #expect(archived["archived"] as? Bool == true && archived["completedDays"] as? Int == 1)
        #expect(try app.json(["archive", "Water"])["archived"] as? Bool == true, "archiving twice changes nothing")
        #expect(try app.json(["list"]).listedNames == ["Gym", "Plants"])
        #expect(try app.json(["today", "--format", "{done}/{due}"])["due"] as? Int == 1)
        let stats = try app.json(["stats"])
        #expect(stats["trackersCompleted"] as? Int == 0, "the statistics leave it out")
        let shelf = try #require(try app.json(["list", "--archived"])["trackers"] as? [[String: Any]])
        #expect(shelf.map { $0["name"] as? String } == ["Water"])
        #expect(try app.json(["show", "Water"])["completedDays"] as? Int == 1)
        #expect(app.run(["show", "Water"]).stdout.contains("Archived: not on the main screen"))
        #expect(app.run(["list", "--archived"]).stdout.contains("Water"))
        let back = try app.json(["unarchive", "Water"])
        #expect(back["archived"] == nil)
        #expect(try app.json(["list"]).listedNames == ["Gym", "Water", "Plants"])
        #expect(try #require(try app.json(["list", "--archived"])["trackers"] as? [[String: Any]]).isEmpty)
        #expect(app.run(["list", "--archived"]).stdout.contains("Nothing is archived"))
        #expect(app.run(["archive", "Nothing"]).exitCode == 64)
    }

    @Test(arguments: StoreKind.allCases)
    func questionsAndDescriptionsAreKeptShownAndCleared(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.seed()
        let made = try app.json([
            "add", "habit", "Run", "--category", "Health", "--schedule", "daily", "--emoji", "2", "--color", "2",
            "--question", "  Did you run today?  ", "--description", "5 km before work",
        ])
        #expect(made["question"] as? String == "Did you run today?")
        #expect(made["description"] as? String == "5 km before work")
        let shown = app.run(["show", "Run"]).stdout
        #expect(shown.contains("Did you run today?") && shown.contains("5 km before work"))
        #expect(try app.json(["show", "Run"])["question"] as? String == "Did you run today?")
        let edited = try app.json(["edit", "Run", "--question", "", "--description", "Slowly"])
        #expect(edited["question"] == nil && edited["description"] as? String == "Slowly")
        #expect(try app.read { try $0.trackers() }.first { $0.name == "Run" }?.details == "Slowly")
    }

    @Test(arguments: [
        (["--question", "Line\nbreak"], "error: --question holds a control character"),
        (["--question", String(repeating: "q", count: 201)], "error: --question is too long: at most 200 characters"),
        // 100 characters, but 2,500 bytes: too long in what a user counts, not in bytes.
        (
            ["--question", String(repeating: "👨‍👩‍👧‍👦", count: 100)],
            "error: --question is too long: at most 200 characters"
        ),
        (["--description", String(repeating: "d", count: 1001)], "error: --description is too long: at most 1,000"),
        (["--description", "\u{200B}"], "error: --description shows nothing"),
    ])
    func badTextsAreOneLineAndWriteNothing(arguments: [String], message: String) throws {
        let app = try TrackerHarness(.sqlite)
        try app.seed()
        let before = try app.read { try $0.trackers() }
        let result = app.run(["edit", "Water"] + arguments)
        #expect(result.exitCode == 64)
        #expect(result.stderrLines.first?.hasPrefix(message) == true, "\(result.stderrLines)")
        #expect(try app.read { try $0.trackers() } == before)
    }

    @Test func textsAndTheArchiveSurviveExportAndImport() throws {
        let app = try TrackerHarness(.json)
        try app.seed()
        try app.runOK(["edit", "Gym", "--question", "Lifted?", "--description", "Legs and back"])
        try app.runOK(["archive", "Gym"])
        let file = app.path("backup.json")
        try app.runOK(["export", "--output", file])
        let other = try TrackerHarness(.sqlite)
        try other.runOK(["import", file])
        let gym = try #require(try other.read { try $0.trackers() }.first { $0.name == "Gym" })
        #expect(gym.archived && gym.question == "Lifted?" && gym.details == "Legs and back")
    }
}
