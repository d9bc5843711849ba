import CLIKit
import Localization

/// A command declared once, as swift-argument-parser's command type: its name
/// and aliases, its localized help, its typed arguments and options (each
/// with its help), its subcommands and how to run it. The parser's spec,
/// help, man pages and completions all come from `spec(_:)`; the runner runs
/// the command the parse matched (`[Command].run`), so a command with
/// subcommands runs each through its own `run`, never by its name.
///
/// `Context` is what a run gets beside the invocation: an app's
/// `AppEnvironment`, the runner's `BuiltinContext`, the host's `HostContext`.
package struct Command<Context>: Sendable {
    package typealias Run = @Sendable (Invocation, Context) throws -> Void

    /// The name typed on the command line; language independent, so finding
    /// the command to run builds no help text.
    package let name: String
    /// Other names accepted for it (`ls` for `list`).
    package let aliases: [String]
    /// The commands below it, in the order help lists them.
    package let subcommands: [Command<Context>]
    /// Everything of the spec but the subcommands, in one language.
    let describe: @Sendable (Localizer) -> CommandSpec
    /// Nil for a command that only groups its subcommands.
    let body: Run?

    /// - Parameters:
    ///   - defaultSubcommand: run when none is named (`tracker category` is `category list`).
    ///   - runsWithoutSubcommand: `run` also runs when no subcommand is named
    ///     (`tracker add` asks which kind); otherwise a missing one is a usage error.
    ///   - exclusiveOptions: groups of long names of which at most one may be given.
    ///   - run: nil for a command that only groups its subcommands. Not
    ///     defaulted, so that a trailing closure is the run, never `discussion`.
    package init(
        _ name: String, aliases: [String] = [], abstract: @escaping HelpText, discussion: HelpText? = nil,
        arguments: [CommandArgument] = [], options: [CommandOption] = [], subcommands: [Command] = [],
        defaultSubcommand: String? = nil, runsWithoutSubcommand: Bool = false, exclusiveOptions: [[String]] = [],
        run: Run?
    ) {
        self.name = name
        self.aliases = aliases
        self.subcommands = subcommands
        self.body = run
        describe = { l in
            var spec = CommandSpec(
                name: name, abstract: abstract(l), discussion: discussion.map { $0(l) },
                arguments: arguments.map { $0.spec(l) }, options: options.map { $0.spec(l) },
                defaultSubcommand: defaultSubcommand, aliases: aliases, exclusiveOptions: exclusiveOptions)
            spec.runsWithoutSubcommand = runsWithoutSubcommand
            return spec
        }
    }

    init(
        name: String, aliases: [String], subcommands: [Command<Context>],
        describe: @escaping @Sendable (Localizer) -> CommandSpec, body: Run?
    ) {
        self.name = name
        self.aliases = aliases
        self.subcommands = subcommands
        self.describe = describe
        self.body = body
    }

    /// The same command (and subcommands) run with a context made from
    /// another, when it runs: image-feed's commands take its
    /// `ImageFeedContext`, which the runner's `AppEnvironment` makes.
    package func adapted<Outer>(_ make: @escaping @Sendable (Invocation, Outer) throws -> Context) -> Command<Outer> {
        var run: Command<Outer>.Run?
        if let body {
            run = { invocation, outer in try body(invocation, make(invocation, outer)) }
        }
        return Command<Outer>(
            name: name, aliases: aliases, subcommands: subcommands.map { $0.adapted(make) }, describe: describe,
            body: run)
    }

    /// The command's spec in `l`'s language, each subcommand's built only
    /// when the parse descends into it or help lists it.
    package func spec(_ l: Localizer) -> CommandSpec {
        var spec = describe(l)
        spec.deferredSubcommands = subcommands.specs(l)
        return spec
    }

    /// The spec, built when first asked for.
    package func deferred(_ l: Localizer) -> DeferredCommand {
        DeferredCommand(name: name, aliases: aliases) { spec(l) }
    }

    /// Runs the command `path` names below this one (this one when empty).
    func run(_ path: ArraySlice<String>, _ invocation: Invocation, _ context: Context) throws {
        if path.isEmpty {
            // The parser only ends on a command without a run when it has subcommands to name.
            guard let body else { throw UsageError.missingSubcommand(available: subcommands.map(\.name)) }
            return try body(invocation, context)
        }
        try subcommands.run(path, invocation, context)
    }
}

/// A help text in the language of the localizer it is given.
package typealias HelpText = @Sendable (Localizer) -> String

extension Array {
    /// The commands' specs, in order, each built only when needed.
    package func specs<Context>(_ l: Localizer) -> [DeferredCommand] where Element == Command<Context> {
        map { $0.deferred(l) }
    }

    /// The command called `name` (or having it as an alias).
    package func command<Context>(named name: String) -> Command<Context>? where Element == Command<Context> {
        // Indices, not `first(where:)`: unspecialized here, that generic
        // method looks `Element` up at run time (a conformance scan).
        for index in indices where self[index].name == name || self[index].aliases.contains(name) {
            return self[index]
        }
        return nil
    }

    /// Runs the command the invocation's path names (the parser filled in
    /// default subcommands); a word no command has is a usage error.
    package func run<Context>(_ invocation: Invocation, _ context: Context) throws
    where Element == Command<Context> {
        try run(invocation.commandPath[...], invocation, context)
    }

    func run<Context>(_ path: ArraySlice<String>, _ invocation: Invocation, _ context: Context) throws
    where Element == Command<Context> {
        let name = path.first ?? ""
        guard let command = command(named: name) else { throw UsageError.unknownCommand(name, suggestion: nil) }
        try command.run(path.dropFirst(), invocation, context)
    }
}
