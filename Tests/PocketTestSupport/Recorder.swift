import Synchronization

/// Values a test collects from any thread (progress reports, pages asked
/// for, waits, errors), read back in the order they came.
public final class Recorder<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    public init() {}

    public func add(_ value: Value) { values.withLock { $0.append(value) } }

    /// Everything added so far.
    public var all: [Value] { values.withLock { $0 } }
}
