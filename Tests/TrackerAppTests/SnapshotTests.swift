import PocketTestSupport
import SharedModels
import Storage
import Testing
import TrackerCommands
import TrackerScreens

@testable import TrackerApp

/// `done`/`undone` report with a count instead of reading every day back:
/// the snapshot is the one a full read gives, on both backends.
@Suite struct SnapshotTests {
    @Test(arguments: [StoreKind.json, .sqlite])
    func countedSnapshotEqualsTheFullRead(kind: StoreKind) throws {
        let app = try TrackerHarness(kind)
        try app.seed()
        for day in ["2026-03-10", "2026-03-11", "2026-03-12", "2026-03-18"] {
            try app.runOK(["done", "Water", "--date", day])
        }
        try app.runOK(["undone", "Water", "--date", "2026-03-11"])
        let (water, plants) = try app.read { context in
            (
                try #require(try context.trackers(named: "Water").first),
                try #require(try context.trackers(named: "Plants").first)
            )
        }
        for (tracker, day) in [(water, "2026-03-12"), (water, "2026-03-11"), (plants, "2026-03-18")] {
            let date = try #require(LocalDate(iso: day))
            let (full, counted) = try app.read { context in
                let full = try TrackerSnapshot.read(tracker, on: date, context)
                return (full, try TrackerSnapshot.read(tracker, done: full.done, context))
            }
            #expect(counted.completedDays == full.completedDays)
            #expect(counted.categoryTitle == full.categoryTitle)
            #expect(counted.done == full.done)
            #expect(counted.tracker == full.tracker)
        }
        // What `done` prints carries the count of every day, not of the one marked.
        let output = app.run(["done", "Water", "--date", "2026-03-11"]).stdout
        #expect(output.contains("4 days"))
    }
}
