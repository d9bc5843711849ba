import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C (SIGINT) for the async commands, caught by a plain signal handler
/// rather than a Dispatch signal source: the source starts libdispatch and
/// two threads of its own, about a millisecond of a cold `image-feed feed`.
///
/// The handler does only what a handler may: it counts the signal and posts
/// every executor's wake-up (`sem_post` is async-signal-safe; the pool's
/// semaphores are never freed, so it cannot post to a freed one). The
/// waiting thread sees the count change and cancels its task there, in
/// ordinary code.
enum InterruptSignal {
    /// SIGINTs caught since the process started; a run cancels its work
    /// when the count moves past the one it began with.
    static let caught = Atomic<Int>(0)

    /// The handler stays installed while any run is; the action that was
    /// there before the first comes back after the last.
    private static let installs = Mutex<(count: Int, previous: sigaction)>((0, sigaction()))

    /// What one run installed: the count it began with, and its thread's
    /// signal mask before SIGINT was let through there.
    struct Watch {
        let baseline: Int
        fileprivate let previousMask: sigset_t
    }

    /// Installs the handler (once for runs side by side) and lets SIGINT
    /// through on the calling thread, the one that waits: a program that
    /// starts this one from a thread that blocks signals (a Dispatch
    /// worker does) hands the block down, and the signal would otherwise
    /// stay pending.
    static func install() -> Watch {
        // Both statics are made here, never first in the handler.
        _ = WakeUps.inUse.load(ordering: .relaxed)
        let baseline = caught.load(ordering: .acquiring)
        installs.withLock { state in
            state.count += 1
            guard state.count == 1 else { return }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = interrupted
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            sigaction(SIGINT, &action, &state.previous)
        }
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &interrupt, &previousMask)
        return Watch(baseline: baseline, previousMask: previousMask)
    }

    static func uninstall(_ watch: Watch) {
        var mask = watch.previousMask
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        installs.withLock { state in
            state.count -= 1
            guard state.count == 0 else { return }
            sigaction(SIGINT, &state.previous, nil)
        }
    }
}

/// The SIGINT handler: a count and a wake-up for every waiting executor.
private func interrupted(_: Int32) {
    let savedErrno = errno
    InterruptSignal.caught.add(1, ordering: .releasing)
    WakeUps.postAll()
    errno = savedErrno
}

/// The POSIX semaphores executors sleep on, in a fixed pool the handler can
/// walk without a lock: a bit of `inUse` per semaphore taken.
enum WakeUps {
    static let capacity = 64
    static let inUse = Atomic<UInt64>(0)
    /// Made once and kept for the life of the process.
    nonisolated(unsafe) static let semaphores: UnsafeMutablePointer<sem_t> = {
        let pool = UnsafeMutablePointer<sem_t>.allocate(capacity: capacity)
        for index in 0..<capacity { sem_init(pool + index, 0, 0) }
        return pool
    }()

    /// A free semaphore of the pool, nil when every one is taken (only
    /// tests run more than 64 commands at once in one process).
    static func take() -> Int? {
        _ = semaphores
        var mask = inUse.load(ordering: .relaxed)
        while mask != .max {
            let index = (~mask).trailingZeroBitCount
            let (exchanged, original) = inUse.compareExchange(
                expected: mask, desired: mask | 1 << UInt64(index), ordering: .acquiringAndReleasing)
            if exchanged { return index }
            mask = original
        }
        return nil
    }

    /// Gives `index` back, drained of the posts it still holds.
    static func give(_ index: Int) {
        while sem_trywait(semaphores + index) == 0 {}
        inUse.bitwiseAnd(~(1 << UInt64(index)), ordering: .acquiringAndReleasing)
    }

    static func postAll() {
        let mask = inUse.load(ordering: .acquiring)
        for index in 0..<capacity where mask & 1 << UInt64(index) != 0 {
            sem_post(semaphores + index)
        }
    }
}

/// One executor's wake-up: a semaphore of the pool (a private one, which
/// Ctrl-C does not post, when the pool is used up).
final class WakeUp: @unchecked Sendable {
    // `@unchecked`: the pointer is to a semaphore, which is made for use
    // from many threads.
    private let pooled: Int?
    private let semaphore: UnsafeMutablePointer<sem_t>

    init() {
        pooled = WakeUps.take()
        if let pooled {
            semaphore = WakeUps.semaphores + pooled
        } else {
            semaphore = .allocate(capacity: 1)
            sem_init(semaphore, 0, 0)
        }
    }

    deinit {
        if let pooled {
            WakeUps.give(pooled)
        } else {
            sem_destroy(semaphore)
            semaphore.deallocate()
        }
    }

    func post() { sem_post(semaphore) }

    /// Sleeps until a post; a signal's interruption counts as one (the caller looks again).
    func wait() { _ = sem_wait(semaphore) }
}
