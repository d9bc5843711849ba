import FileIO
import Storage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The exclusive `flock` JSON writers take on `store.lock`.
///
/// The file is made only by the first change (readers need no lock), so a
/// command that only reads, or a store on read-only media, never creates
/// it. A first change that fails removes it again while still holding it
/// (`remove()`), so a failed command leaves nothing behind. That is safe
/// because every holder checks, once locked, that the path still names the
/// file it locked, and starts over when it does not: a process that waited
/// on the removed file cannot share the lock with one that made a new file.
///
/// The wait is bounded (`StoreLocking`): polling with a growing pause, as
/// SQLite's busy handler does, since a blocking `flock` cannot time out.
final class LockFile {
    let path: String
    /// The store file named in `.busy` (what the user knows).
    private let storePath: String
    private var descriptor: Int32 = -1

    init(path: String, storePath: String) {
        self.path = path
        self.storePath = storePath
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Runs `body` holding the exclusive lock.
    func withLock<T>(_ body: () throws -> T) throws -> T {
        let deadline = ContinuousClock.now + .milliseconds(Int(StoreLocking.timeoutMilliseconds))
        while true {
            if descriptor < 0 { descriptor = try openFile() }
            try acquire(until: deadline)
            if namesLockedFile() { break }
            flock(descriptor, LOCK_UN)
            close(descriptor)
            descriptor = -1
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Unlinks the lock file; only while holding the lock (see the type).
    func remove() { unlink(path) }

    private func openFile() throws -> Int32 {
        if case .unusable? = StorePathCheck.problem(at: path), let target = StorePathCheck.linkTarget(path) {
            // O_CREAT would make the link's target somewhere unexpected.
            throw StoreError.unusable(path: path, problem: .danglingLink(target: target))
        }
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw StorePathCheck.changeError(
                errno, folder: StorePathCheck.folder(of: path), path: path, operation: "open")
        }
        // A lock this process made is private; one reached through a link
        // and owned by another user keeps its mode.
        var info = stat()
        if fstat(fd, &info) == 0, info.st_uid == geteuid() { fchmod(fd, 0o600) }
        return fd
    }

    private func acquire(until deadline: ContinuousClock.Instant) throws {
        var pause: useconds_t = 1_000
        while true {
            do throws(SystemCallError) {
                _ = try syscall("flock") { flock(descriptor, LOCK_EX | LOCK_NB) }
                return
            } catch let error where error.errno == EWOULDBLOCK {
                guard ContinuousClock.now < deadline else { throw StoreError.busy(path: storePath) }
                usleep(pause)
                pause = min(pause * 2, 20_000)
            } catch {
                throw StoreError.system(path: path, operation: "flock", code: error.errno)
            }
        }
    }

    private func namesLockedFile() -> Bool {
        var held = stat()
        var current = stat()
        guard fstat(descriptor, &held) == 0, stat(path, &current) == 0 else { return false }
        return held.st_dev == current.st_dev && held.st_ino == current.st_ino
    }
}
