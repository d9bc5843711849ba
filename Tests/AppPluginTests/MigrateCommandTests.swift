import Foundation
import PocketTestSupport
import SharedModels
import Storage
import StorageLive
import Testing

@testable import AppPlugin

@Suite("Built-in: migrate")
struct MigrateCommandTests {
    /// Two categories, three trackers (Read "3 times in 7 days"), four
    /// records, a habit with two days and a setting.
    static func seed(_ store: any Store) throws {
        let day = LocalDate(year: 2026, month: 11, day: 29)!
        let home = TrackerCategory(title: "Home")
        let work = TrackerCategory(title: "Work")
        let trackers = [("Run", home.id), ("Read", home.id), ("Mail", work.id)].map { name, category in
            Tracker(
                name: name, kind: .habit, categoryID: category, emoji: "🙂", color: RGBColor(red: 1, green: 2, blue: 3),
                schedule: name == "Read" ? readSchedule : Schedule(Weekday.allCases), createdOn: day)
        }
        try store.write { context in
            try context.insertCategory(home)
            try context.insertCategory(work)
            for tracker in trackers { try context.insertTracker(tracker) }
            for offset in 0..<3 {
                try context.insertRecord(TrackerRecord(trackerID: trackers[0].id, day: day.adding(days: -offset)))
            }
            try context.insertRecord(TrackerRecord(trackerID: trackers[2].id, day: day))
            try context.insertHabit(
                Habit(
                    name: "Water", minuteOfDay: 450, color: RGBColor(red: 9, green: 9, blue: 9),
                    createdOn: day, trackedDays: [day, day.adding(days: -1)]))
            try context.setSetting("onboarding.seen", "1")
        }
    }

    static let readSchedule = Schedule(count: CountSchedule(times: 3, per: 7)!)

    /// Each seeded tracker's schedule in the store, by name.
    static func schedules(_ store: any Store) throws -> [String: Schedule] {
        try store.read { Dictionary(uniqueKeysWithValues: try $0.trackers().map { ($0.name, $0.schedule) }) }
    }

    static let seededCounts = [
        "categories": 2, "trackers": 3, "records": 4, "habits": 1, "habitDays": 2, "settings": 1,
        "sessions": 0, "cacheEntries": 0,
    ]

    struct Report: Decodable, Equatable {
        var from: String
        var to: String
        var path: String
        var counts: [String: Int]
    }

