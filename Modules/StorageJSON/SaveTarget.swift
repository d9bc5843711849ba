import SharedModels
import Storage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a change of the JSON store goes: the real file behind
/// `store.json` (a symbolic link is followed, so the link survives the
/// rename and the data lands where the user keeps it), the temporary file
/// beside it, and the folder to fsync.
struct SaveTarget {
    let file: String
    let temporary: String
    let folder: String

    init(storePath: String) throws {
        var info = stat()
        if lstat(storePath, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(storePath, nil) else {
                throw StorePathCheck.problem(at: storePath) ?? StoreFiles.ioError(storePath, "realpath")
            }
            file = String(cString: resolved)
            free(resolved)
        } else {
            file = storePath
        }
        temporary = file + ".tmp"
        folder = StorePathCheck.folder(of: file)
        // A store file the user made read-only is not replaced behind their
        // back (a rename only needs the folder), as SQLite refuses it too.
        if access(file, W_OK) != 0, errno == EACCES || errno == EROFS {
            throw StoreError.notWritable(path: errno == EROFS ? folder : file)
        }
    }

    /// Creates the temporary file, 0600, registered with `TemporaryFiles`
    /// so that a signal removes it (the caller forgets it once it is renamed
    /// or removed). A leftover of a killed writer is removed first (writers
    /// hold the lock, so none is in use), and the name is never followed as a link.
    func createTemporary() throws -> (descriptor: Int32, registration: TemporaryFiles.Registration) {
        unlink(temporary)
        let made = TemporaryFiles.create {
            (open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600), temporary)
        }
        let fd = made.descriptor
        guard fd >= 0 else {
            throw StorePathCheck.changeError(errno, folder: folder, path: temporary, operation: "open")
        }
        guard fchmod(fd, 0o600) == 0 else {
            let error = StoreFiles.ioError(temporary, "chmod")
            close(fd)
            unlink(temporary)
            TemporaryFiles.forget(made.registration)
            throw error
        }
        return (fd, made.registration)
    }

    /// A write or fsync that failed for want of space names the folder.
    func refusal(_ code: Int32) -> StoreError? {
        code == ENOSPC || code == EDQUOT ? .diskFull(path: folder) : nil
    }
}
