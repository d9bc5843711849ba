import ForeignHabits
import Foundation
import PocketTestSupport
import SharedModels
import Testing
import ZipArchive

/// Loop's CSV layout as we write it: `unzip -t` accepts the archive, and
/// `LoopCSVReader` reads back every habit as it went in.
@Suite struct LoopCSVWriterTests {
    static let today = LocalDate(iso: "2024-03-04")!

    static let habits: [ForeignHabit] = [
        ForeignHabit(
            sourceID: "Meditate", name: "Meditate", question: "Did you meditate?",
            description: "Ten minutes, \"before\" breakfast\non two lines", color: RGBColor(hex: "#00897B"),
            position: 0, checkIns: ["2024-02-27", "2024-02-29", "2024-03-04"].map { LocalDate(iso: $0)! }),
        ForeignHabit(
            sourceID: "Бег, утром", name: "Бег, утром", color: RGBColor(hex: "#1976D2"), archived: true,
            position: 1, frequency: .init(times: 3, days: 7), checkIns: [LocalDate(iso: "2024-03-01")!]),
        ForeignHabit(sourceID: "Read", name: "Read", position: 2),
    ]

    @Test func whatIsWrittenReadsBack() throws {
        let folder = try TemporaryFolder("loop-csv-out")
        defer { folder.remove() }
        let items = Self.habits.map { LoopCSVWriter.Habit(habit: $0, scores: [0.12345, 0.00015, 1]) }
        let bytes = try LoopCSVWriter.archive(items, today: Self.today)
        let path = folder.appending("export.zip")
        _ = try folder.write(Data(bytes), to: "export.zip")
        #expect(try Tool.run(["unzip", "-tq", path]).exitCode == 0)
        let read = try LoopCSVReader.read(path: path)
        #expect(read.habits == Self.habits)

        let zip = try ZipReader(bytes: bytes)
        let scores = try #require(zip.entry(named: "001 Meditate/Scores.csv"))
        #expect(
            String(decoding: try zip.data(of: scores), as: UTF8.self)
                == "Date,Score\n2024-03-04,0.1235\n2024-03-03,0.0002\n2024-03-02,1.0000\n")
        let checks = try #require(zip.entry(named: "001 Meditate/Checkmarks.csv"))
        #expect(
            String(decoding: try zip.data(of: checks), as: UTF8.self)
                == "Date,Value,Notes\n2024-03-04,YES_MANUAL,\n2024-02-29,YES_MANUAL,\n2024-02-27,YES_MANUAL,\n")
        #expect(zip.entry(named: "002/Checkmarks.csv") != nil, "a name with nothing Loop keeps is its number alone")
    }
}
