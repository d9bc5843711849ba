/// One word of a command's usage line, kept structured so the help text and
/// the man page lay out the same usage (names, arguments, options, then the
/// subcommand) and differ only in how they dress each word.
enum UsageWord: Sendable, Equatable {
    /// A command name on the path: `tracker`, `category`, `add`.
    case command(String)
    /// `<name>`, `[<name>]`, `<name> ...`.
    case argument(name: String, isOptional: Bool, isRepeated: Bool)
    /// `[--long]`, `[--long <value>]`, `[--long <value> ...]`; a required
    /// option without the brackets.
    case option(long: String, valueName: String?, isRepeated: Bool, isRequired: Bool)
    /// `<subcommand>`, or `[<subcommand>]` when there is a default or the command runs alone.
    case subcommand(isOptional: Bool)

    /// The words of `command`'s usage, `names` being the command path from the root.
    static func words(_ command: CommandSpec, names: [String]) -> [UsageWord] {
        var words = names.map(UsageWord.command)
        for argument in command.arguments {
            words.append(
                .argument(name: argument.name, isOptional: argument.isOptional, isRepeated: argument.isRepeated))
        }
        for option in command.options where !option.isHidden {
            words.append(
                .option(
                    long: option.long, valueName: option.kind.takesValue ? option.valueName : nil,
                    isRepeated: option.kind == .repeatedValue, isRequired: option.isRequired))
        }
        if command.hasSubcommands {
            words.append(.subcommand(isOptional: command.defaultSubcommand != nil || command.runsWithoutSubcommand))
        }
        return words
    }

    /// The word as help shows it.
    var plain: String {
        switch self {
        case .command(let name):
            return name
        case .argument(let name, let isOptional, let isRepeated):
            let word = "<\(name)>" + (isRepeated ? " ..." : "")
            return isOptional ? "[\(word)]" : word
        case .option(let long, let valueName, let isRepeated, let isRequired):
            var word = "--" + long
            if let valueName { word += " <\(valueName)>" }
            if isRepeated { word += " ..." }
            return isRequired ? word : "[\(word)]"
        case .subcommand(let isOptional):
            return isOptional ? "[<subcommand>]" : "<subcommand>"
        }
    }
}

extension OptionSpec {
    /// `-s, --long <value> ...` as help and the man page list it, each
    /// renderer dressing the names and the value its own way.
    func label(name: (String) -> String, value: (String) -> String) -> String {
        var label = short.map { name("-\($0)") + ", " } ?? ""
        label += name("--" + long)
        if kind.takesValue { label += " " + value(valueName) }
        if kind == .repeatedValue { label += " ..." }
        return label
    }
}
