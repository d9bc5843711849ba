/// Parses a command line against a `CommandSpec` tree.
///
/// Forms: `--name value`, `--name=value`, `-n value`, `-nvalue`, combined flags
/// `-yv`, repeated options, positionals, `--` (everything after it is positional).
/// A value-taking option always consumes the next token, even one starting
/// with `-`, so `--days -3` works. A token like `-5` or `-2.5` is a positional
/// when the current command still takes one, otherwise an unknown option.
/// Global options (`OptionSpec.isGlobal`) are accepted on the command that declares
/// them and on every command below it, before or after the subcommand name.
/// An option unknown to a command but known to its default subcommand selects
/// that subcommand (`tracker --date D` is `tracker list --date D`).
package struct CommandParser: Sendable {
    package let root: CommandSpec

    package init(root: CommandSpec) { self.root = root }

    /// Parses `arguments` (without the executable name).
    package func parse(_ arguments: [String]) throws(ParseError) -> ParseOutcome {
        if let path = helpRequestPath(arguments) { return .help(commandPath: path) }
        var state = ParserState(root: root)
        var index = 0
        do throws(UsageError) {
            while index < arguments.count {
                let token = arguments[index]
                index += 1
                if let outcome = try state.consume(token, rest: arguments, index: &index) { return outcome }
            }
            return .run(try state.finish())
        } catch {
            throw ParseError(error, commandPath: state.path)
        }
    }

    /// The command whose help `-h`/`--help` anywhere before `--` asks for: the
    /// subcommand words among the tokens, option values skipped, the rest ignored
    /// (so `tracker category add --bogus -h` still shows help).
    func helpRequestPath(_ arguments: [String]) -> [String]? {
        let beforeEnd = arguments.prefix { $0 != "--" }
        guard beforeEnd.contains(where: { $0 == "-h" || $0 == "--help" }) else { return nil }
        var chain = [root]
        var path: [String] = []
        var skipNext = false
        for token in beforeEnd {
            if skipNext {
                skipNext = false
                continue
            }
            let reading = OptionToken(token, among: ParserState.availableOptions(chain))
            if reading != .notAnOption {
                skipNext = reading.takesNextToken
            } else if let next = chain.last?.subcommand(named: token) {
                chain.append(next)
                path.append(next.name)
            }
        }
        return path
    }
}
