import AppPlugin
import CLIKit
import Localization
import SyncKit
import TerminalUI

/// `pocket sync …`: the one place its subcommands are wired in, in the order
/// help lists them. `pocket sync` alone syncs every app (`SyncAll`); `init`
/// and `add-user` set the server up, `restored` follows a restore of it.
/// The server and the stores are reached through `servers`, which the
/// program passes in (`SyncServerOpener.live`).
package enum SyncCommands {
    package static func hostCommand(_ servers: SyncServerOpener) -> HostCommand {
        HostCommand(
            "sync", abstract: { $0(.syncAbstract) }, discussion: { $0(.syncDiscussion) }, options: [urlOption],
            subcommands: [
                ServerInitCommand.command(servers), ServerAddUserCommand.command(servers),
                ServerRestoredCommand.command(servers),
            ],
            runsWithoutSubcommand: true
        ) { try SyncAll.run($0, $1, servers) }
    }

    /// The server `--url` names (else `POCKET_SYNC_URL` or sync.conf). A
    /// password in `--url` is in the process list (`ps`) for every user of
    /// the machine while the command runs: said on stderr, with the ways
    /// that keep it out (the command still runs).
    static func locate(
        _ url: String?, _ variables: [String: String], _ servers: SyncServerOpener, _ errorOutput: OutputSink,
        _ l: Localizer
    ) throws(SyncError) -> SyncServerAddress {
        let address = try servers.locate(url, variables)
        if address.passwordOnCommandLine { errorOutput.line(l(.syncWarningPasswordInURL)) }
        return address
    }

    /// One sync of `app`'s store with `server`, as `APP sync` and each app
    /// of `pocket sync` run it: the progress bar while it runs (cleared
    /// before anything else is printed), then on stderr the re-send notice
    /// and the set-aside warnings.
    static func syncOnce(
        _ store: any SyncableStore, app: String, server: SyncServer, variables: [String: String],
        _ errorOutput: OutputSink, _ l: Localizer
    ) throws -> SyncReport {
        var request = SyncRequest.command(app: app, server: server, variables: variables)
        let bar = SyncProgressBar.attach(to: &request, app: app, localizer: l, variables: variables)
        defer { bar?.clear() }
        let report = try store.sync(request)
        bar?.clear()
        SyncResend.notice(report, app: app, errorOutput, l)
        warnOfSetAside(report, errorOutput, l)
        return report
    }

    /// One warning line per tracker, goal, habit or category whose changes
    /// a sync set aside for breaking the store's rules (`SetAside`): named by
    /// its name on this device, else its id, with what was wrong; the sync
    /// itself succeeded.
    static func warnOfSetAside(_ report: SyncReport, _ errorOutput: OutputSink, _ l: Localizer) {
        for item in report.setAside {
            let label = Sanitizer.clean(item.name ?? String(item.id.prefix(16)))
            let problems = Sanitizer.clean(item.problems.joined(separator: ", "))
            errorOutput.line(
                l(
                    item.direction == .received
                        ? .syncWarningSetAside(label, problems)
                        : .syncWarningNotSent(label, problems)))
        }
    }

    /// What a server command did: `line`, or with `--json` the document
    /// `json` and nothing else on stdout (every app's rule for `--json`).
    static func report(_ line: String, json: some Encodable, _ context: HostContext) throws {
        if context.json { return try context.output.emitJSON(json) }
        context.output.line(line)
    }

    /// `--url URL`, taken by every command that talks to the server.
    static let url = Option<String?>("url", valueName: "URL")

    static let urlOption = CommandOption.option(url) { $0(.syncOptionUrl) }
}
