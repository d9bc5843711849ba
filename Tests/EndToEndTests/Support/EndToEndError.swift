import Foundation

/// What the end-to-end helpers fail with; each message says what to do.
enum EndToEndError: Error, CustomStringConvertible {
    case launchFailed(command: String, reason: String)
    case timedOut(what: String, after: Duration, lastScreen: String)
    case tmux(arguments: [String], status: Int32, stderr: String)
    case commandFailed(command: String, result: ProcessResult)
    case notJSON(text: String)
    case missingTool(String)

    var description: String {
        switch self {
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
        case let .missingTool(tool):
            "\(tool) is not installed"
        }
    }
}
