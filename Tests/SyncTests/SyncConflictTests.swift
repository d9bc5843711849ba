import Foundation
import SharedModels
import Storage
import SyncKit
import SyncStore
import Testing

/// The conflicts a user meets, each decided alike on every device.
struct SyncConflictTests {
    let server = MemorySyncServer()
    let laptop: SyncDevice, desktop: SyncDevice

    init() throws {
        laptop = try SyncDevice("laptop")
        desktop = try SyncDevice("desktop")
    }

    /// Both devices sync until neither has anything new.
    func converge() throws {
        for _ in 0..<2 { try laptop.sync(server.server); try desktop.sync(server.server) }
        #expect(try laptop.dump() == desktop.dump())
    }

    @Test func theSameCategoryMadeOnTwoDevicesBecomesOne() throws {
        try laptop.store.write { context in
            let sport = TrackerCategory(title: "Sport")
            try context.insertCategory(sport)
            try context.insertTracker(SyncDevice.tracker("Run", category: sport.id))
        }
        try desktop.store.write { context in
            let sport = TrackerCategory(title: "sport")
            try context.insertCategory(sport)
            try context.insertTracker(SyncDevice.tracker("Swim", category: sport.id))
        }
        try converge()
        let (categories, trackers) = try desktop.store.read { (try $0.categories(), try $0.trackers()) }
        #expect(categories.count == 1)
        #expect(Set(trackers.map(\.name)) == ["Run", "Swim"] && trackers.allSatisfy { $0.categoryID == categories[0].id })
        // Renaming the one category later renames it everywhere, and it stays one.
        try laptop.store.write { context in
            var category = try #require(try context.categories().first)
            category.title = "Gym"
            try context.updateCategory(category)
        }
        try converge()
        #expect(try desktop.store.read { try $0.categories().map(\.title) } == ["Gym"])
    }

    @Test func aDeleteIsNotUndoneByAnEditElsewhere() throws {
        let tracker = SyncDevice.tracker("Read")
        try laptop.store.write { try $0.insertTracker(tracker) }
        try converge()
        try laptop.store.write { try $0.deleteTracker(id: tracker.id) }
        try desktop.store.write { context in
            var edited = tracker
            edited.name = "Read more"
            edited.pinned = true
            try context.updateTracker(edited)
            try context.insertRecord(TrackerRecord(trackerID: tracker.id, day: LocalDate(dayNumber: 20_001)))
        }
        try converge()
        #expect(try desktop.store.read { try $0.trackers() }.isEmpty)
        #expect(try desktop.store.read { try $0.records() }.isEmpty)
    }

    @Test func aCategoryDeletedWhileATrackerIsAddedToItLeavesTheTrackerInNone() throws {
        let sport = TrackerCategory(title: "Sport")
        try laptop.store.write { try $0.insertCategory(sport) }
        try converge()
        try laptop.store.write { try $0.deleteCategory(id: sport.id) }
        let swim = SyncDevice.tracker("Swim", category: sport.id)
        try desktop.store.write { try $0.insertTracker(swim) }
        try converge()
        let trackers = try laptop.store.read { try $0.trackers() }
        #expect(trackers.map(\.name) == ["Swim"] && trackers[0].categoryID == nil)
        #expect(try laptop.store.read { try $0.categories() }.isEmpty)
    }

    @Test func theSameDayMarkedOnTwoDevicesIsOneRecord() throws {
        let tracker = SyncDevice.tracker("Read")
        try laptop.store.write { try $0.insertTracker(tracker) }
        try converge()
        let day = LocalDate(dayNumber: 20_005)
        try laptop.store.write { try $0.insertRecord(TrackerRecord(trackerID: tracker.id, day: day)) }
        try desktop.store.write { try $0.insertRecord(TrackerRecord(trackerID: tracker.id, day: day)) }
        try converge()
        #expect(try desktop.store.read { try $0.recordCount(of: tracker.id) } == 1)
        #expect(try laptop.store.read { try $0.records() } == [TrackerRecord(trackerID: tracker.id, day: day)])
    }

    @Test func aStaleOfflineEditArrivingLateLoses() throws {
        let tracker = SyncDevice.tracker("Read")
        try laptop.store.write { try $0.insertTracker(tracker) }
        try converge()
        try laptop.store.write { context in   // offline, earlier
            var stale = tracker
            stale.name = "Old idea"
            try context.updateTracker(stale)
        }
        usleep(5_000)
        try desktop.store.write { context in   // later, synced at once
            var fresh = tracker
            fresh.name = "New idea"
            try context.updateTracker(fresh)
        }
        try desktop.sync(server.server)
        try converge()   // the laptop comes online only now
        #expect(try laptop.store.read { try $0.tracker(id: tracker.id)?.name } == "New idea")
    }

    @Test func aClockAnHourFastIsRefusedInsteadOfWinning() throws {
        try laptop.store.write { try $0.insertTracker(SyncDevice.tracker("Read")) }
        let fast = SyncEngine(app: "tracker", server: server.server) { SyncEngine.systemMilliseconds() + 3_600_000 }
        #expect(throws: SyncError.self) { try fast.sync(laptop.store) }
        do { _ = try fast.sync(laptop.store) } catch let error as SyncError {
            guard case .clockSkew(let skew) = error else { Issue.record("\(error)"); return }
            #expect(abs(skew - 3_600_000) < 60_000)
        }
        #expect(server.all("tracker").isEmpty, "nothing was pushed")
    }

    @Test func myHabitsTrackedDaysMergeAsASet() throws {
        let habit = Habit(name: "Water", minuteOfDay: 450, color: RGBColor(red: 9, green: 9, blue: 9), createdOn: LocalDate(dayNumber: 20_000))
        try laptop.store.write { try $0.insertHabit(habit) }
        for _ in 0..<2 {
            try laptop.sync(server.server, app: "my-habits")
            try desktop.sync(server.server, app: "my-habits")
        }
        try laptop.store.write { try $0.trackHabit(id: habit.id, on: LocalDate(dayNumber: 20_001)) }
        try desktop.store.write { context in
            try context.trackHabit(id: habit.id, on: LocalDate(dayNumber: 20_001))
            try context.trackHabit(id: habit.id, on: LocalDate(dayNumber: 20_002))
        }
        for _ in 0..<2 {
            try laptop.sync(server.server, app: "my-habits")
            try desktop.sync(server.server, app: "my-habits")
        }
        #expect(try laptop.dump() == desktop.dump())
        #expect(try laptop.store.read { try $0.habit(id: habit.id)?.trackedDays.count } == 2)
        #expect(server.all("tracker").isEmpty && !server.all("my-habits").isEmpty)
    }
}

extension SyncConflictTests {
    @Test func aTrackerDeletedAndMadeAgainWithItsIdStaysAlive() throws {
        let tracker = SyncDevice.tracker("Read")
        try laptop.store.write { try $0.insertTracker(tracker) }
        try converge()
        try laptop.store.write { try $0.deleteTracker(id: tracker.id) }
        try converge()
        try laptop.store.write { try $0.insertTracker(tracker) }   // an import of a backup
        try converge()
        #expect(try desktop.store.read { try $0.tracker(id: tracker.id)?.name } == "Read")
    }
}
