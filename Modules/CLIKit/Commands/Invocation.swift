/// What the command line asked for: the command path and the values given.
/// Commands read the values through the `Option`, `Flag` and `Argument` they
/// declared (`value(of:)`, `isSet(_:)`); the texts by name stay inside CLIKit.
package struct Invocation: Sendable, Equatable {
    /// Canonical subcommand names from the root, default subcommands filled in
    /// (`["category", "list"]` for `tracker category`; empty for the root itself).
    package var commandPath: [String]
    /// Values of value-taking options by long name, in command-line order.
    var options: [String: [String]]
    /// Long names of the flags given.
    var flags: Set<String>
    /// Positional values by argument name (a repeated argument holds many).
    var arguments: [String: [String]]

    /// Values of global options only (`OptionSpec.isGlobal`), whatever the
    /// command: read these for global settings, since a command's own option
    /// may shadow a global name in `options`.
    var globalOptions: [String: [String]]
    /// Global flags given.
    var globalFlags: Set<String>

    init(
        commandPath: [String], options: [String: [String]] = [:], flags: Set<String> = [],
        arguments: [String: [String]] = [:], globalOptions: [String: [String]] = [:], globalFlags: Set<String> = []
    ) {
        self.commandPath = commandPath
        self.options = options
        self.flags = flags
        self.arguments = arguments
        self.globalOptions = globalOptions
        self.globalFlags = globalFlags
    }
}

/// What `CommandParser.parse` found the user asked for.
package enum ParseOutcome: Sendable, Equatable {
    /// Run a command.
    case run(Invocation)
    /// Show help for the command at this canonical path (`-h`, `--help`, `help …`).
    case help(commandPath: [String])
    /// Print this version (`--version`, before or after the command).
    case version(String)
}
