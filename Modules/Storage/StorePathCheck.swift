#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How long a change waits for another process's lock before it gives up
/// with `StoreError.busy`: the same on both backends (SQLite's busy timeout,
/// the JSON store's `flock`), so a stuck process never hangs a command.
package enum StoreLocking {
    package static let timeoutMilliseconds: Int32 = 5000
}

/// What both backends check about the store's path before they read it, and
/// how they name a failed change, so one fault reads the same on both.
package enum StorePathCheck {
    /// Nil when `path` is a readable regular file (through any symbolic
    /// links) or does not exist at all; else the `StoreError.unusable` that
    /// names it. A dangling link is an error, not an absent store: reading it
    /// as empty would hide the user's data and the first change would put a
    /// new file where the link was.
    package static func problem(at path: String) -> StoreError? {
        var link = stat()
        guard lstat(path, &link) == 0 else { return nil }
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .unusable(path: path, problem: .danglingLink(target: linkTarget(path) ?? "?"))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .unusable(path: path, problem: .directory)
        default: return .unusable(path: path, problem: .notRegularFile)
        }
        if access(path, R_OK) != 0, errno == EACCES { return .unusable(path: path, problem: .permissionDenied) }
        return nil
    }

    /// The text of a symbolic link, nil when `path` is none.
    package static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The error of a change that failed with `code` (an `errno`) in
    /// `folder`: read-only media or no permission → `.notWritable(folder)`,
    /// no space or quota → `.diskFull(folder)`, else `.io` naming `path`.
    package static func changeError(_ code: Int32, folder: String, path: String, operation: String) -> StoreError {
        switch code {
        case EACCES, EPERM, EROFS: .notWritable(path: folder)
        case ENOSPC, EDQUOT: .diskFull(path: folder)
        default: .system(path: path, operation: operation, code: code)
        }
    }

    /// The folder part of a path ("." for a bare name).
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
