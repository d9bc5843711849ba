import Foundation
import Networking
import SharedModels

/// Runs `operation` with a time limit: past `limit` the run ends at once
/// with `.timedOut` and the operation is cancelled. The answer does not wait
/// for the cancelled operation to wind down (libcurl may take until the
/// server answers), which a task group would. The work is a task of its
/// own that keeps the command's executor (`CommandExecutor`).
enum Deadline {
    static func run<T: Sendable>(_ limit: Duration,
                                 _ operation: @escaping @Sendable () async throws(NetworkError) -> T) async throws(NetworkError) -> T {
        let race = Race<T>()
        let result: Settled<T> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                race.start(continuation)
                let executor = CommandExecutor.preferred
                let work = Task(executorPreference: executor) {
                    // The clock starts with the work, and the time-out reaches the
                    // race through the work's executor, as a sleeping task's would:
                    // time spent waiting for a busy executor (tests share a small
                    // pool) is not the request's, and an answer that came in time
                    // is not beaten by the clock while it waits to be read.
                    let timer = Alarm(after: limit) {
                        Task(executorPreference: executor) { race.finish(.failure(.timedOut)) }
                    }
                    race.onFinish { timer.cancel() }
                    do throws(NetworkError) { race.finish(.value(try await operation())) } catch { race.finish(.failure(error)) }
                }
                race.onFinish { work.cancel() }
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
    private var continuation: CheckedContinuation<Settled<T>, Never>?
    private var early: Settled<T>?
    private var done = false
    private var cleanups: [@Sendable () -> Void] = []

    func start(_ continuation: CheckedContinuation<Settled<T>, Never>) {
        let resumeNow = lock.withLock { () -> Settled<T>? in
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
            cleanups.append(cleanup)
            return false
        }
        if runNow { cleanup() }
    }

    func finish(_ result: Settled<T>) {
        let (waiting, cleanups) = lock.withLock { () -> (CheckedContinuation<Settled<T>, Never>?, [@Sendable () -> Void]) in
            guard !done else { return (nil, []) }
            done = true
            let waiting = continuation
            continuation = nil
            if waiting == nil { early = result }
            defer { self.cleanups = [] }
            return (waiting, self.cleanups)
        }
        waiting?.resume(returning: result)
        for cleanup in cleanups { cleanup() }
    }
}

/// A dispatch timer rather than a sleeping task: it waits in dispatch's
/// event loop, which the transfer's sockets need anyway, where a task's
/// sleep would start a thread of the shared pool to arm it.
private final class Alarm: @unchecked Sendable {
    private let source: any DispatchSourceTimer

    init(after limit: Duration, _ handler: @escaping @Sendable () -> Void) {
        source = DispatchSource.makeTimerSource(queue: .global())
        // Dispatch clamps a delay too large for its clock to the far future.
        source.schedule(deadline: .now() + URLSessionClient.seconds(limit))
        source.setEventHandler(handler: handler)
        source.resume()
    }

    func cancel() { source.cancel() }
}
