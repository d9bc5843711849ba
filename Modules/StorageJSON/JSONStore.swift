import FileIO
import Storage
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The JSON backend: one human-readable document `store.json` per app,
/// replaced whole on every change under an exclusive `flock` on `store.lock`.
///
/// A write reads the current file inside the lock, applies the change,
/// writes `store.json.tmp`, fsyncs it, renames it over `store.json` and
/// fsyncs the folder (`AtomicFile`, as user data): a reader (no lock needed) opens either the old or the
/// new file, and a killed writer leaves the old one. When the scope throws,
/// nothing is written, and nothing is left behind (no `.tmp`, and no lock
/// file beside a store that still does not exist). A symlinked
/// `store.json` is written through to its target (`SaveTarget`); reads
/// work on read-only media, where a change fails with `.notWritable`.
/// Unchecked: it wraps the lock file's descriptor; it and the cache are used only under `mutex`.
package final class JSONStore: Store, @unchecked Sendable {
    package let kind = StoreKind.json
    package let path: String
    private let directory: String
    private let lock: LockFile
    private let outsideEdits: OutsideEdits
    /// Guards the cache below (one scope at a time per instance).
    private let mutex = Mutex(())
    /// The bytes last read or written and their parse: a scope whose file
    /// holds the same bytes skips parsing. Nil bytes: there was no file.
    private var cachedBytes: [UInt8]?
    private var cachedDocument: Document?
    /// Set when the data folder does not exist and cannot be made here
    /// (read-only media, no permission, no space): the store reads empty and
    /// every change throws this.
    private var writeRefusal: StoreError?

    /// The document's file name inside the data folder.
    package static let fileName = "store.json"
    /// The lock file writers `flock` (never replaced, so the lock is stable).
    package static let lockFileName = "store.lock"
    /// The identity of the file this store wrote last (`OutsideEdits`).
    package static let sealFileName = fileName + ".seal"

    private init(directory: String) {
        self.directory = directory
        path = directory + "/" + JSONStore.fileName
        lock = LockFile(path: directory + "/" + JSONStore.lockFileName, storePath: path)
        outsideEdits = OutsideEdits(storePath: path)
    }

    /// Opens (or prepares) `store.json` in `directory`, creating the folder
    /// 0700. A missing document is an empty store (written at the first
    /// change, which also makes the lock file). An existing one is parsed
    /// now: corrupt, truncated or foreign content throws `.corrupt`, a newer
    /// `schemaVersion` `.newerVersion`, a folder or a dangling link in its
    /// place `.unusable`, and the file keeps every byte; an older version is
    /// migrated under the lock (or, on read-only media, read as it is).
    package static func open(directory: String) throws -> JSONStore {
        let store = JSONStore(directory: directory)
        do { try prepareStoreDirectory(directory) } catch let error as StoreError where error.isWriteRefusal {
            store.writeRefusal = error
            return store
        }
        try store.mutex.whileLocked {
            guard let (bytes, document, version) = try store.load() else { return }
            if version < Document.currentVersion {
                do {
                    try store.lock.withLock {
                        // Another process may have migrated it meanwhile: load again.
                        guard let (_, current, version) = try store.load(), version < Document.currentVersion else {
                            return
                        }
                        try store.save(current)
                    }
                } catch let error as StoreError where error.isWriteRefusal {
                    return  // each scope migrates it in memory (`currentDocument`)
                }
            } else {
                store.cachedBytes = bytes
                store.cachedDocument = document
            }
        }
        return store
    }

    @discardableResult package func read<T>(_ body: (any StoreContext) throws -> T) throws -> T {
        try mutex.whileLocked {
            let context = JSONContext(document: try currentDocument().document, writable: false)
            defer { context.isActive = false }
            return try body(context)
        }
    }

    @discardableResult package func write<T>(_ body: (any StoreContext) throws -> T) throws -> T {
        if let writeRefusal { throw writeRefusal }
        return try mutex.whileLocked {
            try lock.withLock {
                do { return try change(body) } catch {
                    // A first change that failed leaves no lock file behind.
                    if !StoreFiles.exists(path) { lock.remove() }
                    throw error
                }
            }
        }
    }

    /// One read-modify-write, holding the lock.
    private func change<T>(_ body: (any StoreContext) throws -> T) throws -> T {
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

    /// The document on disk now, from the cache when the bytes are the same.
    /// `isCurrent` is false for an older file found mid-life (another build
    /// wrote it): it is migrated in memory, and written in the new format at
    /// the next change.
    private func currentDocument() throws -> (bytes: [UInt8]?, document: Document, isCurrent: Bool) {
        let file = try readFileChecked()
        let bytes = file?.bytes
        if let cachedDocument, bytes == cachedBytes { return (bytes, cachedDocument, true) }
        guard let file, let bytes else { return (nil, Document(), true) }
        let (document, version) = try DocumentDecoder.decode(bytes, path: path, checkRules: !file.sealed)
        let isCurrent = version == Document.currentVersion
        if isCurrent {
            cachedBytes = bytes
            cachedDocument = document
        }
        return (bytes, document, isCurrent)
    }

    /// Reads and parses the file: nil when there is none.
    private func load() throws -> (bytes: [UInt8], document: Document, version: Int)? {
        guard let (bytes, sealed) = try readFileChecked() else { return nil }
        let (document, version) = try DocumentDecoder.decode(bytes, path: path, checkRules: !sealed)
        return (bytes, document, version)
    }

    /// The file's bytes (through a symbolic link), nil when nothing is
    /// there; a dangling link, a folder or an unreadable file throws
    /// `.unusable` naming it.
    private func readFile() throws -> [UInt8]? { try readFileChecked()?.bytes }

    /// `readFile`, and whether the file is the one this store wrote last
    /// (`OutsideEdits`): only another program's file has its rows checked.
    private func readFileChecked() throws -> (bytes: [UInt8], sealed: Bool)? {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if descriptor < 0 {
            let code = errno
            if let problem = StorePathCheck.problem(at: path) { throw problem }
            if code == ENOENT { return nil }
            if code == EACCES { throw StoreError.unusable(path: path, problem: .permissionDenied) }
            throw StoreFiles.ioError(path, "open")
        }
        defer { close(descriptor) }
        var info = stat()
        let known = fstat(descriptor, &info) == 0
        if known, info.st_mode & S_IFMT != S_IFREG {
            throw StoreError.unusable(
                path: path, problem: info.st_mode & S_IFMT == S_IFDIR ? .directory : .notRegularFile)
        }
        return (try StoreFiles.readAll(fd: descriptor, path: path), known && outsideEdits.isSealed(info))
    }

    /// Replaces the file atomically and durably (see the type's comment).
    /// Through a symbolic link, the link's target is replaced, in its own
    /// folder, and the link stays. Nothing is left behind when it fails.
    private func save(_ document: Document) throws {
        let bytes = try DocumentEncoder.encode(document, path: path)
        let target = try SaveTarget(storePath: path)
        do throws(AtomicFile.Failure) {
            // The fixed name: writers hold the lock, so a killed one's leftover is no one's.
            let file = try AtomicFile(
                replacing: target.file, durability: .userData, temporary: .fixed(target.temporary))
            try file.write(bytes)
            try file.commit()
        } catch {
            throw target.storeError(error)
        }
        outsideEdits.seal(file: target.file)
        cachedBytes = bytes
        cachedDocument = document
    }

}
