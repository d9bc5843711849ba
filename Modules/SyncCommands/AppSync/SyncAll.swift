import AppPlugin
import CLIKit
import Localization
import StorageSQLite
import SyncKit
import SyncPostgres
import SyncStore

/// `pocket sync`: one sync of each app whose data syncs, in its own data
/// folder, over one connection. A new machine gets every app's data this way.
public enum SyncAll {
    /// The apps that sync, in the order they run.
    public static let apps = ["tracker", "goals", "my-habits"]

    public static func run(_ invocation: Invocation, in env: AppEnvironment) throws {
        guard env.storeKind == .sqlite else { throw SyncError.needsSQLite }
        let server = try SyncServer.postgres(url: invocation.string("url"), environment: env.variables)
        var reports: [SyncReportJSON] = []
        let l = env.localizer
        var folders: Set<String> = []
        for app in apps {
            // `POCKET_DATA_DIR` puts every app in one folder: that store is
            // synced once, as the first app's, never mixed into another's cells.
            let folder = AppPaths(app: app, environment: env.variables).data
            guard folders.insert(folder).inserted else { continue }
            let store = try SQLiteStore.open(directory: folder)
            let report = try SyncEngine.command(app: app, server: server, variables: env.variables).sync(store)
            reports.append(SyncReportJSON(report, app: app, server: server.label))
            if !env.json {
                env.output.line(l("sync.run.app", app, l("sync.run.changes", report.sent), l("sync.run.changes", report.received)))
            }
        }
        if env.json {
            struct Document: Encodable { var server: String; var apps: [SyncReportJSON] }
            try env.emitJSON(Document(server: server.label, apps: reports))
        }
    }
}
