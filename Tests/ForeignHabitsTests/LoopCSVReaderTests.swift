import ForeignHabits
import Foundation
import PocketTestSupport
import SharedModels
import Testing
import ZipArchive

/// Loop's CSV export, as its exporter lays it out (written here by Python's
/// `zipfile` streaming, so with data descriptors as Java's ZipOutputStream
/// writes them), read to the exact values; damaged and hostile archives give
/// the error naming the member.
@Suite struct LoopCSVReaderTests {
    /// The schema-25 fixture's history as Loop exports it (newest day first,
    /// YES_AUTO and NO days included, folder names cleaned of `"` and `,`).
    static let export: [(String, String)] = [
        (
            "Habits.csv",
            """
            Position,Name,Question,Description,NumRepetitions,Interval,Color
            001,Meditate,Did you meditate today?,"Ten minutes, before breakfast",1,1,#00897B
            002,Gym,Did you go to the gym?,,3,7,#1976D2
            003,Water,How many glasses?,,1,1,#D81B60
            004,"Call ""Mum"", Dad",,"Notes with a comma, and ""quotes""
            on two lines",1,7,#aaaaaa
            005,Junk food,,,1,7,#303030

            """
        ),
        (
            "001 Meditate/Checkmarks.csv",
            lines(
                "2024-03-03,3", "2024-03-02,0", "2024-03-01,0", "2024-02-29,2",
                "2024-02-28,0", "2024-02-27,2", "2024-02-26,2")
        ),
        ("001 Meditate/Scores.csv", lines("2024-03-03,0.1434", "2024-03-02,0.1434")),
        (
            "002 Gym/Checkmarks.csv",
            lines(
                "2024-03-04,2", "2024-03-03,1", "2024-03-02,1", "2024-03-01,3",
                "2024-02-29,2", "2024-02-28,1", "2024-02-27,1", "2024-02-26,2")
        ),
        ("003 Water/Checkmarks.csv", lines("2024-02-29,12250", "2024-02-28,3", "2024-02-27,6500", "2024-02-26,8000")),
        ("004 Call Mum Dad/Checkmarks.csv", "2023-12-24,2\r\n"),
        ("005 Junk food/Checkmarks.csv", lines("2024-02-27,0", "2024-02-26,1000")),
        ("Checkmarks.csv", lines(#"Date,Meditate,Gym,Water,"Call ""Mum"", Dad",Junk food,"#, "2024-03-04,0,2,0,0,0,")),
        ("Scores.csv", lines("Date,Meditate,Gym,Water,Call Mum,Junk food,", "2024-03-04,0.1,0.2,0.3,0.4,0.5,")),
    ]

    static func lines(_ lines: String...) -> String { lines.map { $0 + "\n" }.joined() }

    /// What the export reads as: the backup's habits less what the CSV does
    /// not carry (uuid, archived flag, unit and target).
    static let expected: [ForeignHabit] = LoopFixtures.v25.map { habit in
        var habit = habit
        habit.sourceID = habit.name
        habit.archived = false
        if habit.name.hasPrefix("Call") { habit.description = "Notes with a comma, and \"quotes\"\non two lines" }
        habit.measurable = habit.measurable.map {
            ForeignHabit.Measurable(unit: "", target: 0, targetIsMinimum: true, values: $0.values)
        }
        return habit
    }

    /// Zips `files` with Python's zipfile into an unseekable stream (data descriptors, deflate).
    static func pythonZip(_ files: [(String, String)], in folder: TemporaryFolder) throws -> String {
        for (name, text) in files { try folder.write(text, to: "tree/" + name) }
        let path = folder.appending("Loop Habits CSV 2024-03-04.zip")
        let program = """
            import io, os, sys, zipfile
            class Unseekable(io.RawIOBase):
                def __init__(self, f): self.f = f
                def writable(self): return True
                def write(self, b): return self.f.write(b)
            root, names = sys.argv[2], sys.argv[3:]
            with open(sys.argv[1], "wb") as raw, zipfile.ZipFile(Unseekable(raw), "w", zipfile.ZIP_DEFLATED) as z:
                for name in names:
                    with open(os.path.join(root, name), "rb") as f, z.open(name, "w") as out: out.write(f.read())
            """
        let result = try Tool.python(program, [path, folder.appending("tree")] + files.map(\.0))
        #expect(result.exitCode == 0, "\(result)")
        return path
    }

    static func ourZip(
        _ files: [(String, String)], in folder: TemporaryFolder,
        compression: ZipWriter.Compression = .deflate
    ) throws -> String {
        var writer = ZipWriter()
        for (name, text) in files { try writer.add(name, Array(text.utf8), compression: compression) }
        return try folder.write(Data(try writer.archive()), to: "export.zip")
    }

    @Test func loopsExportReadsToTheBackupsValues() throws {
        let folder = try TemporaryFolder("loop-csv")
        let history = try LoopCSVReader.read(path: try Self.pythonZip(Self.export, in: folder))
        #expect(history.source == .loopCSV)
        #expect(history.habits.count == Self.expected.count)
        for (read, want) in zip(history.habits, Self.expected) { #expect(read == want) }
    }

    @Test func anExportFromBeforeQuestionsKeepsTheQuestionInDescription() throws {
        let folder = try TemporaryFolder("loop-csv")
        let files = [
            (
                "Habits.csv",
                "Position,Name,Description,NumRepetitions,Interval,Color\r\n"
                    + "001,Read,Did you read?,1,1,#D32F2F\r\n"
            ),
            ("001 Read/Checkmarks.csv", "2016-05-02,2\r\n2016-05-01,1\r\n"),
        ]
        let habits = try LoopCSVReader.read(path: try Self.ourZip(files, in: folder)).habits
        #expect(
            habits == [
                ForeignHabit(
                    sourceID: "Read", name: "Read", question: "Did you read?",
                    color: RGBColor(hex: "#D32F2F"), checkIns: [LocalDate(iso: "2016-05-02")!])
            ])
    }

    /// A day listed twice counts once, the first value read winning, whether
    /// the days come ascending (as a backup's query gives them) or not.
    @Test(arguments: [
        "2024-03-01,0\n2024-03-02,2\n2024-03-02,3\n2024-03-04,2\n",
        "2024-03-04,2\n2024-03-02,2\n2024-03-01,0\n2024-03-02,3\n2024-03-04,3\n",
        "2024-03-02,2\n2024-03-04,2\n2024-03-01,0\n2024-03-04,3\n2024-03-02,3\n",
    ])
    func aDayListedTwiceCountsOnce(checkmarks: String) throws {
        let folder = try TemporaryFolder("loop-csv")
        let files = [
            (
                "Habits.csv",
                Self.lines(
                    "Position,Name,Question,Description,NumRepetitions,Interval,Color",
                    "001,Read,,,1,1,#D32F2F")
            ),
            ("001 Read/Checkmarks.csv", checkmarks),
        ]
        let habit = try #require(try LoopCSVReader.read(path: try Self.ourZip(files, in: folder)).habits.first)
        #expect(habit.checkIns == ["2024-03-02", "2024-03-04"].map { LocalDate(iso: $0)! })
        #expect(habit.skips.isEmpty)
    }

    @Test func aHabitWithoutAFolderComesWithoutDaysAndTwoOfOneNameStayApart() throws {
        let folder = try TemporaryFolder("loop-csv")
        let files = [
            (
                "Habits.csv",
                Self.lines(
                    "Position,Name,Question,Description,NumRepetitions,Interval,Color",
                    "001,Read,,,1,1,#D32F2F", "002,Read,,,2,7,#D32F2F")
            )
        ]
        let habits = try LoopCSVReader.read(path: try Self.ourZip(files, in: folder)).habits
        #expect(habits.map(\.sourceID) == ["Read", "Read#2"])
        #expect(habits.map(\.position) == [0, 1])
        #expect(habits.allSatisfy { $0.checkIns.isEmpty })
    }

    @Test(arguments: [
        ("001,\"Read,,,1,1,#D32F2F\n", 2, ForeignDamage.Reason.badSyntax),
        ("001,Re\"ad,,,1,1,#D32F2F\n", 2, .badSyntax),
        ("001,\"Read\"x,,,1,1,#D32F2F\n", 2, .badSyntax),
        ("001,Read,,,x,1,#D32F2F\n", 2, .badNumber),
        ("001,Read,,,1,0,#D32F2F\n", 2, .badNumber),
        ("001,Read,,,1,1,red\n", 2, .badNumber),
        ("001,Read,,\n", 2, .badSyntax),
    ])
    func aBadHabitsLineNamesItsLine(row: String, line: Int, reason: ForeignDamage.Reason) throws {
        let folder = try TemporaryFolder("loop-csv")
        let files = [("Habits.csv", "Position,Name,Question,Description,NumRepetitions,Interval,Color\n" + row)]
        #expect(throws: ForeignFormatError.damaged(.init(place: "Habits.csv", line: line, reason: reason))) {
            try LoopCSVReader.read(path: try Self.ourZip(files, in: folder))
        }
    }

    @Test func aMissingColumnIsAMissingPart() throws {
        let folder = try TemporaryFolder("loop-csv")
        let files = [("Habits.csv", "Position,Title,NumRepetitions,Interval\n001,Read,1,1\n")]
        #expect(throws: ForeignFormatError.damaged(.init(place: "Habits.csv", line: 1, reason: .missingPart))) {
            try LoopCSVReader.read(path: try Self.ourZip(files, in: folder))
        }
    }

