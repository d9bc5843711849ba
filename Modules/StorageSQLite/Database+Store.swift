import SQLite
import Storage

/// The connection settings of the tracker's store.
extension Database {
    /// Sets the pragmas every write connection uses: WAL, `synchronous=NORMAL`
    /// (durable against a killed process; a power cut may lose the last
    /// commits), foreign keys on, and a busy timeout for concurrent writers.
    package func configureForWriting(busyTimeoutMilliseconds: Int32 = StoreLocking.timeoutMilliseconds) throws {
        setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
        let mode = try scalarText("PRAGMA journal_mode=WAL")
        guard mode?.lowercased() == "wal" else {
            throw DatabaseError(
                code: .error, message: "journal mode is \(mode ?? "unknown"), not wal",
                sql: "PRAGMA journal_mode=WAL", path: path)
        }
        try execute("PRAGMA synchronous=NORMAL")
        try execute("PRAGMA foreign_keys=ON")
    }

    /// Reads the main file through a memory map (`PRAGMA mmap_size`)
    /// instead of a `pread` into a page-cache buffer per page: a one-shot
    /// read such as `tracker list` then touches the kernel's pages in place,
    /// with fewer system calls and fewer fresh heap pages (about a tenth of
    /// its wall time at 1,000 trackers). Writes still go through SQLite's
    /// own calls, so a change is committed as before. Set once the file is
    /// known to be a SQLite store (`FileCheck`), never on a file not yet
    /// checked.
    func mapForReading() throws {
        try execute("PRAGMA mmap_size=\(Self.mapSize)")
    }

    /// The most of the file mapped: far above any store's size, within
    /// SQLite's own limit (2 GB) and only address space until read.
    static let mapSize = 1 << 30
}
