#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The write loop every file writer shares: partial writes and EINTR.
public enum Descriptor {
    /// Writes every byte of `bytes` to `fd`; 0, or the `errno` of the failed write.
    public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var written = 0
        while written < bytes.count {
            let count = write(fd, base + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return 0
    }

    public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32 {
        bytes.withUnsafeBytes { writeAll(fd, $0) }
    }
}
