import CLIKit
import FoundationEssentials
import Localization
import Storage
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `pocket` host: lists the registered app plugins (`pocket`, `pocket
/// apps`) and runs any of them (`pocket tracker list` is `tracker list`,
/// help and errors included, because the same runner runs it), and its own
/// `commands` (`pocket sync init`).
package enum PluginHost {
    /// The host's own name: its help, completions and error messages.
    package static let executable = "pocket"

    /// `stores` opens the apps' stores, as in `AppRunner.main`.
    package static func main(
        _ plugins: [any AppPlugin], commands: [HostCommand] = [], version: String,
        stores: StoreOpener
    ) -> Never {
        StandardStream.reserveClosedDescriptors()
        AppRunner.finish(
            run(
                plugins, commands: commands, version: version, arguments: Array(CommandLine.arguments.dropFirst()),
                variables: ProcessInfo.processInfo.environment, stores: stores))
    }

    package static func run(
        _ plugins: [any AppPlugin], commands: [HostCommand] = [], version: String, arguments: [String],
        variables: [String: String], stores: StoreOpener, terminal: Terminal? = nil,
        output: OutputSink = .standardOutput, errorOutput: OutputSink = .standardError
    ) -> Int32 {
        let l = Localizer(environment: variables)
        let root = rootCommand(plugins, commands: commands, version: version, l)
        if let (plugin, rest) = hostedApp(arguments, plugins, root: root, l) {
            return AppRunner.run(
                plugin, arguments: rest, variables: variables, stores: stores,
                terminal: terminal, output: output, errorOutput: errorOutput)
        }
        let terminal = terminal ?? Terminal.current(environment: variables)
        do {
            switch try CommandParser(root: root).parse(arguments) {
            case .help(let path):
                output.write(AppRunner.helpText(root, path: path, l, terminal))
            case .version(let text):
                output.line("pocket " + text)
            case .run(let invocation):
                let globals = try GlobalOptions(invocation, variables: variables, l)
                // A host command may open stores too (`pocket sync`).
                StoreReadFault.tell(l)
                try tree(plugins, commands: commands, version: version).run(
                    invocation,
                    HostContext(
                        plugins: plugins, variables: variables, localizer: l, terminal: terminal,
                        output: output, errorOutput: errorOutput, json: globals.json, storeKind: globals.store,
                        dataDirectory: globals.dataDirectory))
            }
            return OutputCheck.exitCode(0, output: output, errorOutput: errorOutput, l)
        } catch {
            let presentation = ErrorPresenter(app: PluginHost.executable, localizer: l).present(error)
            for line in presentation.lines { errorOutput.line(line) }
            return OutputCheck.exitCode(presentation.code, output: output, errorOutput: errorOutput, l)
        }
    }

    /// The app `arguments` run (`pocket tracker list`), with the global
    /// options typed before its name handed on in front of the rest
    /// (`pocket --json tracker list` is `tracker --json list`); nil when the
    /// first word is not an app's. The habit apps' `--day-start` counts as
    /// global here, though the host itself takes none.
    static func hostedApp(
        _ arguments: [String], _ plugins: [any AppPlugin], root: CommandSpec, _ l: Localizer
    ) -> (any AppPlugin, [String])? {
        let globals = root.options + [DayStartSetting.spec(l)]
        guard let index = CommandParser.leadingOptions(arguments, among: globals), index < arguments.count,
            let plugin = plugins.first(where: { $0.name == arguments[index] })
        else {
            return nil
        }
        return (plugin, Array(arguments[..<index] + arguments[(index + 1)...]))
    }

    /// The host takes the global options every app takes, before or after
    /// its command (`pocket --json sync`, `pocket sync --json`).
    static func rootCommand(_ plugins: [any AppPlugin], commands: [HostCommand] = [], version: String, _ l: Localizer)
        -> CommandSpec
    {
        CommandSpec(
            name: PluginHost.executable, abstract: l(.appHostAbstract), options: GlobalOptions.specs(l),
            deferredSubcommands: tree(plugins, commands: commands, version: version).specs(l),
            defaultSubcommand: "apps", version: version)
    }

    /// The host's commands: `apps`, each app, its own commands, `completions`.
    static func tree(_ plugins: [any AppPlugin], commands: [HostCommand], version: String) -> [HostCommand] {
        let apps = HostCommand("apps", abstract: { $0(.appHostApps) }) { _, context in
            try listApps(plugins, context)
        }
        // Each app appears as a subcommand for help and completions; running
        // one is handed to the app's own runner before parsing (`hostedApp`).
        let appCommands = plugins.map { plugin in HostCommand(plugin.name, abstract: { plugin.summary($0) }, run: nil) }
        let completions = CompletionsCommand.command { (invocation, context: HostContext) in
            let root = rootCommand(plugins, commands: commands, version: version, context.localizer)
            try CompletionsCommand.write(
                invocation, root: root, executable: PluginHost.executable, json: context.json, to: context.output)
        }
        return [apps] + appCommands + commands + [completions]
    }

    private static func listApps(_ plugins: [any AppPlugin], _ context: HostContext) throws {
        let (l, output, json, width) = (context.localizer, context.output, context.json, context.terminal.size.columns)
        if json {
            let apps = plugins.map { ["name": $0.name, "version": $0.version, "summary": $0.summary(l)] }
            try output.emitJSON(["apps": apps])
            return
        }
        output.line(l(.appHostTitle))
        let rows = plugins.map { AppList.Row(name: $0.name, version: $0.version, summary: $0.summary(l)) }
        for line in AppList.lines(rows, width: width) { output.line(line) }
        output.line()
        for line in DisplayWidth.wrap(l(.appHostUsage), width: width) { output.line(line) }
    }
}
