import StorageSQLite
import SyncKit

/// The SQLite store syncs through this module's engine. The conformance is
/// declared here, beside the engine, because StorageSQLite sits below it.
extension SQLiteStore: SyncableStore {
    /// A command's sync: pulled in the commands' large pages
    /// (`SyncEngine.downloadPageSize`).
    package func sync(_ request: SyncRequest) throws -> SyncReport {
        var engine = SyncEngine(app: request.app, server: request.server)
        engine.pageSize = SyncEngine.downloadPageSize
        engine.checkpoint = request.checkpoint
        engine.progress = request.progress
        return try engine.sync(self)
    }

    package func syncStatus() throws -> SyncStatus { try SyncStatus.read(self) }
}
