import AppPlugin
import Synchronization

/// What a run writes to one stream (stdout or stderr), collected from any
/// thread: hand `sink` to the runner, read `text` afterwards.
package final class OutputCapture: Sendable {
    private let collected = Mutex("")

    package init() {}

    package var sink: OutputSink { OutputSink { [self] chunk in collected.withLock { $0 += chunk } } }
    package var text: String { collected.withLock { $0 } }
    package var lines: [String] { RunResult.lines(text) }
}
