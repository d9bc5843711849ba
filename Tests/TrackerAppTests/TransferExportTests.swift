import CLIKit
import ForeignHabits
import Foundation
import Localization
import PocketTestSupport
import SharedModels
import Storage
import Testing

@testable import TrackerApp
@testable import TrackerCommands

/// `tracker export`: formats, quoting, files.
@Suite struct TransferExportTests {
    static let sportID = "c0000000000000000000000000000001"
    static let runID = "a0000000000000000000000000000001"
    static let quoteID = "a0000000000000000000000000000002"

    /// A category and two trackers whose names need CSV quoting.
    static func insertQuotingCase(into harness: TrackerHarness) throws {
        let sport = TrackerCategory(id: EntityID(sportID), title: "Sport, \"outdoor\"")
        try harness.write { context in
            try ReportsSample.insert(
                sport,
                [
                    (
                        ReportsSample.habit(
                            "Run", [.monday, .friday], category: sport, created: "2026-11-01", id: runID),
                        ["2026-11-02", "2026-11-06"]
                    ),
                    (
                        ReportsSample.event("Say \"hi\"\nto all", category: sport, created: "2026-11-01", id: quoteID),
                        ["2026-11-02"]
                    ),
                ], into: context)
        }
    }

    @Test func csvFieldsAreQuotedAsRFC4180Says() {
        #expect(CSVField.text("plain") == "plain")
        #expect(CSVField.text("Привет 🙂") == "Привет 🙂")
        #expect(CSVField.text("a,b") == "\"a,b\"")
        #expect(CSVField.text("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVField.text("two\nlines") == "\"two\nlines\"")
        #expect(CSVField.text("cr\r") == "\"cr\r\"")
        #expect(CSVField.text(" padded") == "\" padded\"")
        #expect(CSVField.text("") == "")
    }

    @Test func csvOnATerminalIsCleanedAndPipedCSVIsExact() throws {
        let harness = try TrackerHarness.reports(.sqlite)
        let category = TrackerCategory(title: "Misc")
        try harness.write { context in
            try ReportsSample.insert(
                category,
                [
                    (
                        ReportsSample.event(
                            "Bad\u{1B}]0;title\u{7}name", category: category,
                            created: "2026-11-01"), ["2026-11-02"]
                    )
                ], into: context)
        }
        let piped = try harness.runOK(["export", "--format", "csv"]).stdout
        #expect(piped.contains("Bad\u{1B}]0;title\u{7}name"))
        let shown = try harness.runOK(["export", "--format", "csv"], tty: true).stdout
        #expect(shown == "day,tracker,category,kind\r\n2026-11-02,Badname,Misc,event\r\n")
    }

