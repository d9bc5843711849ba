import FileIO
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

    /// The store's words for a step of `AtomicFile` that failed: the
    /// temporary file (`store.json.tmp`, removed by then) or the folder named
    /// as before, a full disk or a refused folder as such.
    func storeError(_ failure: AtomicFile.Failure) -> StoreError {
        let code = failure.errno
        switch failure.step {
        case .create where failure.error.call == "fchmod":
            return .system(path: temporary, operation: "chmod", code: code)
        case .create: return StorePathCheck.changeError(code, folder: folder, path: temporary, operation: "open")
        case .write, .flush:
            return refusal(code) ?? .system(path: temporary, operation: failure.error.call, code: code)
        case .rename: return StorePathCheck.changeError(code, folder: folder, path: file, operation: "rename")
        case .syncFolder:
            let operation = failure.error.call == "open" ? "open folder" : "fsync folder"
            return .system(path: folder, operation: operation, code: code)
        }
    }

    /// A write or fsync that failed for want of space names the folder.
    func refusal(_ code: Int32) -> StoreError? {
        code == ENOSPC || code == EDQUOT ? .diskFull(path: folder) : nil
    }
}
