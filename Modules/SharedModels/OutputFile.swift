#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file a command writes where the user said (`export --output`, `show
/// --download`), by what is at the path now, following symbolic links as
/// the shell's `>` and `cp` do:
///
/// - `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`: the descriptor the program
///   was given, written at its own offset (`>> log` appends);
/// - nothing: a new file, written whole beside it and renamed in (0600);
/// - a regular file: replaced the same way, without asking, as `--output`
///   of curl, sort or pg_dump does (a rerun in a script must not hang on a
///   question); a reader sees the old file or the whole new one;
/// - a link to a regular file: the file it points to, replaced in its own
///   folder; the link stays a link (a dotfile or a synced folder's name);
/// - a character device or a FIFO (`/dev/stdout`, `/dev/null`, `>(gzip)`):
///   written through, never replaced by a regular file; a failed write
///   (`/dev/full`) fails the command;
/// - anything else (a folder, a socket, a block device, a link to nothing):
///   refused, nothing written.
public enum OutputFile {
    public enum Failure: Error, Sendable, Equatable {
        /// The file, or its temporary copy beside it, cannot be made or opened (`errno`; a folder: EISDIR).
        case cannotCreate(errno: Int32)
        /// A socket, a block device or anything else no output goes to.
        case notAFile
        /// A FIFO no program opened for reading within `seconds`.
        case noReader(seconds: Int)
        /// A write or the final flush failed (`errno`: ENOSPC, EIO, …); the target keeps what it had.
        case writeFailed(errno: Int32)
    }

    /// How long a FIFO may go without a reader before the write is refused.
    public static let readerWait = 5

    /// Writes what `produce` hands `emit` to `path`, as the type's comment says.
    public static func write(_ path: String, _ produce: (_ emit: ([UInt8]) -> Void) -> Void) throws(Failure) {
        if let fd = descriptorNamed(path) {
            // Only one the program was given: every file it opens itself (the
            // store, its lock) is close-on-exec, and must not receive the output.
            let flags = fcntl(fd, F_GETFD)
            guard flags >= 0, fd <= STDERR_FILENO || flags & FD_CLOEXEC == 0 else {
                throw .cannotCreate(errno: EBADF)
            }
            return try writeThrough(fd, produce)
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            var link = stat()
            // A link to nothing would be replaced by a file, or create one somewhere unexpected.
            guard code == ENOENT, lstat(path, &link) != 0 else { throw .cannotCreate(errno: code) }
            return try replace(path, produce)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: try replace(resolved(path), produce)
        case S_IFCHR, S_IFIFO: try writeThrough(path, isFIFO: info.st_mode & S_IFMT == S_IFIFO, produce)
        case S_IFDIR: throw .cannotCreate(errno: EISDIR)
        default: throw .notAFile
        }
    }

    /// The descriptor `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or
    /// `/proc/self/fd/N` names: written as it is, so `--output /dev/stdout
    /// >> log` appends as the shell opened it (reopening the file it leads to
    /// would start at its beginning, and replacing it would swap the file).
    static func descriptorNamed(_ path: String) -> Int32? {
        let number: Substring
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        case _ where path.hasPrefix("/dev/fd/"): number = path.dropFirst("/dev/fd/".count)
        case _ where path.hasPrefix("/proc/self/fd/"): number = path.dropFirst("/proc/self/fd/".count)
        default: return nil
        }
        guard let fd = Int32(number), fd >= 0 else { return nil }
        return fd
    }

    /// An inherited descriptor, written at its own offset and flags, left open.
    private static func writeThrough(_ fd: Int32, _ produce: (([UInt8]) -> Void) -> Void) throws(Failure) {
        let failure = emitAll(fd, produce)
        guard failure == 0 else { throw .writeFailed(errno: failure) }
    }

    /// The file a link points to (the path itself when it is none).
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// A temporary beside `path` (registered with `TemporaryFiles`), synced, renamed over it.
    private static func replace(_ path: String, _ produce: (([UInt8]) -> Void) -> Void) throws(Failure) {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let base = path.split(separator: "/").last.map(String.init) ?? path
        let made = TemporaryFiles.create {
            var template = Array(((folder.isEmpty ? "" : folder) + "/." + base + ".tmp-XXXXXX").utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            return (fd, template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        }
        guard made.descriptor >= 0 else { throw .cannotCreate(errno: errno) }
        defer { TemporaryFiles.forget(made.registration) }
        var failure = emitAll(made.descriptor, produce)
        if failure == 0, fchmod(made.descriptor, 0o600) != 0 || fsync(made.descriptor) != 0 { failure = errno }
        if close(made.descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(made.path, path) != 0 {
            let code = errno
            unlink(made.path)
            throw .cannotCreate(errno: code)
        }
        guard failure == 0 else {
            unlink(made.path)
            throw .writeFailed(errno: failure)
        }
        // The data is complete either way; a folder that cannot be synced
        // (some network file systems) only weakens durability.
        let directory = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    /// A device or FIFO, opened where it is (a FIFO without blocking, so one
    /// nobody reads is refused after `readerWait` seconds instead of hanging).
    private static func writeThrough(
        _ path: String, isFIFO: Bool, _ produce: (([UInt8]) -> Void) -> Void
    ) throws(Failure) {
        var fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        var waited = 0
        while fd < 0, isFIFO, errno == ENXIO || errno == EINTR, waited < readerWait * 20 {
            usleep(50_000)
            waited += 1
            fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        }
        guard fd >= 0 else {
            throw errno == ENXIO && isFIFO ? .noReader(seconds: readerWait) : .cannotCreate(errno: errno)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        let failure = emitAll(fd, produce)
        let closed = close(fd) == 0 ? 0 : errno
        // A device's close can report what its writes left (a network file system's ENOSPC).
        guard failure == 0, closed == 0 || closed == EINTR else {
            throw .writeFailed(errno: failure != 0 ? failure : closed)
        }
    }

    /// Hands `produce` an `emit` that writes to `fd`; the first failure's
    /// `errno` (0 for none), after which the rest is not written.
    private static func emitAll(_ fd: Int32, _ produce: (([UInt8]) -> Void) -> Void) -> Int32 {
        var failure: Int32 = 0
        produce { bytes in
            guard failure == 0 else { return }
            failure = Descriptor.writeAll(fd, bytes)
        }
        return failure
    }
}
