import ForeignHabits
import Foundation
import PocketTestSupport
import SharedModels
import Storage
import Testing

@testable import TrackerApp
@testable import TrackerCommands

/// Count habits ("N times in M days") in the tracker's own files: the JSON
/// export writes `"count": {"times": N, "per": M}` after the seven weekdays
/// and reads it back, a weekday habit's line is as before, and the CSV
/// (records only) gives a count habit's records as any habit's.
@Suite struct TransferCountTests {
    static let sport = TrackerCategory(id: "c0000000000000000000000000000001", title: "Sport")

    static func count(_ times: Int, _ per: Int) -> Schedule { Schedule(count: CountSchedule(times: times, per: per)!) }

    /// A count habit with records, a weekday habit, a daily one and an event.
    static let trackers: [(Tracker, [String])] = [
        (
            Tracker(
                id: "a0000000000000000000000000000001", name: "Gym", kind: .habit, categoryID: sport.id,
                emoji: Palette.emoji[1], color: Palette.colors[1], schedule: count(3, 7), pinned: true,
                createdOn: ReportsSample.day("2026-10-01")),
            ["2026-10-01", "2026-10-03", "2026-10-04", "2026-11-20"]
        ),
        (
            Tracker(
                id: "a0000000000000000000000000000002", name: "Dentist", kind: .event, categoryID: sport.id,
                emoji: Palette.emoji[4], color: Palette.colors[2], schedule: .none,
                createdOn: ReportsSample.day("2026-10-02")),
            ["2026-10-02"]
        ),
        (
            ReportsSample.habit(
                "Run", [.monday, .wednesday], category: sport, created: "2026-10-01",
                id: "a0000000000000000000000000000003"), ["2026-10-05", "2026-10-07"]
        ),
        (
            ReportsSample.habit(
                "Water", Weekday.allCases, category: sport, created: "2026-10-01",
                id: "a0000000000000000000000000000004"), ["2026-10-01"]
        ),
        (
            Tracker(
                id: "a0000000000000000000000000000005", name: "Year", kind: .habit, categoryID: sport.id,
                emoji: Palette.emoji[2], color: Palette.colors[3], schedule: count(1, 365),
                createdOn: ReportsSample.day("2026-01-01")), []
        ),
    ]

    static var data: ExportData {
        ExportData(
            categories: [sport], trackers: trackers.map(\.0),
            recordDays: trackers.map { $0.1.map(ReportsSample.day) })
    }

