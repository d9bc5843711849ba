#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Storage

/// The SQLite backend: `store.sqlite` in the data folder, real tables (see
/// `Schema`), WAL, `BEGIN IMMEDIATE` writes.
public final class SQLiteStore: Store, @unchecked Sendable {
    public let kind = StoreKind.sqlite
    public let path: String
    /// Guards `database` (a connection is used by one thread at a time).
    private let mutex = StoreMutex()
    private let database: Database

    private init(path: String, database: Database) {
        self.path = path; self.database = database
    }

    /// The file name inside the data folder.
    public static let fileName = "store.sqlite"

    /// Opens (creating when missing) `store.sqlite` in `directory`, creating
    /// the folder 0700 and the files 0600.
    ///
    /// An existing file is validated before anything is written to it: the
    /// header is checked, then the schema is read with `query_only` on and the
    /// close-time checkpoint off; a foreign, corrupt or truncated file throws
    /// `.corrupt`, a newer schema `.newerVersion`, and the file keeps every
    /// byte. An older schema passes `quick_check` before it is migrated.
    public static func open(directory: String) throws -> SQLiteStore {
        try prepareStoreDirectory(directory)
        let path = directory + "/" + fileName
        if !StoreFiles.exists(path) { try create(path: path, directory: directory) }
        let database = try Database(path: path)
        database.disableCheckpointOnClose()
        let header = try FileCheck.validate(database)
        database.setBusyTimeout(milliseconds: 5000)
        try database.execute("PRAGMA query_only=1")
        let state = try Migrator.state(of: database)
        let current: Int
        switch state {
        case .foreign: throw StoreError.corrupt(path: path, detail: "not a Pocket store (no schema_migrations table)")
        case .empty: current = 0
        case let .version(version): current = version
        }
        if current > Schema.latestVersion {
            throw StoreError.newerVersion(path: path, found: current, supported: Schema.latestVersion)
        }
        let needsWrite = current < Schema.latestVersion || !header.isWAL
        if needsWrite, current > 0 {
            let check = try database.integrityCheck(quick: true)
            guard check == "ok" else { throw StoreError.corrupt(path: path, detail: "quick_check: \(check)") }
        }
        try database.execute("PRAGMA query_only=0")
        try database.configureForWriting()
        if current < Schema.latestVersion { try Migrator.migrate(database, to: Schema.migrations) }
        database.enableCheckpointOnClose()
        return SQLiteStore(path: path, database: database)
    }

    /// Builds a fresh store under a temporary name and links it into place,
    /// so a crash mid-creation never leaves a half-made `store.sqlite` (an
    /// empty file there would read as corrupt). When two processes race, the
    /// first link wins and the other's copy is dropped.
    private static func create(path: String, directory: String) throws {
        var random = SystemRandomNumberGenerator()
        let temporary = "\(directory)/.\(fileName).new-\(getpid())-\(random.next() as UInt32)"
        defer {
            for suffix in ["", "-wal", "-shm", "-journal"] { unlink(temporary + suffix) }
        }
        close(try StoreFiles.openPrivate(temporary))
        do {
            let database = try Database(path: temporary)
            try database.configureForWriting()
            try Migrator.migrate(database, to: Schema.migrations)
            // Everything into the main file, so the link below carries it all.
            try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        if link(temporary, path) != 0, errno != EEXIST {
            // A file system without hard links: rename is atomic too, it only
            // cannot refuse to replace a store another process made meanwhile.
            guard errno == EPERM || errno == ENOTSUP, rename(temporary, path) == 0 else {
                throw StoreFiles.ioError(path, "link")
            }
        }
        try StoreFiles.syncDirectory(directory)
    }

    @discardableResult public func read<T>(_ body: (any StoreContext) throws -> T) throws -> T {
        try mutex.withLock {
            let context = SQLiteContext(database: database, writable: false)
            defer { context.isActive = false }
            return try database.transaction(immediate: false) { try body(context) }
        }
    }

    @discardableResult public func write<T>(_ body: (any StoreContext) throws -> T) throws -> T {
        try mutex.withLock {
            let context = SQLiteContext(database: database, writable: true)
            defer { context.isActive = false }
            return try database.transaction(immediate: true) { try body(context) }
        }
    }

    /// `PRAGMA integrity_check`: "ok" for a sound file.
    public func integrityCheck() throws -> String {
        try mutex.withLock { try database.integrityCheck() }
    }
}
