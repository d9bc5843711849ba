/// A value bound to a statement parameter.
package enum SQLValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case text(String)

    /// An integer parameter from an `Int`.
    package static func int(_ value: Int) -> SQLValue { .integer(Int64(value)) }
    /// Text, or NULL for nil.
    package static func optionalText(_ value: String?) -> SQLValue { value.map(SQLValue.text) ?? .null }
}
