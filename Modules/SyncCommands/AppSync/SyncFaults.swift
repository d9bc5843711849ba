import SharedModels
import SyncKit

#if canImport(Glibc)
    import Glibc
#endif

/// `POCKET_SYNC_KILL_AT=before-push|after-server-commit|mid-pull`: the
/// process kills itself with SIGKILL at that moment of the sync, exactly as
/// a crash or `kill -9` would. The crash tests use it to prove that the next
/// sync completes whatever was cut off, with nothing doubled.
enum SyncFaults {
    static func checkpoint(_ variables: [String: String]) -> @Sendable (SyncCheckpoint) -> Void {
        guard let point = variables[.syncKillAt].flatMap(SyncCheckpoint.init(rawValue:)) else { return { _ in } }
        return { reached in if reached == point { kill(getpid(), SIGKILL) } }
    }
}

extension SyncRequest {
    /// The sync a command runs: the app, the server, the crash switch.
    static func command(app: String, server: SyncServer, variables: [String: String]) -> SyncRequest {
        var request = SyncRequest(app: app, server: server)
        request.checkpoint = SyncFaults.checkpoint(variables)
        return request
    }
}
