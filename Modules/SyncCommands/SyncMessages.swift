import AppPlugin
import CLIKit
import Localization
import SyncKit

/// Localized texts and exit codes of sync's errors: the server unreachable
/// 69, the login refused 77, nothing or something unusable configured or no
/// schema on the server or an older one 78, a newer server schema 65, the JSON store 64, a
/// clock far off or a refused statement 1. Details come from libpq and the
/// server with the password already taken out. Here, beside the commands
/// that throw them, so the runner presents them without knowing sync.
extension SyncError: AppError {
    public func message(_ l: Localizer) -> String {
        switch self {
        case .unreachable(let detail): l("sync.error.unreachable", Sanitizer.clean(detail))
        case .timedOut(let seconds): l("sync.error.timedOut", seconds)
        case .authentication(let detail): l("sync.error.authentication", Sanitizer.clean(detail))
        case .notConfigured(let file): l("sync.error.notConfigured", file)
        case .badConnection(let detail): l("sync.error.badConnection", Sanitizer.clean(detail))
        case .notInstalled: l("sync.error.notInstalled")
        case .insecureConfigFile(let path, let mode):
            l("sync.error.insecureConfigFile", Sanitizer.clean(path), String(mode, radix: 8))
        case .serverTooNew(let found, let supported): l("sync.error.serverTooNew", found, supported)
        case .serverTooOld(let found, let needed): l("sync.error.serverTooOld", found, needed)
        case .deviceForked: l("sync.error.deviceForked")
        case .clockSkew(let milliseconds): l("sync.error.clockSkew", Int((abs(milliseconds) + 500) / 1000))
        // The host has no `migrate` of its own: it names the apps' commands.
        case .needsSQLite(let app):
            app == PluginHost.executable ? l("sync.error.needsSQLiteHost") : l("sync.error.needsSQLite", app)
        case .server(let code, let detail): l("sync.error.server", Sanitizer.clean(detail), code)
        case .storeFull(let path, let kept): l("sync.error.storeFull", Sanitizer.clean(path), kept)
        }
    }

    public var exitCode: ExitCode {
        switch self {
        case .unreachable, .timedOut: .unavailable
        case .authentication: .noPermission
        case .notConfigured, .badConnection, .notInstalled, .insecureConfigFile, .serverTooOld: .configuration
        case .serverTooNew: .dataError
        case .needsSQLite: .usage
        case .clockSkew, .server, .storeFull, .deviceForked: .failure
        }
    }
}
