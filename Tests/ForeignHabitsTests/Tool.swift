import Foundation
import PocketTestSupport

/// Runs a program found on PATH (python3, unzip, sqlite3) and collects its output.
enum Tool {
    static func run(_ arguments: [String], in folder: String? = nil) throws -> RunResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both before waiting: a full pipe would block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return RunResult(
            exitCode: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs a Python program (`python3 -c`) with `arguments` as `sys.argv[1:]`.
    static func python(_ program: String, _ arguments: [String] = []) throws -> RunResult {
        try run(["python3", "-c", program] + arguments)
    }
}
