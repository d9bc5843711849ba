import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SharedModels

/// The async entry point of commands that wait on the network: a plugin's
/// `run` (synchronous, as the runner calls it) hands its work to
/// `AsyncCommand.run`, which runs it on the concurrency runtime and waits.
/// Ctrl-C (SIGINT) while it runs cancels the work instead of killing the
/// process, so downloads remove their partial files and the store is never
/// left mid-change; the run then ends with 130, as a shell expects after Ctrl-C.
/// The work runs on the calling thread (`ThreadExecutor`), so waiting for
/// it never takes a thread it needs, whoever calls.
public enum AsyncCommand {
    public static func run<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let outcome = Outcome<T>()
        let executor = ThreadExecutor()
        let task = Task(executorPreference: executor) {
            do {
                let value = try await CommandExecutor.$preferred.withValue(executor) { try await body() }
                outcome.set(.success(value))
            } catch { outcome.set(.failure(error)) }
            executor.finish()
        }
        let interrupt = InterruptWatch { task.cancel() }
        executor.runUntilFinished()
        interrupt.stop()
        if interrupt.fired { throw SilentExit(code: 130) }
        return try outcome.get()
    }
}

private final class Outcome<T: Sendable>: @unchecked Sendable {
    private let lock = ThreadLock()
    private var result: Result<T, any Error>?

    func set(_ value: Result<T, any Error>) { lock.withLock { result = value } }
    func get() throws -> T { try lock.withLock { result! }.get() }
}

/// SIGINT turned into a call while it is installed; the default action is
/// back once stopped.
private final class InterruptWatch: @unchecked Sendable {
    private let source: any DispatchSourceSignal
    private let lock = ThreadLock()
    private var didFire = false

    init(_ onInterrupt: @escaping @Sendable () -> Void) {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [lock] in
            lock.withLock { self.didFire = true }
            onInterrupt()
        }
        source.resume()
    }

    var fired: Bool { lock.withLock { didFire } }

    func stop() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
