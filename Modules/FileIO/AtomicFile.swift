#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way Pocket replaces a file: the new bytes go to a temporary file
/// beside the target (same folder, so the rename is atomic), 0600 whatever
/// the umask, registered with `TemporaryFiles` so a signal removes it; only
/// `commit()` renames it over the target. A reader opens the old file or
/// the whole new one, never a part. A failure at any step before the rename,
/// a `discard()`, or letting go of the value uncommitted removes the
/// temporary and leaves the target as it was.
///
/// What a crash may cost is the caller's choice (`Durability`), named by
/// what the file is. Not thread-safe: one writer owns it.
package final class AtomicFile {
    /// What the file must survive once `commit()` returned.
    package enum Durability: Sendable, Equatable {
        /// Data only the user has (the store, an export, a saved photo, a
        /// download): the file is fsynced before the rename, so a crash can
        /// never leave the new name on a torn file, and the folder after it,
        /// so the rename itself is on the disk.
        case userData
        /// Data that can be fetched again (the image cache): the rename alone,
        /// atomic but not durable; after a crash the entry may be the old one,
        /// missing or empty, and is fetched again.
        case cache
    }

    /// How the temporary file is named.
    package enum TemporaryName: Sendable, Equatable {
        /// This path exactly, for a file only one writer replaces at a time (the
        /// store, under its lock): a killed writer's leftover is removed first,
        /// so it leaves at most one; never followed as a link.
        case fixed(String)
        /// This path with six random characters appended (`mkostemp`), for a file
        /// several writers may replace at once.
        case unique(prefix: String)
    }

    /// A step that failed, with the call that failed in it.
    package struct Failure: Error, Sendable, Equatable {
        package enum Step: Sendable, Equatable {
            /// Making the temporary file or setting its mode.
            case create
            case write
            /// `fsync` or `close` of the temporary file (where a network file system reports a full disk).
            case flush
            case rename
            /// Syncing the folder after the rename: the new file is in place and
            /// whole, only the rename may not survive a crash yet.
            case syncFolder
        }

        package let step: Step
        package let error: SystemCallError
        package var errno: Int32 { error.errno }

        package init(_ step: Step, _ error: SystemCallError) {
            self.step = step
            self.error = error
        }
    }

    package let target: String
    package let temporaryPath: String
    package let durability: Durability
    private let calls: FileCalls
    private var descriptor: Int32
    private var registration: TemporaryFiles.Registration?

    /// Creates the temporary file for replacing `target`.
    package convenience init(
        replacing target: String, durability: Durability, temporary: TemporaryName
    ) throws(Failure) {
        try self.init(replacing: target, durability: durability, temporary: temporary, calls: .live)
    }

    init(
        replacing target: String, durability: Durability, temporary: TemporaryName, calls: FileCalls
    ) throws(Failure) {
        self.target = target
        self.durability = durability
        self.calls = calls
        let made = Self.create(temporary)
        temporaryPath = made.path
        guard made.descriptor >= 0 else {
            throw Failure(.create, SystemCallError(call: "open", errno: made.code))
        }
        descriptor = made.descriptor
        registration = made.registration
        do throws(SystemCallError) {
            _ = try syscall("fchmod") { fchmod(made.descriptor, 0o600) }
        } catch {
            discard()
            throw Failure(.create, error)
        }
    }

    /// Removes the temporary file when neither committed nor discarded (a throw
    /// on the way, a caller's early return).
    deinit { discard() }

    /// The folder holding `path` (`.` for a bare name, `/` for a name at the root).
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Appends every byte of `bytes`; a failure removes the temporary file.
    package func write(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        guard descriptor >= 0 else { throw Failure(.write, SystemCallError(call: "write", errno: EBADF)) }
        do throws(SystemCallError) {
            try Descriptor.write(bytes) { [descriptor, calls] base, count in calls.write(descriptor, base, count) }
        } catch {
            discard()
            throw Failure(.write, error)
        }
    }

    package func write(_ bytes: [UInt8]) throws(Failure) {
        // `withUnsafeBytes` rethrows untyped: the typed failure crosses it as a value.
        try bytes.withUnsafeBytes { buffer in Result { () throws(Failure) in try write(buffer) } }.get()
    }

    /// Renames the file over the target with the durability asked for. A
    /// failure before the rename removes the temporary file; one of the
    /// folder's sync (`.syncFolder`) comes after it, the new file in place.
    package func commit() throws(Failure) {
        guard descriptor >= 0 else { throw Failure(.flush, SystemCallError(call: "fsync", errno: EBADF)) }
        let fd = descriptor
        descriptor = -1
        do throws(Failure) {
            if durability == .userData {
                do throws(SystemCallError) {
                    _ = try syscall("fsync") { calls.fsync(fd) }
                } catch {
                    close(fd)
                    throw Failure(.flush, error)
                }
            }
            do throws(SystemCallError) { try closeDescriptor(fd) } catch { throw Failure(.flush, error) }
            do throws(SystemCallError) {
                _ = try syscall("rename") { calls.rename(temporaryPath, target) }
            } catch {
                throw Failure(.rename, error)
            }
        } catch {
            removeTemporary()
            throw error
        }
        forgetTemporary()
        if durability == .userData { try syncFolder() }
    }

    /// Closes and removes the temporary file; the target keeps what it had.
    /// Nothing once committed.
    package func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        removeTemporary()
    }

    private func removeTemporary() {
        guard registration != nil else { return }
        unlink(temporaryPath)
        forgetTemporary()
    }

    private func forgetTemporary() {
        if let registration { TemporaryFiles.forget(registration) }
        registration = nil
    }

    private func syncFolder() throws(Failure) {
        let folder = Self.folder(of: target)
        do throws(SystemCallError) {
            let fd = try syscall("open") { open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
            defer { close(fd) }
            _ = try syscall("fsync") { calls.fsync(fd) }
        } catch {
            throw Failure(.syncFolder, error)
        }
    }

    /// Makes the temporary file with the handled signals blocked
    /// (`TemporaryFiles.create`); `code` is the failure's `errno`.
    private static func create(
        _ name: TemporaryName
    ) -> (descriptor: Int32, path: String, registration: TemporaryFiles.Registration, code: Int32) {
        let made = TemporaryFiles.create {
            switch name {
            case .fixed(let path):
                unlink(path)
                let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
                return ((try? syscall("open") { open(path, flags, 0o600) }) ?? -1, path)
            case .unique(let prefix):
                return createUnique(prefix)
            }
        }
        return (made.descriptor, made.path, made.registration, made.descriptor >= 0 ? 0 : errno)
    }
}

extension AtomicFile {
    /// `prefix` and six random letters or digits, created exclusively, as
    /// `mkstemp` does, but close-on-exec from the start (`mkostemp` is not
    /// in Swift's Glibc); a name taken is tried again with others.
    private static func createUnique(_ prefix: String) -> (descriptor: Int32, path: String) {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
        var path = prefix
        for _ in 0..<100 {
            path = prefix + String(decoding: (0..<6).map { _ in letters.randomElement()! }, as: UTF8.self)
            let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
            let fd = (try? syscall("open") { open(path, flags, 0o600) }) ?? -1
            if fd >= 0 || errno != EEXIST { return (fd, path) }
        }
        return (-1, path)
    }
}

/// The calls `AtomicFile` makes that a test replaces to fail or interrupt them.
struct FileCalls: Sendable {
    var write: @Sendable (_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int
    var fsync: @Sendable (_ fd: Int32) -> Int32
    var rename: @Sendable (_ from: String, _ to: String) -> Int32

    static let live = FileCalls(
        write: { Glibc.write($0, $1, $2) }, fsync: { Glibc.fsync($0) }, rename: { Glibc.rename($0, $1) })
}
