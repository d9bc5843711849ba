import AppPlugin
import Localization
import SharedModels

extension SyncCommand {
    /// What `APP sync` reads to reach the server (`ConnectionSettings`): an
    /// app that composes the command lists these on its man page.
    package static func documentedEnvironment(_ l: Localizer) -> DocumentedEnvironment {
        DocumentedEnvironment(
            [
                .init([.syncURL], l(.manEnvSyncURL)),
                .init([.syncTimeout], l(.manEnvSyncTimeout)),
                .init(
                    [
                        .pgHost, .pgHostAddress, .pgPort, .pgUser, .pgPassword, .pgDatabase, .pgService, .pgSSLMode,
                        .pgOptions, .pgApplicationName, .pgConnectTimeout, .pgTCPUserTimeout,
                    ], l(.manEnvLibpq)),
            ],
            files: [.init("$XDG_CONFIG_HOME/pocket/sync.conf", l(.manFilesSyncConf("~/.config/pocket/sync.conf")))])
    }
}
