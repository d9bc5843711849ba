import Synchronization

/// Values a test collects from any thread (progress reports, pages asked
/// for, waits, errors), read back in the order they came.
package final class Recorder<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    package init() {}

    package func add(_ value: Value) { values.withLock { $0.append(value) } }

    /// Everything added so far.
    package var all: [Value] { values.withLock { $0 } }
}
