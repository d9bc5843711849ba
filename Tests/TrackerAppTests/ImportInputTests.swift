import Foundation
import Localization
import PocketTestSupport
import Testing

@testable import TrackerApp
@testable import TrackerCommands

/// `ImportInput` with small bounds: pipes read to their end past any
/// reported size, the byte cap, the first-byte wait, and the messages of
/// both refusals in every language.
@Suite struct ImportInputTests {
    /// A pipe whose write end gets `chunks` from another thread, a pause
    /// between them; read through `/dev/fd/N` like `<(…)` gives it.
    static func pipe(_ chunks: [String], pause: Duration = .milliseconds(20), _ body: (String) throws -> Void) throws {
        var ends: [Int32] = [0, 0]
        #expect(Glibc.pipe(&ends) == 0)
        let writer = ends[1]
        let thread = Thread {
            for chunk in chunks {
                _ = chunk.utf8CString.withUnsafeBufferPointer { write(writer, $0.baseAddress!, $0.count - 1) }
                Thread.sleep(forTimeInterval: Double(pause.components.attoseconds) / 1e18)
            }
            close(writer)
        }
        thread.start()
        defer { close(ends[0]) }
        try body("/dev/fd/\(ends[0])")
    }

    @Test func aPipeIsReadToItsEnd() throws {
        try Self.pipe(["{\"version\"", ": 1,", String(repeating: " ", count: 100_000), "}"]) { path in
            let data = try ImportInput.read(path)
            #expect(data.count == 100_015)
            #expect(data.prefix(11) == Data("{\"version\":".utf8))
        }
    }

    @Test func aPipePastTheCapIsRefused() throws {
        try Self.pipe(["12345", "67890", "x"]) { path in
            #expect(throws: TransferError.tooLarge(file: path, limit: 10)) { try ImportInput.read(path, limit: 10) }
        }
        try Self.pipe(["12345", "67890"]) { path in
            let data = try ImportInput.read(path, limit: 10)
            #expect(data == Data("1234567890".utf8))
        }
    }

    @Test func aSilentFIFOIsRefusedAfterTheWait() throws {
        let folder = try TemporaryFolder("import")
        defer { folder.remove() }
        let fifo = folder.appending("silent")
        #expect(mkfifo(fifo, 0o600) == 0)
        let started = ContinuousClock.now
        #expect(throws: TransferError.noInput(file: fifo, seconds: 0)) {
            try ImportInput.read(fifo, firstByteWait: .milliseconds(200))
        }
        #expect(ContinuousClock.now - started < .seconds(3))
    }

    @Test func refusalsAreLocalizedAndNameTheInput() {
        for language in Language.allCases {
            let l = Localizer(language: language)
            for error in [
                TransferError.noInput(file: "/tmp/f\u{1B}[2J", seconds: 5),
                TransferError.tooLarge(file: "/tmp/f\u{1B}[2J", limit: 256 << 20),
            ] {
                let message = error.message(l)
                #expect(
                    message.contains("/tmp/f") && !message.contains("\u{1B}") && !message.contains("tracker.transfer"),
                    "\(language): \(message)")
            }
            #expect(TransferError.tooLarge(file: "x", limit: 256 << 20).message(l).contains("256"))
            let dash = TransferError.noInput(file: "-", seconds: 5).message(l)
            #expect(dash.contains(l(.habitsTransferStandardInput)), "\(language): \(dash)")
        }
        #expect(TransferError.noInput(file: "f", seconds: 5).exitCode == .usage)
        #expect(TransferError.tooLarge(file: "f", limit: 1).exitCode == .dataError)
    }
}
