#if canImport(Glibc)
import Glibc
#endif

/// Reads keys from a terminal in raw mode. Create it only through
/// `withRawMode`, which restores the terminal however the body ends: normally,
/// by a thrown error (`defer`), or by a signal (a handler restores and exits 130).
/// Ctrl-C does not raise SIGINT in raw mode; it is returned as `Key.ctrlC`.
public struct KeyReader {
    public let fileDescriptor: Int32
    /// How long to wait after an ESC for the rest of a sequence before it counts as the Esc key.
    public var escapeTimeoutMilliseconds: Int32 = 50
    private var pending: [UInt8] = []
    private var queued: [Key] = []

    init(fileDescriptor: Int32) { self.fileDescriptor = fileDescriptor }

    /// Runs `body` with the terminal on `fileDescriptor` (stdin) in raw mode.
    /// Throws `TerminalError.notATerminal` when it is not a terminal.
    public static func withRawMode<T>(fileDescriptor: Int32 = STDIN_FILENO, _ body: (inout KeyReader) throws -> T) throws -> T {
        let original = try RawMode.enable(fileDescriptor)
        defer { RawMode.restore(fileDescriptor, original) }
        var reader = KeyReader(fileDescriptor: fileDescriptor)
        return try body(&reader)
    }

    /// The next key, blocking until one is typed. Throws `.endOfInput` when the input closes.
    public mutating func next() throws(TerminalError) -> Key {
        while queued.isEmpty {
            if !pending.isEmpty, !waitForInput(milliseconds: escapeTimeoutMilliseconds) {
                queued = KeyDecoder.decode(pending, isFinal: true).keys
                pending = []
                continue
            }
            try readAvailable()
            let decoded = KeyDecoder.decode(pending)
            queued = decoded.keys
            pending = decoded.pending
        }
        return queued.removeFirst()
    }

    /// Whether input arrives within `milliseconds`.
    private func waitForInput(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let result = poll(&descriptor, 1, milliseconds)
            if result < 0, errno == EINTR { continue }
            return result > 0
        }
    }

    private mutating func readAvailable() throws(TerminalError) {
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(fileDescriptor, &buffer, buffer.count)
            if count > 0 {
                pending += buffer[0..<count]
                return
            }
            if count == 0 { throw .endOfInput }
            if errno != EINTR && errno != EAGAIN { throw .systemCall("read", errno: errno) }
        }
    }
}
