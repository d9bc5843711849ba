/// A positional argument declared once: its name, choices and completion and
/// how its text becomes a `Value`. It builds the command's spec
/// (`spec(help:)`) and reads the invocation (`Invocation.value(of:)`).
///
/// `Argument<String>("id")` is required and reads as `String`,
/// `Argument<String?>(optional: "name")` as `String?`, and
/// `Argument<[String]>(repeated: "habit")` takes every remaining value.
public struct Argument<Value: Sendable>: Sendable {
    public let name: String
    /// Allowed values, checked by the parser; empty means any.
    public let choices: [String]
    public let completion: CompletionSource?
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
    public func spec(help: String) -> ArgumentSpec {
        ArgumentSpec(
            name, help: help, isOptional: isOptional, isRepeated: isRepeated, choices: choices,
            completion: completion)
    }
}

extension Argument {
    /// A required argument (the parser reports it missing).
    public init(
        _ name: String, choices: [String] = [], completion: CompletionSource? = nil,
        parse: @escaping @Sendable (String) -> Value?
    ) {
        self.init(
            name, choices: choices, completion: completion, isOptional: false, isRepeated: false,
            read: .last(parse, absent: .missing))
    }

    /// A required text argument, as typed.
    public init(_ name: String, choices: [String] = [], completion: CompletionSource? = nil) where Value == String {
        self.init(name, choices: choices, completion: completion, parse: { $0 })
    }

    /// An argument that may be left out: nil then.
    public init<Wrapped>(
        optional name: String, choices: [String] = [], completion: CompletionSource? = nil,
        parse: @escaping @Sendable (String) -> Wrapped?
    ) where Value == Wrapped? {
        self.init(
            name, choices: choices, completion: completion, isOptional: true, isRepeated: false,
            read: .last({ parse($0).map(Optional.some) }, absent: .value(nil)))
    }

    /// A text argument that may be left out.
    public init(optional name: String, choices: [String] = [], completion: CompletionSource? = nil)
    where Value == String? {
        self.init(optional: name, choices: choices, completion: completion, parse: { $0 })
    }

    /// Every remaining positional (the last argument only): one or more, or
    /// any number when `isOptional`.
    public init<Element>(
        repeated name: String, isOptional: Bool = false, choices: [String] = [],
        completion: CompletionSource? = nil, parse: @escaping @Sendable (String) -> Element?
    )
    where Value == [Element] {
        self.init(
            name, choices: choices, completion: completion, isOptional: isOptional, isRepeated: true,
            read: .each(parse))
    }

    /// Every remaining positional, as typed.
    public init(
        repeated name: String, isOptional: Bool = false, choices: [String] = [],
        completion: CompletionSource? = nil
    ) where Value == [String] {
        self.init(repeated: name, isOptional: isOptional, choices: choices, completion: completion, parse: { $0 })
    }
}

extension Argument where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// A required argument naming one of an enumeration's raw values (its choices).
    public init(_ name: String, completion: CompletionSource? = nil) {
        self.init(name, choices: Value.rawValues, completion: completion, parse: Value.init(rawValue:))
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
