import FileIO
import SQLite
import Storage
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The SQLite backend: `store.sqlite` in the data folder, real tables (see
/// `Schema`), WAL, `BEGIN IMMEDIATE` writes.
package final class SQLiteStore: Store, @unchecked Sendable {  // wraps a SQLite connection, used only under `mutex`
    package let kind = StoreKind.sqlite
    package let path: String
    /// Guards `database` (a connection is used by one thread at a time).
    private let mutex = Mutex(())
    private let database: Database
    /// Set when the store could only be opened for reading (read-only
    /// media, a full disk): every write scope throws it before it starts.
    private let writeRefusal: StoreError?

    private init(path: String, database: Database, writeRefusal: StoreError? = nil) {
        self.path = path
        self.database = database
        self.writeRefusal = writeRefusal
    }

    /// The file name inside the data folder.
    package static let fileName = "store.sqlite"

    /// Opens (creating when missing) `store.sqlite` in `directory`, creating
    /// the folder 0700 and the files 0600.
    ///
    /// An existing file is validated before anything is written to it: the
    /// header is checked, then the schema is read with `query_only` on and the
    /// close-time checkpoint off; a foreign, corrupt or truncated file throws
    /// `.corrupt`, a newer schema `.newerVersion`, a folder or a dangling link
    /// in its place `.unusable`, and the file keeps every byte (and no
    /// `-wal`/`-shm` is left beside it). An older schema passes `quick_check`
    /// before it is migrated.
    ///
    /// Where the store cannot be written (read-only folder, file or mount, a
    /// full disk) it is opened for reading: `SQLITE_OPEN_READONLY`, or
    /// `immutable` where not even the `-shm` file can be made; a missing
    /// store there reads as an empty one. Writes then throw the refusal
    /// (`.notWritable` or `.diskFull`, naming the folder or file).
    package static func open(directory: String) throws -> SQLiteStore {
        let path = directory + "/" + fileName
        do { try prepareStoreDirectory(directory) } catch let error as StoreError where error.isWriteRefusal {
            return try emptyStore(path: path, refusal: error)  // no folder, and none can be made here
        }
        return try surfacing(path) {
            if let problem = StorePathCheck.problem(at: path) { throw problem }
            if !StoreFiles.exists(path) {
                do { try create(path: path, directory: directory) } catch let error as StoreError
                    where error.isWriteRefusal
                {
                    return try emptyStore(path: path, refusal: error)
                }
            }
            do {
                return try openExisting(path: path, mode: .readWrite)
            } catch let error as StoreError {
                guard let refusal = writeRefusal(after: error, path: path) else { throw error }
                do {
                    return try openExisting(path: path, mode: .readOnly, refusal: refusal)
                } catch let again as StoreError where again.isWriteRefusal || again.isCannotOpen {
                    // Not even a `-shm` can be made here. Reading the file as
                    // immutable needs none, and is sound while no WAL holds
                    // commits the main file lacks (none can be added here).
                    guard (StoreFiles.size(path + "-wal") ?? 0) == 0 else { throw refusal }
                    return try openExisting(path: path, mode: .immutable, refusal: refusal)
                }
            }
        }
    }

    /// Whether a failed read-write open means "this place cannot be
    /// written" (then the store is opened for reading, and this is what its
    /// writes throw): SQLite names some refusals itself; a `-wal`/`-shm`
    /// that could not be made (SQLITE_CANTOPEN) is judged by the folder.
    private static func writeRefusal(after error: StoreError, path: String) -> StoreError? {
        if error.isWriteRefusal { return error }
        guard error.isCannotOpen else { return nil }
        let folder = StorePathCheck.folder(of: path)
        if access(folder, W_OK) != 0 {
            return StorePathCheck.changeError(errno, folder: folder, path: path, operation: "open")
        }
        var space = statvfs()
        if statvfs(folder, &space) == 0, space.f_bavail == 0 { return .diskFull(path: folder) }
        return nil
    }

    /// Opens an existing file (see `open`). `refusal` is set for the
    /// read-only modes; a read-write open that SQLite could only make
    /// read-only (a read-only file) finds its own.
    private static func openExisting(path: String, mode: Database.Mode, refusal: StoreError? = nil) throws
        -> SQLiteStore
    {
        let sideFiles = SideFiles(path: path)
        do {
            return try attempt(path: path, mode: mode, refusal: refusal, hadWAL: sideFiles.hadWAL)
        } catch {
            sideFiles.removeStillborn()
            throw error
        }
    }

    private static func attempt(path: String, mode: Database.Mode, refusal: StoreError?, hadWAL: Bool) throws
        -> SQLiteStore
    {
        try StoreError.translating { try validatedStore(path: path, mode: mode, refusal: refusal, hadWAL: hadWAL) }
    }

    private static func validatedStore(path: String, mode: Database.Mode, refusal: StoreError?, hadWAL: Bool) throws
        -> SQLiteStore
    {
        let database = try Database(path: path, mode: mode)
        database.disableCheckpointOnClose()
        do {
            let header = try FileCheck.validate(database)
            try database.mapForReading()
            SQLiteReadFault.arm(path: path)
            database.setBusyTimeout(milliseconds: StoreLocking.timeoutMilliseconds)
            try database.execute("PRAGMA query_only=1")
            let current = try schemaVersion(of: database)
            let needsWrite = current < Schema.latestVersion || !header.isWAL
            if needsWrite, current > 0 {
                let check = try database.integrityCheck(quick: true)
                guard check == "ok" else { throw StoreError.corrupt(path: path, detail: "quick_check: \(check)") }
            }
            if let refusal = refusal ?? (database.isReadOnly ? readOnlyFileRefusal(path) : nil) {
                guard current == Schema.latestVersion else {
                    return try migratedCopy(of: database, path: path, refusal: refusal)
                }
                return SQLiteStore(path: path, database: database, writeRefusal: refusal)
            }
            try database.execute("PRAGMA query_only=0")
            try database.configureForWriting()
            if current < Schema.latestVersion { try Migrator.migrate(database, to: Schema.migrations) }
            database.enableCheckpointOnClose()
            return SQLiteStore(path: path, database: database)
        } catch {
            // Reading made a `-wal` and `-shm`: with the checkpoint back on,
            // the close removes them when no other connection uses them (an
            // empty WAL's checkpoint writes nothing to the file).
            if !hadWAL, mode == .readWrite { database.enableCheckpointOnClose() }
            throw error
        }
    }

    /// The schema version of a validated file, refusing foreign and newer ones.
    private static func schemaVersion(of database: Database) throws -> Int {
        switch try Migrator.state(of: database) {
        case .foreign:
            throw StoreError.corrupt(path: database.path, detail: "not a Pocket store (no schema_migrations table)")
        case .empty: return 0
        case .version(let version):
            if version > Schema.latestVersion {
                throw StoreError.newerVersion(path: database.path, found: version, supported: Schema.latestVersion)
            }
            return version
        }
    }

    /// Why a file SQLite opened read-only cannot be written.
    private static func readOnlyFileRefusal(_ path: String) -> StoreError {
        let folder = StorePathCheck.folder(of: path)
        return access(path, W_OK) != 0 && errno == EACCES ? .notWritable(path: path) : .notWritable(path: folder)
    }

    /// A store with no file on media where none can be made: an empty
    /// database in memory with the schema, read-only for the commands.
    /// An older schema where nothing can be written: this build's queries
    /// need the latest one, so the file is copied into memory and migrated
    /// there. Reads see the user's data; the file keeps every byte; changes
    /// throw `refusal`. (A one-time cost per run, paid only on such media.)
    private static func migratedCopy(of file: Database, path: String, refusal: StoreError) throws -> SQLiteStore {
        let memory = try Database(path: ":memory:")
        try file.copy(into: memory)
        try Migrator.migrate(memory, to: Schema.migrations)
        return SQLiteStore(path: path, database: memory, writeRefusal: refusal)
    }

    private static func emptyStore(path: String, refusal: StoreError) throws -> SQLiteStore {
        try StoreError.translating {
            let database = try Database(path: ":memory:")
            try Migrator.migrate(database, to: Schema.migrations)
            return SQLiteStore(path: path, database: database, writeRefusal: refusal)
        }
    }

    /// Runs `body`, turning the SQLite layer's errors into `StoreError`s and
    /// what SQLite left unnamed into `.backendFailure` naming the store
    /// (never the SQL).
    private static func surfacing<T>(_ path: String, _ body: () throws -> T) throws -> T {
        do { return try StoreError.translating(body) } catch let StoreError.sqlite(code, message, _) {
            throw StoreError.backendFailure(path: path, code: code, message: message)
        }
    }

    /// Builds a fresh store under a temporary name and links it into place,
    /// so a crash mid-creation never leaves a half-made `store.sqlite` (an
    /// empty file there would read as corrupt). When two processes race, the
    /// first link wins and the other's copy is dropped.
    private static func create(path: String, directory: String) throws {
        var random = SystemRandomNumberGenerator()
        let temporary = "\(directory)/.\(fileName).new-\(getpid())-\(random.next() as UInt32)"
        // Registered with `TemporaryFiles`, SQLite's files beside it too, so
        // a signal mid-creation leaves none of them.
        let made = TemporaryFiles.create {
            (Glibc.open(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600), temporary)
        }
        let sidecars = ["-wal", "-shm", "-journal"].map { TemporaryFiles.register(temporary + $0) }
        defer {
            for suffix in ["", "-wal", "-shm", "-journal"] { unlink(temporary + suffix) }
            for registration in sidecars + [made.registration] { TemporaryFiles.forget(registration) }
        }
        let fd = made.descriptor
        guard fd >= 0 else {
            throw StorePathCheck.changeError(errno, folder: directory, path: temporary, operation: "open")
        }
        fchmod(fd, 0o600)
        close(fd)
        try StoreError.translating {
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
                throw StorePathCheck.changeError(errno, folder: directory, path: path, operation: "link")
            }
        }
        try StoreFiles.syncDirectory(directory)
    }

    @discardableResult package func read<T>(_ body: (any StoreContext) throws -> T) throws -> T {
        try Self.surfacing(path) {
            try mutex.whileLocked {
                try checkOutsideChanges()
                let context = SQLiteContext(database: database, writable: false)
                defer { context.isActive = false }
                return try database.transaction(.deferred) { try body(context) }
            }
        }
    }

    /// A write scope first checks what `OutsideChanges` says, and seals the
    /// store again as its last statement.
    @discardableResult package func write<T>(_ body: (any StoreContext) throws -> T) throws -> T {
        if let writeRefusal { throw writeRefusal }
        return try Self.surfacing(path) {
            try mutex.whileLocked {
                let context = SQLiteContext(database: database, writable: true)
                defer { context.isActive = false }
                return try database.transaction(.immediate) {
                    try OutsideChanges.checkBeforeWriting(context)
                    let result = try body(context)
                    try OutsideChanges.sealAfterWriting(database)
                    return result
                }
            }
        }
    }

    /// A write scope over the connection itself, for code that works below
    /// the repositories (the sync engine's outbox, cells and merged rows).
    /// Same guarantees as `write`: one `BEGIN IMMEDIATE` transaction, the
    /// outside-change check first and the seal last, all or nothing.
    @discardableResult package func writeDatabase<T>(_ body: (Database) throws -> T) throws -> T {
        if let writeRefusal { throw writeRefusal }
        return try Self.surfacing(path) {
            try mutex.whileLocked {
                try database.transaction(.immediate) {
                    try OutsideChanges.checkBeforeWriting(SQLiteContext(database: database, writable: false))
                    let result = try body(database)
                    try OutsideChanges.sealAfterWriting(database)
                    return result
                }
            }
        }
    }

    /// A read scope over the connection itself (one consistent snapshot).
    @discardableResult package func readDatabase<T>(_ body: (Database) throws -> T) throws -> T {
        try Self.surfacing(path) {
            try mutex.whileLocked {
                try checkOutsideChanges()
                return try database.transaction(.deferred) { try body(database) }
            }
        }
    }

    /// Before a read: when another program changed the store since our last
    /// write (`OutsideChanges`, one row read), the whole check runs, and a
    /// sound store is sealed again where this process may write, so the
    /// check runs once per outside change; a damaged one refuses the read.
    private func checkOutsideChanges() throws {
        guard try !OutsideChanges.isSealed(database) else { return }
        let context = SQLiteContext(database: database, writable: false)
        defer { context.isActive = false }
        try database.transaction(writeRefusal == nil ? .immediate : .deferred) {
            try OutsideChanges.checkBeforeWriting(context)
            if writeRefusal == nil { try OutsideChanges.sealAfterWriting(database) }
        }
    }

    /// `PRAGMA integrity_check`: "ok" for a sound file.
    package func integrityCheck() throws -> String {
        try mutex.whileLocked { try StoreError.translating { try database.integrityCheck() } }
    }
}
