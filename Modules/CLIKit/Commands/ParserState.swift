/// The mutable state of one parse: the chosen command chain and the values so far.
struct ParserState {
    private(set) var chain: [CommandSpec]
    private(set) var path: [String] = []
    private var options: [String: [String]] = [:]
    private var flags: Set<String> = []
    /// Values and flags of global options, kept apart so a command's own
    /// option of the same name never collides with them.
    private var globalOptions: [String: [String]] = [:]
    private var globalFlags: Set<String> = []
    private var givenOrder: [String] = []
    private var positionals: [String] = []
    private var optionsEnded = false

    init(root: CommandSpec) { chain = [root] }

    private var current: CommandSpec { chain[chain.count - 1] }

    /// The options of the last command in `chain` plus the global options of
    /// the ones above it. A command's own option shadows a global one of the
    /// same name (`tracker add --color 3` is the tracker's color, while
    /// `tracker --color never add …` is the global one).
    static func availableOptions(_ chain: [CommandSpec]) -> [OptionSpec] {
        let own = chain.last!.options
        let inherited = chain.dropLast().reversed().flatMap { $0.options.filter(\.isGlobal) }
        return own + inherited.filter { global in !own.contains { $0.long == global.long } }
    }

    /// Handles one token; returns an outcome when the parse ends early (`--version`, `help …`).
    mutating func consume(_ token: String, rest: [String], index: inout Int) throws(UsageError) -> ParseOutcome? {
        if optionsEnded {
            try word(token)
            return nil
        }
        if token == "--" {
            optionsEnded = true
            return nil
        }
        // `--version` is global: before or after the command, as `--help` is,
        // unless a command takes a `--version` option of its own.
        if token == "--version", let version = chain[0].version,
            !Self.availableOptions(chain).contains(where: { $0.long == "version" })
        {
            return .version(version)
        }
        if token.hasPrefix("--") {
            try longOption(token, rest: rest, index: &index)
        } else if token.hasPrefix("-"), token.count > 1, !(Self.isNegativeNumber(token) && takesPositional) {
            try shortCluster(token, rest: rest, index: &index)
        } else if token == "help", acceptsSubcommand, current.subcommand(named: "help") == nil {
            return .help(commandPath: try helpPath(Array(rest[index...])))
        } else {
            try word(token)
        }
        return nil
    }

    /// The invocation after the last token: default subcommands, positional
    /// assignment and exclusivity checks.
    mutating func finish() throws(UsageError) -> Invocation {
        while acceptsSubcommand, !current.runsWithoutSubcommand {
            guard let name = current.defaultSubcommand, let next = current.subcommand(named: name) else {
                throw .missingSubcommand(available: current.deferredSubcommands.map(\.name))
            }
            descend(into: next)
        }
        let arguments = try PositionalAssignment.assign(positionals, to: current.arguments)
        try checkExclusiveGroups()
        // Globals not shadowed by the final command stay readable by name too.
        let shadowed = Set(current.options.filter { !$0.isGlobal }.map(\.long))
        var merged = options
        for (name, values) in globalOptions where !shadowed.contains(name) { merged[name, default: []] += values }
        return Invocation(
            commandPath: path, options: merged, flags: flags.union(globalFlags.subtracting(shadowed)),
            arguments: arguments, globalOptions: globalOptions, globalFlags: globalFlags)
    }

    // MARK: - Words

    /// Whether the next word may still be a subcommand name of the current command.
    private var acceptsSubcommand: Bool { current.hasSubcommands && positionals.isEmpty }

    private var takesPositional: Bool {
        if acceptsSubcommand && current.arguments.isEmpty { return false }
        return current.arguments.contains(where: \.isRepeated) || positionals.count < current.arguments.count
    }

    private mutating func word(_ token: String) throws(UsageError) {
        if !optionsEnded, acceptsSubcommand {
            if let next = current.subcommand(named: token) {
                descend(into: next)
                return
            }
            if current.arguments.isEmpty {
                throw .unknownCommand(token, suggestion: Suggestion.closest(to: token, among: subcommandNames(current)))
            }
        }
        positionals.append(token)
    }

    private mutating func descend(into command: CommandSpec) {
        chain.append(command)
        path.append(command.name)
    }

    /// `help a b` → the canonical path of `a b` below the current command; options ignored.
    private func helpPath(_ words: [String]) throws(UsageError) -> [String] {
        var command = current
        var result = path
        for word in words where !word.hasPrefix("-") {
            guard let next = command.subcommand(named: word) else {
                throw .unknownCommand(word, suggestion: Suggestion.closest(to: word, among: subcommandNames(command)))
            }
            command = next
            result.append(next.name)
        }
        return result
    }

    private func subcommandNames(_ command: CommandSpec) -> [String] { command.subcommandNames }

    static func isNegativeNumber(_ token: String) -> Bool {
        let body = token.dropFirst()
        guard body.first?.isASCII == true, body.first!.isNumber else { return false }
        return body.filter { $0 == "." }.count <= 1 && body.allSatisfy { $0 == "." || ($0.isASCII && $0.isNumber) }
    }

