import Foundation
import Glibc
import PocketTestSupport
import SharedModels
import Testing

@testable import ForeignHabits

/// harsh's folder read into values: the habits file's headings, names and
/// every frequency form, the log's answers, comments and amounts, and each
/// kind of damage named with its file and line.
@Suite struct HarshReaderTests {
    static let habits = """
        # Habits file format: Name: frequency
        ! Morning
        Meditated: 1
        Ratio: time: 3/7

        ! Weekly
        Called Mom: 1w
        Cleaned house: 7
        Gym: 2/1w
        ! Tracking only
        Coffee cups: 0
        Walk: 5/14d
        """

    static let log = """
        2026-03-01 : Meditated : y
        2026-03-02 : Meditated : n
        2026-03-03 : Meditated : s : travelling
        2026-03-03 : Gym : y : legs
        2026-03-04 : Meditated : n
        2026-03-04 : Meditated : y\r
        2026-03-05 : Coffee cups : y :  : 3.5
        2026-03-05 : Old habit : y
        2026-03-06 : Old habit : n
        # a comment
        """

    func writeFile(_ path: String, _ bytes: [UInt8]) throws {
        try #require(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    }

    func folder(habits: String?, log: String?) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("harsh")
        if let habits { try writeFile(folder.path + "/habits", Array(habits.utf8)) }
        if let log { try writeFile(folder.path + "/log", Array(log.utf8)) }
        return folder
    }

    @Test func readsHabitsHeadingsFrequenciesAndTheLog() throws {
        let folder = try folder(habits: Self.habits, log: Self.log)
        defer { folder.remove() }
        let result = try HarshReader.read(folder: folder.path)
        let habits = result.history.habits
        #expect(result.history.source == .harsh)
        #expect(
            habits.map(\.name) == [
                "Meditated", "Ratio: time", "Called Mom", "Cleaned house", "Gym", "Coffee cups", "Walk",
            ])
        #expect(habits.map(\.position) == Array(0..<7))
        #expect(
            habits.map(\.category) == [
                "Morning", "Morning", "Weekly", "Weekly", "Weekly", "Tracking only", "Tracking only",
            ])
        let frequencies = habits.map { "\($0.frequency.times)/\($0.frequency.days)" }
        #expect(frequencies == ["1/1", "3/7", "1/7", "1/7", "2/7", "0/1", "5/14"])
        let meditated = habits[0]
        #expect(
            meditated.checkIns == [LocalDate(iso: "2026-03-01")!, LocalDate(iso: "2026-03-04")!],
            "the last line of a day wins")
        #expect(meditated.skips == [LocalDate(iso: "2026-03-03")!])
        #expect(habits[4].checkIns == [LocalDate(iso: "2026-03-03")!])
        #expect(
            habits[5].measurable?.values == [ForeignHabit.DayValue(day: LocalDate(iso: "2026-03-05")!, amount: 3.5)])
        #expect(meditated.measurable == nil)
        #expect(habits.map(\.notedDays) == [1, 0, 0, 0, 1, 0, 0])
        #expect(result.unlisted == ["Old habit": 2])
    }

    @Test func aMissingLogIsAHistoryWithoutDays() throws {
        let folder = try folder(habits: "Read: 1\n", log: nil)
        defer { folder.remove() }
        let result = try HarshReader.read(folder: folder.path)
        #expect(result.history.habits.map(\.name) == ["Read"])
        #expect(result.history.habits[0].checkIns.isEmpty)
    }

    @Test(arguments: [
        ("1", "1/1"), ("7", "1/7"), ("1w", "1/7"), ("2w", "1/14"), ("3/7", "3/7"), ("3/1w", "3/7"), ("2/10d", "2/10"),
        ("0", "0/1"), ("365", "1/365"),
    ])
    func frequencyForms(text: String, meaning: String) throws {
        let frequency = try #require(HarshHabitsFile.frequency(Substring(text)))
        #expect("\(frequency.times)/\(frequency.days)" == meaning)
    }

    @Test(arguments: ["", "x", "-1", "1.5", "8/7", "0/7", "366", "53w", "1/0", "3/7/2", "1y", "99999", " 1"])
    func frequenciesHarshDoesNotKnowAreRefused(text: String) {
        #expect(HarshHabitsFile.frequency(Substring(text)) == nil)
    }

    @Test(
        arguments: [
            ("Read 1\n", nil, "habits", 1, ForeignDamage.Reason.badSyntax),
            ("Read: 1\n: 3\n", nil, "habits", 2, .badSyntax),
            ("Read: often\n", nil, "habits", 1, .badNumber),
            ("Read: 1\n", "2026-02-30 : Read : y\n", "log", 1, .badDate),
            ("Read: 1\n", "1899-12-31 : Read : y\n", "log", 1, .badDate),
            ("Read: 1\n", "\n2026-03-01 : Read : maybe\n", "log", 2, .badSyntax),
            ("Read: 1\n", "2026-03-01 : Read\n", "log", 1, .badSyntax),
            ("Read: 1\n", "2026-03-01 :  : y\n", "log", 1, .badSyntax),
            ("Read: 1\n", "2026-03-01 : Read : y : note : lots\n", "log", 1, .badNumber),
            ("Read: 1\n", "2026-03-01 : Read : y : a : 1 : extra\n", "log", 1, .badSyntax),
        ] as [(String, String?, String, Int, ForeignDamage.Reason)])
    func damageNamesTheFileAndLine(habits: String, log: String?, place: String, line: Int, reason: ForeignDamage.Reason)
        throws
    {
        let folder = try folder(habits: habits, log: log)
        defer { folder.remove() }
        #expect(throws: ForeignFormatError.damaged(ForeignDamage(place: place, line: line, reason: reason))) {
            try HarshReader.read(folder: folder.path)
        }
    }

    @Test func filesThatAreMissingTooLargeNotTextOrNoFilesAreRefused() throws {
        let empty = try folder(habits: nil, log: nil)
        defer { empty.remove() }
        #expect(throws: ForeignFormatError.damaged(ForeignDamage(place: "habits", reason: .missingPart))) {
            try HarshReader.read(folder: empty.path)
        }
        let comments = try folder(habits: "# nothing yet\n", log: nil)
        defer { comments.remove() }
        #expect(throws: ForeignFormatError.damaged(ForeignDamage(place: "habits", reason: .missingPart))) {
            try HarshReader.read(folder: comments.path)
        }
        let big = try folder(habits: "Read: 1\n", log: String(repeating: "2026-03-01 : Read : y\n", count: 100))
        defer { big.remove() }
        #expect(throws: ForeignFormatError.damaged(ForeignDamage(place: "log", reason: .tooLarge))) {
            try HarshReader.read(folder: big.path, maxFileBytes: 1000)
        }
        let binary = try TemporaryFolder("harsh")
        defer { binary.remove() }
        try writeFile(binary.path + "/habits", [0x52, 0xFF, 0x3A, 0x20, 0x31])
        #expect(throws: ForeignFormatError.damaged(ForeignDamage(place: "habits", reason: .badSyntax))) {
            try HarshReader.read(folder: binary.path)
        }
        let fifo = try folder(habits: "Read: 1\n", log: nil)
        defer { fifo.remove() }
        #expect(mkfifo(fifo.path + "/log", 0o600) == 0)
        #expect(throws: ForeignFormatError.damaged(ForeignDamage(place: "log", reason: .badContainer))) {
            try HarshReader.read(folder: fifo.path)
        }
    }
}
