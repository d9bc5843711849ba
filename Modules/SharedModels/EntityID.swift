#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The id of a stored entity: 32 lowercase hex digits (128 random bits).
///
/// Users may name an entity by a prefix of 4+ characters, so ids are plain
/// hex with no dashes; they are kept as text so that imports keep theirs.
package struct EntityID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    package let rawValue: String

    package init(_ rawValue: String) { self.rawValue = rawValue }
    package init(stringLiteral value: String) { rawValue = value }

    /// A fresh random id from the system's random source.
    package static func random() -> EntityID {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef")
        var text = ""
        text.reserveCapacity(32)
        for _ in 0..<4 {
            var word = generator.next() as UInt32
            for _ in 0..<8 {
                text.append(digits[Int(word & 0xF)])
                word >>= 4
            }
        }
        return EntityID(text)
    }

    /// Whether `text` may be an id: 1–64 ASCII letters, digits, `-` or `_`.
    /// Users type id prefixes, so an id must look like one; the one rule for
    /// every id that comes from outside (an import file, a sync server).
    package static func isWellFormed(_ text: String) -> Bool {
        (1...64).contains(text.utf8.count)
            && text.utf8.allSatisfy { byte in
                (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == 45
                    || byte == 95
            }
    }

    package var description: String { rawValue }
    /// The first 8 characters: enough to tell ids apart when shown to a user.
    package var short: String { String(rawValue.prefix(8)) }

    package init(from decoder: Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    package static func < (lhs: EntityID, rhs: EntityID) -> Bool { lhs.rawValue < rhs.rawValue }
}
