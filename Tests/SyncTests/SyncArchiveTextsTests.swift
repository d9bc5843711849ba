import SharedModels
import Storage
import StorageSQLite
import SyncKit
import Testing

@testable import SyncStore

/// A tracker's archive, question and description sync as sparse cells
/// (sync schema 4): sent once a tracker has them, merged by when they were
/// changed, cleared by "" (or "0"), and a value that breaks the text rules
/// is set aside.
@Suite struct SyncArchiveTextsTests {
    let memory = MemorySyncServer()
    let laptop: SyncDevice, desktop: SyncDevice

    init() throws {
        laptop = try SyncDevice("texts-laptop")
        desktop = try SyncDevice("texts-desktop")
    }

    func tracker(_ device: SyncDevice, _ id: EntityID) throws -> Tracker? {
        try device.store.read { try $0.tracker(id: id) }
    }

    @Test func theArchiveAndTheTextsTravelBothWays() throws {
        var run = SyncDevice.tracker("Run")
        try laptop.store.write { try $0.insertTracker(run) }
        #expect(try laptop.sync(memory.server).sent == 8, "a tracker without them sends none of them")
        try desktop.sync(memory.server)

        run.archived = true
        run.question = "Did you run?"
        run.details = "5 km"
        try laptop.store.write { try $0.updateTracker(run) }
        #expect(try laptop.sync(memory.server).sent == 3)
        try desktop.sync(memory.server)
        #expect(try tracker(desktop, run.id) == run)

        // Cleared on the other device: "0" and "" go back.
        run.archived = false
        run.question = ""
        try desktop.store.write { try $0.updateTracker(run) }
        try desktop.sync(memory.server)
        try laptop.sync(memory.server)
        #expect(try tracker(laptop, run.id) == run)
        #expect(try laptop.dump() == desktop.dump())
    }

    @Test func concurrentEditsOfDifferentFieldsBothSurvive() throws {
        var run = SyncDevice.tracker("Run")
        try laptop.store.write { try $0.insertTracker(run) }
        try laptop.sync(memory.server)
        try desktop.sync(memory.server)
        var onLaptop = run
        onLaptop.question = "Ran?"
        try laptop.store.write { try $0.updateTracker(onLaptop) }
        run.archived = true
        try desktop.store.write { try $0.updateTracker(run) }
        try laptop.sync(memory.server)
        try desktop.sync(memory.server)
        try laptop.sync(memory.server)
        let merged = try #require(try tracker(laptop, run.id))
        #expect(merged.question == "Ran?" && merged.archived)
        #expect(try laptop.dump() == desktop.dump())
    }

    @Test(arguments: ["archived=yes", "question=Line\nbreak", "description=\u{1B}[31m"])
    func aValueBreakingTheRulesIsSetAside(cell: String) throws {
        let parts = cell.split(separator: "=", maxSplits: 1).map(String.init)
        let id = "0123456789abcdef0123456789abcdef"
        let now: Int64 = 1_800_000_000_000
        func problem(_ value: String) -> String? {
            CellRules.problem(
                SyncCell(
                    key: CellKey("tracker", id, parts[0]), value: value, clock: HybridClock.stamp(milliseconds: now),
                    device: id), serverNow: now)
        }
        #expect(problem(parts[1]) == parts[0])
        #expect(problem("") == nil, "none")
    }
}
