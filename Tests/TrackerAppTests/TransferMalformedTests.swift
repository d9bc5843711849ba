import CLIKit
import Foundation
import JSONText
import Localization
import PocketTestSupport
import SharedModels
import Storage
import Testing

@testable import TrackerApp
@testable import TrackerCommands

/// Every malformed import exits 65 naming the file and the problem, and the
/// store keeps every byte (JSON) or every row (SQLite).
@Suite struct TransferMalformedTests {
    /// A valid file; each case below breaks one thing in it.
    static let valid = """
        {"version": 1,
         "categories": [{"id": "c0000000000000000000000000000001", "title": "Sport"}],
         "trackers": [{"id": "a0000000000000000000000000000001", "name": "Run", "kind": "habit", "category": "Sport",
                       "emoji": "🙂", "color": "#FD4C49", "schedule": ["mon"], "pinned": false, "completedDays": 1,
                       "createdOn": "2026-11-01"}],
         "records": [{"tracker": "a0000000000000000000000000000001", "day": "2026-11-02"}]}
        """

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var replace: String
        var with: String
        var expected: ImportProblem
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        badJSON(
            "bad JSON", replace: "\"records\": [", with: "\"records\": [,", .unexpectedCharacter, at: "[,", plus: 1),
        badJSON(
            "trailing comma in an array", replace: "[\"mon\"]", with: "[\"mon\",]", .unexpectedCharacter, at: ",]",
            plus: 1),
        badJSON(
            "trailing comma in an object", replace: "\"createdOn\": \"2026-11-01\"}",
            with: "\"createdOn\": \"2026-11-01\",}",
            .expected("\""), at: ",}", plus: 1),
        badJSON(
            "leading zero", replace: "\"completedDays\": 1", with: "\"completedDays\": 01", .badNumber, at: ": 01",
            plus: 3),
        badJSON(
            "leading zero in a member that is skipped", replace: "{\"version\": 1,",
            with: "{\"version\": 1, \"note\": -01,",
            .badNumber, at: ": -01", plus: 4),
        badJSON(
            "number ending in a point", replace: "{\"version\": 1,", with: "{\"version\": 1, \"note\": [1.],",
            .badNumber, at: "1.]", plus: 2),
        badJSON(
            "lone minus", replace: "{\"version\": 1,", with: "{\"version\": 1, \"note\": [-],", .unexpectedCharacter,
            at: "-]", plus: 1),
        Case(name: "not an object", replace: valid, with: "[1, 2]", expected: .structure(path: "$")),
        Case(name: "version 2", replace: "\"version\": 1", with: "\"version\": 2", expected: .unsupportedVersion(2)),
        Case(name: "no version", replace: "\"version\": 1,", with: "", expected: .structure(path: "version")),
        Case(
            name: "missing name", replace: "\"name\": \"Run\",", with: "",
            expected: .structure(path: "trackers[0].name")),
        Case(
            name: "pinned as text", replace: "\"pinned\": false", with: "\"pinned\": \"no\"",
            expected: .structure(path: "trackers[0].pinned")),
        Case(
            name: "unknown tracker in records", replace: "{\"tracker\": \"a0000000000000000000000000000001\"",
            with: "{\"tracker\": \"ffff\"",
            expected: .unknownTracker(
                path: "records[0].tracker", value: "ffff",
                message: TrackerAppProfile.tracker.texts.unknownHabitInFile("records[0].tracker", "ffff"))),
        Case(
            name: "bad record day", replace: "2026-11-02", with: "2026-02-30",
            expected: .badDate(path: "records[0].day", value: "2026-02-30")),
        Case(
            name: "bad createdOn", replace: "2026-11-01", with: "01.11.2026",
            expected: .badDate(path: "trackers[0].createdOn", value: "01.11.2026")),
        Case(
            name: "color outside the palette", replace: "#FD4C49", with: "#123456",
            expected: .badColor(path: "trackers[0].color", value: "#123456")),
        Case(
            name: "color as an index", replace: "#FD4C49", with: "1",
            expected: .badColor(path: "trackers[0].color", value: "1")),
        Case(
            name: "emoji outside the palette", replace: "🙂", with: "🚀",
            expected: .badEmoji(path: "trackers[0].emoji", value: "🚀")),
        Case(
            name: "emoji as an index", replace: "🙂", with: "2",
            expected: .badEmoji(path: "trackers[0].emoji", value: "2")),
        Case(
            name: "bad kind", replace: "\"habit\"", with: "\"chore\"",
            expected: .badKind(path: "trackers[0].kind", value: "chore")),
        Case(
            name: "bad weekday", replace: "[\"mon\"]", with: "[\"mon\", \"funday\"]",
            expected: .badWeekday(path: "trackers[0].schedule[1]", value: "funday")),
        Case(
            name: "habit without schedule", replace: "[\"mon\"]", with: "[]",
            expected: .habitWithoutSchedule(path: "trackers[0].schedule")),
        Case(
            name: "event with schedule", replace: "\"habit\"", with: "\"event\"",
            expected: .eventWithSchedule(path: "trackers[0].schedule")),
        count(
            "count of 0 times", #"{"times": 0, "per": 7}"#,
            .badCountTimes(path: "trackers[0].count.times", value: 0, per: 7)),
        count(
            "count of more times than days", #"{"times": 8, "per": 7}"#,
            .badCountTimes(path: "trackers[0].count.times", value: 8, per: 7)),
        count(
            "count of negative times", #"{"per": 7, "times": -1}"#,
            .badCountTimes(path: "trackers[0].count.times", value: -1, per: 7)),
        count(
            "count over 365 days", #"{"times": 1, "per": 366}"#, .badCountPer(path: "trackers[0].count.per", value: 366)
        ),
        count("count in 0 days", #"{"times": 0, "per": 0}"#, .badCountPer(path: "trackers[0].count.per", value: 0)),
        count(
            "count of a fraction of times", #"{"times": 2.5, "per": 7}"#, .structure(path: "trackers[0].count.times")),
        count("count of times as text", #"{"times": "3", "per": 7}"#, .structure(path: "trackers[0].count.times")),
        count("count without days", #"{"times": 3}"#, .structure(path: "trackers[0].count.per")),
        count(
            "count of huge days", #"{"times": 3, "per": 99999999999999999999}"#,
            .structure(path: "trackers[0].count.per")),
        count("count as a number", "3", .structure(path: "trackers[0].count")),
        Case(
            name: "count beside some weekdays", replace: "\"schedule\": [\"mon\"]",
            with: "\"schedule\": [\"mon\"], \"count\": {\"times\": 1, \"per\": 7}",
            expected: .countWithoutEveryDay(path: "trackers[0].schedule")),
        Case(
            name: "event with a count", replace: "\"createdOn\": \"2026-11-01\"}",
            with:
                "\"createdOn\": \"2026-11-01\"}, {\"id\": \"a0000000000000000000000000000002\", \"name\": "
                + "\"Dentist\", \"kind\": \"event\", \"category\": \"Sport\", \"emoji\": \"🙂\", \"color\": "
                + "\"#FD4C49\", \"schedule\": [], \"count\": {\"times\": 1, \"per\": 7}, \"pinned\": false, "
                + "\"createdOn\": \"2026-11-01\"}",
            expected: .eventWithSchedule(path: "trackers[1].count")),
        Case(
            name: "name over 38", replace: "\"name\": \"Run\"",
            with: "\"name\": \"\(String(repeating: "я", count: 39))\"",
            expected: .nameTooLong(path: "trackers[0].name", value: String(repeating: "я", count: 39))),
        Case(
            name: "blank name", replace: "\"name\": \"Run\"", with: "\"name\": \"  \"",
            expected: .emptyName(path: "trackers[0].name")),
        Case(
            name: "title over 38", replace: "\"title\": \"Sport\"",
            with: "\"title\": \"\(String(repeating: "x", count: 39))\"",
            expected: .nameTooLong(path: "categories[0].title", value: String(repeating: "x", count: 39))),
        Case(
            name: "unknown category", replace: "\"category\": \"Sport\"", with: "\"category\": \"Work\"",
            expected: .unknownCategory(path: "trackers[0].category", value: "Work")),
        Case(
            name: "duplicate titles in the file", replace: "\"title\": \"Sport\"}",
            with: "\"title\": \"Sport\"}, {\"id\": \"c0000000000000000000000000000002\", \"title\": \"SPORT\"}",
            expected: .titleClash(title: "SPORT")),
        Case(
            name: "names equal ignoring case in the file", replace: "\"createdOn\": \"2026-11-01\"}",
            with:
                "\"createdOn\": \"2026-11-01\"}, {\"id\": \"a0000000000000000000000000000002\", \"name\": \"rUN\", "
                + "\"kind\": \"event\", \"category\": \"Sport\", \"emoji\": \"🙂\", \"color\": \"#FD4C49\", "
                + "\"schedule\": [], \"pinned\": false, \"createdOn\": \"2026-11-01\"}",
            expected: .nameClash(name: "rUN")),
        Case(
            name: "duplicate tracker id", replace: "\"createdOn\": \"2026-11-01\"}",
            with:
                "\"createdOn\": \"2026-11-01\"}, {\"id\": \"a0000000000000000000000000000001\", \"name\": \"Again\", "
                + "\"kind\": \"event\", \"category\": \"Sport\", \"emoji\": \"🙂\", \"color\": \"#FD4C49\", "
                + "\"schedule\": [], \"pinned\": false, \"createdOn\": \"2026-11-01\"}",
            expected: .duplicateID(path: "trackers[1].id", value: "a0000000000000000000000000000001")),
        Case(
            name: "name with an escape", replace: "\"name\": \"Run\"", with: "\"name\": \"A\\u001b[2JB\"",
            expected: .badName(path: "trackers[0].name", value: "A\u{1B}[2JB", error: .controlCharacter)),
        Case(
            name: "invisible title", replace: "\"title\": \"Sport\"", with: "\"title\": \"\\u200b\"",
            expected: .badName(path: "categories[0].title", value: "\u{200B}", error: .invisible)),
        Case(
            name: "name of one huge character", replace: "\"name\": \"Run\"",
            with: "\"name\": \"R" + String(repeating: "\u{301}", count: 2000) + "\"",
            expected: .badName(
                path: "trackers[0].name", value: "R" + String(repeating: "\u{301}", count: 2000),
                error: .tooManyBytes(limit: 1024))),
        Case(
            name: "bad id", replace: "\"id\": \"a0000000000000000000000000000001\"", with: "\"id\": \"a b\"",
            expected: .badID(path: "trackers[0].id", value: "a b")),
    ]

    /// A case of a habit of every weekday with `count` (JSON) beside them.
    static func count(_ name: String, _ count: String, _ expected: ImportProblem) -> Case {
        Case(
            name: name, replace: "\"schedule\": [\"mon\"]",
            with: "\"schedule\": " + everyDay + ", \"count\": " + count, expected: expected)
    }

    static let everyDay = #"["mon", "tue", "wed", "thu", "fri", "sat", "sun"]"#

    /// A case of bad JSON, found `plus` bytes into the first `marker` of the broken file.
    static func badJSON(
        _ name: String, replace: String, with: String, _ reason: JSONScanner.Reason, at marker: String,
        plus: Int
    ) -> Case {
        let broken = Array(valid.replacingOccurrences(of: replace, with: with).utf8)
        let offset = broken.firstRange(of: Array(marker.utf8))!.lowerBound + plus
        return Case(
            name: name, replace: replace, with: with, expected: .notJSON(JSONScanner.Failure(reason, offset: offset)))
    }

    /// A store with data in it, so "unchanged" means something (and a
    /// category titled "Existing" for the clash case).
    static func populated(_ kind: StoreKind) throws -> TrackerHarness {
        let harness = try TrackerHarness.reports(kind)
        let existing = TrackerCategory(title: "Existing")
        try harness.write { context in
            try ReportsSample.insert(
                existing,
                [
                    (
                        ReportsSample.habit("Read", Weekday.allCases, category: existing, created: "2026-11-01"),
                        ["2026-11-01", "2026-11-02"]
                    )
                ], into: context)
        }
        return harness
    }

    @Test(arguments: cases, StoreKind.allCases)
    func malformedFileExits65AndChangesNothing(testCase: Case, kind: StoreKind) throws {
        #expect(Self.valid.contains(testCase.replace), "the case must change the file")
        let harness = try Self.populated(kind)
        let file = harness.path("bad.json")
        try Data(Self.valid.replacingOccurrences(of: testCase.replace, with: testCase.with).utf8)
            .write(to: URL(fileURLWithPath: file))
        let before = try harness.content()
        let storeFile = try harness.storeFile()
        let bytes = FileManager.default.contents(atPath: storeFile)
        for language in Language.allCases {
            let result = harness.run(["import", file], language: language)
            #expect(result.exitCode == ExitCode.dataError.rawValue, "\(result)")
            #expect(
                result.stderr.contains(file) && !result.stderr.contains("tracker.transfer"), "\(language): \(result)")
            let expected = harness.failure(
                TransferError.malformed(file: file, problem: testCase.expected), language: language)
            #expect(result.failed(as: expected), "\(language): \(result)")
        }
        #expect(try harness.content() == before)
        if kind == .json { #expect(FileManager.default.contents(atPath: storeFile) == bytes) }
    }

    @Test func theValidFileImports() throws {
        let harness = try Self.populated(.sqlite)
        let file = harness.path("good.json")
        try Data(Self.valid.utf8).write(to: URL(fileURLWithPath: file))
        try harness.runOK(["import", file])
        #expect(try harness.content().trackers.map(\.name) == ["Read", "Run"])
    }

    @Test func untrustedValuesAreCleanedInMessages() {
        let problem = ImportProblem.badKind(path: "trackers[0].kind", value: "\u{1B}[31mred\u{1B}[0m")
        let message = problem.message(Localizer(language: .en))
        #expect(!message.contains("\u{1B}") && message.contains("red"))
    }

    /// A real day outside 1900-01-01…9999-12-31 is a rule broken (64), as on
    /// the command line, and changes nothing.
    @Test(
        arguments: [
            ("2026-11-02", "1899-12-31", "records[0].day"), ("2026-11-01", "0000-01-01", "trackers[0].createdOn"),
        ],
        StoreKind.allCases)
    func daysOutsideTheSupportedRangeExit64(replaced: (String, String, String), kind: StoreKind) throws {
        let harness = try Self.populated(kind)
        let file = harness.path("old.json")
        try Data(Self.valid.replacingOccurrences(of: replaced.0, with: replaced.1).utf8).write(
            to: URL(fileURLWithPath: file))
        let before = try harness.content()
        let error = TransferError.malformed(file: file, problem: .dateOutOfRange(path: replaced.2, value: replaced.1))
        let result = harness.run(["import", file])
        #expect(result.failed(as: harness.failure(error)), "\(result)")
        #expect(result.exitCode == ExitCode.usage.rawValue)
        #expect(result.stderr.contains("outside the supported dates 1900-01-01…9999-12-31"))
        #expect(try harness.content() == before)
    }

    /// A sound file whose title or name belongs to another entry of the
    /// store is no malformed file: the store's rule, 64, with how to go on.
    @Test(
        arguments: [
            (
                "\"title\": \"Sport\"}",
                "\"title\": \"Sport\"}, {\"id\": \"c0000000000000000000000000000009\", \"title\": \"existing\"}",
                ImportConflict.categoryTitle("existing"), "tracker category rename “existing”"
            ),
            (
                "\"name\": \"Run\"", "\"name\": \"READ\"", .habitName("READ", app: "tracker"),
                "tracker edit “READ” --name"
            ),
        ], StoreKind.allCases)
    func aNameTakenInTheStoreExits64AndChangesNothing(
        replaced: (String, String, ImportConflict, String), kind: StoreKind
    ) throws {
        let harness = try Self.populated(kind)
        let file = harness.path("taken.json")
        try Data(Self.valid.replacingOccurrences(of: replaced.0, with: replaced.1).utf8)
            .write(to: URL(fileURLWithPath: file))
        let before = try harness.content()
        for language in Language.allCases {
            let result = harness.run(["import", file], language: language)
            #expect(result.exitCode == ExitCode.usage.rawValue, "\(result)")
            #expect(
                result.failed(
                    as: harness.failure(TransferError.taken(file: file, conflict: replaced.2), language: language)))
            #expect(!result.stderr.contains("malformed") && !result.stderr.contains("некорректн"), "\(result)")
        }
        #expect(harness.run(["import", file]).stderr.contains(replaced.3))
        #expect(try harness.content() == before)
    }

    /// Importing the same export again changes nothing and says so.
    @Test(arguments: StoreKind.allCases)
    func theSameFileAgainIsUnchanged(kind: StoreKind) throws {
        let harness = try Self.populated(kind)
        let file = harness.path("good.json")
        try Data(Self.valid.utf8).write(to: URL(fileURLWithPath: file))
        try harness.runOK(["import", file])
        let again = harness.run(["import", file], language: .ru)
        #expect(again.exitCode == 0)
        #expect(again.stdout.contains("Категории: 1 (новых: 0, обновлено: 0, без изменений: 1)"), "\(again)")
        #expect(again.stdout.contains("Трекеры: 1 (новых: 0, обновлено: 0, без изменений: 1)"), "\(again)")
    }
}
