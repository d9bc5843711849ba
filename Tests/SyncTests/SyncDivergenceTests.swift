import Foundation
import PocketTestSupport
import SharedModels
import Storage
import SyncKit
import SyncStore
import Testing

/// Four ways devices once ended up different for good while every sync
/// exited 0, each as it was found, through the server model: a restore
/// nobody announced, a copy taken after an unanswered push, a count
/// schedule edited back, a copied folder that never synced. Each ends with
/// every device showing what a new device downloads.
struct SyncDivergenceTests {
    let server = MemorySyncServer()

    func add(_ name: String, on device: SyncDevice) throws -> Tracker {
        let tracker = SyncDevice.tracker(name)
        try device.store.write { try $0.insertTracker(tracker) }
        return tracker
    }

    func trackers(_ device: SyncDevice) throws -> Set<String> {
        Set(try device.store.read { try $0.trackers() }.map(\.name))
    }

    /// Every device syncs `rounds` times, then each shows what a new
    /// device downloads.
    func converge(_ devices: [SyncDevice], rounds: Int = 3) throws {
        for _ in 0..<rounds { for device in devices { try device.sync(server.server) } }
        let fresh = try SyncDevice("fresh")
        try fresh.sync(server.server)
        let view = try fresh.dump()
        for device in devices { #expect(try device.dump() == view) }
    }

    /// D1 adds Run and syncs; a backup; a new device D2 adds Swim and
    /// syncs; the backup is put back without a word; D2 syncs (it saw
    /// nothing the backup lacks but its own push) and D1 adds Dentist. D2
    /// finds the server without any record of its pushes and sends
    /// everything again.
    @Test func aRestoreNobodyAnnouncedLosesNoNewDevicesPush() throws {
        let d1 = try SyncDevice("d1")
        _ = try add("Run", on: d1)
        try d1.sync(server.server)
        let backup = server.backup()
        let d2 = try SyncDevice("d2")
        _ = try add("Swim", on: d2)
        try d2.sync(server.server)
        server.restore(backup)
        #expect(try d2.sync(server.server).resent == .serverBehind)
        _ = try add("Dentist", on: d1)
        try converge([d1, d2])
        #expect(try trackers(d1) == ["Run", "Swim", "Dentist"])
    }

    /// How a push went without an answer.
    enum PushFault: CaseIterable, Sendable {
        /// The server committed it; the answer was lost.
        case answerLost
        /// It never arrived (the token was drawn and kept).
        case neverArrived
    }

    /// D1 syncs A, adds B, and its sync's push gets no answer (committed
    /// or not); the folder is copied to D2; D1 adds C, D2 adds D. Both
    /// copies hold the same pending token, which neither sends again: they
    /// are told apart at the second one's first sync after the copy,
    /// whichever syncs first.
    @Test(arguments: PushFault.allCases, [false, true])
    func aCopyTakenAfterAPushWithoutAnswerIsTold(fault: PushFault, copyFirst: Bool) throws {
        let d1 = try SyncDevice("d1")
        _ = try add("A", on: d1)
        try d1.sync(server.server)
        _ = try add("B", on: d1)
        let failing = fault == .answerLost ? server.server.answerLost() : server.server.unreachableOnPush()
        #expect(throws: SyncError.self) { try d1.sync(failing) }
        let d2 = try SyncDevice(copying: d1, "d2")
        _ = try add("C", on: d1)
        _ = try add("D", on: d2)
        let order = copyFirst ? [d2, d1] : [d1, d2]
        #expect(try order[0].sync(server.server).resent == nil)
        #expect(try order[1].sync(server.server).resent == .forked)
        try converge([d1, d2])
        #expect(try trackers(d1) == ["A", "B", "C", "D"] && trackers(d2) == trackers(d1))
    }

    /// T, daily, on two synced devices; then D1 makes it "2 in 7" and D2,
    /// at the same time, Tuesdays (neither synced since). D2's T is returned.
    func countHereTuesdaysThere(_ d1: SyncDevice, _ d2: SyncDevice) throws -> Tracker {
        var t = try add("T", on: d1)
        for device in [d1, d2] { try device.sync(server.server) }
        var counted = t
        counted.schedule = Schedule(count: CountSchedule(times: 2, per: 7)!)
        try d1.store.write { try $0.updateTracker(counted) }
        // Later by the wall clock, which stamps each store's changes: in the
        // same millisecond the two stamps could tie and the device ids decide.
        Thread.sleep(forTimeInterval: 0.005)
        t.schedule = Schedule([.tuesday])
        try d2.store.write { try $0.updateTracker(t) }
        return t
    }

    /// D1 makes T "2 in 7" while D2 makes it Tuesdays; both show Tuesdays;
    /// D2 makes it daily again: both show daily, without the count.
    @Test func aCountScheduleEditedBackStaysOneDecision() throws {
        let (d1, d2) = (try SyncDevice("d1"), try SyncDevice("d2"))
        var t = try countHereTuesdaysThere(d1, d2)
        for device in [d1, d2, d1] { try device.sync(server.server) }
        for device in [d1, d2] { #expect(try schedule(device, t.id) == Schedule([.tuesday])) }
        t.schedule = .everyDay
        try d2.store.write { try $0.updateTracker(t) }
        try converge([d1, d2], rounds: 4)
        for device in [d1, d2] { #expect(try schedule(device, t.id) == .everyDay) }
    }

    /// The same, with D2 making T daily again before it ever saw the
    /// count: the later choice (daily, no count) decides on both devices;
    /// the older count does not come back where it arrives after.
    @Test func aCountOlderThanTheScheduleDoesNotComeBack() throws {
        let (d1, d2) = (try SyncDevice("d1"), try SyncDevice("d2"))
        var t = try countHereTuesdaysThere(d1, d2)
        t.schedule = .everyDay
        try d2.store.write { try $0.updateTracker(t) }
        try converge([d1, d2])
        for device in [d1, d2] { #expect(try schedule(device, t.id) == .everyDay) }
    }

    func schedule(_ device: SyncDevice, _ id: EntityID) throws -> Schedule? {
        try device.store.read { try $0.tracker(id: id)?.schedule }
    }

    /// D1, never synced, has Read (my-habits) and Run; its folder is
    /// copied to D2; D2 deletes Read and renames Run to Jog, D1 pins Run.
    /// The delete and the rename, made before either synced, win as they
    /// would between any two devices; so does the pin. (One store holds
    /// both apps' tables here, as with `POCKET_DATA_DIR`.)
    @Test func aCopiedFolderThatNeverSyncedKeepsItsDeletesAndRenames() throws {
        let d1 = try SyncDevice("d1")
        let read = Habit(
            name: "Read", minuteOfDay: 480, color: RGBColor(red: 9, green: 9, blue: 9),
            createdOn: LocalDate(dayNumber: 20_000))
        try d1.store.write { try $0.insertHabit(read) }
        var run = try add("Run", on: d1)
        let d2 = try SyncDevice(copying: d1, "d2")
        try d2.store.write { context in
            try context.deleteHabit(id: read.id)
            var jog = run
            jog.name = "Jog"
            try context.updateTracker(jog)
        }
        run.pinned = true
        try d1.store.write { try $0.updateTracker(run) }
        try converge([d1, d2])
        for device in [d1, d2] {
            let (habits, tracker) = try device.store.read { (try $0.habits(), try $0.tracker(id: run.id)) }
            #expect(habits.isEmpty)
            #expect(tracker?.name == "Jog" && tracker?.pinned == true)
        }
    }
}

/// The change log of a store that never synced, under an import's bulk
/// insert: a record deleted before and imported again is logged with the
/// import's stamp; the other records are not, and the log's trigger is back
/// after the import.
struct PreSyncLogTests {
    func outbox(_ device: SyncDevice) throws -> [String: Int64] {
        try device.store.readDatabase { database in
            var entries: [String: Int64] = [:]
            try database.fetch("SELECT id, clock FROM sync_outbox WHERE entity = 'record'") {
                entries[$0.string(0)] = $0.int64(1)
            }
            return entries
        }
    }

    /// The store's own `INSERT OR IGNORE` of a record used to turn the
    /// log's REPLACE into an IGNORE: a mark made again after an unmark kept
    /// the unmark's stamp. Before and after the first sync.
    @Test(arguments: [false, true])
    func aRecordMarkedAgainTakesTheLaterStamp(synced: Bool) throws {
        let device = try SyncDevice("again")
        let run = SyncDevice.tracker("Run")
        let record = TrackerRecord(trackerID: run.id, day: LocalDate(dayNumber: 20_001))
        try device.store.write { try $0.insertTracker(run) }
        if synced { try device.sync(MemorySyncServer().server) }
        try device.store.write { try $0.insertRecord(record) }
        try device.store.write { try $0.deleteRecord(record) }
        let unmarked = try outbox(device)["\(run.id)/20001"]
        try device.store.write { try $0.insertRecord(record) }
        let marked = try outbox(device)["\(run.id)/20001"]
        #expect(
            unmarked != nil && marked != nil && marked! > unmarked!,
            "\(String(describing: unmarked)) \(String(describing: marked))")
    }

    @Test(arguments: [false, true])
    func aBulkImportLogsOnlyARecordDeletedBefore(deletedBefore: Bool) throws {
        let device = try SyncDevice("bulk")
        let run = SyncDevice.tracker("Run")
        let day = LocalDate(dayNumber: 20_001)
        try device.store.write { context in
            try context.insertTracker(run)
            try context.insertRecord(TrackerRecord(trackerID: run.id, day: day))
        }
        #expect(try outbox(device).isEmpty, "making a row is not logged")
        if deletedBefore {
            try device.store.write { try $0.deleteRecord(TrackerRecord(trackerID: run.id, day: day)) }
        }
        let deleted = try outbox(device)
        try device.store.write { context in
            try context.insertRecords([RecordBatch(trackerID: run.id, days: [day, LocalDate(dayNumber: 20_002)])])
        }
        let after = try outbox(device)
        let member = "\(run.id)/20001"
        if deletedBefore {
            #expect(after.keys.sorted() == [member] && after[member]! > deleted[member]!, "\(deleted) \(after)")
        } else {
            #expect(after.isEmpty)
        }
        let trigger = try device.store.readDatabase {
            try $0.scalarText("SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND name = 'sync_records_insert'")
        }
        #expect(trigger == "1")
    }
}
