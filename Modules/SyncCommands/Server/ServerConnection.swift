import AppPlugin
import CLIKit
import SyncKit

/// The connection the server commands use: from `--url`, `POCKET_SYNC_URL`
/// or sync.conf, with sync's errors; its label and the owner's calls.
enum ServerConnection {
    static func open(_ invocation: Invocation, _ context: HostContext, _ servers: SyncServerOpener) throws(SyncError)
        -> (label: String, setup: SyncServerSetup)
    {
        let url = invocation.text(of: SyncCommands.url)
        let address = try SyncCommands.locate(url, context.variables, servers, context.errorOutput, context.localizer)
        return (address.label, try address.administer())
    }
}
