/// A positional argument declared once: its name, choices and completion and
/// how its text becomes a `Value`. It builds the command's spec
/// (`spec(help:)`) and reads the invocation (`Invocation.value(of:)`).
///
/// `Argument<String>("id")` is required and reads as `String`,
/// `Argument<String?>(optional: "name")` as `String?`, and
/// `Argument<[String]>(repeated: "habit")` takes every remaining value.
package struct Argument<Value: Sendable>: Sendable {
    package let name: String
    /// Allowed values, checked by the parser; empty means any.
    package let choices: [String]
    package let completion: CompletionSource?
    let isOptional: Bool
    let isRepeated: Bool
    let read: ValueReading<Value>

    init(
        _ name: String, choices: [String], completion: CompletionSource?, isOptional: Bool, isRepeated: Bool,
        read: ValueReading<Value>
    ) {
        self.name = name
        self.choices = choices
        self.completion = completion
        self.isOptional = isOptional
        self.isRepeated = isRepeated
        self.read = read
    }

    /// The argument's spec with its (localized) help.
    package func spec(help: String) -> ArgumentSpec {
        ArgumentSpec(
            name, help: help, isOptional: isOptional, isRepeated: isRepeated, choices: choices,
            completion: completion)
    }
}

extension Argument where Value: ArgumentValue {
    /// A required argument (the parser reports it missing), read as its type
    /// reads a text unless `parse` says otherwise.
    package init(
        _ name: String, choices: [String] = Value.allValueStrings, completion: CompletionSource? = nil,
        parse: @escaping @Sendable (String) -> Value? = { Value(argument: $0) }
    ) {
        self.init(
            name, choices: choices, completion: completion, isOptional: false, isRepeated: false,
            read: .last(parse, absent: .missing))
    }
}

extension Argument {
    /// An argument that may be left out: nil then.
    package init<Wrapped: ArgumentValue>(
        optional name: String, choices: [String] = Wrapped.allValueStrings, completion: CompletionSource? = nil,
        parse: @escaping @Sendable (String) -> Wrapped? = { Wrapped(argument: $0) }
    ) where Value == Wrapped? {
        self.init(
            name, choices: choices, completion: completion, isOptional: true, isRepeated: false,
            read: .last({ parse($0).map(Optional.some) }, absent: .value(nil)))
    }

    /// Every remaining positional (the last argument only): one or more, or
    /// any number when `isOptional`.
    package init<Element: ArgumentValue>(
        repeated name: String, isOptional: Bool = false, choices: [String] = Element.allValueStrings,
        completion: CompletionSource? = nil, parse: @escaping @Sendable (String) -> Element? = { Element(argument: $0) }
    )
    where Value == [Element] {
        self.init(
            name, choices: choices, completion: completion, isOptional: isOptional, isRepeated: true,
            read: .each(parse))
    }
}

/// Why `ValueReading` found no value.
enum ValueReadingFailure: Error {
    /// The parse rejected this text.
    case malformed(String)
    /// Nothing was given to something that must be.
    case missing
}

/// How an option's or argument's texts (every one given, in order) become its value.
struct ValueReading<Value: Sendable>: Sendable {
    typealias Failure = ValueReadingFailure

    /// What reading nothing gives.
    enum Absent: Sendable {
        case value(Value)
        case missing
    }

    let read: @Sendable ([String]) throws(Failure) -> Value

    /// The last text parsed (a single-value option may only be given once;
    /// the parser enforces it), or the absent value.
    static func last(_ parse: @escaping @Sendable (String) -> Value?, absent: Absent) -> Self {
        ValueReading { texts throws(Failure) in
            guard let text = texts.last else {
                switch absent {
                case .value(let value): return value
                case .missing: throw .missing
                }
            }
            guard let value = parse(text) else { throw .malformed(text) }
            return value
        }
    }

    /// Every text parsed; throws on the first the parse rejects.
    static func each<Element>(_ parse: @escaping @Sendable (String) -> Element?) -> Self where Value == [Element] {
        ValueReading { texts throws(Failure) in
            var values: [Element] = []
            for text in texts {
                guard let value = parse(text) else { throw .malformed(text) }
                values.append(value)
            }
            return values
        }
    }
}
