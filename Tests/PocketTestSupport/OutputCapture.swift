import AppPlugin
import Synchronization

/// What a run writes to one stream (stdout or stderr), collected from any
/// thread: hand `sink` to the runner, read `text` afterwards.
public final class OutputCapture: Sendable {
    private let collected = Mutex("")

    public init() {}

    public var sink: OutputSink { OutputSink { [self] chunk in collected.withLock { $0 += chunk } } }
    public var text: String { collected.withLock { $0 } }
    public var lines: [String] { RunResult.lines(text) }
}
