#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Storage

/// The JSON backend: one human-readable document `store.json` per app,
/// replaced whole on every change under an exclusive `flock` on `store.lock`.
///
/// A write reads the current file inside the lock, applies the change,
/// writes `store.json.tmp`, fsyncs it, renames it over `store.json` and
/// fsyncs the folder: a reader (no lock needed) opens either the old or the
/// new file, and a killed writer leaves the old one. When the scope throws,
/// nothing is written.
public final class JSONStore: Store, @unchecked Sendable {
    public let kind = StoreKind.json
    public let path: String
    private let directory: String
    private let temporaryPath: String
    private let lockDescriptor: Int32
    /// Guards the cache below (one scope at a time per instance).
    private let mutex = StoreMutex()
    /// The bytes last read or written and their parse: a scope whose file
    /// holds the same bytes skips parsing. Nil bytes: there was no file.
    private var cachedBytes: [UInt8]?
    private var cachedDocument: Document?

    /// The document's file name inside the data folder.
    public static let fileName = "store.json"
    /// The lock file writers `flock` (never replaced, so the lock is stable).
    public static let lockFileName = "store.lock"

    private init(directory: String, lockDescriptor: Int32) {
        self.directory = directory
        path = directory + "/" + JSONStore.fileName
        temporaryPath = path + ".tmp"
        self.lockDescriptor = lockDescriptor
    }

    deinit { close(lockDescriptor) }

    /// Opens (or prepares) `store.json` in `directory`, creating the folder
    /// 0700 and the lock file 0600. A missing document is an empty store
    /// (written at the first change). An existing one is parsed now: corrupt,
    /// truncated or foreign content throws `.corrupt`, a newer
    /// `schemaVersion` `.newerVersion`, and the file keeps every byte; an
    /// older version is migrated under the lock.
    public static func open(directory: String) throws -> JSONStore {
        try prepareStoreDirectory(directory)
        let store = JSONStore(directory: directory,
                              lockDescriptor: try StoreFiles.openPrivate(directory + "/" + lockFileName))
        try store.mutex.withLock {
            guard let (bytes, document, version) = try store.load() else { return }
            if version < Document.currentVersion {
                try store.locked {
                    // Another process may have migrated it meanwhile: load again.
                    guard let (_, current, version) = try store.load(), version < Document.currentVersion else { return }
                    try store.save(current)
                }
            } else {
                store.cachedBytes = bytes
                store.cachedDocument = document
            }
        }
        return store
    }

    @discardableResult public func read<T>(_ body: (any StoreContext) throws -> T) throws -> T {
        try mutex.withLock {
            let context = JSONContext(document: try currentDocument().document, writable: false)
            defer { context.isActive = false }
            return try body(context)
        }
    }

    @discardableResult public func write<T>(_ body: (any StoreContext) throws -> T) throws -> T {
        try mutex.withLock {
            try locked {
                let (bytes, document, isCurrent) = try currentDocument()
                // The cache lets go of the document so that changes mutate it
                // in place; it is cached again only once written.
                cachedDocument = nil
                cachedBytes = nil
                let context = JSONContext(document: document, writable: true)
                defer { context.isActive = false }
                let result = try body(context)
                // A write scope on a store with no file yet creates it, even
                // without changes: `migrate` of an empty store must leave the
                // target it names.
                if context.isDirty || bytes == nil {
                    try save(context.document)
                } else if isCurrent {
                    cachedDocument = context.document
                    cachedBytes = bytes
                }
                return result
            }
        }
    }

    /// The document on disk now, from the cache when the bytes are the same.
    /// `isCurrent` is false for an older file found mid-life (another build
    /// wrote it): it is migrated in memory, and written in the new format at
    /// the next change.
    private func currentDocument() throws -> (bytes: [UInt8]?, document: Document, isCurrent: Bool) {
        let bytes = try readFile()
        if let cachedDocument, bytes == cachedBytes { return (bytes, cachedDocument, true) }
        guard let bytes else { return (nil, Document(), true) }
        let (document, version) = try DocumentDecoder.decode(bytes, path: path)
        let isCurrent = version == Document.currentVersion
        if isCurrent {
            cachedBytes = bytes
            cachedDocument = document
        }
        return (bytes, document, isCurrent)
    }

    /// Reads and parses the file: nil when there is none.
    private func load() throws -> (bytes: [UInt8], document: Document, version: Int)? {
        guard let bytes = try readFile() else { return nil }
        let (document, version) = try DocumentDecoder.decode(bytes, path: path)
        return (bytes, document, version)
    }

    /// The file's bytes, nil when it does not exist.
    private func readFile() throws -> [UInt8]? {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw StoreFiles.ioError(path, "open")
        }
        defer { close(descriptor) }
        return try StoreFiles.readAll(fd: descriptor, path: path)
    }

    /// Replaces the file atomically and durably (see the type's comment).
    private func save(_ document: Document) throws {
        let bytes = try DocumentEncoder.encode(document, path: path)
        let descriptor = try StoreFiles.openPrivate(temporaryPath, truncate: true)
        do {
            try StoreFiles.writeAll(fd: descriptor, bytes: bytes, path: temporaryPath)
            guard fsync(descriptor) == 0 else { throw StoreFiles.ioError(temporaryPath, "fsync") }
        } catch {
            close(descriptor)
            unlink(temporaryPath)
            throw error
        }
        close(descriptor)
        guard rename(temporaryPath, path) == 0 else { throw StoreFiles.ioError(path, "rename") }
        try StoreFiles.syncDirectory(directory)
        cachedBytes = bytes
        cachedDocument = document
    }

    /// Runs `body` holding the exclusive lock on `store.lock`.
    private func locked<T>(_ body: () throws -> T) throws -> T {
        while flock(lockDescriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw StoreFiles.ioError(directory + "/" + JSONStore.lockFileName, "flock") }
        }
        defer { flock(lockDescriptor, LOCK_UN) }
        return try body()
    }
}
