/// What the command line asked for: the command path and the values given.
public struct Invocation: Sendable, Equatable {
    /// Canonical subcommand names from the root, default subcommands filled in
    /// (`["category", "list"]` for `tracker category`; empty for the root itself).
    public var commandPath: [String]
    /// Values of value-taking options by long name, in command-line order.
    public var options: [String: [String]]
    /// Long names of the flags given.
    public var flags: Set<String>
    /// Positional values by argument name (a repeated argument holds many).
    public var arguments: [String: [String]]

    /// Values of global options only (`OptionSpec.isGlobal`), whatever the
    /// command: read these for global settings, since a command's own option
    /// may shadow a global name in `options`.
    public var globalOptions: [String: [String]]
    /// Global flags given.
    public var globalFlags: Set<String>

    public init(
        commandPath: [String], options: [String: [String]] = [:], flags: Set<String> = [],
        arguments: [String: [String]] = [:],
        globalOptions: [String: [String]] = [:], globalFlags: Set<String> = []
    ) {
        self.commandPath = commandPath
        self.options = options
        self.flags = flags
        self.arguments = arguments
        self.globalOptions = globalOptions
        self.globalFlags = globalFlags
    }

    /// The last value of global option `name`, or nil.
    public func global(_ name: String) -> String? { globalOptions[name]?.last }

    /// Whether global flag `name` was given.
    public func globalFlag(_ name: String) -> Bool { globalFlags.contains(name) }

    /// The value of option or argument `name` (an option's last value), or nil.
    public func string(_ name: String) -> String? {
        options[name]?.last ?? arguments[name]?.first
    }

    /// Every value of option or argument `name`.
    public func strings(_ name: String) -> [String] {
        options[name] ?? arguments[name] ?? []
    }

    /// Whether flag `name` was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// Whether option, flag or argument `name` was given at all.
    public func has(_ name: String) -> Bool {
        flags.contains(name) || options[name] != nil || arguments[name] != nil
    }

    /// The value of `name` converted by `parse`; nil when not given.
    /// Throws `UsageError.invalidValue(…, reason: .malformed)` when `parse` returns nil.
    public func value<T>(_ name: String, parse: (String) -> T?) throws(UsageError) -> T? {
        guard let text = string(name) else { return nil }
        guard let value = parse(text) else {
            throw .invalidValue(subject(name), value: text, reason: .malformed)
        }
        return value
    }

    /// Every value of `name` converted by `parse`; throws on the first it rejects.
    public func values<T>(_ name: String, parse: (String) -> T?) throws(UsageError) -> [T] {
        var result: [T] = []
        for text in strings(name) {
            guard let value = parse(text) else { throw .invalidValue(subject(name), value: text, reason: .malformed) }
            result.append(value)
        }
        return result
    }

    /// The value of option `name`, or `UsageError.missingOption(name)` when absent.
    /// (Required positional arguments are already enforced by the parser.)
    public func require(_ name: String) throws(UsageError) -> String {
        guard let text = string(name) else { throw .missingOption(name) }
        return text
    }

    /// Whether `name` names an option (rather than a positional argument) in this invocation.
    private func subject(_ name: String) -> ValueSubject {
        arguments[name] != nil ? .argument(name) : .option(name)
    }
}

/// What `CommandParser.parse` found the user asked for.
public enum ParseOutcome: Sendable, Equatable {
    /// Run a command.
    case run(Invocation)
    /// Show help for the command at this canonical path (`-h`, `--help`, `help …`).
    case help(commandPath: [String])
    /// Print this version (`--version` at the root).
    case version(String)
}