    // MARK: - Options

    private mutating func longOption(_ token: String, rest: [String], index: inout Int) throws(UsageError) {
        let body = token.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
        guard let spec = resolve({ $0.long == name }) else {
            var names = Self.availableOptions(chain).filter { !$0.isHidden }.map { "--" + $0.long } + ["--help"]
            if chain[0].version != nil { names.append("--version") }
            throw .unknownOption("--" + name, suggestion: Suggestion.closest(to: "--" + name, among: names))
        }
        try record(spec, inline: inline, rest: rest, index: &index)
    }

    private mutating func shortCluster(_ token: String, rest: [String], index: inout Int) throws(UsageError) {
        var letters = Substring(token.dropFirst())
        while let letter = letters.popFirst() {
            guard let spec = resolve({ $0.short == letter }) else {
                // `-json` is most likely a mistyped `--json`: suggest the long option.
                let longs = Self.availableOptions(chain).filter { !$0.isHidden }.map(\.long)
                let suggestion = token.count > 2 ? Suggestion.closest(to: String(token.dropFirst()), among: longs) : nil
                throw .unknownOption("-" + String(letter), suggestion: suggestion.map { "--" + $0 })
            }
            if spec.kind.takesValue {
                try record(spec, inline: letters.isEmpty ? nil : String(letters), rest: rest, index: &index)
                return
            }
            try record(spec, inline: nil, rest: rest, index: &index)
        }
    }

    /// The option matching `predicate` on the current command, or on its default
    /// subcommand (descending into it) when no word has been given yet.
    private mutating func resolve(_ predicate: (OptionSpec) -> Bool) -> OptionSpec? {
        if let spec = Self.availableOptions(chain).first(where: predicate) { return spec }
        var trial = chain
        while trial.last!.hasSubcommands, positionals.isEmpty,
            let name = trial.last!.defaultSubcommand, let next = trial.last!.subcommand(named: name)
        {
            trial.append(next)
            if let spec = Self.availableOptions(trial).first(where: predicate) {
                for command in trial.dropFirst(chain.count) { descend(into: command) }
                return spec
            }
        }
        return nil
    }

    private mutating func record(_ spec: OptionSpec, inline: String?, rest: [String], index: inout Int)
        throws(UsageError)
    {
        guard spec.kind.takesValue else {
            if let inline { throw .flagWithValue(option: spec.long, value: inline) }
            if spec.isGlobal {
                if globalFlags.contains(spec.long) { throw .duplicateOption(spec.long) }
                globalFlags.insert(spec.long)
                return
            }
            if flags.contains(spec.long) { throw .duplicateOption(spec.long) }
            flags.insert(spec.long)
            givenOrder.append(spec.long)
            return
        }
        let value: String
        if let inline {
            value = inline
        } else if index < rest.count {
            value = rest[index]
            index += 1
        } else {
            throw .missingValue(option: spec.long)
        }
        if !spec.choices.isEmpty, !spec.choices.contains(value) {
            throw .invalidValue(.option(spec.long), value: value, reason: .notOneOf(spec.choices))
        }
        if spec.isGlobal {
            if spec.kind == .value, globalOptions[spec.long] != nil { throw .duplicateOption(spec.long) }
            globalOptions[spec.long, default: []].append(value)
            givenOrder.append(spec.long)
            return
        }
        if spec.kind == .value, options[spec.long] != nil { throw .duplicateOption(spec.long) }
        options[spec.long, default: []].append(value)
        givenOrder.append(spec.long)
    }

    private func checkExclusiveGroups() throws(UsageError) {
        for group in chain.flatMap(\.exclusiveOptions) {
            var seen: [String] = []
            for name in givenOrder where group.contains(name) && !seen.contains(name) { seen.append(name) }
            if seen.count > 1 { throw .conflictingOptions(seen[0], seen[1]) }
        }
    }
}

/// Assigns positional values to argument specs: required ones first, optional
/// ones while values remain, a repeated one takes what the later required ones leave.
enum PositionalAssignment {
    static func assign(_ values: [String], to specs: [ArgumentSpec]) throws(UsageError) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var remaining = values[...]
        for (position, spec) in specs.enumerated() {
            let neededLater = specs[(position + 1)...].filter { !$0.isOptional }.count
            let spare = max(0, remaining.count - neededLater)
            // A required argument takes a value even when later ones then go
            // without, so the error names the first argument that is missing.
            let least = spec.isOptional ? 0 : 1
            let take = min(remaining.count, max(least, spec.isRepeated ? spare : min(1, spare)))
            if take < least { throw .missingArgument(spec.name) }
            let taken = Array(remaining.prefix(take))
            remaining = remaining.dropFirst(take)
            if let bad = taken.first(where: { !spec.choices.isEmpty && !spec.choices.contains($0) }) {
                throw .invalidValue(.argument(spec.name), value: bad, reason: .notOneOf(spec.choices))
            }
            if !taken.isEmpty { result[spec.name] = taken }
        }
        if let extra = remaining.first { throw .unexpectedArgument(extra) }
        return result
    }
}
