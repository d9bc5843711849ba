import CLIKit
import ForeignHabits
import Foundation
import Localization
import PocketTestSupport
import SQLite
import SharedModels
import Storage
import Testing
import ZipArchive

@testable import TrackerApp
@testable import TrackerCommands

/// A Loop Habit Tracker file the importer cannot take (not Loop's, newer,
/// damaged) exits 65 with one line naming the file and what is wrong, in
/// every language, and the store keeps every row (SQLite) or byte (JSON).
@Suite struct LoopImportMalformedTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var format: ForeignImportReader.Format
        /// Writes the broken file at the path given.
        var make: @Sendable (String) throws -> Void
        var expected: ForeignFormatError
        var testDescription: String { name }
    }

    static func fixture(_ version: Int) -> String { Fixtures.folder + "/loop/loop-v\(version).db" }

    /// A copy of a fixture changed by `sql`, run with SQLite itself.
    static func backup(_ version: Int, _ sql: String) -> @Sendable (String) throws -> Void {
        { path in
            try FileManager.default.copyItem(atPath: fixture(version), toPath: path)
            try Database(path: path, mode: .readWrite).execute(sql)
        }
    }

    /// A ZIP of `files` (name, text), deflated as Loop's exporter does.
    static func zip(_ files: [(String, String)]) -> @Sendable (String) throws -> Void {
        { path in
            var writer = ZipWriter(year: 2024, month: 3, day: 4)
            for (name, text) in files { try writer.add(name, Array(text.utf8)) }
            try Data(try writer.archive()).write(to: URL(fileURLWithPath: path))
        }
    }

    static let habitsHeader = "Position,Name,Question,Description,NumRepetitions,Interval,Color\n"

    static let cases: [Case] = [
        Case(
            name: "SQLite without Loop's tables", format: .loopBackup,
            make: { path in
                try Database(path: path, mode: .readWrite, create: true).execute("CREATE TABLE notes (text TEXT)")
            }, expected: .unknownFormat),
        Case(
            name: "a newer schema", format: .loopBackup, make: backup(26, "PRAGMA user_version = 27"),
            expected: .unsupportedVersion(27)),
        Case(
            name: "no Repetitions", format: .loopBackup, make: backup(25, "DROP TABLE Repetitions"),
            expected: .damaged(ForeignDamage(place: "Repetitions", reason: .missingPart))),
        Case(
            name: "a value Loop has not", format: .loopBackup,
            make: backup(25, "UPDATE Repetitions SET value = 7 WHERE id = 2"),
            expected: .damaged(ForeignDamage(place: "Repetitions", line: 2, reason: .badNumber))),
        Case(
            name: "a day past 9999", format: .loopBackup,
            make: backup(25, "UPDATE Repetitions SET timestamp = 253402300800000 + 864000000 WHERE id = 1"),
            expected: .damaged(ForeignDamage(place: "Repetitions", line: 1, reason: .badDate))),
        Case(
            name: "a backup cut short", format: .loopBackup,
            make: { path in
                let bytes = try Data(contentsOf: URL(fileURLWithPath: fixture(25)))
                try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
            }, expected: .damaged(ForeignDamage(place: "loop.db", reason: .badContainer))),
        Case(
            name: "a ZIP without Habits.csv", format: .loopCSV, make: zip([("notes.txt", "hello\n")]),
            expected: .unknownFormat),
        Case(
            name: "a stray quote in Habits.csv", format: .loopCSV,
            make: zip([("Habits.csv", habitsHeader + "001,Re\"ad,,,1,1,#D32F2F\n")]),
            expected: .damaged(ForeignDamage(place: "Habits.csv", line: 2, reason: .badSyntax))),
        Case(
            name: "a day that is none in Checkmarks.csv", format: .loopCSV,
            make: zip([
                ("Habits.csv", habitsHeader + "001,Read,,,1,1,#D32F2F\n"),
                ("001 Read/Checkmarks.csv", "2024-02-29,2\n2024-02-30,2\n"),
            ]),
            expected: .damaged(ForeignDamage(place: "001 Read/Checkmarks.csv", line: 2, reason: .badDate))),
        Case(
            name: "a ZIP cut short", format: .loopCSV,
            make: { path in
                try zip([("Habits.csv", habitsHeader + "001,Read,,,1,1,#D32F2F\n")])(path + ".whole")
                let bytes = try Data(contentsOf: URL(fileURLWithPath: path + ".whole"))
                try bytes.prefix(bytes.count - 30).write(to: URL(fileURLWithPath: path))
            }, expected: .unknownFormat),
    ]

    @Test(arguments: cases, StoreKind.allCases)
    func aBadLoopFileExits65AndChangesNothing(testCase: Case, kind: StoreKind) throws {
        let harness = try TransferMalformedTests.populated(kind)
        let file = harness.path(testCase.format == .loopBackup ? "loop.db" : "loop.zip")
        try testCase.make(file)
        let before = try harness.content()
        let storeFile = try harness.storeFile()
        let bytes = FileManager.default.contents(atPath: storeFile)
        for language in Language.allCases {
            let result = harness.run(["import", file], language: language)
            #expect(result.exitCode == ExitCode.dataError.rawValue, "\(language): \(result)")
            #expect(
                result.stderr.contains(file) && !result.stderr.contains("habits.transfer"), "\(language): \(result)")
            let error = TransferError.foreign(file: file, format: testCase.format, problem: testCase.expected)
            #expect(result.failed(as: harness.failure(error, language: language)), "\(language): \(result)")
        }
        #expect(try harness.content() == before)
        if kind == .json { #expect(FileManager.default.contents(atPath: storeFile) == bytes) }
        #expect(FileManager.default.fileExists(atPath: file + "-wal") == false, "the file read is left as it was")
    }
}
