import FileIO

#if canImport(Glibc)
    import Glibc
#endif

/// Reads keys from a terminal in raw mode. Create it only through
/// `withRawMode`, which restores the terminal however the body ends: normally,
/// by a thrown error (`defer`), or by a signal (a handler restores and exits 130).
/// Ctrl-C does not raise SIGINT in raw mode; it is returned as `Key.ctrlC`.
package struct KeyReader {
    package let fileDescriptor: Int32
    /// How long to wait after an ESC for the rest of a sequence before it counts as the Esc key.
    package var escapeTimeoutMilliseconds: Int32 = 50
    private var pending: [UInt8] = []
    private var queued: [Key] = []
    /// The read end of the SIGWINCH pipe when resizes are reported, else -1.
    private let resizeDescriptor: Int32

    init(fileDescriptor: Int32, resizeDescriptor: Int32 = -1) {
        self.fileDescriptor = fileDescriptor
        self.resizeDescriptor = resizeDescriptor
    }

    /// Runs `body` with the terminal on `fileDescriptor` (stdin) in raw mode.
    /// Throws `TerminalError.notATerminal` when it is not a terminal. With
    /// `reportsResize`, `next()` also returns `.resize` when the terminal
    /// changes size, so a full-screen view can redraw.
    package static func withRawMode<T>(
        fileDescriptor: Int32 = STDIN_FILENO, reportsResize: Bool = false,
        _ body: (inout KeyReader) throws -> T
    ) throws -> T {
        let original = try RawMode.enable(fileDescriptor)
        defer { RawMode.restore(fileDescriptor, original) }
        let resize = reportsResize ? ResizeSignal.start() : -1
        defer { if reportsResize { ResizeSignal.stop() } }
        var reader = KeyReader(fileDescriptor: fileDescriptor, resizeDescriptor: resize)
        return try body(&reader)
    }

    /// The next key, blocking until one is typed. Throws `.endOfInput` when the input closes.
    package mutating func next() throws(TerminalError) -> Key {
        while queued.isEmpty {
            if !pending.isEmpty, !waitForInput(milliseconds: escapeTimeoutMilliseconds) {
                queued = KeyDecoder.decode(pending, isFinal: true).keys
                pending = []
                continue
            }
            if pending.isEmpty, resizeDescriptor >= 0, waitForKeyOrResize() { return .resize }
            try readAvailable()
            let decoded = KeyDecoder.decode(pending)
            queued = decoded.keys
            pending = decoded.pending
        }
        return queued.removeFirst()
    }

    /// The next key, or nil when none comes within `milliseconds`: for a
    /// screen that also redraws when work of its own finishes (the feed's
    /// previews arriving one by one) instead of blocking on the keyboard.
    package mutating func next(waitingAtMost milliseconds: Int32) throws(TerminalError) -> Key? {
        if queued.isEmpty, pending.isEmpty, !isReady(milliseconds: milliseconds) { return nil }
        return try next()
    }

    /// Whether a key or a resize is waiting, within `milliseconds`.
    private func isReady(milliseconds: Int32) -> Bool {
        var descriptors = [
            pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: resizeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let count: nfds_t = resizeDescriptor >= 0 ? 2 : 1
        // A failed poll counts as ready: the read that follows reports the error.
        return (try? syscall("poll") { poll(&descriptors, count, milliseconds) }) != 0
    }

    /// Blocks until a key or a resize arrives; true for a resize (its
    /// bytes drained, so several signals make one redraw).
    private func waitForKeyOrResize() -> Bool {
        var descriptors = [
            pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: resizeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let result = (try? syscall("poll") { poll(&descriptors, 2, -1) }) ?? -1
        guard result > 0, descriptors[1].revents & Int16(POLLIN) != 0 else { return false }
        ResizeSignal.drain()
        return true
    }

    /// Whether input arrives within `milliseconds`.
    private func waitForInput(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        return ((try? syscall("poll") { poll(&descriptor, 1, milliseconds) }) ?? -1) > 0
    }

    private mutating func readAvailable() throws(TerminalError) {
        var buffer = [UInt8](repeating: 0, count: 64)
        let fd = fileDescriptor
        while true {
            let count: Int
            do throws(SystemCallError) {
                count = try syscall("read") { read(fd, &buffer, buffer.count) }
            } catch let error where error.errno == EAGAIN {
                continue
            } catch {
                throw .systemCall("read", errno: error.errno)
            }
            if count == 0 { throw .endOfInput }
            pending += buffer[0..<count]
            return
        }
    }
}
