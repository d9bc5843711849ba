/// A value-taking option declared once, as swift-argument-parser's `@Option`:
/// its names, choices and completion, how its text becomes a `Value`, and the
/// value when it is not given. The same value builds the command's spec
/// (`spec(help:)`) and reads the invocation (`Invocation.value(of:)`), so a
/// name, a parse or a default is never written twice.
///
/// `Value` is what a command gets: `Option<Int>("page", default: 1, …)` reads
/// as `Int`, `Option<String?>("category")` as `String?` (nil when not given),
/// `Option<[String]>` (`repeated`) as every value given. Help texts are not part
/// of it: they are localized, and one option may read differently per command.
package struct Option<Value: Sendable>: Sendable {
    package let long: String
    package let short: Character?
    /// Shown as `<valueName>`; the long name when nil.
    package let valueName: String?
    /// Allowed values, checked by the parser; empty means any.
    package let choices: [String]
    package let isHidden: Bool
    /// Read from the invocation's global options (`OptionSpec.isGlobal`).
    package let isGlobal: Bool
    package let completion: CompletionSource?
    /// The value when the option is not given (nil for an optional `Value`, none for a repeated one).
    package let defaultValue: Value
    /// The default as help shows it, derived from the typed default once; nil shows none.
    let defaultText: String?
    let isRepeated: Bool
    let read: ValueReading<Value>

    init(
        _ long: String, short: Character?, valueName: String?, choices: [String], isHidden: Bool, isGlobal: Bool,
        completion: CompletionSource?, defaultValue: Value, defaultText: String?, isRepeated: Bool,
        read: ValueReading<Value>
    ) {
        self.long = long
        self.short = short
        self.valueName = valueName
        self.choices = choices
        self.isHidden = isHidden
        self.isGlobal = isGlobal
        self.completion = completion
        self.defaultValue = defaultValue
        self.defaultText = defaultText
        self.isRepeated = isRepeated
        self.read = read
    }

    /// The option's spec with its (localized) help.
    package func spec(help: String) -> OptionSpec {
        OptionSpec(
            long, short: short, help: help, valueName: valueName, kind: isRepeated ? .repeatedValue : .value,
            choices: choices, defaultValue: defaultText, isHidden: isHidden, isGlobal: isGlobal,
            completion: completion)
    }
}

extension Option where Value: ArgumentValue {
    /// An option with a default, which help shows as the type does
    /// (`defaultValueDescription`). The type's own parse and choices unless
    /// others are given (a range of pages, the formats an app can write).
    package init(
        _ long: String, short: Character? = nil, valueName: String? = nil, choices: [String] = Value.allValueStrings,
        default defaultValue: Value, isHidden: Bool = false, isGlobal: Bool = false,
        completion: CompletionSource? = nil, parse: @escaping @Sendable (String) -> Value? = { Value(argument: $0) }
    ) {
        self.init(
            long, short: short, valueName: valueName, choices: choices, isHidden: isHidden, isGlobal: isGlobal,
            completion: completion, defaultValue: defaultValue, defaultText: defaultValue.defaultValueDescription,
            isRepeated: false, read: .last(parse, absent: .value(defaultValue)))
    }
}

extension Option {
    /// An option without a default: nil when not given.
    package init<Wrapped: ArgumentValue>(
        _ long: String, short: Character? = nil, valueName: String? = nil,
        choices: [String] = Wrapped.allValueStrings, isHidden: Bool = false, isGlobal: Bool = false,
        completion: CompletionSource? = nil,
        parse: @escaping @Sendable (String) -> Wrapped? = { Wrapped(argument: $0) }
    ) where Value == Wrapped? {
        self.init(
            long, short: short, valueName: valueName, choices: choices, isHidden: isHidden, isGlobal: isGlobal,
            completion: completion, defaultValue: nil, defaultText: nil, isRepeated: false,
            read: .last({ parse($0).map(Optional.some) }, absent: .value(nil)))
    }

    /// An option given any number of times: every value, in command-line order.
    package init<Element: ArgumentValue>(
        repeated long: String, short: Character? = nil, valueName: String? = nil,
        choices: [String] = Element.allValueStrings, isHidden: Bool = false, completion: CompletionSource? = nil,
        parse: @escaping @Sendable (String) -> Element? = { Element(argument: $0) }
    ) where Value == [Element] {
        self.init(
            long, short: short, valueName: valueName, choices: choices, isHidden: isHidden, isGlobal: false,
            completion: completion, defaultValue: [], defaultText: nil, isRepeated: true,
            read: .each(parse))
    }
}

extension Option {
    /// The same option with its value parsed further by `transform`, for a
    /// parse only known at run time (the app's clock reading a day); a value
    /// `transform` rejects is malformed, as one the first parse rejects.
    package func map<Wrapped, T>(_ transform: @escaping @Sendable (Wrapped) -> T?) -> Option<T?>
    where Value == Wrapped? {
        let first = read
        let reading = ValueReading<T?> { texts throws(ValueReadingFailure) in
            guard let wrapped = try first.read(texts) else { return nil }
            guard let value = transform(wrapped) else { throw .malformed(texts.last ?? "") }
            return value
        }
        return Option<T?>(
            long, short: short, valueName: valueName, choices: choices, isHidden: isHidden,
            isGlobal: isGlobal, completion: completion, defaultValue: nil, defaultText: defaultText,
            isRepeated: false, read: reading)
    }
}

/// An option that must be given: `Invocation.value(of:)` throws
/// `UsageError.missingOption` when it is not; help shows no default.
package struct RequiredOption<Value: Sendable>: Sendable {
    /// The option read as optional, which the requirement unwraps.
    package let option: Option<Value?>

    package init(
        _ long: String, short: Character? = nil, valueName: String? = nil, choices: [String] = Value.allValueStrings,
        isHidden: Bool = false, completion: CompletionSource? = nil,
        parse: @escaping @Sendable (String) -> Value? = { Value(argument: $0) }
    ) where Value: ArgumentValue {
        option = Option(
            long, short: short, valueName: valueName, choices: choices, isHidden: isHidden,
            completion: completion, parse: parse)
    }

    package var long: String { option.long }

    /// The option's spec with its (localized) help, marked required.
    package func spec(help: String) -> OptionSpec {
        var spec = option.spec(help: help)
        spec.isRequired = true
        return spec
    }
}

/// A flag declared once (`--yes`, `-y`): builds its spec and reads whether it was given.
package struct Flag: Sendable {
    package let long: String
    package let short: Character?
    package let isHidden: Bool
    /// Read from the invocation's global flags.
    package let isGlobal: Bool

    package init(_ long: String, short: Character? = nil, isHidden: Bool = false, isGlobal: Bool = false) {
        self.long = long
        self.short = short
        self.isHidden = isHidden
        self.isGlobal = isGlobal
    }

    /// The flag's spec with its (localized) help.
    package func spec(help: String) -> OptionSpec {
        OptionSpec(long, short: short, help: help, kind: .flag, isHidden: isHidden, isGlobal: isGlobal)
    }
}
