import Foundation

/// A task executor whose jobs run on the thread that waits for the command
/// (`AsyncCommand.run` calls `runUntilFinished()`): the work never runs on
/// the shared concurrency pool, so the wait can never starve it. (The pool
/// has as many threads as cores; a caller that blocks one of them, as tests
/// calling a command in-process do, would otherwise deadlock on a small
/// machine.) The waiting thread does the work instead of sleeping beside a
/// thread of its own, which a short command would pay to start. Child tasks
/// and resumptions after `await` follow the task's executor preference, so
/// they come here too.
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var isFinished = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets `runUntilFinished()` return once the jobs queued so far have run.
    func finish() {
        condition.lock()
        isFinished = true
        condition.signal()
        condition.unlock()
    }

    /// Runs the jobs on the calling thread as they come, until `finish()`.
    func runUntilFinished() {
        while true {
            condition.lock()
            while jobs.isEmpty && !isFinished { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
