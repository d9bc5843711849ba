import Networking

/// How a transfer ended: its answer or its error. `Result` would do, but the
/// first `Result<_, NetworkError>` a process makes has the runtime check
/// that `NetworkError` conforms to `Error`, and that first check scans every
/// protocol conformance in the binary, on every start (measured:
/// docs/benchmarks.md, "Measured choices"); this enum asks nothing of its
/// error type.
enum Settled<Value: Sendable>: Sendable {
    case value(Value)
    case failure(NetworkError)

    func get() throws(NetworkError) -> Value {
        switch self {
        case .value(let value): value
        case .failure(let error): throw error
        }
    }
}
