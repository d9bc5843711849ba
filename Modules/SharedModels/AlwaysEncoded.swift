/// An optional property whose key is always in the encoded document: nil
/// is written as `null`. A synthesized `Encodable` leaves a nil optional
/// out (`encodeIfPresent`), but the `--json` contract promises every key,
/// so a script reads one shape whether or not there is a value.
/// `@AlwaysEncoded var search: String?` replaces an `encode(to:)` written
/// by hand only to say `encode` instead of `encodeIfPresent`.
@propertyWrapper
package struct AlwaysEncoded<Value: Encodable & Sendable>: Encodable, Sendable {
    package var wrappedValue: Value?

    package init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension AlwaysEncoded: Equatable where Value: Equatable {}
