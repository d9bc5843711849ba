#if canImport(Glibc)
    import Glibc
#endif

/// Turns SIGWINCH into a byte on a pipe, so a key reader can wait for keys
/// and resizes with one `poll`. Globals because a signal handler can capture
/// nothing; set up and torn down only while no other thread reads keys.
nonisolated(unsafe) private var resizePipe: [Int32] = [-1, -1]
/// On the heap, not a global `sigaction`: see `CStructCell`.
private let previousResizeAction = CStructCell(sigaction())

enum ResizeSignal {
    /// Installs the handler; the read end of the pipe (non-blocking), or -1
    /// when no pipe can be made (resizes then go unreported).
    static func start() -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        resizePipe = ends
        var action = sigaction()
        action.__sigaction_handler.sa_handler = noteResize
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        _ = sigaction(SIGWINCH, &action, previousResizeAction.pointer)
        return ends[0]
    }

    static func stop() {
        _ = sigaction(SIGWINCH, previousResizeAction.pointer, nil)
        for end in resizePipe where end >= 0 { close(end) }
        resizePipe = [-1, -1]
    }

    /// Empties the pipe.
    static func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(resizePipe[0], &buffer, buffer.count) > 0 {}
    }
}

/// Async-signal-safe: one `write` to a non-blocking pipe (a full pipe
/// already holds a pending resize).
private func noteResize(_ signal: Int32) {
    var byte: UInt8 = 1
    _ = write(resizePipe[1], &byte, 1)
}
