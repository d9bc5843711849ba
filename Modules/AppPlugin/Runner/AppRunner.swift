import Analytics
import CLIKit
import FoundationEssentials
import Localization
import SharedModels
import Storage
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one entry point of every executable: parses the command line against
/// the plugin's tree plus the global options and built-ins, builds the
/// environment (with the onboarding the main screen shows on a first run),
/// runs the command and turns whatever it throws into a message and an exit code.
package enum AppRunner {
    /// `stores` opens the store: the live one (`StoreOpener.live`) is
    /// chosen by the executable, so the runner links no backend itself.
    package static func main(_ plugin: some AppPlugin, stores: StoreOpener) -> Never {
        StandardStream.reserveClosedDescriptors()
        let code = run(
            plugin, arguments: Array(CommandLine.arguments.dropFirst()),
            variables: Terminal.processEnvironment(), stores: stores)
        finish(code)
    }

    /// Ends the process once a run is over: by then every answer went out
    /// through write(2) and every store is closed. `_exit` skips the exit
    /// handlers libraries register (OpenSSL frees its tables there, a
    /// twentieth of a cold `image-feed feed`); C stdio, which a library
    /// may have written to, is flushed first.
    static func finish(_ code: Int32) -> Never {
        fflush(nil)
        _exit(code)
    }

    /// Runs `arguments` and returns the exit code; the store opener,
    /// `terminal` and the sinks are injectable for tests and the host.
    package static func run(
        _ plugin: any AppPlugin, arguments: [String], variables: [String: String],
        stores: StoreOpener, terminal: Terminal? = nil, output: OutputSink = .standardOutput,
        errorOutput: OutputSink = .standardError
    ) -> Int32 {
        let l = Localizer(environment: variables)
        let code = runCommand(
            plugin, arguments: arguments, variables: variables, l, stores: stores, terminal: terminal,
            output: output, errorOutput: errorOutput)
        return OutputCheck.exitCode(code, output: output, errorOutput: errorOutput, l)
    }

    private static func runCommand(
        _ plugin: any AppPlugin, arguments: [String], variables: [String: String], _ l: Localizer,
        stores: StoreOpener, terminal: Terminal?, output: OutputSink,
        errorOutput: OutputSink
    ) -> Int32 {
        let terminal = terminal ?? Terminal.current(environment: variables)
        let root = rootCommand(plugin, l)
        let presenter = ErrorPresenter(app: plugin.name, localizer: l)
        if arguments.first == Completions.hookCommand {
            CompletionHook.run(plugin, Array(arguments.dropFirst()), variables: variables) {
                try makeEnvironment(plugin, $0, variables, l, stores, terminal, output, errorOutput)
            }
            return 0
        }
        do {
            switch try parse(arguments, root: root) {
            case .help(let path):
                output.write(helpText(root, path: path, l, terminal))
                return 0
            case .version(let version):
                output.line(plugin.name + " " + version)
                return 0
            case .run(let invocation):
                let globals = try GlobalOptions(invocation, variables: variables, l)
                let environment = try makeEnvironment(
                    plugin, globals, variables, l, stores, terminal, output,
                    errorOutput)
                try dispatch(plugin, invocation, root: root, environment)
                return 0
            }
        } catch {
            let presentation = presenter.present(error)
            for line in presentation.lines { errorOutput.line(line) }
            return presentation.code
        }
    }

    /// Parses `arguments`; an app without a default command run with no
    /// command gets its help (exit 0), as a swift-argument-parser command group
    /// does, rather than a "command needed" usage error.
    private static func parse(_ arguments: [String], root: CommandSpec) throws(ParseError) -> ParseOutcome {
        do {
            return try CommandParser(root: root).parse(arguments)
        } catch {
            if case .missingSubcommand = error.error, error.commandPath.isEmpty { return .help(commandPath: []) }
            throw error
        }
    }

    static func rootCommand(_ plugin: any AppPlugin, _ l: Localizer) -> CommandSpec {
        CommandSpec(
            name: plugin.name, abstract: plugin.summary(l),
            options: GlobalOptions.specs(l) + (plugin.usesDayStart ? [DayStartSetting.spec(l)] : [])
                + plugin.globalOptions(l),
            deferredSubcommands: plugin.commands(l) + builtins(plugin, l).specs(l),
            defaultSubcommand: plugin.defaultCommand, version: plugin.version)
    }

    /// The built-in commands `plugin` has (onboarding only with pages).
    static func builtins(_ plugin: any AppPlugin, _ l: Localizer) -> [Command<BuiltinContext>] {
        BuiltinCommands.commands(hasOnboarding: !plugin.onboardingPages(l).isEmpty)
    }

    static func helpText(_ root: CommandSpec, path: [String], _ l: Localizer, _ terminal: Terminal) -> String {
        let text = HelpRenderer(root: root, texts: helpTexts(l), width: terminal.size.columns).render(path: path)
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// The words help adds around the specs, in `l`'s language (the man pages use them too).
    static func helpTexts(_ l: Localizer) -> HelpTexts {
        HelpTexts(
            defaultMarker: l(.appHelpDefaultMarker), seeSubcommandHelp: l(.appHelpSeeSubcommand),
            helpOption: l(.appHelpHelpOption), versionOption: l(.appHelpVersionOption),
            valuesLabel: l(.appHelpValues), defaultLabel: l(.appHelpDefault))
    }

    private static func makeEnvironment(
        _ plugin: any AppPlugin, _ globals: GlobalOptions, _ variables: [String: String],
        _ l: Localizer, _ stores: StoreOpener, _ terminal: Terminal,
        _ output: OutputSink,
        _ errorOutput: OutputSink
    ) throws -> AppEnvironment {
        // Only an app that keeps days reads POCKET_TODAY and POCKET_DAY_START (its man page lists them).
        let clock =
            plugin.usesDayStart
            ? try AppClock.fromEnvironment(
                variables, dayStart: DayStartSetting.resolve(given: globals.dayStart, variables: variables)
            ).get()
            : AppClock(today: DayStart.midnight.today())
        let paths = AppPaths(app: plugin.name, environment: variables, dataDirectory: globals.dataDirectory)
        let analytics = AnalyticsLog(
            path: AnalyticsLog.path(inStateFolder: paths.state), app: plugin.name,
            isEnabled: AnalyticsLog.isEnabled(environment: variables, noAnalyticsFlag: globals.noAnalytics))
        // JSON output is for programs: never colored, whatever --color says.
        let depth = globals.json ? .none : terminal.colorDepth(globals.color)
        var environment = AppEnvironment(
            app: plugin.name, variables: variables, clock: clock, paths: paths, localizer: l,
            analytics: analytics, terminal: terminal, style: TerminalStyle(depth: depth),
            theme: terminal.theme(globals.theme), json: globals.json, storeKind: globals.store,
            stores: stores, output: output, errorOutput: errorOutput)
        environment.onboardingPages = { plugin.onboardingPages($0) }
        return environment
    }

    private static func dispatch(
        _ plugin: any AppPlugin, _ invocation: Invocation, root: CommandSpec,
        _ environment: AppEnvironment
    ) throws {
        let builtins = builtins(plugin, environment.localizer)
        if builtins.command(named: invocation.commandPath.first ?? "") != nil {
            return try builtins.run(invocation, BuiltinContext(plugin: plugin, root: root, environment: environment))
        }
        guard !invocation.commandPath.isEmpty else {
            // An app with no default command: its help is the most useful answer.
            environment.output.write(helpText(root, path: [], environment.localizer, environment.terminal))
            return
        }
        try plugin.run(invocation, in: environment)
    }
}
