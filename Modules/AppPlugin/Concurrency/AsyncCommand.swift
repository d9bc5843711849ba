import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The async entry point of commands that wait on the network: a plugin's
/// `run` (synchronous, as the runner calls it) hands its work to
/// `AsyncCommand.run`, which runs it on the concurrency runtime and waits.
/// Ctrl-C (SIGINT) while it runs cancels the work instead of killing the
/// process, so downloads remove their partial files and the store is never
/// left mid-change; the run then ends with 130, as a shell expects after Ctrl-C.
/// The work runs on the calling thread (`ThreadExecutor`), so waiting for
/// it never takes a thread it needs, whoever calls.
package enum AsyncCommand {
    package static func run<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let outcome = Outcome<T>()
        let executor = ThreadExecutor()
        let task = Task(executorPreference: executor) {
            do {
                let value = try await CommandExecutor.$preferred.withValue(executor) { try await body() }
                outcome.set(.success(value))
            } catch { outcome.set(.failure(error)) }
            executor.finish()
        }
        let watch = InterruptSignal.install()
        executor.runUntilFinished(interruptsSince: watch.baseline) { task.cancel() }
        InterruptSignal.uninstall(watch)
        // Only the interrupt cancels this task (an unstructured one has no parent to do it).
        if task.isCancelled { throw SilentExit(code: SilentExit.interrupted) }
        return try outcome.get()
    }
}

private final class Outcome<T: Sendable>: Sendable {
    private let result = Mutex<Result<T, any Error>?>(nil)

    func set(_ value: Result<T, any Error>) { result.withLock { $0 = value } }
    func get() throws -> T { try result.withLock { $0! }.get() }
}
