import FileIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// File-system helpers both backends share. Modes are set explicitly with
// chmod/fchmod after creation, so the process umask cannot widen them: the
// store holds personal data and, for image-feed, a token.

/// Creates `path` and any missing parents with mode 0700. Folders that exist
/// already are left as they are (the user chose their modes).
package func prepareStoreDirectory(_ path: String) throws {
    guard !path.isEmpty else { throw StoreError.system(path: path, operation: "mkdir", code: ENOENT) }
    // The usual case, every run after the first: one stat instead of a
    // failing mkdir per component (the status-bar line runs every few seconds).
    var existing = stat()
    if stat(path, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFDIR { return }
    var prefix = path.hasPrefix("/") ? "/" : ""
    var parent = path.hasPrefix("/") ? "/" : "."
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
        prefix += component
        if mkdir(prefix, 0o700) == 0 {
            guard chmod(prefix, 0o700) == 0 else { throw StoreFiles.ioError(prefix, "chmod") }
        } else if errno != EEXIST {
            throw folderRefusal(errno, parent: parent) ?? StoreFiles.ioError(prefix, "mkdir")
        }
        parent = prefix
        prefix += "/"
    }
    var info = stat()
    guard stat(path, &info) == 0 else { throw StoreFiles.ioError(path, "stat") }
    guard (info.st_mode & S_IFMT) == S_IFDIR else {
        throw StoreError.system(path: path, operation: "mkdir", code: ENOTDIR)
    }
}

/// A folder that could not be made because of the place, not the path:
/// read-only media or no permission (`.notWritable` naming the folder that
/// would hold it), or no space (`.diskFull`). The backends then read an
/// empty store there and refuse changes, as they do beside a missing file.
private func folderRefusal(_ code: Int32, parent: String) -> StoreError? {
    switch code {
    case EROFS, EACCES, EPERM: .notWritable(path: parent)
    case ENOSPC, EDQUOT: .diskFull(path: parent)
    default: nil
    }
}

/// Small POSIX wrappers that turn `errno` into `StoreError.io`.
package enum StoreFiles {
    /// Opens (creating when missing) a private 0600 file for reading and writing.
    package static func openPrivate(_ path: String, truncate: Bool = false) throws -> Int32 {
        let flags = O_RDWR | O_CREAT | O_CLOEXEC | (truncate ? O_TRUNC : 0)
        let fd = open(path, flags, 0o600)
        guard fd >= 0 else { throw ioError(path, "open") }
        guard fchmod(fd, 0o600) == 0 else {
            let error = ioError(path, "chmod")
            close(fd)
            throw error
        }
        return fd
    }

    /// Flushes a folder's entries (a rename or a new file) to the disk.
    package static func syncDirectory(_ path: String) throws {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw ioError(path, "open folder") }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw ioError(path, "fsync folder") }
    }

    /// Whether anything exists at `path` (without following a final symlink's target type).
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The size of the file at `path`, nil when it does not exist.
    package static func size(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// Reads a whole file by descriptor (from offset 0).
    package static func readAll(fd: Int32, path: String) throws -> [UInt8] {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ioError(path, "stat") }
        // A file that shrank under us: what was read.
        do throws(SystemCallError) { return try Descriptor.read(fd, count: Int(info.st_size)) } catch {
            throw StoreError.system(path: path, operation: "read", code: error.errno)
        }
    }

    /// Writes every byte to a descriptor (`Descriptor.writeAll`, the loop every writer shares).
    package static func writeAll(fd: Int32, bytes: [UInt8], path: String) throws {
        let code = Descriptor.writeAll(fd, bytes)
        guard code == 0 else {
            errno = code  // callers that keep only the errno read it after the throw
            throw StoreError.system(path: path, operation: "write", code: code)
        }
    }

    /// `StoreError.system` for the current `errno`.
    package static func ioError(_ path: String, _ operation: String) -> StoreError {
        .system(path: path, operation: operation, code: errno)
    }
}
