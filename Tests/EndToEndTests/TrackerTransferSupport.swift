import Foundation

/// Runs the built `tracker` executable, which SwiftPM puts next to the test
/// bundle (`.build/debug`), with a clean environment: a fixed language and
/// day, no terminal, analytics off, and a data folder of the test's own.
struct TrackerTransferCLI {
    let dataDirectory: String
    let store: String
    var language = "en_US.UTF-8"
    var today = "2026-11-29"

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var executable: String {
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        return binary.appendingPathComponent("tracker").path
    }

    @discardableResult
    func run(_ arguments: [String], today: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = ["--store", store, "--data-dir", dataDirectory] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": dataDirectory, "LANG": language,
                               "POCKET_TODAY": today ?? self.today, "POCKET_ANALYTICS": "off",
                               "XDG_STATE_HOME": dataDirectory + "/state"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting: a large export would fill one and block.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
                      stderr: String(decoding: errorData, as: UTF8.self))
    }

    /// Runs and requires exit 0, returning stdout.
    @discardableResult
    func ok(_ arguments: [String], today: String? = nil) throws -> String {
        let result = try run(arguments, today: today)
        guard result.status == 0 else {
            throw TrackerTransferFailure(arguments: arguments, result: result)
        }
        return result.stdout
    }
}

struct TrackerTransferFailure: Error, CustomStringConvertible {
    var arguments: [String]
    var result: TrackerTransferCLI.Result
    var description: String { "tracker \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)" }
}

/// A temporary folder removed when the value is released.
final class TrackerTransferFolder {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/pocket-e2e-transfer-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        path = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
