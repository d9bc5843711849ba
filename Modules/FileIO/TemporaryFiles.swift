import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files this process has made and not yet renamed or removed
/// (an export's copy beside its target, a store's next version, standard
/// input copied for a reader that seeks), so that SIGINT, SIGTERM or SIGHUP
/// leaves none behind: a handler unlinks every one, then lets the signal
/// end the process as it would have (the shell sees the signal).
///
/// The paths live in memory allocated once, before the handler can run,
/// and which files are live is two atomic bit masks, so the handler does
/// only async-signal-safe work: a load and `unlink`. The handler is put
/// only where a signal has its default action: a command that handles a
/// signal itself (raw mode's restore-and-exit, an async command's Ctrl-C
/// that cancels its task) keeps it, and removes the files on its own way
/// out (`removeAll()`, or the cleanup of the cancelled code). An ignored
/// signal (`nohup`) stays ignored.
package enum TemporaryFiles {
    /// A registered file; `slot` nil when none was free (more than
    /// `capacity` at once: only tests do that), the file then unguarded.
    package struct Registration: Sendable {
        fileprivate let slot: Int?
    }

    static let capacity = 64
    /// PATH_MAX with its NUL: a longer path cannot name a file anyway.
    static let slotSize = 4097
    static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    private static let claimed = Atomic<UInt64>(0)
    private static let armed = Atomic<UInt64>(0)
    /// The handled signals the handler was put on (a bit each, by number).
    private static let installed = Mutex<UInt64>(0)
    /// Made once and kept for the life of the process.
    nonisolated(unsafe) private static let paths: UnsafeMutablePointer<CChar> = .allocate(
        capacity: capacity * slotSize)

    /// Runs `make` (which creates a file and returns its descriptor and
    /// path, the descriptor negative on failure with `errno` set) with the
    /// handled signals blocked, and registers the file it made: no signal
    /// falls between the file's creation and its registration.
    package static func create(
        _ make: () -> (descriptor: Int32, path: String)
    ) -> (descriptor: Int32, path: String, registration: Registration) {
        installHandlers()
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for signal in handledSignals { sigaddset(&blocked, signal) }
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        let made = make()
        let code = errno
        let registration = made.descriptor >= 0 ? claim(made.path) : Registration(slot: nil)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        errno = code
        return (made.descriptor, made.path, registration)
    }

    /// The file was renamed into place or removed: a signal no longer touches it.
    package static func forget(_ registration: Registration) {
        guard let slot = registration.slot else { return }
        armed.bitwiseAnd(~(1 << UInt64(slot)), ordering: .acquiringAndReleasing)
        claimed.bitwiseAnd(~(1 << UInt64(slot)), ordering: .acquiringAndReleasing)
    }

    /// Unlinks every registered file. Async-signal-safe: for a handler
    /// that ends the process itself (raw mode's).
    package static func removeAll() {
        let mask = armed.load(ordering: .acquiring)
        for slot in 0..<capacity where mask & 1 << UInt64(slot) != 0 {
            unlink(paths + slot * slotSize)
        }
    }

    /// Registers a name this process is about to create and alone uses (a
    /// random one: SQLite's `-wal` and `-journal` beside a new store), before
    /// it exists; `create` is for a file whose name comes with it (mkstemp).
    package static func register(_ path: String) -> Registration {
        installHandlers()
        return claim(path)
    }

    /// A free slot holding `path`, armed.
    private static func claim(_ path: String) -> Registration {
        let bytes = Array(path.utf8)
        guard bytes.count < slotSize, !bytes.contains(0) else { return Registration(slot: nil) }
        var mask = claimed.load(ordering: .relaxed)
        while mask != .max {
            let slot = (~mask).trailingZeroBitCount
            let (exchanged, original) = claimed.compareExchange(
                expected: mask, desired: mask | 1 << UInt64(slot), ordering: .acquiringAndReleasing)
            if exchanged {
                let start = paths + slot * slotSize
                bytes.withUnsafeBufferPointer { source in
                    source.withMemoryRebound(to: CChar.self) { start.update(from: $0.baseAddress!, count: $0.count) }
                }
                start[bytes.count] = 0
                armed.bitwiseOr(1 << UInt64(slot), ordering: .acquiringAndReleasing)
                return Registration(slot: slot)
            }
            mask = original
        }
        return Registration(slot: nil)
    }

    /// Puts the handler on each handled signal that has its default action
    /// now (one another handler holds is tried again on the next call);
    /// the statics the handler reads are made here, never first in it.
    private static func installHandlers() {
        _ = paths
        _ = armed.load(ordering: .relaxed)
        installed.withLock { done in
            for signal in handledSignals where done & 1 << UInt64(signal) == 0 {
                var current = sigaction()
                guard sigaction(signal, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil,
                    current.sa_flags & SA_SIGINFO == 0
                else { continue }
                var action = sigaction()
                action.__sigaction_handler.sa_handler = removeTemporariesAndResignal
                sigemptyset(&action.sa_mask)
                for other in handledSignals { sigaddset(&action.sa_mask, other) }
                if sigaction(signal, &action, nil) == 0 { done |= 1 << UInt64(signal) }
            }
        }
    }
}

/// The handler: the files removed, then the signal's default action, so the
/// process ends as it would have without the handler.
private func removeTemporariesAndResignal(_ signal: Int32) {
    TemporaryFiles.removeAll()
    var action = sigaction()
    action.__sigaction_handler.sa_handler = nil
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    raise(signal)
}
