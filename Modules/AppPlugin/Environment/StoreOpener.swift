import Storage
import StorageJSON
import StorageSQLite

/// The live store factory: creates the data folder (0700) and opens the
/// chosen backend in it. Tests pass their own factory to `AppEnvironment`.
public enum StoreOpener {
    @Sendable public static func open(kind: StoreKind, directory: String) throws -> any Store {
        try prepareStoreDirectory(directory)
        switch kind {
        case .sqlite: return try SQLiteStore.open(directory: directory)
        case .json: return try JSONStore.open(directory: directory)
        }
    }
}
