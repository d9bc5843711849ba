import Synchronization

/// What a run says when a store's file cannot be read below any error a
/// call could return: a backend that reads its file through a memory map
/// (SQLite's) gets an I/O error as SIGBUS instead of an error code. The
/// runner tells once how to say it, as it knows the user's language; the
/// backend makes the line for its file when it maps it, since a signal
/// handler may only write what was made before.
package struct ReadFaultNotice: Sendable {
    /// The line (one, no line break) and the exit code for a failed read of `path`.
    package var describe: @Sendable (_ path: String) -> (line: String, code: Int32)
    /// What the handler runs first (the terminal put back): async-signal-safe
    /// calls only, and a C function, so that a handler may call it.
    package var rescue: @convention(c) () -> Void

    package init(
        describe: @escaping @Sendable (String) -> (line: String, code: Int32), rescue: @convention(c) () -> Void
    ) {
        self.describe = describe
        self.rescue = rescue
    }
}

/// The notice the runner told, for the backends that map their files. None
/// until told: a store opened outside a program (a storage test, a
/// benchmark) arms nothing, and a fault ends the process as before.
package enum StoreReadFaults {
    private static let told = Mutex<ReadFaultNotice?>(nil)

    /// Makes `notice` how read faults are told from now on (the last told wins).
    package static func tell(_ notice: ReadFaultNotice) {
        told.withLock { $0 = notice }
    }

    /// The notice told, nil when none was.
    package static var notice: ReadFaultNotice? { told.withLock { $0 } }
}
