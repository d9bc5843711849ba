import Foundation
import Networking

/// Runs `operation` with a time limit: past `limit` the run ends at once
/// with `.timedOut` and the operation is cancelled. The answer does not wait
/// for the cancelled operation to wind down (libcurl may take until the
/// server answers), which a task group would.
enum Deadline {
    static func run<T: Sendable>(_ limit: Duration,
                                 _ operation: @escaping @Sendable () async throws(NetworkError) -> T) async throws(NetworkError) -> T {
        let race = Race<T>()
        let result: Result<T, NetworkError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                race.start(continuation)
                let work = Task {
                    do throws(NetworkError) { race.finish(.success(try await operation())) } catch { race.finish(.failure(error)) }
                }
                let timer = Task {
                    do { try await Task.sleep(for: limit) } catch { return }
                    race.finish(.failure(.timedOut))
                }
                race.onFinish { work.cancel(); timer.cancel() }
            }
        } onCancel: {
            race.finish(.failure(.cancelled))
        }
        return try result.get()
    }
}

/// The first of several outcomes, handed to the waiting continuation once.
private final class Race<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Result<T, NetworkError>, Never>?
    private var early: Result<T, NetworkError>?
    private var done = false
    private var cleanup: (@Sendable () -> Void)?

    func start(_ continuation: CheckedContinuation<Result<T, NetworkError>, Never>) {
        let resumeNow = lock.withLock { () -> Result<T, NetworkError>? in
            if let early { return early }
            self.continuation = continuation
            return nil
        }
        if let resumeNow { continuation.resume(returning: resumeNow) }
    }

    /// Runs `cleanup` once the race is decided (at once if it is already).
    func onFinish(_ cleanup: @escaping @Sendable () -> Void) {
        let runNow = lock.withLock { () -> Bool in
            if done { return true }
            self.cleanup = cleanup
            return false
        }
        if runNow { cleanup() }
    }

    func finish(_ result: Result<T, NetworkError>) {
        let (waiting, cleanup) = lock.withLock { () -> (CheckedContinuation<Result<T, NetworkError>, Never>?, (@Sendable () -> Void)?) in
            guard !done else { return (nil, nil) }
            done = true
            let waiting = continuation
            continuation = nil
            if waiting == nil { early = result }
            defer { self.cleanup = nil }
            return (waiting, self.cleanup)
        }
        waiting?.resume(returning: result)
        cleanup?()
    }
}
