/// A value a localized string can take as an argument: `Int`, `String`,
/// `Double`, `Substring`. `%lld`/`%d` want an integer, `%.1f` a number, `%@`
/// anything (numbers through `%@` are written in the language's format).
package protocol LocalizableArgument: Sendable {
    /// Whether OTHER is the same value, so that a `LocalizedText` kept in an
    /// error compares equal to another with the same key and arguments.
    func isSame(as other: any LocalizableArgument) -> Bool
}

extension LocalizableArgument where Self: Equatable {
    package func isSame(as other: any LocalizableArgument) -> Bool { (other as? Self) == self }
}

extension Int: LocalizableArgument {}
extension String: LocalizableArgument {}
extension Double: LocalizableArgument {}
extension Substring: LocalizableArgument {}

/// A text of the tables with its arguments, looked up when a `Localizer`
/// writes it: `l(.trackerListTitle)`, `l(.trackerCardDays(count))`.
///
/// LocalizationCompiler generates one static symbol per key, taking the
/// arguments the key's specifiers want (`%@` any `LocalizableArgument`,
/// `%lld` an `Int`, `%f` a `Double`), so an unknown key or a wrong argument
/// fails to compile. A value can be kept and written later (a menu item's
/// title, an error's message).
package struct LocalizedText: Equatable, Sendable {
    @usableFromInline let key: String
    @usableFromInline let arguments: [any LocalizableArgument]

    @inlinable init(_ key: String, _ arguments: [any LocalizableArgument]) {
        self.key = key
        self.arguments = arguments
    }

    package static func == (a: LocalizedText, b: LocalizedText) -> Bool {
        a.key == b.key && a.arguments.count == b.arguments.count
            && zip(a.arguments, b.arguments).allSatisfy { $0.isSame(as: $1) }
    }
}
