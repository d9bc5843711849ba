import AppPlugin
import CLIKit
import Localization
import Postgres
import SyncStore

/// `pocket sync …`: the one place its subcommands are wired in, in the order
/// help lists them. `pocket sync` alone syncs every app (`SyncAll`); `init`
/// and `add-user` set the server up, `restored` follows a restore of it.
public enum SyncCommands {
    public static let hostCommand = HostCommand(name: "sync", spec: spec, run: run)

    static let commandTable: [CommandEntry<HostContext>] = [
        CommandEntry("init", spec: ServerInitCommand.spec, run: ServerInitCommand.run),
        CommandEntry("add-user", spec: ServerAddUserCommand.spec, run: ServerAddUserCommand.run),
        CommandEntry("restored", spec: ServerRestoredCommand.spec, run: ServerRestoredCommand.run),
    ]

    static func spec(_ l: Localizer) -> CommandSpec {
        var spec = CommandSpec(
            name: "sync", abstract: l(.syncAbstract), discussion: l(.syncDiscussion),
            options: SyncAll.spec(l), deferredSubcommands: commandTable.specs(l))
        spec.runsWithoutSubcommand = true
        return spec
    }

    static func run(_ invocation: Invocation, _ context: HostContext) throws {
        guard let name = invocation.commandPath.dropFirst().first else { return try SyncAll.run(invocation, context) }
        try commandTable.run(name, invocation, context)
    }

    /// A password in `--url` is in the process list (`ps`) for every user of
    /// the machine while the command runs: said on stderr, with the ways
    /// that keep it out (the command still runs).
    static func warnOfPassword(in settings: ConnectionSettings, _ errorOutput: OutputSink, _ l: Localizer) {
        guard settings.source == .option, settings.hasPassword else { return }
        errorOutput.line(l(.syncWarningPasswordInURL))
    }

    /// One warning line per tracker, goal, habit or category whose changes
    /// a sync set aside for breaking the store's rules (`SetAside`): named by
    /// its name on this device, else its id, with what was wrong; the sync
    /// itself succeeded.
    static func warnOfSetAside(_ report: SyncEngine.Report, _ errorOutput: OutputSink, _ l: Localizer) {
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

    static func urlOption(_ l: Localizer) -> OptionSpec {
        url.spec(help: l(.syncOptionUrl))
    }
}
