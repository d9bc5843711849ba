/// Reading the typed options, flags and arguments a command declared: the one
/// way commands read an invocation, so each name, parse and default is written
/// once (where the `Option`, `Flag` or `Argument` is declared).
extension Invocation {
    /// The option's value: the one given (the last, or every one of a repeated
    /// option), else its default. Throws `UsageError.invalidValue(…, reason: .malformed)`
    /// when its parse rejects the text, as the parser's choices do for a wrong choice.
    package func value<Value>(of option: Option<Value>) throws(UsageError) -> Value {
        try read(option, texts(of: option))
    }

    /// The option's value when it was given, nil otherwise (its default is not filled in).
    package func givenValue<Value>(of option: Option<Value>) throws(UsageError) -> Value? {
        let texts = texts(of: option)
        return texts.isEmpty ? nil : try read(option, texts)
    }

    /// The required option's value; `UsageError.missingOption` when it was not given.
    package func value<Value>(of required: RequiredOption<Value>) throws(UsageError) -> Value {
        guard let value = try value(of: required.option) else { throw .missingOption(required.long) }
        return value
    }

    /// The argument's value (every value of a repeated one). Throws
    /// `UsageError.invalidValue(…, reason: .malformed)` when its parse rejects the text.
    package func value<Value>(of argument: Argument<Value>) throws(UsageError) -> Value {
        do {
            return try argument.read.read(arguments[argument.name] ?? [])
        } catch {
            switch error {
            case .malformed(let text): throw .invalidValue(.argument(argument.name), value: text, reason: .malformed)
            case .missing: throw .missingArgument(argument.name)
            }
        }
    }

    /// A text option's last value as typed, nil when not given: for commands
    /// that check the text themselves and throw their own errors.
    package func text(of option: Option<String?>) -> String? {
        texts(of: option).last
    }

    /// An optional text argument as typed, nil when not given.
    package func text(of argument: Argument<String?>) -> String? {
        arguments[argument.name]?.first
    }

    /// Whether the flag was given.
    package func isSet(_ flag: Flag) -> Bool {
        (flag.isGlobal ? globalFlags : flags).contains(flag.long)
    }

    private func texts<Value>(of option: Option<Value>) -> [String] {
        (option.isGlobal ? globalOptions : options)[option.long] ?? []
    }

    private func read<Value>(_ option: Option<Value>, _ texts: [String]) throws(UsageError) -> Value {
        do {
            return try option.read.read(texts)
        } catch {
            switch error {
            case .malformed(let text): throw .invalidValue(.option(option.long), value: text, reason: .malformed)
            // An option always has a default to read when none is given.
            case .missing: throw .missingOption(option.long)
            }
        }
    }
}
