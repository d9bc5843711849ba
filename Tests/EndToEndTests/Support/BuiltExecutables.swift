import Foundation

/// Finds the executables `swift build` produced, next to the test binary.
///
/// `swift test` runs the test bundle from the build folder
/// (`.build/<triple>/debug/PocketPackageTests.xctest`), so the directory of
/// `/proc/self/exe` is where `tracker`, `goals`, … were linked. `POCKET_BIN_DIR`
/// points the tests at another folder (a release build, an installed copy).
enum BuiltExecutables {
    /// The folder holding the built executables.
    static var directory: String {
        if let override = ProcessInfo.processInfo.environment["POCKET_BIN_DIR"], !override.isEmpty {
            return override
        }
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return (exe as NSString).deletingLastPathComponent
    }

    /// Whether `name` was built (exists and is executable).
    static func isBuilt(_ name: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: directory + "/" + name)
    }

    /// The path of executable `name`, or an error that says how to build it.
    static func path(_ name: String) throws -> String {
        let path = directory + "/" + name
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw EndToEndError.executableMissing(name: name, directory: directory)
        }
        return path
    }
}

/// What the end-to-end helpers fail with; each message says what to do.
enum EndToEndError: Error, CustomStringConvertible {
    case executableMissing(name: String, directory: String)
    case launchFailed(command: String, reason: String)
    case timedOut(what: String, after: Duration, lastScreen: String)
    case tmux(arguments: [String], status: Int32, stderr: String)
    case commandFailed(command: String, result: ProcessResult)
    case notJSON(text: String)

    var description: String {
        switch self {
        case let .executableMissing(name, directory):
            "executable '\(name)' not found in \(directory): run `swift build` (or `swift build --product \(name)`) first"
        case let .launchFailed(command, reason):
            "could not start \(command): \(reason)"
        case let .timedOut(what, after, lastScreen):
            "timed out after \(after) waiting for \(what); the screen was:\n\(lastScreen)"
        case let .tmux(arguments, status, stderr):
            "tmux \(arguments.joined(separator: " ")) exited \(status): \(stderr)"
        case let .commandFailed(command, result):
            "\(command) failed: \(result)"
        case let .notJSON(text):
            "stdout is not one JSON object:\n\(text)"
        }
    }
}
