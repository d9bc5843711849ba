#if canImport(Glibc)
    import Glibc
#endif

/// What can go wrong in a store. The localized text is made by the presenter
/// in AppPlugin; the payload carries what that text names.
package enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file cannot be decoded (corrupt, truncated, wrong content). Exit 65.
    case corrupt(path: String, detail: String)
    /// Written by a newer build than this one. Exit 65.
    case newerVersion(path: String, found: Int, supported: Int)
    /// The file or folder cannot be read or written. Exit 65 for reads, 1 else.
    case io(path: String, detail: String)
    /// As `io`, for a system call that failed with an `errno`: kept as the
    /// number so the message can say it in the user's language.
    case system(path: String, operation: String, code: Int32)
    /// SQLite failed: the code, message and SQL of the statement.
    case sqlite(code: Int32, message: String, sql: String)
    /// A unique constraint: an id, a category title, a record.
    case conflict(entity: StoreEntity, key: String)
    /// An entity named by a change does not exist.
    case notFound(entity: StoreEntity, key: String)
    /// A write was attempted inside `Store.read`.
    case readOnly
    /// `migrate` without `--force` found data in the target (counts per entity). Exit 64.
    case targetNotEmpty(path: String, counts: [String: Int])
    /// A copy between backends did not arrive whole. Exit 1.
    case countMismatch(entity: StoreEntity, expected: Int, found: Int)
    /// A change was refused because `path` (the data folder, or the store
    /// file itself) cannot be written: read-only media, or no permission.
    /// Reads still work. Exit 1: the store is fine, the place is not.
    case notWritable(path: String)
    /// A change failed for want of space on the device holding `path` (the
    /// data folder); nothing was changed. Exit 1.
    case diskFull(path: String)
    /// Another process held the store's lock for `StoreLocking.timeout`
    /// (both backends wait the same); nothing was changed. Exit 1.
    case busy(path: String)
    /// The store's path exists but is no file a store can live in. Exit 65.
    case unusable(path: String, problem: StoreFileProblem)
    /// SQLite failed for a reason no case above names; the SQL is kept out
    /// of it on purpose (it means nothing to a user). Exit 1.
    case backendFailure(path: String, code: Int32, message: String)

    package var description: String {
        switch self {
        case .corrupt(let path, let detail): "\(path): corrupt store: \(detail)"
        case .newerVersion(let path, let found, let supported):
            "\(path): schema version \(found) is newer than \(supported)"
        case .io(let path, let detail): "\(path): \(detail)"
        case .system(let path, let operation, let code): "\(path): \(operation): \(String(cString: strerror(code)))"
        case .sqlite(let code, let message, let sql): "SQLite error \(code): \(message) (in: \(sql))"
        case .conflict(let entity, let key): "\(entity.rawValue) '\(key)' exists already"
        case .notFound(let entity, let key): "\(entity.rawValue) '\(key)' not found"
        case .readOnly: "write inside a read-only scope"
        case .targetNotEmpty(let path, let counts):
            "\(path): target store is not empty ("
                + counts.sorted { $0.key < $1.key }
                .filter { $0.value > 0 }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + ")"
        case .countMismatch(let entity, let expected, let found):
            "copy of \(entity.countKey): expected \(expected), found \(found)"
        case .notWritable(let path): "\(path): not writable"
        case .diskFull(let path): "\(path): no space left on the device"
        case .busy(let path): "\(path): locked by another process"
        case .unusable(let path, let problem): "\(path): \(problem)"
        case .backendFailure(let path, let code, let message): "\(path): SQLite error \(code): \(message)"
        }
    }
}

/// Why a store's path cannot hold a store (`StoreError.unusable`).
package enum StoreFileProblem: Equatable, Sendable, CustomStringConvertible {
    /// A folder stands where the file should be.
    case directory
    /// A symbolic link whose target does not exist (it is not read as an
    /// empty store: the data the user meant is elsewhere).
    case danglingLink(target: String)
    /// A device, FIFO or socket.
    case notRegularFile
    /// The file exists but this user may not read it.
    case permissionDenied

    package var description: String {
        switch self {
        case .directory: "a folder, not a file"
        case .danglingLink(let target): "a symbolic link to the missing \(target)"
        case .notRegularFile: "not a regular file"
        case .permissionDenied: "permission denied"
        }
    }
}

/// Whether an error says the change was refused by the place, not the data
/// (the store can still be read there).
extension StoreError {
    package var isWriteRefusal: Bool {
        switch self {
        case .notWritable, .diskFull: true
        default: false
        }
    }
}

extension StoreError {
    /// SQLite's primary codes that say the file itself is damaged:
    /// SQLITE_CORRUPT and SQLITE_NOTADB. Spelled here rather than taken from
    /// the `SQLite` module (which names them `.corrupt` and `.notADatabase`)
    /// so that `Storage`, and the runner above it, link no backend.
    static let sqliteDamageCodes: Set<Int32> = [11, 26]

    /// Whether an unnamed SQLite failure (`.sqlite`) says the file is
    /// damaged, whatever extended code it carries.
    package var isSQLiteDamage: Bool {
        if case .sqlite(let code, _, _) = self { return Self.sqliteDamageCodes.contains(code & 0xFF) }
        return false
    }
}
