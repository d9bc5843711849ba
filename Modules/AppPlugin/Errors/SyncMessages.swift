import CLIKit
import Localization
import SyncKit

/// Localized texts and exit codes of sync's errors: the server unreachable
/// 69, the login refused 77, nothing or something unusable configured or no
/// schema on the server or an older one 78, a newer server schema 65, the JSON store 64, a
/// clock far off or a refused statement 1. Details come from libpq and the
/// server with the password already taken out.
enum SyncMessages {
    static func text(_ error: SyncError, app: String, _ l: Localizer) -> String {
        switch error {
        case .unreachable(let detail): l(.syncErrorUnreachable(Sanitizer.clean(detail)))
        case .timedOut(let seconds): l(.syncErrorTimedOut(seconds))
        case .authentication(let detail): l(.syncErrorAuthentication(Sanitizer.clean(detail)))
        case .notConfigured(let file): l(.syncErrorNotConfigured(file))
        case .badConnection(let detail): l(.syncErrorBadConnection(Sanitizer.clean(detail)))
        case .notInstalled: l(.syncErrorNotInstalled)
        case let .insecureConfigFile(path, mode): l(.syncErrorInsecureConfigFile(Sanitizer.clean(path), String(mode, radix: 8)))
        case let .serverTooNew(found, supported): l(.syncErrorServerTooNew(found, supported))
        case let .serverTooOld(found, needed): l(.syncErrorServerTooOld(found, needed))
        case .deviceForked: l(.syncErrorDeviceForked)
        case .clockSkew(let milliseconds): l(.syncErrorClockSkew(Int((abs(milliseconds) + 500) / 1000)))
        // The host has no `migrate` of its own: it names the apps' commands.
        case .needsSQLite: app == PluginHost.executable ? l(.syncErrorNeedsSQLiteHost) : l(.syncErrorNeedsSQLite(app))
        case let .server(code, detail): l(.syncErrorServer(Sanitizer.clean(detail), code))
        case let .storeFull(path, kept): l(.syncErrorStoreFull(Sanitizer.clean(path), kept))
        }
    }

    static func exitCode(_ error: SyncError) -> ExitCode {
        switch error {
        case .unreachable, .timedOut: .unavailable
        case .authentication: .noPermission
        case .notConfigured, .badConnection, .notInstalled, .insecureConfigFile, .serverTooOld: .configuration
        case .serverTooNew: .dataError
        case .needsSQLite: .usage
        case .clockSkew, .server, .storeFull, .deviceForked: .failure
        }
    }
}