    @Test(arguments: [
        ("2024-02-30,2\n", ForeignDamage.Reason.badDate), ("24-02-01,2\n", .badDate),
        ("2024-02-01,two\n", .badNumber), ("2024-02-01\n", .badSyntax), ("2024-02-01,2,note,3\n", .badSyntax),
    ])
    func aBadCheckmarksLineNamesTheMemberAndLine(text: String, reason: ForeignDamage.Reason) throws {
        let folder = try TemporaryFolder("loop-csv")
        let files = [Self.export[0], ("001 Meditate/Checkmarks.csv", "2024-03-01,2\n" + text)]
        let damage = ForeignDamage(place: "001 Meditate/Checkmarks.csv", line: 2, reason: reason)
        #expect(throws: ForeignFormatError.damaged(damage)) {
            try LoopCSVReader.read(path: try Self.ourZip(files, in: folder))
        }
    }

    @Test func aBadCRCIsADamagedContainer() throws {
        let folder = try TemporaryFolder("loop-csv")
        let path = try Self.ourZip([Self.export[0]], in: folder, compression: .stored)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes[30 + "Habits.csv".utf8.count + 3] ^= 0x20
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(throws: ForeignFormatError.damaged(.init(place: "Habits.csv", reason: .badContainer))) {
            try LoopCSVReader.read(path: path)
        }
    }

    @Test func aBombSizedEntryIsTooLarge() throws {
        let folder = try TemporaryFolder("loop-csv")
        var writer = ZipWriter()
        try writer.add("Habits.csv", Array(Self.export[0].1.utf8))
        try writer.add("001 Meditate/Checkmarks.csv", [UInt8](repeating: 0x30, count: 3 << 20))
        let path = try folder.write(Data(try writer.archive()), to: "bomb.zip")
        let limits = ZipLimits(archiveBytes: 1 << 20, entries: 100, entryBytes: 1 << 20, totalBytes: 8 << 20)
        #expect(throws: ForeignFormatError.damaged(.init(place: "001 Meditate/Checkmarks.csv", reason: .tooLarge))) {
            try LoopCSVReader.read(path: path, limits: limits)
        }
    }

    @Test func aNameThatLeavesTheFolderIsRefused() throws {
        let folder = try TemporaryFolder("loop-csv")
        var writer = ZipWriter()
        try writer.add("Habits.csv", Array(Self.export[0].1.utf8))
        try writer.add("aa/aa/passwd", [1])
        var bytes = try writer.archive()
        let planted = Array("aa/aa/passwd".utf8)
        for start in 0...(bytes.count - planted.count) where Array(bytes[start..<start + planted.count]) == planted {
            bytes.replaceSubrange(start..<start + planted.count, with: Array("../../passwd".utf8))
        }
        let path = try folder.write(Data(bytes), to: "evil.zip")
        #expect(throws: ForeignFormatError.damaged(.init(place: "../../passwd", reason: .badContainer))) {
            try LoopCSVReader.read(path: path)
        }
    }

    @Test func otherFilesAreUnknown() throws {
        let folder = try TemporaryFolder("loop-csv")
        let text = try folder.write("Position,Name\n", to: "Habits.csv")
        #expect(throws: ForeignFormatError.unknownFormat) { try LoopCSVReader.read(path: text) }
        let otherZip = try Self.ourZip([("notes.txt", "hello")], in: folder)
        #expect(throws: ForeignFormatError.unknownFormat) { try LoopCSVReader.read(path: otherZip) }
    }
}
