import SharedModels
import Storage
import StorageSQLite
import SyncKit
import Testing

@testable import SyncStore

/// A tracker's count schedule ("N times in M days") syncs as one cell,
/// `count` = `times/per` ("" once it is gone), sent only for trackers that
/// have or had one; a value out of range is set aside; a store whose sync
/// an older build set up gains the count at its next sync.
@Suite struct SyncCountScheduleTests {
    let memory = MemorySyncServer()
    let laptop: SyncDevice, desktop: SyncDevice

    init() throws {
        laptop = try SyncDevice("count-laptop")
        desktop = try SyncDevice("count-desktop")
    }

    static func count(_ times: Int, _ per: Int) -> Schedule { Schedule(count: CountSchedule(times: times, per: per)!) }

    func schedule(_ device: SyncDevice, _ id: EntityID) throws -> Schedule? {
        try device.store.read { try $0.tracker(id: id)?.schedule }
    }

    /// Gym, 3 times in 7 days, made on the laptop and synced to both devices.
    func gymOnBothDevices() throws -> Tracker {
        var gym = SyncDevice.tracker("Gym")
        gym.schedule = Self.count(3, 7)
        try laptop.store.write { try $0.insertTracker(gym) }
        try laptop.sync(memory.server)
        try desktop.sync(memory.server)
        return gym
    }

    @Test func aCountHabitArrivesWithItsCountAndLeavesIt() throws {
        var gym = SyncDevice.tracker("Gym")
        gym.schedule = Self.count(3, 7)
        try laptop.store.write { try $0.insertTracker(gym) }
        #expect(try laptop.sync(memory.server).sent == 9, "the 8 fields and the count")
        try desktop.sync(memory.server)
        #expect(try schedule(desktop, gym.id) == Self.count(3, 7))

        for next in [Self.count(4, 30), Schedule([.monday, .wednesday]), Self.count(1, 1), .everyDay] {
            gym.schedule = next
            try laptop.store.write { try $0.updateTracker(gym) }
            try laptop.sync(memory.server)
            try desktop.sync(memory.server)
            #expect(try schedule(desktop, gym.id) == next)
        }
        // And the other way.
        gym.schedule = Self.count(2, 5)
        try desktop.store.write { try $0.updateTracker(gym) }
        try desktop.sync(memory.server)
        try laptop.sync(memory.server)
        #expect(try schedule(laptop, gym.id) == Self.count(2, 5))
        #expect(try laptop.dump() == desktop.dump())
    }

    /// A tracker that never had a count sends no count cell, so a device
    /// whose build predates counts is sent one only for count habits.
    @Test func aWeekdayHabitSendsNoCount() throws {
        let run = SyncDevice.tracker("Run")
        try laptop.store.write { try $0.insertTracker(run) }
        #expect(try laptop.sync(memory.server).sent == 8)
        let fields = try laptop.store.readDatabase { database in
            try database.scalarText("SELECT group_concat(field) FROM sync_cells WHERE field = 'count'")
        }
        #expect(fields == nil)
    }

    /// An id deleted and made again (an import of a backup) as a daily
    /// habit sends "" over its earlier count, which would make it a count
    /// habit elsewhere.
    @Test func aTrackerMadeAgainClearsItsEarlierCount() throws {
        var gym = try gymOnBothDevices()
        gym.schedule = .everyDay
        try laptop.store.write { context in
            try context.deleteTracker(id: gym.id)
            try context.insertTracker(gym)
        }
        try laptop.sync(memory.server)
        try desktop.sync(memory.server)
        #expect(try schedule(desktop, gym.id) == .everyDay)
    }

    @Test func aCountOutOfRangeFromTheServerIsSetAside() throws {
        let gym = try gymOnBothDevices()
        let other = "0badc0de0badc0de0badc0de0badc0de"
        // Later than the laptop's stamp, so the server keeps it.
        memory.now = SyncEngineClock.now() + 1_000
        let bad = SyncCell(
            key: CellKey("tracker", gym.id.rawValue, SyncedTables.count), value: "8/7",
            clock: HybridClock.stamp(milliseconds: memory.now), device: other)
        _ = try memory.server.push("tracker", [bad])
        let report = try desktop.sync(memory.server)
        #expect(report.setAside.map { "\($0.direction) \($0.id) \($0.problems)" } == ["received \(gym.id) [\"count\"]"])
        #expect(try schedule(desktop, gym.id) == Self.count(3, 7), "the last good version stays")
    }

