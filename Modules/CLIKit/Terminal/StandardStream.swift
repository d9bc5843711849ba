#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// stdout or stderr, written with `write(2)` directly (unbuffered, no Foundation).
public enum StandardStream: Sendable {
    case output, error

    public var fileDescriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    /// Writes all of `text`, retrying on partial writes and `EINTR`; other errors
    /// (a closed pipe) drop the rest, since there is no one left to tell.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
