import AppPlugin
import CLIKit
import FoundationEssentials
import Localization
import SharedModels
import Storage
import SyncKit
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `APP sync [--url URL]` and `APP sync status [--json]` for the apps whose
/// data syncs (tracker, goals, my-habits); `pocket sync` runs the same sync
/// for each of them (`SyncAll`).
package enum SyncCommand {
    /// `APP sync` and `APP sync status`, reaching the server and the
    /// store through `servers` (the program's `SyncServerOpener.live`).
    package static func command(_ servers: SyncServerOpener) -> AppCommand {
        AppCommand(
            "sync", abstract: { $0(.syncHelpSync) }, options: [SyncCommands.urlOption],
            subcommands: [AppCommand("status", abstract: { $0(.syncHelpStatus) }) { try status($1, servers) }],
            runsWithoutSubcommand: true
        ) { try run($0, in: $1, servers: servers) }
    }

    /// Runs `APP sync`: one sync of the app's store.
    static func run(_ invocation: Invocation, in env: AppEnvironment, servers: SyncServerOpener) throws {
        let store = try syncableStore(env)
        let url = try invocation.value(of: SyncCommands.url)
        let address = try SyncCommands.locate(url, env.variables, servers, env.errorOutput, env.localizer)
        let server = try address.connect()
        let report = try SyncCommands.syncOnce(
            store, app: env.app, server: server, variables: env.variables, env.errorOutput, env.localizer)
        if env.json { return try env.emitJSON(SyncReportJSON(report, app: env.app, server: server.label)) }
        let l = env.localizer
        env.output.line(
            l(
                .syncRunDone(
                    Sanitizer.clean(server.label), l(.syncRunChanges(report.sent)),
                    l(.syncRunChanges(report.received)))))
    }

    /// Sync keeps its outbox and cells in the SQLite store, the one
    /// backend that is a `SyncableStore`; a JSON store is not opened.
    static func syncableStore(_ env: AppEnvironment) throws -> any SyncableStore {
        guard env.storeKind == .sqlite, let store = try env.store() as? any SyncableStore else {
            throw SyncError.needsSQLite(app: env.app)
        }
        return store
    }

    private static func status(_ env: AppEnvironment, _ servers: SyncServerOpener) throws {
        let status = try syncableStore(env).syncStatus()
        let configured = (try? servers.locate(nil, env.variables))?.label
        let server = configured ?? status.server
        if env.json { return try env.emitJSON(SyncStatusJSON(status, server: server)) }
        let l = env.localizer
        env.output.line(l(.syncStatusDevice(status.device ?? l(.syncStatusNoDevice))))
        env.output.line(
            l(.syncStatusLast(status.lastSync.map { SyncTime.describe($0, l) } ?? l(.syncStatusNever))))
        env.output.line(l(.syncStatusWaiting(l(.syncRunChanges(status.waiting)))))
        if status.setAside > 0 { env.output.line(l(.syncStatusSetAside(l(.syncRunChanges(status.setAside))))) }
        env.output.line(l(.syncStatusServer(server.map(Sanitizer.clean) ?? l(.syncStatusNoServer))))
        if let resent = SyncResend.statusLine(status, l) { env.output.line(resent) }
    }
}

/// `sync --json`: what one sync did.
struct SyncReportJSON: Encodable {
    var app: String
    var device: String
    var server: String
    var sent: Int
    var received: Int
    /// Why this sync re-sent everything (`ResendReason`), null when it did not.
    @AlwaysEncoded var resent: String?

    init(_ report: SyncReport, app: String, server: String) {
        self.app = app
        device = report.device
        self.server = server
        sent = report.sent
        received = report.received
        resent = report.resent?.rawValue
    }

    enum CodingKeys: String, CodingKey { case app, device, server, sent, received, resent }
}

/// `sync status --json`.
struct SyncStatusJSON: Encodable {
    @AlwaysEncoded var device: String?
    @AlwaysEncoded var lastSync: String?
    var waiting: Int
    @AlwaysEncoded var server: String?
    @AlwaysEncoded var resent: SyncResendJSON?
    var setAside: Int

    init(_ status: SyncStatus, server: String?) {
        device = status.device
        waiting = status.waiting
        self.server = server
        setAside = status.setAside
        lastSync = status.lastSync.map(SyncTime.iso)
        resent = SyncResendJSON(status)
    }

    enum CodingKeys: String, CodingKey { case device, lastSync, waiting, server, resent, setAside }
}

/// The time of the last sync, for people and for scripts.
enum SyncTime {
    static func iso(_ milliseconds: Int64) -> String {
        WallTime.isoUTC(Int((Double(milliseconds) / 1000).rounded(.down)))
    }

    /// The local date in the language's long form, then the time of day,
    /// with the UTC offset that was in force at that instant.
    static func describe(_ milliseconds: Int64, _ l: Localizer) -> String {
        let local = WallTime.local(Int((Double(milliseconds) / 1000).rounded(.down)))
        return l.longDate(local.day) + ", " + l.timeOfDay(minuteOfDay: local.minuteOfDay)
    }
}
