import PocketTestSupport
import SharedModels
import Storage
import SyncKit
import SyncStore
import Testing

/// What the engine tells a progress bar: after each batch pushed and each
/// page merged, counts that only grow, ending at the whole.
struct SyncProgressTests {
    func sync(_ device: SyncDevice, _ server: SyncServer, _ recorder: Recorder<SyncProgress>) throws
        -> SyncEngine.Report
    {
        var engine = SyncEngine(app: "tracker", server: server, batchSize: 7)
        engine.progress = { recorder.add($0) }
        return try engine.sync(device.store)
    }

    @Test func uploadAndDownloadReportEachBatchUpToTheWhole() throws {
        let server = MemorySyncServer()
        let laptop = try SyncDevice("progress-laptop")
        let desktop = try SyncDevice("progress-desktop")
        try laptop.store.write { context in
            let tracker = SyncDevice.tracker("Run")
            try context.insertTracker(tracker)
            for day in 0..<30 {
                try context.insertRecord(TrackerRecord(trackerID: tracker.id, day: LocalDate(dayNumber: 20_000 + day)))
            }
        }
        let up = Recorder<SyncProgress>()
        let down = Recorder<SyncProgress>()
        #expect(try sync(laptop, server.server, up).sent == 38)
        let pushed = up.all.filter { $0.phase == .upload }
        #expect(pushed.map(\.cells) == [7, 14, 21, 28, 35, 38], "38 cells in batches of 7")
        #expect(pushed.last?.fraction == 1)
        // Then its pull walks past its own cells: nothing received, the bar still moves to the end.
        let walked = up.all.drop { $0.phase == .upload }
        #expect(walked.allSatisfy { $0.phase == .download && $0.cells == 0 } && walked.last?.fraction == 1)
        #expect(try sync(desktop, server.server, down).received == 38)
        let pulled = down.all.filter { $0.phase == .download }
        #expect(pulled.map(\.cells) == [7, 14, 21, 28, 35, 38], "pages of 7")
        #expect(zip(pulled, pulled.dropFirst()).allSatisfy { $0.fraction <= $1.fraction })
        #expect(pulled.last?.fraction == 1)
        #expect(!down.all.contains { $0.phase == .upload }, "the new device had nothing to send")
    }
}
