import Foundation
import PocketTestSupport
import SharedModels
import Storage
import Testing

/// Many processes at once, and writers killed at random moments (issue 3,
/// point 7). Serialized: each test already keeps both cores busy.
@Suite(.serialized) struct CrashTests {
    @Test(arguments: StoreKind.allCases)
    func eightWritersAtOnceLoseNothing(kind: StoreKind) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let start = 19_000
        // Every process also races to create the store and the tracker.
        let probes = try (0..<8).map { index in
            try ProbeProcess(
                kind: kind, directory: folder.storeDirectory, tracker: "shared", count: 50, start: start + index * 50)
        }
        var reported = Set<LocalDate>()
        for probe in probes {
            let (status, days) = probe.finish()
            #expect(status == 0)
            #expect(days.count == 50)
            reported.formUnion(days)
        }
        let stored = try verifiedDays(kind, folder.storeDirectory, tracker: "shared")
        #expect(reported.count == 400)
        #expect(stored == Set((0..<400).map { LocalDate(dayNumber: start + $0) }))
    }

    @Test(arguments: StoreKind.allCases)
    func aKilledWriterLosesNothingItReported(kind: StoreKind) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var generator = SystemRandomNumberGenerator()
        var reported = Set<LocalDate>()
        var killedMidRun = 0
        let kills = 60
        // SQLite commits take ~0.1 ms, JSON ones a few (fsync): enough work
        // that no probe finishes before its kill.
        let count = kind == .sqlite ? 20_000 : 1_500
        for cycle in 0..<kills {
            let probe = try ProbeProcess(
                kind: kind, directory: folder.storeDirectory, tracker: "victim",
                count: count, start: 10_000 + cycle * count)
            if cycle % 2 == 0 {
                // Any moment from start-up on: early cycles also catch the
                // store's creation, others its opening.
                usleep(UInt32.random(in: 0...60_000, using: &generator))
            } else {
                // Among the commits, whatever the machine's start-up speed.
                probe.waitForFirstCommit()
                usleep(UInt32.random(in: 0...20_000, using: &generator))
            }
            probe.kill()
            let (status, days) = probe.finish()
            if status != 0 && !days.isEmpty { killedMidRun += 1 }
            reported.formUnion(days)
            let stored = try verifiedDays(kind, folder.storeDirectory, tracker: "victim")
            let missing = reported.subtracting(stored)
            #expect(
                missing.isEmpty,
                "cycle \(cycle): \(missing.count) reported changes missing, e.g. \(missing.sorted().prefix(3))")
            if !missing.isEmpty { break }
        }
        // The kills must really land among the writes, not only at start-up.
        #expect(killedMidRun >= kills / 2, "only \(killedMidRun) of \(kills) kills hit a writing process")
        #expect(reported.count > kills)
    }
}
