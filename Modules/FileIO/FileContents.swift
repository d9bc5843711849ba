#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file another program wrote (an export, a backup, a ZIP, harsh's log),
/// read whole or by its first bytes, with the checks such a file needs
/// before a byte of it is trusted: it must be a regular file (a FIFO or a
/// device named like one would block or never end; it is opened
/// non-blocking so that even the open cannot hang), and no larger than the
/// caller's limit, checked before reading. Plain POSIX, so that readers need
/// no Foundation (whose file handles bring its internationalization data).
package enum FileContents {
    package enum Failure: Error, Sendable, Equatable {
        /// No file at the path (or a dangling link).
        case missing
        /// A folder, FIFO, socket or device.
        case notRegularFile
        /// Larger than the limit the caller set, in bytes.
        case tooLarge(limit: Int)
        /// Any other refusal of the system (`errno`: permission, I/O error).
        case unreadable(errno: Int32)
    }

    /// The file's bytes, at most `prefix` of them when given.
    package static func read(_ path: String, limit: Int, prefix: Int? = nil) throws(Failure) -> [UInt8] {
        let fd: Int32
        do throws(SystemCallError) {
            fd = try syscall("open") { open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        } catch {
            throw error.errno == ENOENT ? .missing : .unreadable(errno: error.errno)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(errno: errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile }
        let size = Int(info.st_size)
        let wanted = min(size, prefix ?? size)
        guard wanted <= limit else { throw .tooLarge(limit: limit) }
        do throws(SystemCallError) {
            return try Descriptor.read(fd, count: wanted)
        } catch {
            throw .unreadable(errno: error.errno)
        }
    }

    /// Whether anything (a file, a folder, a dangling link) has this name.
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The last component of a path, as error messages name a file.
    package static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
