/// Why a sync could not happen. Each case maps to one exit code (its
/// `AppError` conformance in SyncCommands): unreachable 69, authentication
/// 77, not configured 78, server newer 65, server older 78, wrong backend 64.
package enum SyncError: Error, Equatable, Sendable {
    /// The server could not be reached or stopped answering (69).
    case unreachable(detail: String)
    /// The server did not answer within the deadline (`POCKET_SYNC_TIMEOUT`) (69).
    case timedOut(seconds: Int)
    /// Wrong password, unknown role, or no password given (77).
    case authentication(detail: String)
    /// No `--url`, no `POCKET_SYNC_URL`, no sync.conf (78).
    case notConfigured(configFile: String)
    /// sync.conf (which may hold a password) has group or other permission bits (78).
    case insecureConfigFile(path: String, mode: Int)
    /// The connection string could not be read, or asks for no TLS to a remote host (78).
    case badConnection(detail: String)
    /// The server has no Pocket schema: `pocket sync init` was not run (78).
    case notInstalled
    /// The server's schema is newer than this build (65).
    case serverTooNew(found: Int, supported: Int)
    /// The server's schema is older than this build speaks: its owner runs
    /// `pocket sync init` to upgrade it (78).
    case serverTooOld(found: Int, needed: Int)
    /// The server refused a push: its record of this device's pushes is
    /// another copy's (`DeviceStream`). The engine recovers from it; seen
    /// only when a recovery was refused again (1).
    case deviceForked
    /// The device clock differs from the server's by more than the tolerance (1).
    case clockSkew(milliseconds: Int64)
    /// Sync works on the SQLite store only (64). `app` is the program run,
    /// whose `migrate` the message names.
    case needsSQLite(app: String)
    /// The disk holding the store (`path`'s folder) filled up while pulling:
    /// the `kept` changes received before were saved, and the next sync goes
    /// on from there (1).
    case storeFull(path: String, kept: Int)
    /// The server refused a statement (a permission, a constraint) (1).
    case server(code: String, detail: String)
}
