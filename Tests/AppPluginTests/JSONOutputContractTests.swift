import CLIKit
import Foundation
import Localization
import PocketApps
import PocketTestSupport
import Testing

@testable import AppPlugin

/// docs/commands.md: under `--json` every command prints one JSON document
/// on stdout and nothing else; a failure prints nothing there, and one
/// `error: …` line on stderr with a documented exit code. Every command of
/// every app and of the host is found by walking the trees the runner
/// parses with (`AppRunner.rootCommand`, `PluginHost.rootCommand`), so a
/// command added later is run too; each run has its own data folder,
/// seeded with one item (`JSONSamples`).
@Suite(.serialized) struct JSONOutputContractTests {
    /// A command of a tree: its app and words (none for the app itself).
    struct Command: CustomStringConvertible {
        var app: String
        var words: [String]
        /// A positional argument or an option it cannot run without.
        var needsArguments: Bool

        var description: String { ([app] + words).joined(separator: " ") }
    }

    static let apps = ["tracker", "goals", "my-habits", "image-feed", "pocket"]
    /// The exit codes docs/commands.md lists for a failure.
    static let failureCodes: Set<Int32> = [1, 64, 65, 69, 73, 74, 77, 78]

    /// Commands that read a line (a password, a pasted code) run in this
    /// process: they must read an end of file, never the terminal the tests
    /// were started from, where they would wait for an answer.
    static let standardInputDetached: Void = {
        let nothing = open("/dev/null", O_RDONLY)
        if nothing >= 0 {
            dup2(nothing, 0)
            close(nothing)
        }
    }()

    /// Every command of `app`'s tree, built-ins included; the host's apps
    /// are commands of their own (`pocket tracker` runs tracker).
    static func commands(of app: String) -> [Command] {
        let l = Localizer(language: .en)
        let plugins = PocketApps.plugins
        guard app == PluginHost.executable else {
            let plugin = plugins.first { $0.name == app }!
            return walk(AppRunner.rootCommand(plugin, l), app: app, words: [], apps: [])
        }
        let root = PluginHost.rootCommand(plugins, commands: PocketApps.hostCommands, version: "1.2.3", l)
        return walk(root, app: app, words: [], apps: Set(plugins.map(\.name)))
    }

    private static func walk(_ spec: CommandSpec, app: String, words: [String], apps: Set<String>) -> [Command] {
        let needs = spec.arguments.contains { !$0.isOptional } || spec.options.contains(where: \.isRequired)
        let here = Command(app: app, words: words, needsArguments: needs)
        guard !(words.count == 1 && apps.contains(spec.name)) else { return [here] }
        return [here] + spec.subcommands.flatMap { walk($0, app: app, words: words + [$0.name], apps: apps) }
    }

    @Test func everyCommandThatNeedsArgumentsHasSamplesAndEverySampleACommand() {
        let commands = Self.apps.flatMap(Self.commands(of:))
        for command in commands where command.needsArguments {
            #expect(JSONSamples.arguments[command.description] != nil, "no sample arguments for `\(command)`")
        }
        let known = Set(commands.map(\.description))
        for key in JSONSamples.arguments.keys { #expect(known.contains(key), "samples for no command: `\(key)`") }
        #expect(Set(JSONSamples.seeds.keys) == Set(Self.apps))
    }

    @Test(arguments: apps)
    func everyCommandPrintsOneJSONDocumentOrOneErrorLine(app: String) throws {
        let runs = try JSONRuns(app: app)
        for command in Self.commands(of: app) {
            let samples = JSONSamples.arguments[command.description] ?? []
            let variants = (command.needsArguments ? [] : [JSONSamples.Sample([])]) + samples
            for sample in variants {
                let result = try runs.run(command.words, sample)
                let shown = ([command.description, "--json"] + sample.arguments).joined(separator: " ")
                #expect(Self.problem(result) == nil, "`\(shown)`: \(Self.problem(result) ?? "")\n\(result)")
            }
        }
    }

    /// On a terminal too: under `--json` no command opens a screen, a
    /// form or the onboarding pages, or prints their text.
    @Test(arguments: apps)
    func onATerminalNoCommandOpensAScreenUnderJSON(app: String) throws {
        let runs = try JSONRuns(app: app)
        for command in Self.commands(of: app) where !command.needsArguments {
            let result = try runs.run(command.words, JSONSamples.Sample([]), onTerminal: true)
            let problem = Self.problem(result, declinedAllowed: true)
            #expect(problem == nil, "`\(command) --json` on a terminal: \(problem ?? "")\n\(result)")
        }
    }

    /// What is wrong with a run under `--json`, nil when nothing is. A
    /// question answered "no" (`declinedAllowed`, on a terminal) exits 1
    /// with no error line, as docs/commands.md says.
    static func problem(_ result: RunResult, declinedAllowed: Bool = false) -> String? {
        let errorLines = result.stderrLines.filter { $0.hasPrefix("error: ") }
        if result.exitCode == 0 {
            let document = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8), options: .fragmentsAllowed)
            return document == nil ? "exit 0 without one JSON document on stdout" : nil
        }
        if !failureCodes.contains(result.exitCode) { return "exit \(result.exitCode), not a documented code" }
        if !result.stdout.isEmpty { return "a failure printed on stdout" }
        if declinedAllowed, result.exitCode == 1, errorLines.isEmpty { return nil }
        return errorLines.count == 1 ? nil : "\(errorLines.count) error lines, not one"
    }
}

/// The runs of one app's commands, each in a fresh world seeded as
/// `JSONSamples.seeds` says; image-feed's against a fake Unsplash server.
struct JSONRuns {
    let app: String
    let server: FakeUnsplash?
    /// The photo of the fake server's fixtures `{photo}` stands for.
    static let photo = FakeUnsplash.firstPhoto

    init(app: String) throws {
        _ = JSONOutputContractTests.standardInputDetached
        self.app = app
        server = app == "image-feed" ? try FakeUnsplash() : nil
    }

    /// `WORDS --json ARGUMENTS` in a fresh seeded world, after the sample's set-up.
    func run(_ words: [String], _ sample: JSONSamples.Sample, onTerminal: Bool = false) throws -> RunResult {
        var world = try AppWorld()
        for (key, value) in server?.environment ?? [:] { world.variables[key] = value }
        for setUp in (JSONSamples.seeds[app] ?? []) + sample.before {
            let result = run(try filled(setUp, world), in: world, onTerminal: false)
            _ = try result.requireSuccess(([app] + setUp).joined(separator: " "))
        }
        return run(words + ["--json"] + (try filled(sample.arguments, world)), in: world, onTerminal: onTerminal)
    }

    private func run(_ arguments: [String], in world: AppWorld, onTerminal: Bool) -> RunResult {
        let terminal = world.terminal(stdin: onTerminal, stdout: onTerminal)
        guard app != PluginHost.executable else {
            return world.runHost(PocketApps.plugins, commands: PocketApps.hostCommands, arguments)
        }
        let plugin = PocketApps.plugins.first { $0.name == app }!
        return world.run(plugin, arguments, terminal: terminal)
    }

    private func filled(_ words: [String], _ world: AppWorld) throws -> [String] {
        try words.map { word in
            if word == "{code}", let server { return try server.newCode() }
            return word.replacing("{folder}", with: world.folder.path).replacing("{photo}", with: Self.photo)
        }
    }
}
