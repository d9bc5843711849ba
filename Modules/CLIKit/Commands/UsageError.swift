/// A bad command line. Every case carries what a localized message needs;
/// CLIKit never prints these itself. All exit with `ExitCode.usage` (64).
package enum UsageError: Error, Sendable, Equatable {
    /// An option no command on the path knows, as typed (`--colr`, `-x`), and
    /// the closest valid one (`--color`) when it is close enough.
    case unknownOption(String, suggestion: String?)
    /// A word where a subcommand was expected, with the closest subcommand name.
    case unknownCommand(String, suggestion: String?)
    /// A command that needs a subcommand got none; lists the valid ones.
    case missingSubcommand(available: [String])
    /// A value-taking option was last on the line (`--date`).
    case missingValue(option: String)
    /// A value was rejected.
    case invalidValue(ValueSubject, value: String, reason: InvalidValueReason)
    /// A required positional argument is missing (its name).
    case missingArgument(String)
    /// A required option is missing (its long name); raised by `Invocation.value(of:)`.
    case missingOption(String)
    /// More positional values than the command takes (the first extra one).
    case unexpectedArgument(String)
    /// A single-value option or a flag given twice (its long name).
    case duplicateOption(String)
    /// Two options that exclude each other (long names, in command-line order).
    case conflictingOptions(String, String)
    /// A flag given a value (`--yes=no`).
    case flagWithValue(option: String, value: String)

    /// Always `ExitCode.usage`.
    package var exitCode: ExitCode { .usage }
}

/// What an invalid value was given to.
package enum ValueSubject: Sendable, Equatable {
    /// An option, by long name.
    case option(String)
    /// A positional argument, by name.
    case argument(String)
    /// An environment variable that stands in for an option (`POCKET_STORE`).
    case environment(String)

    /// The option, argument or variable name.
    package var name: String {
        switch self {
        case .option(let name), .argument(let name), .environment(let name): name
        }
    }
}

/// Why a value was rejected.
package enum InvalidValueReason: Sendable, Equatable {
    /// Not one of the allowed values (listed).
    case notOneOf([String])
    /// The parse of an `Option` or `Argument` rejected the text.
    case malformed
    /// A caller-supplied (already localized) explanation.
    case custom(String)
}

/// A usage error together with the command it happened in, so the caller can
/// print `See 'tracker category add --help'`.
package struct ParseError: Error, Sendable, Equatable {
    package var error: UsageError
    /// Canonical subcommand names from the root (empty at the root).
    package var commandPath: [String]

    package init(_ error: UsageError, commandPath: [String]) {
        self.error = error
        self.commandPath = commandPath
    }

    package var exitCode: ExitCode { .usage }
}

extension UsageError: CustomStringConvertible {
    /// An English fallback for logs and tests; user-facing text is the caller's to localize.
    package var description: String {
        switch self {
        case .unknownOption(let name, let suggestion):
            "unknown option '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .unknownCommand(let name, let suggestion):
            "unknown command '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .missingSubcommand(let available): "missing subcommand (one of \(available.joined(separator: ", ")))"
        case .missingValue(let option): "missing value for '--\(option)'"
        case .invalidValue(let subject, let value, let reason):
            "invalid value '\(value)' for '\(subject.name)'" + reason.englishSuffix
        case .missingArgument(let name): "missing argument <\(name)>"
        case .missingOption(let name): "missing option '--\(name)'"
        case .unexpectedArgument(let value): "unexpected argument '\(value)'"
        case .duplicateOption(let name): "option '--\(name)' given more than once"
        case .conflictingOptions(let first, let second): "'--\(first)' cannot be used with '--\(second)'"
        case .flagWithValue(let option, let value): "option '--\(option)' takes no value (got '\(value)')"
        }
    }
}

extension InvalidValueReason {
    fileprivate var englishSuffix: String {
        switch self {
        case .notOneOf(let choices): " (one of \(choices.joined(separator: ", ")))"
        case .malformed: ""
        case .custom(let text): ": \(text)"
        }
    }
}
