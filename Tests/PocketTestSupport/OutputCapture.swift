import AppPlugin
import Foundation

/// What a run writes to one stream (stdout or stderr), collected from any
/// thread: hand `sink` to the runner, read `text` afterwards.
public final class OutputCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var collected = ""

    public init() {}

    public var sink: OutputSink { OutputSink { [self] chunk in lock.withLock { collected += chunk } } }
    public var text: String { lock.withLock { collected } }
    public var lines: [String] { RunResult.lines(text) }
}
