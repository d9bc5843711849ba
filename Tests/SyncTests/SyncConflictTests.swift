import Foundation
import PocketTestSupport
import Postgres
import SharedModels
import Storage
import SyncKit
import SyncPostgres
import SyncStore
import Testing

/// Two devices and a server: the model in memory, or a real PostgreSQL with
/// the schema installed and one person, so that each conflict is shown to be
/// decided alike by the server's SQL too.
final class DevicePair {
    enum Server: String, CaseIterable, Sendable { case memory, postgres }

    let laptop: SyncDevice, desktop: SyncDevice
    let server: SyncServer
    private let memory = MemorySyncServer()
    private var postgres: TemporaryPostgres?

    init(_ kind: Server) throws {
        laptop = try SyncDevice("laptop")
        desktop = try SyncDevice("desktop")
        switch kind {
        case .memory: server = memory.server
        case .postgres:
            let postgres = try TemporaryPostgres()
            let admin = try PostgresConnection(
                settings: ConnectionSettings(conninfo: postgres.adminURL, environment: [:]))
            _ = try SyncInstaller.install(admin)
            try SyncInstaller.addUser("alice", password: "pw", admin)
            server = try SyncServer.postgres(url: postgres.url(user: "alice", password: "pw"), environment: [:])
            self.postgres = postgres
        }
    }

    /// Both devices sync until neither has anything new.
    func converge() throws {
        for _ in 0..<2 {
            try laptop.sync(server)
            try desktop.sync(server)
        }
        #expect(try laptop.dump() == desktop.dump())
    }

    /// A tracker made on the laptop and known to both devices.
    func sharedTracker(_ name: String) throws -> Tracker {
        let tracker = SyncDevice.tracker(name)
        try laptop.store.write { try $0.insertTracker(tracker) }
        try converge()
        return tracker
    }

    /// Whether the server holds nothing of `app` (asked as a third device would).
    func serverIsEmpty(_ app: String) throws -> Bool {
        try server.pull(app, 0, "nobody", 1).cells.isEmpty
    }
}

