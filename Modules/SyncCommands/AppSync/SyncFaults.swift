import SharedModels
import SyncKit
import SyncStore

#if canImport(Glibc)
    import Glibc
#endif

/// `POCKET_SYNC_KILL_AT=before-push|after-server-commit|mid-pull`: the
/// process kills itself with SIGKILL at that moment of the sync, exactly as
/// a crash or `kill -9` would. The crash tests use it to prove that the next
/// sync completes whatever was cut off, with nothing doubled.
enum SyncFaults {
    static func checkpoint(_ variables: [String: String]) -> @Sendable (SyncEngine.Checkpoint) -> Void {
        guard let point = variables[.syncKillAt].flatMap(SyncEngine.Checkpoint.init(rawValue:)) else { return { _ in } }
        return { reached in if reached == point { kill(getpid(), SIGKILL) } }
    }
}

extension SyncEngine {
    /// The engine a command runs: the app, the server, the crash switch.
    static func command(app: String, server: SyncServer, variables: [String: String]) -> SyncEngine {
        var engine = SyncEngine(app: app, server: server)
        engine.checkpoint = SyncFaults.checkpoint(variables)
        engine.pageSize = SyncEngine.downloadPageSize
        return engine
    }
}
