import FileIO
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// stdout or stderr, written with `write(2)` directly (unbuffered, no Foundation).
///
/// A write that fails is remembered (the first `errno` per stream) instead of
/// being lost: the runner asks `failure` once the command is done and turns a
/// full disk or a closed descriptor into an error and a non-zero exit, so
/// `tracker export > /dev/full` cannot look like a successful backup.
package enum StandardStream: Sendable {
    case output, error

    package var fileDescriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    /// Writes all of `text`, retrying on partial writes, `EINTR` and a full
    /// non-blocking descriptor. On any
    /// other error the rest is dropped and the error recorded.
    package func write(_ text: String) {
        var text = text
        text.withUTF8 { write(buffer: $0) }
    }

    /// Writes bytes (JSON output, an export) without making a `String` of them first.
    package func write(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write(buffer: $0) }
    }

    private func write(buffer: UnsafeBufferPointer<UInt8>) {
        guard failure == nil else { return }  // the stream is already broken; keep the first reason
        let fd = fileDescriptor
        var offset = 0
        while offset < buffer.count {
            do throws(SystemCallError) {
                offset += try syscall("write") { Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset) }
            } catch let error where error.errno == EAGAIN || error.errno == EWOULDBLOCK {
                // A non-blocking descriptor (set so by another program) that is full: wait, then go on.
                var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                do throws(SystemCallError) { _ = try syscall("poll") { poll(&ready, 1, -1) } } catch {
                    StreamFailures.record(error.errno, for: self)
                    return
                }
            } catch {
                StreamFailures.record(error.errno, for: self)
                return
            }
        }
    }

    /// The `errno` of the first write on this stream that failed, nil while
    /// every write went through. `EPIPE` means the reader went away (`| head`).
    package var failure: Int32? { StreamFailures.failure(of: self) }

    /// Points standard input, output and error that are closed (`>&-`) at
    /// `/dev/null`, opened read-only: otherwise the next file the program
    /// opens (the store, its lock) would get descriptor 1 and receive the
    /// output, and a write to a closed stdout would go unnoticed. Read-only,
    /// so writing to such a stdout fails (`EBADF`) and is reported.
    package static func reserveClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}

/// The first write error of each stream, shared by every thread of the process.
enum StreamFailures {
    /// stdout's, then stderr's.
    private static let codes = Mutex<[Int32?]>([nil, nil])

    static func record(_ code: Int32, for stream: StandardStream) {
        codes.withLock { codes in
            let slot = stream == .output ? 0 : 1
            if codes[slot] == nil { codes[slot] = code }
        }
    }

    static func failure(of stream: StandardStream) -> Int32? {
        codes.withLock { $0[stream == .output ? 0 : 1] }
    }
}
