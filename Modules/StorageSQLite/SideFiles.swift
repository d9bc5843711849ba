import SQLite
import Storage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `-wal` and `-shm` files beside a store, as they were before an open,
/// so a failed open leaves none it made.
///
/// A clean failure (a newer or damaged store on a writable disk) is handled
/// by SQLite itself: `SQLiteStore` turns the close-time checkpoint back on
/// and the last connection's close removes both files. But where the open
/// failed because they could not be made whole (a full disk), SQLite leaves
/// an empty `-wal` and a `-shm` shorter than its first 32 KiB region. No
/// connection can have used such a pair (every user of a `-shm` maps the
/// whole region first, and an empty WAL holds no commit), so removing them
/// loses nothing and cannot pull a file from under another process.
struct SideFiles {
    let path: String
    let hadWAL: Bool
    let hadSHM: Bool

    init(path: String) {
        self.path = path
        hadWAL = StoreFiles.exists(path + "-wal")
        hadSHM = StoreFiles.exists(path + "-shm")
    }

    /// Removes the side files this open made that no connection could use.
    func removeStillborn() {
        let wal = path + "-wal"
        let shm = path + "-shm"
        let walUnused = !StoreFiles.exists(wal) || StoreFiles.size(wal) == 0
        let shmUnused = !StoreFiles.exists(shm) || (StoreFiles.size(shm) ?? 0) < 32_768
        guard walUnused, shmUnused else { return }
        if !hadSHM { unlink(shm) }
        if !hadWAL { unlink(wal) }
    }
}

extension StoreError {
    /// SQLITE_CANTOPEN left unnamed (a `-shm` a read-only connection found
    /// missing): worth another way of opening.
    var isCannotOpen: Bool {
        resultCode?.primary == .cantOpen
    }
}
