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
package enum OutputFile {
    package enum Failure: Error, Sendable, Equatable {
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
    package static let readerWait = 5

    /// Writes what `produce` hands `emit` to `path`, as the type's comment says.
    package static func write(_ path: String, _ produce: (_ emit: ([UInt8]) -> Void) -> Void) throws(Failure) {
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

    /// Replaced through `AtomicFile` as user data: the temporary file
    /// `.NAME.tmp-XXXXXX` beside it, synced, renamed over it.
    private static func replace(_ path: String, _ produce: (([UInt8]) -> Void) -> Void) throws(Failure) {
        let folder = AtomicFile.folder(of: path)
        let base = path.split(separator: "/").last.map(String.init) ?? path
        let file: AtomicFile
        do throws(AtomicFile.Failure) {
            file = try AtomicFile(
                replacing: path, durability: .userData,
                temporary: .unique(prefix: (folder == "/" ? "" : folder) + "/." + base + ".tmp-"))
        } catch {
            throw .cannotCreate(errno: error.errno)
        }
        var failure: AtomicFile.Failure?
        produce { bytes in
            guard failure == nil else { return }
            do throws(AtomicFile.Failure) { try file.write(bytes) } catch { failure = error }
        }
        if let failure { throw .writeFailed(errno: failure.errno) }
        do throws(AtomicFile.Failure) {
            try file.commit()
        } catch {
            switch error.step {
            // The data is complete either way; a folder that cannot be synced
            // (some network file systems) only weakens durability.
            case .syncFolder: return
            case .rename, .create: throw .cannotCreate(errno: error.errno)
            case .write, .flush: throw .writeFailed(errno: error.errno)
            }
        }
    }

    /// A device or FIFO, opened where it is (a FIFO without blocking, so one
    /// nobody reads is refused after `readerWait` seconds instead of hanging).
    private static func writeThrough(
        _ path: String, isFIFO: Bool, _ produce: (([UInt8]) -> Void) -> Void
    ) throws(Failure) {
        let fd: Int32
        do throws(SystemCallError) {
            fd = try openWaitingForReader(path, isFIFO: isFIFO)
        } catch {
            throw error.errno == ENXIO && isFIFO ? .noReader(seconds: readerWait) : .cannotCreate(errno: error.errno)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        let failure = emitAll(fd, produce)
        // A device's close can report what its writes left (a network file system's ENOSPC).
        var closed: Int32 = 0
        do throws(SystemCallError) { try closeDescriptor(fd) } catch { closed = error.errno }
        guard failure == 0, closed == 0 else { throw .writeFailed(errno: failure != 0 ? failure : closed) }
    }

    /// Opens `path` for writing without blocking; a FIFO with no reader yet
    /// (`ENXIO`) is tried again for up to `readerWait` seconds.
    private static func openWaitingForReader(_ path: String, isFIFO: Bool) throws(SystemCallError) -> Int32 {
        var waited = 0
        while true {
            do throws(SystemCallError) {
                return try syscall("open") { open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK) }
            } catch let error where isFIFO && error.errno == ENXIO && waited < readerWait * 20 {
                usleep(50_000)
                waited += 1
            }
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