    static func written(_ data: ExportData, csv: Bool = false) -> String {
        var bytes: [UInt8] = []
        var sink = ByteSink { bytes += $0 }
        if csv {
            ExportWriter.csv(data, shape: TrackerAppProfile.tracker.transfer, to: &sink)
        } else {
            ExportWriter.json(data, shape: TrackerAppProfile.tracker.transfer, to: &sink)
        }
        sink.flush()
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aCountIsWrittenAsTimesAndPerAndWeekdaysAsBefore() {
        let lines = Self.written(Self.data).split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                #"    {"id": "a0000000000000000000000000000001", "name": "Gym", "kind": "habit", "category": "#
                    + #""Sport", "emoji": "\#(Palette.emoji[1])", "color": "\#(Palette.colors[1].hex)", "schedule": "#
                    + #"\#(TransferMalformedTests.everyDay), "count": {"times": 3, "per": 7}, "pinned": true, "#
                    + #""completedDays": 4, "createdOn": "2026-10-01"},"#
            ),
            "\(lines)")
        #expect(
            lines.contains { $0.contains(#""name": "Run""#) && $0.contains(#""schedule": ["mon", "wed"], "pinned""#) })
        #expect(
            lines.contains {
                $0.contains(#""name": "Water""#)
                    && $0.contains(#""schedule": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"], "pinned""#)
            })
        #expect(lines.contains { $0.contains(#""name": "Dentist""#) && $0.contains(#""schedule": [], "pinned""#) })
        #expect(lines.contains { $0.contains(#""count": {"times": 1, "per": 365}"#) })
        #expect(lines.filter { $0.contains(#""count""#) }.count == 2)
    }

    /// Both readers take the count, and the plan gives back the very trackers.
    @Test func theWrittenFileReadsBackToTheSameTrackersAndRecords() throws {
        let bytes = Data(Self.written(Self.data).utf8)
        let quick = try #require(
            ImportDocument.scan(bytes, shape: TrackerAppProfile.tracker.transfer), "an export takes the quick path")
        #expect(ImportScanTests.dumped(quick) == ImportScanTests.plain(bytes))
        #expect(quick.trackers[0].count == ImportDocument.Count(times: 3, per: 7))
        let plan = try ImportPlan(ImportDocument.read(bytes, shape: TrackerAppProfile.tracker.transfer), app: .tracker)
        #expect(plan.trackers == Self.data.trackers)
        #expect(plan.trackers[0].schedule.count == CountSchedule(times: 3, per: 7))
        #expect(plan.recordDays == Self.data.recordDays)
    }

    /// The CSV has no schedules (weekday habits' are not in it either): a
    /// count habit's records are rows of a `habit`, so its layout is as it was.
    @Test func theCSVGivesACountHabitsRecordsAsAnyHabits() {
        let csv = Self.written(Self.data, csv: true)
        #expect(csv.hasPrefix("day,tracker,category,kind\r\n"))
        #expect(csv.contains("2026-10-03,Gym,Sport,habit\r\n") && csv.contains("2026-10-02,Dentist,Sport,event\r\n"))
        #expect(csv.split(separator: "\r\n").count == 1 + 8)
    }

    /// For Loop a count is its frequency (`Habits.csv`'s numerator and
    /// denominator), a weekday schedule its days in 7; Loop's file imports
    /// back as those counts with nothing lost, daily as every weekday.
    @Test func loopsCSVCarriesTheCountThereAndBack() throws {
        let today = ReportsSample.day("2026-11-29")
        let archive = try LoopExport.archive(Self.data, today: today)
        #expect(archive.habits == 4 && archive.records == 7, "the event is left out")
        let folder = try TemporaryFolder("loop-count")
        defer { folder.remove() }
        let file = try folder.write(Data(archive.bytes), to: "loop.zip")
        let history = try LoopCSVReader.read(path: file)
        #expect(history.habits.map(\.name) == ["Gym", "Run", "Water", "Year"])
        #expect(
            history.habits.map(\.frequency) == [
                .init(times: 3, days: 7), .init(times: 2, days: 7), .daily,
                .init(times: 1, days: 365),
            ])
        let mapped = ForeignImportMapping.map(history, existing: [], categoryID: nil, today: today)
        #expect(mapped.map(\.tracker.schedule) == [Self.count(3, 7), Self.count(2, 7), .everyDay, Self.count(1, 365)])
        #expect(mapped.allSatisfy { $0.losses.isEmpty })
        #expect(mapped[0].days == Self.data.recordDays[0])
    }

    static func populated(_ kind: StoreKind) throws -> TrackerHarness {
        let harness = try TrackerHarness.reports(kind)
        try harness.write { context in try ReportsSample.insert(Self.sport, Self.trackers, into: context) }
        return harness
    }

    /// A store with a count habit → JSON export → an empty store of either
    /// backend: the same trackers (the count too) and records; the CSV of
    /// both is the same; importing again adds nothing. The stores must keep
    /// a count for this to hold.
    @Test(arguments: StoreKind.allCases, StoreKind.allCases)
    func aCountHabitRoundTripsThroughTheExport(source kind: StoreKind, target other: StoreKind) throws {
        let source = try Self.populated(kind)
        #expect(
            try source.content().trackers.first { $0.name == "Gym" }?.schedule == Self.count(3, 7),
            "the store keeps the count")
        let file = source.path("export.json")
        try source.runOK(["export", "--output", file])
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(#""count": {"times": 3, "per": 7}"#), "\(text)")
        let target = try TrackerHarness.reports(other)
        let run = try target.runOK(["import", file])
        #expect(run.stdoutLines.last == "  Records: 8 (new: 8, already there: 0)", "\(run)")
        #expect(try target.content() == source.content())
        #expect(try target.runOK(["export"]).stdout == source.runOK(["export"]).stdout)
        #expect(
            try target.runOK(["export", "--format", "csv"]).stdout
                == source.runOK(["export", "--format", "csv"]).stdout)

        let before = try target.content()
        let again = try target.json(["import", file])
        #expect(again["records"] as? [String: Int] == ["total": 8, "added": 0, "existing": 8])
        #expect(again["trackers"] as? [String: Int] == ["total": 5, "created": 0, "updated": 0, "unchanged": 5])
        #expect(try target.content() == before)
    }

    /// A count in a file makes a count habit whichever store takes it.
    @Test(arguments: StoreKind.allCases)
    func aCountInAFileImportsAsACountHabit(kind: StoreKind) throws {
        let harness = try TrackerHarness.reports(kind)
        let file = harness.path("count.json")
        let text = TransferMalformedTests.valid.replacingOccurrences(
            of: #"["mon"]"#, with: TransferMalformedTests.everyDay + #", "count": {"per": 10, "times": 2}"#)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        try harness.runOK(["import", file])
        let tracker = try #require(try harness.content().trackers.first)
        #expect(tracker.schedule == Self.count(2, 10))
    }
}
