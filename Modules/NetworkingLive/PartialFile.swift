import Glibc
import Networking
import SharedModels

/// A download's body on its way to `target`: `TARGET.part-RANDOM` in the
/// target's folder (so the rename is atomic), mode 0600, fsynced and renamed
/// over the target only when the whole body arrived; otherwise removed, and
/// the target is untouched.
///
/// `@unchecked Sendable`: it wraps a file descriptor, written by the
/// transfer's thread and then committed or discarded once the transfer ended.
final class PartialFile: @unchecked Sendable {
    let target: String
    let path: String
    private let descriptor: Int32
    private let registration: TemporaryFiles.Registration
    private var isClosed = false

    init(target: String) throws(NetworkError) {
        self.target = target
        let partial = target + ".part-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
        path = partial
        // Registered with `TemporaryFiles`: SIGTERM or SIGHUP mid-download
        // (Ctrl-C cancels the transfer, which discards it) leaves no `.part-` file.
        let made = TemporaryFiles.create { (open(partial, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600), partial) }
        descriptor = made.descriptor
        registration = made.registration
        guard descriptor >= 0 else { throw .file(path: target, detail: .system(errno)) }
    }

    func append(_ bytes: UnsafeRawBufferPointer) throws(NetworkError) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw .file(path: target, detail: .system(errno))
            }
            offset += written
        }
    }

    /// fsync, close, rename over the target, fsync the folder (so the rename
    /// itself survives a crash).
    func commit() throws(NetworkError) {
        let failed = fsync(descriptor) != 0
        let error = errno
        closeOnce()
        if failed { throw .file(path: target, detail: .system(error)) }
        guard rename(path, target) == 0 else { throw .file(path: target, detail: .system(errno)) }
        TemporaryFiles.forget(registration)
        let directory = open(Self.folder(of: target), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    /// Removes the temporary file (nothing once it was renamed).
    func discard() {
        closeOnce()
        unlink(path)
        TemporaryFiles.forget(registration)
    }

    private func closeOnce() {
        if !isClosed {
            close(descriptor)
            isClosed = true
        }
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

}
