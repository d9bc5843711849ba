/// A value a localized string can take as an argument: `Int`, `String`,
/// `Double`, `Substring`. `%lld`/`%d` want an integer, `%.1f` a number, `%@`
/// anything (numbers through `%@` are written in the language's format).
public protocol LocalizableArgument: Sendable {}

extension Int: LocalizableArgument {}
extension String: LocalizableArgument {}
extension Double: LocalizableArgument {}
extension Substring: LocalizableArgument {}

/// A localization key kept as a value (a menu item's title, an error's message)
/// and looked up later. Written only as `L10nKey("literal.key")` so that the
/// source scan in the tests finds every key (see `Localizer`).
public struct L10nKey: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}
