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
        case .launchFailed(let command, let reason):
            "could not start \(command): \(reason)"
        case .timedOut(let what, let after, let lastScreen):
            "timed out after \(after) waiting for \(what); the screen was:\n\(lastScreen)"
        case .tmux(let arguments, let status, let stderr):
            "tmux \(arguments.joined(separator: " ")) exited \(status): \(stderr)"
        case .commandFailed(let command, let result):
            "\(command) failed: \(result)"
        case .notJSON(let text):
            "stdout is not one JSON object:\n\(text)"
        case .missingTool(let tool):
            "\(tool) is not installed"
        }
    }
}
