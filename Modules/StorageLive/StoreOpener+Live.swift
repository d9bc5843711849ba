import Storage
import StorageJSON
import StorageSQLite

extension StoreOpener {
    /// Both backends on disk: creates the data folder (0700) and opens the
    /// chosen backend in it. Only programs and tests link this module, so
    /// the runner and the app plugins never depend on a backend.
    package static var live: StoreOpener {
        StoreOpener { kind, directory in
            try prepareStoreDirectory(directory)
            switch kind {
            case .sqlite: return try SQLiteStore.open(directory: directory)
            case .json: return try JSONStore.open(directory: directory)
            }
        }
    }
}