/// The conflicts a user meets, each decided alike on every device.
struct SyncConflictTests {
    @Test(arguments: DevicePair.Server.allCases) func theSameCategoryMadeOnTwoDevicesBecomesOne(
        _ kind: DevicePair.Server
    ) throws {
        let pair = try DevicePair(kind)
        try pair.laptop.store.write { context in
            let sport = TrackerCategory(title: "Sport")
            try context.insertCategory(sport)
            try context.insertTracker(SyncDevice.tracker("Run", category: sport.id))
        }
        try pair.desktop.store.write { context in
            let sport = TrackerCategory(title: "sport")
            try context.insertCategory(sport)
            try context.insertTracker(SyncDevice.tracker("Swim", category: sport.id))
        }
        try pair.converge()
        let (categories, trackers) = try pair.desktop.store.read { (try $0.categories(), try $0.trackers()) }
        #expect(categories.count == 1)
        #expect(
            Set(trackers.map(\.name)) == ["Run", "Swim"] && trackers.allSatisfy { $0.categoryID == categories[0].id })
        // Renaming the one category later renames it everywhere, and it stays one.
        try pair.laptop.store.write { context in
            var category = try #require(try context.categories().first)
            category.title = "Gym"
            try context.updateCategory(category)
        }
        try pair.converge()
        #expect(try pair.desktop.store.read { try $0.categories().map(\.title) } == ["Gym"])
    }

    @Test(arguments: DevicePair.Server.allCases) func aDeleteIsNotUndoneByAnEditElsewhere(_ kind: DevicePair.Server)
        throws
    {
        let pair = try DevicePair(kind)
        let tracker = try pair.sharedTracker("Read")
        try pair.laptop.store.write { try $0.deleteTracker(id: tracker.id) }
        try pair.desktop.store.write { context in
            var edited = tracker
            edited.name = "Read more"
            edited.pinned = true
            try context.updateTracker(edited)
            try context.insertRecord(TrackerRecord(trackerID: tracker.id, day: LocalDate(dayNumber: 20_001)))
        }
        try pair.converge()
        #expect(try pair.desktop.store.read { try $0.trackers() }.isEmpty)
        #expect(try pair.desktop.store.read { try $0.records() }.isEmpty)
    }

    @Test(arguments: DevicePair.Server.allCases) func aCategoryDeletedWhileATrackerIsAddedToItLeavesTheTrackerInNone(
        _ kind: DevicePair.Server
    ) throws {
        let pair = try DevicePair(kind)
        let sport = TrackerCategory(title: "Sport")
        try pair.laptop.store.write { try $0.insertCategory(sport) }
        try pair.converge()
        try pair.laptop.store.write { try $0.deleteCategory(id: sport.id) }
        let swim = SyncDevice.tracker("Swim", category: sport.id)
        try pair.desktop.store.write { try $0.insertTracker(swim) }
        try pair.converge()
        let trackers = try pair.laptop.store.read { try $0.trackers() }
        #expect(trackers.map(\.name) == ["Swim"] && trackers[0].categoryID == nil)
        #expect(try pair.laptop.store.read { try $0.categories() }.isEmpty)
    }

    @Test(arguments: DevicePair.Server.allCases) func theSameDayMarkedOnTwoDevicesIsOneRecord(_ kind: DevicePair.Server)
        throws
    {
        let pair = try DevicePair(kind)
        let tracker = try pair.sharedTracker("Read")
        let day = LocalDate(dayNumber: 20_005)
        try pair.laptop.store.write { try $0.insertRecord(TrackerRecord(trackerID: tracker.id, day: day)) }
        try pair.desktop.store.write { try $0.insertRecord(TrackerRecord(trackerID: tracker.id, day: day)) }
        try pair.converge()
        #expect(try pair.desktop.store.read { try $0.recordCount(of: tracker.id) } == 1)
        #expect(try pair.laptop.store.read { try $0.records() } == [TrackerRecord(trackerID: tracker.id, day: day)])
    }

    @Test(arguments: DevicePair.Server.allCases) func aStaleOfflineEditArrivingLateLoses(_ kind: DevicePair.Server)
        throws
    {
        let pair = try DevicePair(kind)
        let tracker = try pair.sharedTracker("Read")
        try pair.laptop.store.write { context in  // offline, earlier
            var stale = tracker
            stale.name = "Old idea"
            try context.updateTracker(stale)
        }
        usleep(5_000)
        try pair.desktop.store.write { context in  // later, synced at once
            var fresh = tracker
            fresh.name = "New idea"
            try context.updateTracker(fresh)
        }
        try pair.desktop.sync(pair.server)
        try pair.converge()  // the laptop comes online only now
        #expect(try pair.laptop.store.read { try $0.tracker(id: tracker.id)?.name } == "New idea")
    }

    @Test(arguments: DevicePair.Server.allCases) func aClockAnHourFastIsRefusedInsteadOfWinning(
        _ kind: DevicePair.Server
    ) throws {
        let pair = try DevicePair(kind)
        try pair.laptop.store.write { try $0.insertTracker(SyncDevice.tracker("Read")) }
        let fast = SyncEngine(app: "tracker", server: pair.server) { SyncEngine.systemMilliseconds() + 3_600_000 }
        #expect(throws: SyncError.self) { try fast.sync(pair.laptop.store) }
        do { _ = try fast.sync(pair.laptop.store) } catch let error as SyncError {
            guard case .clockSkew(let skew) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(abs(skew - 3_600_000) < 60_000)
        }
        #expect(try pair.serverIsEmpty("tracker"), "nothing was pushed")
    }

    @Test(arguments: DevicePair.Server.allCases) func myHabitsTrackedDaysMergeAsASet(_ kind: DevicePair.Server) throws {
        let pair = try DevicePair(kind)
        let habit = Habit(
            name: "Water", minuteOfDay: 450, color: RGBColor(red: 9, green: 9, blue: 9),
            createdOn: LocalDate(dayNumber: 20_000))
        try pair.laptop.store.write { try $0.insertHabit(habit) }
        for _ in 0..<2 {
            try pair.laptop.sync(pair.server, app: "my-habits")
            try pair.desktop.sync(pair.server, app: "my-habits")
        }
        try pair.laptop.store.write { try $0.trackHabit(id: habit.id, on: LocalDate(dayNumber: 20_001)) }
        try pair.desktop.store.write { context in
            try context.trackHabit(id: habit.id, on: LocalDate(dayNumber: 20_001))
            try context.trackHabit(id: habit.id, on: LocalDate(dayNumber: 20_002))
        }
        for _ in 0..<2 {
            try pair.laptop.sync(pair.server, app: "my-habits")
            try pair.desktop.sync(pair.server, app: "my-habits")
        }
        #expect(try pair.laptop.dump() == pair.desktop.dump())
        #expect(try pair.laptop.store.read { try $0.habit(id: habit.id)?.trackedDays.count } == 2)
        #expect(try pair.serverIsEmpty("tracker") && !pair.serverIsEmpty("my-habits"))
    }
}

extension SyncConflictTests {
    @Test(arguments: DevicePair.Server.allCases) func aTrackerDeletedAndMadeAgainWithItsIdStaysAlive(
        _ kind: DevicePair.Server
    ) throws {
        let pair = try DevicePair(kind)
        let tracker = try pair.sharedTracker("Read")
        try pair.laptop.store.write { try $0.deleteTracker(id: tracker.id) }
        try pair.converge()
        try pair.laptop.store.write { try $0.insertTracker(tracker) }  // an import of a backup
        try pair.converge()
        #expect(try pair.desktop.store.read { try $0.tracker(id: tracker.id)?.name } == "Read")
    }
}
