import Foundation

/// A task executor on a thread of its own: the work `AsyncCommand` waits for
/// runs here, not on the shared concurrency pool, so the wait can never
/// starve the work. (The pool has as many threads as cores; a caller that
/// blocks one of them, as tests calling a command in-process do, would
/// otherwise deadlock on a small machine.) Child tasks and resumptions
/// after `await` follow the task's executor preference, so they come here too.
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var isStopped = false

    init() {
        let thread = Thread { [self] in run() }
        thread.name = "pocket.async-command"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the thread end once the jobs queued so far have run.
    func stop() {
        condition.lock()
        isStopped = true
        condition.signal()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty && !isStopped { condition.wait() }
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
