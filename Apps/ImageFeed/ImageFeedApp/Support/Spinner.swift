import FoundationEssentials
import Glibc
import Networking
import SharedModels
import Synchronization

/// The "system loader" of the iOS app: a spinner on stderr while a request
/// runs, drawn only when stderr is a terminal (never into a pipe or a log),
/// and only after a short wait, so a quick answer does not flicker.
final class Spinner: Sendable {
    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    private let label: String
    private let isEnabled: Bool
    /// Requests running, and the task drawing while there are any.
    private let state = Mutex<(running: Int, task: Task<Void, Never>?)>((0, nil))

    init(label: String, environment: [String: String]) {
        self.label = label
        isEnabled = isatty(STDERR_FILENO) == 1 && environment[.term] != "dumb"
    }

    func start() {
        guard isEnabled else { return }
        let label = label
        state.withLock { state in
            state.running += 1
            guard state.running == 1 else { return }
            state.task = Task.detached {
                try? await Task.sleep(for: .milliseconds(150))
                var index = 0
                while !Task.isCancelled {
                    Self.draw("\r" + Self.frames[index % Self.frames.count] + " " + label + "\u{1B}[K")
                    index += 1
                    try? await Task.sleep(for: .milliseconds(80))
                }
            }
        }
    }

    func stop() {
        guard isEnabled else { return }
        let finished = state.withLock { state -> Task<Void, Never>? in
            state.running -= 1
            guard state.running == 0 else { return nil }
            defer { state.task = nil }
            return state.task
        }
        guard let finished else { return }
        finished.cancel()
        // The line is cleared even when the first frame was never drawn (harmless on a terminal).
        Self.draw("\r\u{1B}[K")
    }

    private static func draw(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(STDERR_FILENO, &bytes, bytes.count)
    }
}

/// Spins while any request through it runs.
struct SpinnerClient: HTTPClient {
    let base: any HTTPClient
    let spinner: Spinner

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        spinner.start()
        defer { spinner.stop() }
        return try await base.send(request)
    }

    func download(
        _ request: HTTPRequest, to path: String,
        progress: (@Sendable (DownloadProgress) -> Void)?
    ) async throws(NetworkError) -> HTTPResponse {
        spinner.start()
        defer { spinner.stop() }
        return try await base.download(request, to: path, progress: progress)
    }
}