    @Test("sqlite → json copies everything and reports the counts")
    func migrateToJSON() throws {
        let world = try AppWorld()
        try Self.seed(StoreOpener.live.open(kind: .sqlite, directory: world.dataDirectory()))
        let result = world.run(["migrate", "--to", "json", "--json"])
        #expect(result.exitCode == 0, "\(result)")
        let report = try result.json(Report.self)
        #expect(
            report
                == Report(
                    from: "sqlite", to: "json", path: world.dataDirectory() + "/store.json", counts: Self.seededCounts))
        let copy = try StoreOpener.live.open(kind: .json, directory: world.dataDirectory())
        let (categories, trackers, records, setting) = try copy.read {
            (
                try $0.categories().map(\.title), try $0.trackers().map(\.name), try $0.records().count,
                try $0.setting("onboarding.seen")
            )
        }
        #expect(categories == ["Home", "Work"])
        #expect(trackers == ["Mail", "Read", "Run"])
        #expect(records == 4)
        #expect(setting == "1")
        #expect(try Self.schedules(copy) == ["Run": .everyDay, "Read": Self.readSchedule, "Mail": .everyDay])
    }

    @Test("the human report names both backends, the target and each count")
    func humanReport() throws {
        let world = try AppWorld()
        try Self.seed(StoreOpener.live.open(kind: .sqlite, directory: world.dataDirectory()))
        let result = world.run(["migrate", "--to", "json"])
        #expect(result.exitCode == 0)
        #expect(result.stdoutLines.first == "Copied the sqlite store to json (\(world.dataDirectory())/store.json):")
        // One row per entity, the numbers right-aligned in one column.
        #expect(
            Array(result.stdoutLines.dropFirst()) == [
                "  cacheEntries  0", "  categories    2", "  habitDays     2", "  habits        1",
                "  records       4", "  sessions      0", "  settings      1", "  trackers      3",
            ])
    }

    @Test("a non-empty target is refused without --force (exit 64, target unchanged), replaced with it")
    func nonEmptyTarget() throws {
        let world = try AppWorld()
        try Self.seed(StoreOpener.live.open(kind: .sqlite, directory: world.dataDirectory()))
        let target = try StoreOpener.live.open(kind: .json, directory: world.dataDirectory())
        try target.write { try $0.insertCategory(TrackerCategory(title: "Old")) }
        let before = try Data(contentsOf: URL(fileURLWithPath: target.path))

        let refused = world.run(["migrate", "--to", "json"])
        #expect(refused.exitCode == 64)
        #expect(refused.stdout.isEmpty)
        #expect(
            refused.stderrLines == [
                "error: the target store \(target.path) already holds 1 entries; use --force to replace them"
            ])
        #expect(try Data(contentsOf: URL(fileURLWithPath: target.path)) == before)

        let forced = world.run(["migrate", "--to", "json", "--force", "--json"])
        #expect(forced.exitCode == 0, "\(forced)")
        #expect(try forced.json(Report.self).counts == Self.seededCounts)
        let reopened = try StoreOpener.live.open(kind: .json, directory: world.dataDirectory())
        #expect(try reopened.read { try $0.categories().map(\.title) } == ["Home", "Work"])
    }

    @Test("json → sqlite with --store json works the other way")
    func migrateToSQLite() throws {
        let world = try AppWorld()
        try Self.seed(StoreOpener.live.open(kind: .json, directory: world.dataDirectory()))
        let result = world.run(["--store", "json", "migrate", "--to", "sqlite", "--json"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(try result.json(Report.self).counts == Self.seededCounts)
        let copy = try StoreOpener.live.open(kind: .sqlite, directory: world.dataDirectory())
        #expect(try Self.schedules(copy) == ["Run": .everyDay, "Read": Self.readSchedule, "Mail": .everyDay])
    }

    @Test(
        "--to the backend in use is a usage error",
        arguments: [
            (["migrate", "--to", "sqlite"], "sqlite"), (["--store", "json", "migrate", "--to", "json"], "json"),
        ])
    func sameBackend(arguments: [String], backend: String) throws {
        let result = try AppWorld().run(arguments)
        #expect(result.exitCode == 64)
        #expect(
            result.stderrLines == [
                "error: invalid value '\(backend)' for --to: it is the backend in use (choose it with --store)",
                "See 'demo --help'.",
            ])
    }

    @Test("an empty store migrates with zero counts, honoring --data-dir")
    func emptyStore() throws {
        let world = try AppWorld()
        let folder = world.folder.path + "/elsewhere"
        let result = world.run(["migrate", "--to", "json", "--json", "--data-dir", folder])
        #expect(result.exitCode == 0, "\(result)")
        let report = try result.json(Report.self)
        #expect(report.path == folder + "/store.json")
        #expect(report.counts.values.allSatisfy { $0 == 0 })
        #expect(FileManager.default.fileExists(atPath: folder + "/store.sqlite"))
    }

    @Test("a corrupt source exits 65 naming the file and leaves it as it was")
    func corruptSource() throws {
        let world = try AppWorld()
        try FileManager.default.createDirectory(atPath: world.dataDirectory(), withIntermediateDirectories: true)
        let path = world.dataDirectory() + "/store.sqlite"
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        #expect(FileManager.default.createFile(atPath: path, contents: garbage))
        let result = world.run(["migrate", "--to", "json"])
        #expect(result.exitCode == 65, "\(result)")
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.contains(path))
        #expect(FileManager.default.contents(atPath: path) == garbage)
    }
}
