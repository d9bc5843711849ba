import Foundation
import PocketTestSupport
import Testing

/// What every import bounds suite checks (issue #43): a hostile file is
/// refused with its exit code and one error line (and the usual hint), the
/// store is left byte for byte, and the child's peak memory (`VmHWM`, read
/// by `ProcessRunner`) stays within 4 times the input plus 64 MB and never
/// above 1 GB. Growth is a ratio of two runs' times, never a wall-clock limit.
enum ImportBounds {
    /// A tracker on the SQLite store holding one habit and its category of
    /// its own, so "unchanged" has something to keep.
    static func tracker() throws -> ScriptedApp {
        let sandbox = try TestSandbox(today: "2026-03-18")
        let app = ScriptedApp(
            "tracker", in: sandbox, store: "sqlite", dataDirectory: sandbox.dataDirectory,
            environment: ["POCKET_ANALYTICS": "off"])
        try app.ok(["category", "add", "Own"])
        try app.ok([
            "add", "habit", "Own habit", "--category", "Own", "--schedule", "daily", "--emoji", "1", "--color", "1",
        ])
        return app
    }

    /// The most kilobytes an import of `inputBytes` may peak at.
    static func memoryLimitKilobytes(inputBytes: Int) -> Int {
        min(4 * inputBytes + 64_000_000, 1_000_000_000) / 1000
    }

    /// Runs `arguments` on `app` and expects the refusal: `exitCode`, one
    /// `error:` line containing `mentioning` (and at most the hint beside
    /// it), the data folder unchanged, and the peak memory within the bound
    /// for an input of `inputBytes`.
    static func expectRefused(
        _ app: ScriptedApp, _ arguments: [String], inputBytes: Int, exitCode: Int32 = 65, mentioning: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = try FolderSnapshot(app.sandbox.dataDirectory)
        let result = try app.run(arguments, timeout: .seconds(300))
        #expect(result.exitCode == exitCode, "\(result)", sourceLocation: sourceLocation)
        let errors = result.stderrLines.filter { $0.hasPrefix("error:") }
        #expect(errors.count == 1 && result.stderrLines.count <= 2, "\(result)", sourceLocation: sourceLocation)
        #expect(errors.first?.contains(mentioning) == true, "\(result)", sourceLocation: sourceLocation)
        #expect(
            try FolderSnapshot(app.sandbox.dataDirectory) == before, "the store changed",
            sourceLocation: sourceLocation)
        let limit = memoryLimitKilobytes(inputBytes: inputBytes)
        #expect(
            result.peakKilobytes > 0 && result.peakKilobytes <= limit,
            "peak \(result.peakKilobytes) kB, at most \(limit) kB for \(inputBytes) bytes",
            sourceLocation: sourceLocation)
    }

    /// Imports what `arguments` writes for factor 1 and for 16 (16 times
    /// as much) into a fresh store each, and expects the large one to take at
    /// most 20 times the CPU time: linear work passes, quadratic does not
    /// (16² = 256). CPU time, not wall time, and the least of three runs,
    /// small and large taking turns: the machine is shared, and a run
    /// slowed by others says nothing of the import.
    static func expectScales(
        _ arguments: (ScriptedApp, _ factor: Int) throws -> [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var seconds = [Double.infinity, .infinity]
        for _ in 0..<3 {
            for (slot, factor) in [1, 16].enumerated() {
                let app = try tracker()
                let words = try arguments(app, factor)
                let result = try app.run(words, timeout: .seconds(600))
                #expect(result.exitCode == 0, "\(result)", sourceLocation: sourceLocation)
                seconds[slot] = min(seconds[slot], result.cpuSeconds)
            }
        }
        #expect(
            seconds[1] <= 20 * seconds[0], "\(seconds[0]) s, then \(seconds[1]) s of CPU for 16 times as much",
            sourceLocation: sourceLocation)
    }

    /// Writes `bytes` to `name` in the sandbox, returning its path.
    static func file(_ bytes: [UInt8], _ name: String, in app: ScriptedApp) throws -> String {
        try app.sandbox.write(Data(bytes), to: name)
    }
}
