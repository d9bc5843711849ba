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
    /// One post per job queued and one for `finish()` (and Ctrl-C's, see
    /// `InterruptSignal`): the waiting thread sleeps on it while there is
    /// nothing to run.
    private let wakeUps = WakeUp()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        state.withLock { $0.jobs.append(job) }
        wakeUps.post()
    }

    /// Lets `runUntilFinished()` return once the jobs queued so far have run.
    func finish() {
        state.withLock { $0.isFinished = true }
        wakeUps.post()
    }

    /// Runs the jobs on the calling thread as they come, until `finish()`
    /// and no job is left; calls `onInterrupt` there when Ctrl-C was caught
    /// since `interrupts` (the count `InterruptSignal.install()` returned).
    /// A wake-up with nothing to do (a signal's) only makes it look again.
    func runUntilFinished(interruptsSince interrupts: Int, onInterrupt: () -> Void) {
        var interrupts = interrupts
        while true {
            wakeUps.wait()
            let caught = InterruptSignal.caught.load(ordering: .acquiring)
            if caught != interrupts {
                interrupts = caught
                onInterrupt()
            }
            let (job, isFinished) = state.withLock { state -> (UnownedJob?, Bool) in
                state.jobs.isEmpty ? (nil, state.isFinished) : (state.jobs.removeFirst(), false)
            }
            if let job {
                job.runSynchronously(on: asUnownedTaskExecutor())
            } else if isFinished {
                return
            }
        }
    }
}
