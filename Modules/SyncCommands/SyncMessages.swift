import AppPlugin
import CLIKit
import Localization
import SyncKit
import TerminalUI

/// Localized texts and exit codes of sync's errors: the server unreachable
/// 69, the login refused 77, nothing or something unusable configured or no
/// schema on the server or an older one 78, a newer server schema 65, the JSON store 64, a
/// clock far off or a refused statement 1. Details come from libpq and the
/// server with the password already taken out. Here, beside the commands
/// that throw them, so the runner presents them without knowing sync.
extension SyncError: AppError {
    package func message(_ l: Localizer) -> String {
        switch self {
        case .unreachable(let detail): l(.syncErrorUnreachable(Sanitizer.clean(detail)))
        case .timedOut(let seconds): l(.syncErrorTimedOut(seconds))
        case .authentication(let detail): l(.syncErrorAuthentication(Sanitizer.clean(detail)))
        case .notConfigured(let file): l(.syncErrorNotConfigured(file))
        case .badConnection(let detail): l(.syncErrorBadConnection(Sanitizer.clean(detail)))
        case .notInstalled: l(.syncErrorNotInstalled)
        case .insecureConfigFile(let path, let mode):
            l(.syncErrorInsecureConfigFile(Sanitizer.clean(path), String(mode, radix: 8)))
        case .serverTooNew(let found, let supported): l(.syncErrorServerTooNew(found, supported))
        case .serverTooOld(let found, let needed): l(.syncErrorServerTooOld(found, needed))
        case .deviceForked: l(.syncErrorDeviceForked)
        case .clockSkew(let milliseconds): l(.syncErrorClockSkew(Int((abs(milliseconds) + 500) / 1000)))
        // The host has no `migrate` of its own: it names the apps' commands.
        case .needsSQLite(let app):
            app == PluginHost.executable ? l(.syncErrorNeedsSQLiteHost) : l(.syncErrorNeedsSQLite(app))
        case .server(let code, let detail): l(.syncErrorServer(Sanitizer.clean(detail), code))
        case .storeFull(let path, let kept): l(.syncErrorStoreFull(Sanitizer.clean(path), kept))
        }
    }

    package var exitCode: ExitCode {
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
