import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    private let condition = Condition()
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

/// A pthread mutex with its condition variable: what the executor's queue
/// waits on (Foundation's `NSCondition` would bring all of Foundation in).
private final class Condition: @unchecked Sendable {  // wraps pthread handles, used under their own rules
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let variable = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        variable.initialize(to: pthread_cond_t())
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(variable, nil)
    }

    deinit {
        pthread_cond_destroy(variable)
        pthread_mutex_destroy(mutex)
        variable.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
    func signal() { pthread_cond_signal(variable) }
    /// Waits for a signal; the mutex must be held and is held again on return.
    func wait() { pthread_cond_wait(variable, mutex) }
}
