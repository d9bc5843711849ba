import FileIO
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the FILE of `tracker import` to its end: a regular file, or a
/// pipe, FIFO or device (`cat e.json | tracker import -`, `/dev/stdin`,
/// `<(…)`), whose reported size says nothing (0 for a pipe).
///
/// Two bounds keep a mistaken argument from hanging or exhausting the
/// machine: anything but a regular file must give its first byte within
/// `firstByteWait` (a FIFO nobody writes to would otherwise block forever:
/// it is opened without blocking, then polled), and at most `byteLimit`
/// bytes are read (`/dev/zero` never ends).
enum ImportInput {
    /// The FILE that means standard input.
    static let standardInput = "-"
    /// 256 MiB: about three and a half million records, three times the
    /// largest history the benchmark imports.
    static let byteLimit = 256 << 20
    /// The same bound as a wait for a store's lock.
    static let firstByteWait: Duration = .seconds(5)

    static func read(
        _ file: String, limit: Int = byteLimit,
        firstByteWait wait: Duration = firstByteWait
    ) throws(TransferError) -> Data {
        let fd: Int32
        if file == standardInput {
            fd = STDIN_FILENO
        } else {
            // O_NONBLOCK: opening a FIFO without a writer would block right here.
            fd = open(file, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { throw .unreadable(file: file, errno: errno) }
        }
        defer { if fd != STDIN_FILENO { close(fd) } }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(file: file, errno: errno) }
        let type = info.st_mode & S_IFMT
        let regular = type == S_IFREG
        if regular, Int(info.st_size) > limit { throw .tooLarge(file: file, limit: limit) }
        if type == S_IFIFO || type == S_IFCHR || type == S_IFSOCK {
            try awaitFirstByte(fd, file: file, wait: wait)
        }
        return try readToEnd(fd, file: file, limit: limit, expected: regular ? Int(info.st_size) : 0)
    }

    /// The first `count` bytes of FILE when it is a regular file (fewer
    /// when it is shorter); nil for standard input, anything else, or a
    /// file that cannot be opened (`read` then says why). Lets `import` tell
    /// a Loop backup by its magic without reading it whole first.
    static func head(_ file: String, count: Int) -> [UInt8]? {
        guard file != standardInput else { return nil }
        return try? FileContents.read(file, limit: count, prefix: count)
    }

    /// Returns once `fd` has something to read, or has ended (the read then
    /// says which); throws `.noInput` when `wait` passes first.
    private static func awaitFirstByte(_ fd: Int32, file: String, wait: Duration) throws(TransferError) {
        let deadline = ContinuousClock.now + wait
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready: Int32
        do throws(SystemCallError) {
            // The time left is computed again when a signal interrupts the wait.
            ready = try syscall("poll") { poll(&entry, 1, pollTimeout(until: deadline)) }
        } catch {
            throw .unreadable(file: file, errno: error.errno)
        }
        if ready == 0 { throw .noInput(file: file, seconds: Int(wait.components.seconds)) }
    }

    /// Every byte up to the end; `.tooLarge` past `limit`. `expected` (a
    /// regular file's size) sizes the buffer so it is filled without growing.
    private static func readToEnd(_ fd: Int32, file: String, limit: Int, expected: Int) throws(TransferError) -> Data {
        var data = Data(count: min(max(expected + 1, 1 << 16), limit + 1))
        var filled = 0
        while true {
            if filled == data.count { data.count = min(data.count * 2, limit + 1) }
            let count: Int
            do throws(SystemCallError) {
                count = try data.withUnsafeMutableBytes { buffer in
                    Result { () throws(SystemCallError) in
                        try syscall("read") { systemRead(fd, buffer.baseAddress! + filled, buffer.count - filled) }
                    }
                }.get()
            } catch let error where error.errno == EAGAIN || error.errno == EWOULDBLOCK {
                // A FIFO opened without blocking, between its writer's chunks.
                var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = try? syscall("poll") { poll(&entry, 1, -1) }
                continue
            } catch {
                throw .unreadable(file: file, errno: error.errno)
            }
            if count == 0 { break }
            filled += count
            if filled > limit { throw .tooLarge(file: file, limit: limit) }
        }
        data.count = filled
        return data
    }
}

/// read(2), out of reach of `ImportInput.read`'s name.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
