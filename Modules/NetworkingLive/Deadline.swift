import Networking

/// Runs `operation` with a time limit: past `limit` it is cancelled and the
/// run ends with `.timedOut`.
enum Deadline {
    static func run<T: Sendable>(_ limit: Duration,
                                 _ operation: @escaping @Sendable () async throws(NetworkError) -> T) async throws(NetworkError) -> T {
        let outcome: Result<T, NetworkError> = await withTaskGroup(of: Result<T, NetworkError>?.self) { group in
            group.addTask {
                do throws(NetworkError) { return .success(try await operation()) } catch { return .failure(error) }
            }
            group.addTask {
                // Cancelled when the operation ends first: then it says nothing.
                do { try await Task.sleep(for: limit) } catch { return nil }
                return .failure(.timedOut)
            }
            var first: Result<T, NetworkError>?
            while first == nil, let next = await group.next() { first = next }
            group.cancelAll()
            return first ?? .failure(.cancelled)
        }
        if Task.isCancelled, case .failure = outcome { throw .cancelled }
        return try outcome.get()
    }
}
