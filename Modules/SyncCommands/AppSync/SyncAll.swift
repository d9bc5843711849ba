import AppPlugin
import CLIKit
import Localization
import SharedModels
import Storage
import SyncKit

/// `pocket sync [--url URL]` (and the global `--json`, `--store`, `--data-dir`): one sync of each app whose data
/// syncs, each in its own data folder, over one connection. A new machine
/// gets every app's data this way.
enum SyncAll {
    /// The apps that sync, in the order they run.
    static let apps = ["tracker", "goals", "my-habits"]

    static func run(_ invocation: Invocation, _ context: HostContext, _ servers: SyncServerOpener) throws {
        // `--store` (or `POCKET_STORE`) picks the backend here as it does in each app.
        if context.storeKind != .sqlite { throw SyncError.needsSQLite(app: PluginHost.executable) }
        let url = try invocation.value(of: SyncCommands.url)
        let address = try SyncCommands.locate(url, context.variables, servers, context.errorOutput, context.localizer)
        let server = try address.connect()
        var reports: [SyncReportJSON] = []
        let l = context.localizer
        let json = context.json
        var folders: Set<String> = []
        for app in apps {
            // `--data-dir` or `POCKET_DATA_DIR` puts every app in one folder:
            // that store is synced once, as the first app's, never mixed into another's cells.
            let folder = AppPaths(app: app, environment: context.variables, dataDirectory: context.dataDirectory).data
            guard folders.insert(folder).inserted else { continue }
            // A read fault of the store's mapped file is told by the SQLite backend itself.
            let store = try servers.openStore(folder)
            let report = try SyncCommands.syncOnce(
                store, app: app, server: server, variables: context.variables, context.errorOutput, l)
            reports.append(SyncReportJSON(report, app: app, server: server.label))
            if !json {
                context.output.line(
                    l(.syncRunApp(app, l(.syncRunChanges(report.sent)), l(.syncRunChanges(report.received)))))
            }
        }
        if json {
            struct Document: Encodable {
                var server: String
                var apps: [SyncReportJSON]
            }
            try context.output.emitJSON(Document(server: server.label, apps: reports))
        }
    }
}
