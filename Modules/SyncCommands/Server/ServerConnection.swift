import AppPlugin
import CLIKit
import Postgres
import SyncKit
import SyncPostgres

/// The connection the server commands use: from `--url`, `POCKET_SYNC_URL`
/// or sync.conf, with sync's errors.
enum ServerConnection {
    static func open(_ invocation: Invocation, _ context: HostContext) throws(SyncError) -> PostgresConnection {
        let url = invocation.text(of: SyncCommands.url)
        let settings = try ConnectionSettings.sync(url: url, environment: context.variables)
        SyncCommands.warnOfPassword(in: settings, context.errorOutput, context.localizer)
        do { return try PostgresConnection(settings: settings) } catch { throw SyncError(error) }
    }
}