    /// A device whose build predates counts keeps the count cell it cannot
    /// read and may give the habit weekdays: that later choice wins, and
    /// making the habit daily again (a later schedule than the count) leaves
    /// it without the count, as that device shows it.
    @Test func weekdaysFromAnOlderBuildOutrankTheCount() throws {
        var gym = SyncDevice.tracker("Gym")
        gym.schedule = Self.count(3, 7)
        try laptop.store.write { try $0.insertTracker(gym) }
        try laptop.sync(memory.server)
        let older = "0badc0de0badc0de0badc0de0badc0de"
        for (offset, (mask, expected)) in [("5", Schedule([.monday, .wednesday])), ("127", Schedule.everyDay)]
            .enumerated()
        {
            // Later than the laptop's stamps, within the clocks' tolerance.
            memory.now = SyncEngineClock.now() + 1_000 * Int64(offset + 1)
            let cell = SyncCell(
                key: CellKey("tracker", gym.id.rawValue, "schedule"), value: mask,
                clock: HybridClock.stamp(milliseconds: memory.now), device: older)
            _ = try memory.server.push("tracker", [cell])
            #expect(try laptop.sync(memory.server).setAside.isEmpty)
            #expect(try schedule(laptop, gym.id) == expected)
        }
    }

    /// The laptop's sync was set up by a build before counts (sync schema 1):
    /// triggers that watch no count column, a count from the desktop set
    /// aside as an unknown field, and a count made here since then that no
    /// trigger saw. Its next sync makes the triggers again, sends the count
    /// and takes in the one set aside.
    @Test func aStoreSyncedByAnOlderBuildGainsTheCount() throws {
        var run = SyncDevice.tracker("Run")
        var walk = SyncDevice.tracker("Walk")
        try laptop.store.write { try $0.insertTracker(run) }
        try laptop.sync(memory.server)
        walk.schedule = Self.count(2, 5)
        try desktop.store.write { try $0.insertTracker(walk) }
        try desktop.sync(memory.server)
        try laptop.sync(memory.server)
        try laptop.store.writeDatabase { database in
            try database.execute(
                """
                CREATE TABLE IF NOT EXISTS sync_quarantine (
                    direction TEXT NOT NULL, entity TEXT NOT NULL, id TEXT NOT NULL, field TEXT NOT NULL,
                    value TEXT NOT NULL, clock INTEGER NOT NULL, device TEXT NOT NULL, problem TEXT NOT NULL,
                    PRIMARY KEY (direction, entity, id, field)) WITHOUT ROWID;
                INSERT INTO sync_quarantine SELECT 'in', entity, id, field, value, clock, device, 'field'
                    FROM sync_cells WHERE field = 'count';
                DELETE FROM sync_cells WHERE field = 'count';
                DROP TRIGGER sync_trackers_insert; DROP TRIGGER sync_trackers_update; DROP TRIGGER sync_trackers_delete;
                UPDATE trackers SET count_times = NULL, count_per = NULL;
                UPDATE sync_state SET value = '1' WHERE key = 'schema';
                """)
        }
        run.schedule = Self.count(3, 7)
        try laptop.store.write { try $0.updateTracker(run) }
        #expect(try schedule(laptop, walk.id) == .everyDay, "what the older build showed")

        let report = try laptop.sync(memory.server)
        #expect(report.setAside.isEmpty && report.sent == 1, "\(report)")
        #expect(try schedule(laptop, walk.id) == Self.count(2, 5))
        try desktop.sync(memory.server)
        #expect(try schedule(desktop, run.id) == Self.count(3, 7))
        let left = try laptop.store.readDatabase { database in
            (
                try database.scalarText("SELECT count(*) FROM sync_quarantine"),
                try database.scalarText("SELECT value FROM sync_state WHERE key = 'schema'")
            )
        }
        #expect(left.0 == "0" && left.1 == String(SyncSchema.version))
        // The triggers watch the count now: a change of it goes out, with
        // the schedule (one decision, one stamp).
        run.schedule = Self.count(4, 7)
        try laptop.store.write { try $0.updateTracker(run) }
        #expect(try laptop.sync(memory.server).sent == 2)
        try desktop.sync(memory.server)
        #expect(try schedule(desktop, run.id) == Self.count(4, 7))
        #expect(try laptop.dump() == desktop.dump())
    }
}
