/// A type an option or argument reads from its text, as swift-argument-parser's
/// `ExpressibleByArgument`: how a text becomes a value, how help shows a
/// default, and which values the parser allows and help lists. `Option`,
/// `RequiredOption` and `Argument` take any `ArgumentValue`, so a new option
/// type is one conformance, not another initializer.
package protocol ArgumentValue: Sendable {
    /// The value a command-line text stands for; nil makes it malformed.
    init?(argument: String)
    /// The default as help shows it (`(default: 10)`).
    var defaultValueDescription: String { get }
    /// Every value allowed, in help's order; empty means any text the
    /// initializer takes.
    static var allValueStrings: [String] { get }
}

extension ArgumentValue {
    /// Interpolation for a type with no text of its own; the standard types
    /// and enumerations below give theirs directly, since interpolation,
    /// unspecialized, asks the runtime for the value's conformances.
    package var defaultValueDescription: String { "\(self)" }
    package static var allValueStrings: [String] { [] }
}

/// An enumeration of texts: its raw values are what is typed, allowed and shown.
extension ArgumentValue where Self: RawRepresentable & CaseIterable, RawValue == String {
    package init?(argument: String) { self.init(rawValue: argument) }
    package var defaultValueDescription: String { rawValue }
    package static var allValueStrings: [String] { rawValues }
}

extension String: ArgumentValue {
    package init?(argument: String) { self = argument }
    package var defaultValueDescription: String { self }
}

extension Int: ArgumentValue {
    package init?(argument: String) { self.init(argument) }
    package var defaultValueDescription: String { String(self) }
}

extension Double: ArgumentValue {
    package init?(argument: String) { self.init(argument) }
    package var defaultValueDescription: String { String(self) }
}

extension RawRepresentable where Self: CaseIterable, RawValue == String {
    /// Every case's raw value, in declaration order: the choices of an option or argument of this type.
    /// A closure, not `\.rawValue`: unspecialized, a key path is built at run time.
    package static var rawValues: [String] { allCases.map { $0.rawValue } }
}
