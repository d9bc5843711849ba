import SeededRandom
import StorageSQLite
import SyncKit
import SyncStore
import Testing

/// The merge rule and the clock, on random inputs.
struct SyncPropertyTests {
    static func randomCells(_ random: inout SeededGenerator, count: Int) -> [SyncCell] {
        (0..<count).map { _ in
            SyncCell(
                key: CellKey(
                    "tracker", "t\(Int.random(in: 0..<4, using: &random))",
                    ["name", "pinned"].randomElement(using: &random)!),
                value: "v\(Int.random(in: 0..<5, using: &random))", clock: Int64.random(in: 0..<6, using: &random),
                device: ["a", "b", "c"].randomElement(using: &random)!)
        }
    }

    @Test func mergingIsCommutativeAssociativeAndIdempotent() {
        var random = SeededGenerator(seed: 14)
        for _ in 0..<300 {
            let a = Self.randomCells(&random, count: 8)
            let b = Self.randomCells(&random, count: 8)
            let c = Self.randomCells(&random, count: 8)
            let ab = mergeCells(a + b)
            let ba = mergeCells(b + a)
            #expect(ab == ba)
            #expect(mergeCells(Array(ab.values) + c) == mergeCells(a + Array(mergeCells(b + c).values)))
            #expect(mergeCells(Array(ab.values) + a) == ab)
            #expect(mergeCells((a + b).shuffled(using: &random)) == ab)
        }
    }

    @Test func theClockNeverGoesBackAndPassesWhatItSaw() {
        var clock = HybridClock()
        let first = clock.tick(nowMilliseconds: 1_000)
        #expect(HybridClock.milliseconds(of: first) == 1_000)
        let second = clock.tick(nowMilliseconds: 900)  // the wall clock went back
        #expect(second > first && HybridClock.milliseconds(of: second) == 1_000)
        clock.observe(HybridClock.stamp(milliseconds: 5_000) + 7)
        #expect(clock.tick(nowMilliseconds: 1_100) == HybridClock.stamp(milliseconds: 5_000) + 8)
    }

    /// The triggers' SQL tick keeps `HybridClock`'s rule, and the stamp
    /// lives in the store, so it holds across processes.
    @Test func storeStampsAreMonotonicAcrossReopens() throws {
        let device = try SyncDevice("clock")
        let server = MemorySyncServer()
        try device.sync(server.server)
        let before = SyncEngineClock.now()
        try device.store.write { try $0.insertTracker(SyncDevice.tracker("A")) }
        let stamp =
            try device.store.readDatabase { try $0.scalarText("SELECT max(clock) FROM sync_outbox") }.flatMap {
                Int64($0)
            } ?? 0
        #expect(HybridClock.milliseconds(of: stamp) >= before - 5)
        // A stamp from far ahead (seen from another device) is passed by the next change, after a restart too.
        let ahead = HybridClock.stamp(milliseconds: before + 3_600_000)
        try device.store.writeDatabase { try $0.execute("UPDATE sync_clock SET hlc = \(ahead)") }
        try device.reopen()
        try device.store.write { try $0.insertTracker(SyncDevice.tracker("B")) }
        let next =
            try device.store.readDatabase { try $0.scalarText("SELECT max(clock) FROM sync_outbox") }.flatMap {
                Int64($0)
            } ?? 0
        #expect(next > ahead)
    }
}
