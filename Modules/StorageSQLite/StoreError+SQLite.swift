import SQLite
import Storage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension StoreError {
    /// SQLite's failures in the terms both backends use, so a user reads
    /// the same line whichever backend failed, naming the file or folder
    /// and never the SQL: "not a database", "corrupt" and a missing table
    /// are damage (`.corrupt`); a full disk, read-only media and a held
    /// lock are `.diskFull`, `.notWritable` and `.busy`. Everything else
    /// keeps code, message and SQL (`.sqlite`) for the callers that handle
    /// a code; the store turns what is left into `.backendFailure` before
    /// it reaches a user (`SQLiteStore.surfacing`).
    init(_ error: DatabaseError) {
        let path = error.path
        let folder = StorePathCheck.folder(of: path)
        let message = error.message
        switch error.code.primary {
        case .notADatabase, .corrupt:
            self = .corrupt(path: path, detail: "\(message) (SQLite error \(error.code.rawValue))")
        case .error where message.hasPrefix("no such table") || message.hasPrefix("no such column"):
            self = .corrupt(path: path, detail: message)
        case .busy:
            self = .busy(path: path)
        case .full:
            self = .diskFull(path: folder)
        case .readOnly:
            // The folder refused the journal: the folder, not the file.
            let fileRefused = error.code != .readOnlyDirectory && access(path, W_OK) != 0 && errno == EACCES
            self = .notWritable(path: fileRefused ? path : folder)
        case .ioError, .cantOpen:
            switch error.systemErrno {
            case ENOSPC, EDQUOT: self = .diskFull(path: folder)
            case EACCES, EPERM, EROFS: self = .notWritable(path: folder)
            default: self = .sqlite(code: error.code.rawValue, message: message, sql: error.sql)
            }
        default:
            self = .sqlite(code: error.code.rawValue, message: message, sql: error.sql)
        }
    }

    /// Runs `body`, turning the SQLite layer's errors (`DatabaseError`, a
    /// newer schema) into `StoreError`s; others pass unchanged.
    static func translating<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw StoreError(error)
        } catch let error as NewerSchemaError {
            throw StoreError.newerVersion(path: error.path, found: error.found, supported: error.supported)
        }
    }

    /// The SQLite code of an error left unnamed (`.sqlite`), nil for any other.
    var resultCode: ResultCode? {
        if case .sqlite(let code, _, _) = self { return ResultCode(rawValue: code) }
        return nil
    }
}
