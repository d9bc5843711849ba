/// A command of the tree: its name, help texts, arguments, options and subcommands.
///
/// Specs are plain values holding already-localized help texts; the caller builds
/// the tree with its localizer and runs whatever `CommandParser` returns.
/// Subcommands may be deferred (`DeferredCommand`): known by name, their specs
/// built only when the parse descends into one or help lists them.
package struct CommandSpec: Sendable, Equatable {
    /// The name typed on the command line (the executable's name at the root).
    package var name: String
    /// One line shown after `OVERVIEW:` and in the parent's `SUBCOMMANDS:` list.
    package var abstract: String
    /// Longer text shown under the overview, if any.
    package var discussion: String?
    /// Positional arguments, in order.
    package var arguments: [ArgumentSpec]
    /// Options of this command (and, when `isGlobal`, of every command below it).
    package var options: [OptionSpec]
    /// Subcommands, in the order help lists them, each built only when asked for.
    package var deferredSubcommands: [DeferredCommand]
    /// The subcommand run when none is named (`tracker` → `tracker list`).
    package var defaultSubcommand: String?
    /// Whether the command also runs without any of its subcommands
    /// (`tracker add` asks which kind on a terminal); otherwise a missing
    /// subcommand is a usage error.
    package var runsWithoutSubcommand = false
    /// Other names accepted for this command (`ls` for `list`).
    package var aliases: [String]
    /// Groups of option long names of which at most one may be given.
    package var exclusiveOptions: [[String]]
    /// The version `--version` prints; only read at the root.
    package var version: String?

    package init(
        name: String, abstract: String = "", discussion: String? = nil,
        arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], subcommands: [CommandSpec] = [],
        deferredSubcommands: [DeferredCommand] = [], defaultSubcommand: String? = nil, aliases: [String] = [],
        exclusiveOptions: [[String]] = [], version: String? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.deferredSubcommands = subcommands.map(DeferredCommand.init) + deferredSubcommands
        self.defaultSubcommand = defaultSubcommand
        self.aliases = aliases
        self.exclusiveOptions = exclusiveOptions
        self.version = version
    }

    /// Every subcommand's spec, in the order help lists them (all of them built).
    package var subcommands: [CommandSpec] {
        get { deferredSubcommands.map(\.spec) }
        set { deferredSubcommands = newValue.map(DeferredCommand.init) }
    }

    /// Whether the command has subcommands; builds none.
    package var hasSubcommands: Bool { !deferredSubcommands.isEmpty }

    /// The subcommands' names and aliases, in order; builds none.
    package var subcommandNames: [String] { deferredSubcommands.flatMap { [$0.name] + $0.aliases } }

    /// The command's own options as typed (`--name`), in help's order, hidden
    /// ones left out: what a message listing them names, so it follows the spec.
    package var optionNames: [String] { options.filter { !$0.isHidden && !$0.isGlobal }.map { "--" + $0.long } }

    /// The direct subcommand called `name` or having it as an alias; builds only that one.
    package func subcommand(named name: String) -> CommandSpec? {
        deferredSubcommands.first { $0.name == name || $0.aliases.contains(name) }?.spec
    }

    package static func == (a: CommandSpec, b: CommandSpec) -> Bool {
        a.name == b.name && a.abstract == b.abstract && a.discussion == b.discussion && a.arguments == b.arguments
            && a.options == b.options && a.subcommands == b.subcommands && a.defaultSubcommand == b.defaultSubcommand
            && a.runsWithoutSubcommand == b.runsWithoutSubcommand && a.aliases == b.aliases
            && a.exclusiveOptions == b.exclusiveOptions && a.version == b.version
    }

    /// The command at `path` below this one (`["category", "add"]`), aliases allowed.
    package func descendant(at path: [String]) -> CommandSpec? {
        var command = self
        for name in path {
            guard let next = command.subcommand(named: name) else { return nil }
            command = next
        }
        return command
    }
}

/// A subcommand known by its name and aliases, whose spec (its localized
/// help, its options) is built only when needed: an app run builds the spec
/// of the one command it runs, not those of all its commands (a tenth of a
/// short command's start-up went there). `name` and `aliases` must be the
/// built spec's (the apps' tests check it).
package struct DeferredCommand: Sendable {
    package let name: String
    package let aliases: [String]
    private let build: @Sendable () -> CommandSpec

    package init(name: String, aliases: [String] = [], build: @escaping @Sendable () -> CommandSpec) {
        self.name = name
        self.aliases = aliases
        self.build = build
    }

    /// A spec already built.
    package init(_ spec: CommandSpec) {
        self.init(name: spec.name, aliases: spec.aliases) { spec }
    }

    /// The spec, built now.
    package var spec: CommandSpec { build() }
}

/// A positional argument.
package struct ArgumentSpec: Sendable, Equatable {
    /// The name shown as `<name>` and used to read the value from `Invocation`.
    package var name: String
    package var help: String
    package var isOptional: Bool
    /// Takes every remaining positional value; only sensible as the last argument.
    package var isRepeated: Bool
    /// Allowed values; empty means any.
    package var choices: [String]
    /// Values the app lists while a shell completes this argument (names in its store).
    package var completion: CompletionSource?

    package init(
        _ name: String, help: String = "", isOptional: Bool = false, isRepeated: Bool = false, choices: [String] = [],
        completion: CompletionSource? = nil
    ) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isRepeated = isRepeated
        self.choices = choices
        self.completion = completion
    }
}

/// A kind of value only the running app knows (the names in its store,
/// recent days), which completion scripts ask it for with
/// `APP __complete SOURCE PREFIX WORDS…` (`Completions.hookCommand`).
package struct CompletionSource: Sendable, Hashable {
    /// The word the scripts pass (`names`, `dates`).
    package var name: String

    package init(_ name: String) { self.name = name }
}

/// What an option takes.
package enum OptionKind: Sendable, Equatable {
    /// Present or not (`--yes`).
    case flag
    /// One value, given at most once (`--date D`).
    case value
    /// One value each time, may be given many times (`--tag a --tag b`).
    case repeatedValue

    /// Whether the option consumes a value.
    package var takesValue: Bool { self != .flag }
}

/// A named option (`--long`, optionally `-s`).
package struct OptionSpec: Sendable, Equatable {
    /// The long name without dashes; also the key in `Invocation`.
    package var long: String
    package var short: Character?
    package var help: String
    /// Shown as `<valueName>`; defaults to the long name.
    package var valueName: String
    package var kind: OptionKind
    /// Allowed values; empty means any.
    package var choices: [String]
    /// Shown in help as the default; parsing does not fill it in.
    package var defaultValue: String?
    /// Accepted but left out of help, usage and completions.
    package var isHidden: Bool
    /// Accepted by this command and every command below it, before or after the subcommand.
    package var isGlobal: Bool
    /// Values the app lists while a shell completes the option's value.
    package var completion: CompletionSource?
    /// Must be given (`RequiredOption`): usage shows it without brackets.
    package var isRequired = false

    package init(
        _ long: String, short: Character? = nil, help: String = "", valueName: String? = nil,
        kind: OptionKind = .flag, choices: [String] = [], defaultValue: String? = nil,
        isHidden: Bool = false, isGlobal: Bool = false, completion: CompletionSource? = nil
    ) {
        self.long = long
        self.short = short
        self.help = help
        self.valueName = valueName ?? long
        self.kind = kind
        self.choices = choices
        self.defaultValue = defaultValue
        self.isHidden = isHidden
        self.isGlobal = isGlobal
        self.completion = completion
    }
}