    @Test(arguments: StoreKind.allCases)
    func csvHasOneRowARecordByDay(kind: StoreKind) throws {
        let harness = try TrackerHarness.reports(kind)
        try Self.insertQuotingCase(into: harness)
        let csv = try harness.runOK(["export", "--format", "csv"]).stdout
        #expect(
            csv == "day,tracker,category,kind\r\n"
                + "2026-11-02,Run,\"Sport, \"\"outdoor\"\"\",habit\r\n"
                + "2026-11-02,\"Say \"\"hi\"\"\nto all\",\"Sport, \"\"outdoor\"\"\",event\r\n"
                + "2026-11-06,Run,\"Sport, \"\"outdoor\"\"\",habit\r\n")
    }

    @Test(arguments: StoreKind.allCases)
    func jsonHasTheDocumentedShape(kind: StoreKind) throws {
        let harness = try TrackerHarness.reports(kind)
        try Self.insertQuotingCase(into: harness)
        let text = try harness.runOK(["export"]).stdout
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(root.keys) == ["version", "categories", "trackers", "records"])
        #expect(root["version"] as? Int == 1)
        let categories = try #require(root["categories"] as? [[String: String]])
        #expect(categories == [["id": Self.sportID, "title": "Sport, \"outdoor\""]])
        let trackers = try #require(root["trackers"] as? [[String: Any]])
        #expect(trackers.count == 2)
        let run = try #require(trackers.first)
        #expect(
            Set(run.keys) == [
                "id", "name", "kind", "category", "emoji", "color", "schedule", "pinned",
                "completedDays", "createdOn",
            ])
        #expect(run["schedule"] as? [String] == ["mon", "fri"])
        #expect(run["completedDays"] as? Int == 2)
        #expect(run["color"] as? String == "#FD4C49")
        let records = try #require(root["records"] as? [[String: String]])
        #expect(
            records == [
                ["tracker": Self.runID, "day": "2026-11-02"], ["tracker": Self.quoteID, "day": "2026-11-02"],
                ["tracker": Self.runID, "day": "2026-11-06"],
            ])
    }

    @Test(arguments: StoreKind.allCases)
    func anEmptyStoreExportsEmptyLists(kind: StoreKind) throws {
        let harness = try TrackerHarness.reports(kind)
        let text = try harness.runOK(["export"]).stdout
        #expect(text == "{\n  \"version\": 1,\n  \"categories\": [],\n  \"trackers\": [],\n  \"records\": []\n}\n")
        #expect(try harness.runOK(["export", "--format", "csv"]).stdout == "day,tracker,category,kind\r\n")
    }

    @Test func outputFileIsPrivateAndReplacedWholeWithNothingLeftOver() throws {
        let harness = try TrackerHarness.reports(.sqlite)
        try Self.insertQuotingCase(into: harness)
        let target = harness.path("out/backup.json")
        try FileManager.default.createDirectory(atPath: harness.path("out"), withIntermediateDirectories: true)
        try Data("old content".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o644)
        let run = try harness.runOK(["export", "--output", target])
        #expect(run.stdoutLines == ["Exported to \(target)", "  Categories: 1", "  Trackers: 2", "  Records: 3"])
        let written = try String(contentsOfFile: target, encoding: .utf8)
        #expect(written == (try harness.runOK(["export"]).stdout))
        var info = stat()
        #expect(stat(target, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: harness.path("out")) == ["backup.json"])
    }

    @Test func outputSummaryInJSON() throws {
        let harness = try TrackerHarness.reports(.json)
        try Self.insertQuotingCase(into: harness)
        let target = harness.path("records.csv")
        let text = try harness.runOK(["export", "--format", "csv", "--output", target], json: true).stdout
        struct Summary: Decodable, Equatable {
            var file, format: String
            var categories, trackers, records: Int
        }
        let summary = try JSONDecoder().decode(Summary.self, from: Data(text.utf8))
        #expect(summary == Summary(file: target, format: "csv", categories: 1, trackers: 2, records: 3))
    }

    @Test func csvToStdoutWithJSONIsRefused() throws {
        let harness = try TrackerHarness.reports(.json)
        let csv = harness.run(["export", "--format", "csv"], json: true)
        #expect(csv.exitCode == ExitCode.usage.rawValue)
        #expect(
            csv.failed(
                as: harness.failure(
                    TransferError.csvToStdoutWithJSON(hint: TrackerAppProfile.tracker.texts.csvOutputHint))),
            "\(csv)")
        #expect(harness.run(["export", "--format", "xml"]).exitCode == ExitCode.usage.rawValue)
    }

    @Test func anUnwritableOutputFailsAndLeavesNoTemporaryFile() throws {
        let harness = try TrackerHarness.reports(.json)
        try FileManager.default.createDirectory(atPath: harness.path("dir"), withIntermediateDirectories: true)
        // A folder is refused before anything is written; so is a missing folder.
        try FileManager.default.createDirectory(atPath: harness.path("dir/taken"), withIntermediateDirectories: true)
        let unwritable = ExitCode.cannotCreate.rawValue
        let taken = harness.run(["export", "--output", harness.path("dir/taken")])
        #expect(taken.exitCode == unwritable && taken.stderr.contains("dir/taken"), "\(taken)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: harness.path("dir")) == ["taken"])
        #expect(harness.run(["export", "--output", harness.path("missing/out.json")]).exitCode == unwritable)
    }
}
