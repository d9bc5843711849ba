/// A store whose data syncs: it keeps the outbox, the cells and the
/// device's identity beside its rows, and runs one sync against a server.
/// The SQLite store conforms (its engine is SyncStore's `SyncEngine`); the
/// commands hold it as this protocol, so they never name a backend.
package protocol SyncableStore: AnyObject, Sendable {
    /// One sync of `request.app` with `request.server`: push, pull, merge, push.
    func sync(_ request: SyncRequest) throws -> SyncReport
    /// What `APP sync status` shows, read from the store alone.
    func syncStatus() throws -> SyncStatus
}

/// What a command asks of one sync: the app, the server, and its hooks.
package struct SyncRequest: Sendable {
    package var app: String
    package var server: SyncServer
    /// Called at the moments a crash is most telling; nothing by default.
    package var checkpoint: @Sendable (SyncCheckpoint) -> Void = { _ in }
    /// Told how far the upload and the download are; nil skips counting.
    package var progress: (@Sendable (SyncProgress) -> Void)? = nil

    package init(app: String, server: SyncServer) {
        self.app = app
        self.server = server
    }
}

/// Where a sync may stop for the crash tests (`POCKET_SYNC_KILL_AT`).
package enum SyncCheckpoint: String, Sendable, CaseIterable {
    /// Changes are cells, nothing pushed yet.
    case beforePush = "before-push"
    /// The server committed a batch; the device has not recorded it.
    case afterServerCommit = "after-server-commit"
    /// Half of a pulled page merged, inside its transaction.
    case midPull = "mid-pull"
}
