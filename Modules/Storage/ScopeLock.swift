import Synchronization

extension Mutex where Value == Void {
    /// Runs `body` holding the lock: what a store does around each scope,
    /// one at a time per instance, when what the lock guards (a connection,
    /// a cache) lives beside the mutex rather than in it. A scope hands those
    /// to the caller's closure and gives back what it returns, which
    /// `withLock` (whose result must be `sending`) refuses for a
    /// non-Sendable value; here the result only goes back to the caller.
    package func whileLocked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        var result: Result<T, E>?
        withLock { _ in result = Result { () throws(E) in try body() } }
        return try result!.get()
    }
}
