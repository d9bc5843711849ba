import Foundation
import PocketTestSupport
import Testing

/// The progress line of a sync: drawn on stderr when it is a terminal (a
/// real pseudo-terminal here), wiped before the summary; never when stderr
/// is a pipe, which is what every other sync test reads.
@Suite(.serialized) struct SyncProgressEndToEndTests {
    let world: SyncWorld
    init() throws { world = try SyncWorld() }

    /// Runs `tracker sync` with stderr on a pseudo-terminal; stdout and what the terminal got.
    func syncOnATerminal(_ device: SyncedDevice) throws -> (exitCode: Int32, stdout: String, terminal: String) {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try BuiltExecutables.path("tracker"))
        process.arguments = ["sync"]
        process.environment = device.sandbox.environment(["POCKET_SYNC_URL": world.url])
        process.currentDirectoryURL = URL(fileURLWithPath: device.sandbox.root)
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle(fileDescriptor: terminal.secondary, closeOnDealloc: false)
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        _ = fcntl(terminal.primary, F_SETFL, fcntl(terminal.primary, F_GETFL) | O_NONBLOCK)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(terminal.primary, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return (
            process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: bytes, as: UTF8.self)
        )
    }

    @Test func aTerminalSeesTheCountsAndTheBarAndAPipeSeesNothing() throws {
        // A category's title, a tracker's 8 fields, 20 records: 29 cells.
        let laptop = try world.device()
        let desktop = try world.device()
        try laptop.addRun()
        for day in 1...20 {
            try laptop.ok("tracker", ["done", "Run", "--date", "2026-11-\(String(format: "%02d", day))"])
        }
        let up = try syncOnATerminal(laptop)
        #expect(up.exitCode == 0 && up.stdout.hasPrefix("Synced with alice@"), "\(up)")
        #expect(
            up.terminal.contains("tracker: uploading, 29 changes sent [########################] 100%"),
            "\(up.terminal.debugDescription)")
        #expect(up.terminal.hasSuffix("\r\u{1B}[K"), "the line is wiped at the end: \(up.terminal.debugDescription)")
        let down = try syncOnATerminal(desktop)
        #expect(
            down.terminal.contains("tracker: downloading, 29 changes received"), "\(down.terminal.debugDescription)")
        // The same with stderr a pipe: not a byte of it.
        try laptop.ok("tracker", ["done", "Run", "--date", "2026-11-21"])
        let piped = try laptop.run("tracker", ["sync"])
        #expect(piped.exitCode == 0 && piped.stderr.isEmpty, "\(piped)")
    }
}
