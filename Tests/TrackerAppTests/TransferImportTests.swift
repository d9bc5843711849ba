import CLIKit
import Foundation
import Localization
import PocketTestSupport
import SharedModels
import Storage
import Testing

@testable import TrackerApp

/// `tracker import`: round trips between backends, merging, and refusal of
/// malformed files with the store left as it was.
@Suite struct TransferImportTests {
    /// Two categories, pinned and unpinned habits and events, Cyrillic and
    /// emoji names, records over several months.
    static func insertVariedHistory(into harness: TrackerHarness) throws {
        let sport = TrackerCategory(title: "Спорт")
        let home = TrackerCategory(title: "Home, \"sweet\" home")
        var run = ReportsSample.habit(
            "Бег 🏃", [.monday, .wednesday, .friday], category: sport, created: "2026-09-01",
            emoji: 14, color: 17)
        run.pinned = true
        try harness.write { context in
            try ReportsSample.insert(
                sport,
                [
                    (run, (0..<40).map { LocalDate(iso: "2026-09-01")!.adding(days: $0 * 2).iso }),
                    (
                        ReportsSample.event("Dentist", category: sport, created: "2026-10-10"),
                        ["2026-10-10", "2026-11-29"]
                    ),
                ], into: context)
            try ReportsSample.insert(
                home,
                [
                    (
                        ReportsSample.habit("Water the plants", [.saturday], category: home, created: "2026-08-01"),
                        ["2026-08-01", "2026-08-08", "2026-08-22"]
                    ),
                    (ReportsSample.event("No records yet", category: home, created: "2026-11-01"), []),
                ], into: context)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func roundTripIntoTheOtherBackendGivesIdenticalData(kind: StoreKind) throws {
        let source = try TrackerHarness.reports(kind)
        try Self.insertVariedHistory(into: source)
        let file = source.path("export.json")
        try source.runOK(["export", "--output", file])
        let other: StoreKind = kind == .json ? .sqlite : .json
        let target = try TrackerHarness.reports(other)
        let run = try target.runOK(["import", file])
        #expect(
            run.stdoutLines == [
                "Imported from \(file)", "  Categories: 2 (new: 2, updated: 0, unchanged: 0)",
                "  Trackers: 4 (new: 4, updated: 0, unchanged: 0)", "  Records: 45 (new: 45, already there: 0)",
            ])
        #expect(try target.content() == source.content())
        #expect(try target.runOK(["stats"], json: true).stdout == source.runOK(["stats"], json: true).stdout)
        #expect(try target.runOK(["export"]).stdout == source.runOK(["export"]).stdout)
        #expect(
            try target.runOK(["export", "--format", "csv"]).stdout
                == source.runOK(["export", "--format", "csv"]).stdout)
        for month in ["2026-08", "2026-09", "2026-11"] {
            #expect(
                try target.runOK(["calendar", "--month", month], json: true).stdout
                    == source.runOK(["calendar", "--month", month], json: true).stdout)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func importingTwiceChangesNothing(kind: StoreKind) throws {
        let harness = try TrackerHarness.reports(kind)
        try Self.insertVariedHistory(into: harness)
        let file = harness.path("export.json")
        try harness.runOK(["export", "--output", file])
        let before = try harness.content()
        let text = try harness.runOK(["import", file], json: true).stdout
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(summary["records"] as? [String: Int] == ["total": 45, "added": 0, "existing": 45])
        #expect(summary["trackers"] as? [String: Int] == ["total": 4, "created": 0, "updated": 0, "unchanged": 4])
        #expect(summary["file"] as? String == file)
        #expect(try harness.content() == before)
    }

    /// An existing id is updated (name, category title, schedule, pin), its
    /// records merged with the file's; what the file does not name stays.
    @Test(arguments: StoreKind.allCases)
    func existingIdsAreUpdatedAndRecordsMerged(kind: StoreKind) throws {
        let harness = try TrackerHarness.reports(kind)
        let category = TrackerCategory(id: "c0000000000000000000000000000001", title: "Old title")
        let keep = TrackerCategory(title: "Untouched")
        try harness.write { context in
            try ReportsSample.insert(
                category,
                [
                    (
                        ReportsSample.habit(
                            "Old name", [.monday], category: category, created: "2026-11-01",
                            id: "a0000000000000000000000000000001"), ["2026-11-02", "2026-11-09"]
                    )
                ], into: context)
            try ReportsSample.insert(
                keep,
                [
                    (
                        ReportsSample.event("Other", category: keep, created: "2026-11-01"),
                        ["2026-11-03"]
                    )
                ], into: context)
        }
        let file = harness.path("update.json")
        try Data(
            """
            {"version": 1,
             "categories": [{"id": "c0000000000000000000000000000001", "title": "New title"}],
             "trackers": [{"id": "a0000000000000000000000000000001", "name": "New name", "kind": "habit",
                           "category": "new title", "emoji": "🥦", "color": "#46e69d", "schedule": ["tue", "mon"],
                           "pinned": true, "completedDays": 99, "createdOn": "2026-10-01"}],
             "records": [{"tracker": "a0000000000000000000000000000001", "day": "2026-11-09"},
                         {"tracker": "a0000000000000000000000000000001", "day": "2026-11-10"}]}
            """.utf8
        ).write(to: URL(fileURLWithPath: file))
        try harness.runOK(["import", file])
        let content = try harness.content()
        #expect(content.categories.map(\.title) == ["New title", "Untouched"])
        let tracker = try #require(content.trackers.first { $0.id == "a0000000000000000000000000000001" })
        #expect(tracker.name == "New name" && tracker.pinned && tracker.emoji == "🥦")
        #expect(tracker.color == Palette.colors[8] && tracker.schedule == Schedule([.monday, .tuesday]))
        #expect(tracker.createdOn == ReportsSample.day("2026-10-01"))
        #expect(
            content.records.filter { $0.trackerID == tracker.id }.map(\.day.iso) == [
                "2026-11-02", "2026-11-09", "2026-11-10",
            ])
        #expect(content.records.count == 4)
    }

    /// Two existing categories trading titles is no clash: the final titles are unique.
    @Test(arguments: StoreKind.allCases)
    func categoriesMayTradeTitles(kind: StoreKind) throws {
        let harness = try TrackerHarness.reports(kind)
        try harness.write { context in
            try context.insertCategory(TrackerCategory(id: "c1c1", title: "Alpha"))
            try context.insertCategory(TrackerCategory(id: "c2c2", title: "Beta"))
        }
        let file = harness.path("swap.json")
        try Data(
            """
            {"version": 1, "categories": [{"id": "c1c1", "title": "beta"}, {"id": "c2c2", "title": "alpha"}],
             "trackers": [], "records": []}
            """.utf8
        ).write(to: URL(fileURLWithPath: file))
        try harness.runOK(["import", file])
        #expect(try harness.content().categories.map { "\($0.id)=\($0.title)" } == ["c2c2=alpha", "c1c1=beta"])
    }

    @Test func aMissingFileIsAUsageError() throws {
        let harness = try TrackerHarness.reports(.sqlite)
        let unreadable = ExitCode.usage.rawValue
        let missing = harness.run(["import", harness.path("nope.json")])
        #expect(missing.exitCode == unreadable && missing.stderr.contains("nope.json"), "\(missing)")
        try FileManager.default.createDirectory(atPath: harness.path("folder.json"), withIntermediateDirectories: true)
        let folder = harness.run(["import", harness.path("folder.json")])
        #expect(folder.exitCode == unreadable && folder.stderr.contains("it is a folder"), "\(folder)")
    }
}
