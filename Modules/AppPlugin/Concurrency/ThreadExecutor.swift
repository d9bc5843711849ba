import Dispatch
import Synchronization

/// A task executor whose jobs run on the thread that waits for the command
/// (`AsyncCommand.run` calls `runUntilFinished()`): the work never runs on
/// the shared concurrency pool, so the wait can never starve it. (The pool
/// has as many threads as cores; a caller that blocks one of them, as tests
/// calling a command in-process do, would otherwise deadlock on a small
/// machine.) The waiting thread does the work instead of sleeping beside a
/// thread of its own, which a short command would pay to start. Child tasks
/// and resumptions after `await` follow the task's executor preference, so
/// they come here too.
final class ThreadExecutor: TaskExecutor, Sendable {
    private let state = Mutex<(jobs: [UnownedJob], isFinished: Bool)>(([], false))
    /// One signal per job queued and one for `finish()`: the waiting thread
    /// sleeps on it while there is nothing to run.
    private let wakeUps = DispatchSemaphore(value: 0)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        state.withLock { $0.jobs.append(job) }
        wakeUps.signal()
    }

    /// Lets `runUntilFinished()` return once the jobs queued so far have run.
    func finish() {
        state.withLock { $0.isFinished = true }
        wakeUps.signal()
    }

    /// Runs the jobs on the calling thread as they come, until `finish()`.
    /// A wake-up with no job left can only be `finish()`'s.
    func runUntilFinished() {
        while true {
            wakeUps.wait()
            guard let job = state.withLock({ $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }) else { return }
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
