#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The read and write loops every file user shares: partial transfers and
/// `EINTR` (through `syscall`).
package enum Descriptor {
    /// Writes every byte of `bytes` to `fd`; 0, or the `errno` of the failed write.
    package static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        do throws(SystemCallError) {
            try write(fd, bytes)
            return 0
        } catch {
            return error.errno
        }
    }

    package static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32 {
        bytes.withUnsafeBytes { writeAll(fd, $0) }
    }

    /// Writes every byte of `bytes` to `fd`, or throws the failed `write`.
    package static func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemCallError) {
        try write(bytes) { base, count in Glibc.write(fd, base, count) }
    }

    /// The loop over any `write`-like call (a test's double included).
    static func write(
        _ bytes: UnsafeRawBufferPointer, _ call: (UnsafeRawPointer, Int) -> Int
    ) throws(SystemCallError) {
        guard let base = bytes.baseAddress else { return }
        var written = 0
        while written < bytes.count {
            written += try syscall("write") { call(base + written, bytes.count - written) }
        }
    }

    /// The bytes of `fd` from `offset` 0 up to `count` of them (fewer when the
    /// file shrank while read: what is there), by `pread`.
    package static func read(_ fd: Int32, count: Int) throws(SystemCallError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            // `withUnsafeMutableBytes` rethrows untyped: the typed failure crosses it as a value.
            let read = try bytes.withUnsafeMutableBytes { buffer in
                Result { () throws(SystemCallError) in
                    try syscall("read") { pread(fd, buffer.baseAddress! + filled, count - filled, off_t(filled)) }
                }
            }.get()
            if read == 0 { break }
            filled += read
        }
        if filled < count { bytes.removeLast(count - filled) }
        return bytes
    }

    /// Every byte left in `fd` (a file of unknown size, a pipe), read in chunks.
    package static func readToEnd(_ fd: Int32) throws(SystemCallError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = try chunk.withUnsafeMutableBytes { buffer in
                Result { () throws(SystemCallError) in
                    try syscall("read") { Glibc.read(fd, buffer.baseAddress, buffer.count) }
                }
            }.get()
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
