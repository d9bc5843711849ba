import ForeignHabits
import PocketTestSupport
import SharedModels
import Testing
import ZipArchive

/// Loop 2.1 and later export `Habits.csv` with `Type`, a numerator and
/// denominator, unit, target and archive flag, and each `Checkmarks.csv`
/// with a `Date,Value,Notes` header and values written as names.
@Suite struct LoopCSVNewLayoutTests {
    static let files: [(String, String)] = [
        (
            "Habits.csv",
            LoopCSVReaderTests.lines(
                "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target "
                    + "Type,Target Value,Archived?",
                "001,Meditate,YES_NO,Did you meditate?,Ten minutes,1,1,#00897B,,AT_LEAST,0.0,false",
                "002,Gym,YES_NO,,,3,7,#1976D2,,AT_LEAST,0.0,true",
                "003,Water,NUMERICAL,How many glasses?,,1,1,#D81B60,glasses,AT_MOST,8.5,false")
        ),
        (
            "001 Meditate/Checkmarks.csv",
            LoopCSVReaderTests.lines(
                "Date,Value,Notes", "2024-03-03,SKIP,", "2024-03-02,NO,", "2024-03-01,YES_AUTO,",
                "2024-02-29,YES_MANUAL,\"calm, at last\"", "2024-02-28,UNKNOWN,", "2024-02-27,YES_MANUAL,")
        ),
        ("002 Gym/Checkmarks.csv", LoopCSVReaderTests.lines("Date,Value,Notes", "2024-03-04,YES_MANUAL,")),
        (
            "003 Water/Checkmarks.csv",
            LoopCSVReaderTests.lines(
                "Date,Value,Notes", "2024-02-29,12.25,", "2024-02-28,SKIP,", "2024-02-27,6.5,too little",
                "2024-02-26,UNKNOWN,")
        ),
    ]

    @Test func readsTheNewLayout() throws {
        let folder = try TemporaryFolder("loop-csv")
        defer { folder.remove() }
        let habits = try LoopCSVReader.read(path: try LoopCSVReaderTests.ourZip(Self.files, in: folder)).habits
        try #require(habits.count == 3)
        let day = { (text: String) in LocalDate(iso: text)! }
        #expect(
            habits[0]
                == ForeignHabit(
                    sourceID: "Meditate", name: "Meditate", question: "Did you meditate?",
                    description: "Ten minutes", color: RGBColor(hex: "#00897B"), position: 0,
                    checkIns: [day("2024-02-27"), day("2024-02-29")], skips: [day("2024-03-03")],
                    notedDays: 1))
        #expect(habits[1].archived && habits[1].frequency == .init(times: 3, days: 7))
        #expect(habits[1].checkIns == [day("2024-03-04")])
        let water = habits[2]
        #expect(
            water.measurable
                == ForeignHabit.Measurable(
                    unit: "glasses", target: 8.5, targetIsMinimum: false,
                    values: [.init(day: day("2024-02-27"), amount: 6.5), .init(day: day("2024-02-29"), amount: 12.25)]))
        #expect(water.skips == [day("2024-02-28")] && water.checkIns.isEmpty && water.notedDays == 1)
    }

    @Test(arguments: [
        ("2024-02-29,MAYBE,", ForeignDamage.Reason.badNumber), ("2024-02-30,YES_MANUAL,", .badDate),
        ("2024-02-29,YES_MANUAL,a,b", .badSyntax),
    ])
    func aBadLineNamesItsMemberAndLine(line: String, reason: ForeignDamage.Reason) throws {
        let folder = try TemporaryFolder("loop-csv")
        defer { folder.remove() }
        var files = Self.files
        files[2] = ("002 Gym/Checkmarks.csv", LoopCSVReaderTests.lines("Date,Value,Notes", line))
        #expect(throws: ForeignFormatError.damaged(.init(place: "002 Gym/Checkmarks.csv", line: 2, reason: reason))) {
            try LoopCSVReader.read(path: try LoopCSVReaderTests.ourZip(files, in: folder))
        }
    }

    @Test(arguments: [
        "001,Read,YES_NO,,,1,1,#D32F2F,,AT_LEAST,0.0,maybe", "001,Read,NUMERICAL,,,1,1,#D32F2F,,AT_LEAST,lots,false",
    ])
    func aBadHabitsRowNamesItsLine(row: String) throws {
        let folder = try TemporaryFolder("loop-csv")
        defer { folder.remove() }
        let header =
            "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target "
            + "Type,Target Value,Archived?"
        let files = [("Habits.csv", LoopCSVReaderTests.lines(header, row))]
        #expect(throws: ForeignFormatError.self) {
            try LoopCSVReader.read(path: try LoopCSVReaderTests.ourZip(files, in: folder))
        }
    }
}
