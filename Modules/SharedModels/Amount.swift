/// An amount of a measurable habit, in thousandths of its unit, as Loop
/// Habit Tracker stores its numeric entries: "2.5 km" is 2,500.
///
/// Kept as a whole number so that sums over a window, equality with a
/// target and the text a user typed round-trip exactly; `value` is the
/// number a score divides by.
package struct Amount: Hashable, Comparable, Sendable, Codable {
    /// The largest amount: a billion units, far beyond any habit and well
    /// inside what a year's sum of them needs (365 × 10¹² < 2⁶³).
    package static let max = Amount(thousandths: 1_000_000_000_000)
    package static let zero = Amount(thousandths: 0)

    package let thousandths: Int64

    package init(thousandths: Int64) {
        self.thousandths = thousandths
    }

    /// The amount as a number of units.
    package var value: Double { Double(thousandths) / 1000 }

    package static func < (lhs: Amount, rhs: Amount) -> Bool { lhs.thousandths < rhs.thousandths }

    /// One number, the thousandths (exact; `value` is for arithmetic).
    package init(from decoder: Decoder) throws {
        let thousandths = try decoder.singleValueContainer().decode(Int64.self)
        guard (0...Self.max.thousandths).contains(thousandths) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "amount \(thousandths) out of range"))
        }
        self.thousandths = thousandths
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(thousandths)
    }

    /// Parses what a user types: digits with at most three decimals after a
    /// `.` or `,` (`5`, `2.5`, `0,25`), at least 0 and at most `max`. No
    /// sign, no exponent, no spaces, no group separators: nil otherwise.
    package init?(text: String) {
        var whole: Int64 = 0
        var fraction: Int64 = 0
        var fractionDigits = 0
        var seenSeparator = false
        var digits = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int64(byte - UInt8(ascii: "0"))
                if seenSeparator {
                    guard fractionDigits < 3 else { return nil }
                    fraction = fraction * 10 + digit
                    fractionDigits += 1
                } else {
                    // 13 whole digits already exceed `max`; stop before overflow.
                    guard digits < 13 else { return nil }
                    whole = whole * 10 + digit
                    digits += 1
                }
            case UInt8(ascii: "."), UInt8(ascii: ","):
                guard !seenSeparator, digits > 0 else { return nil }
                seenSeparator = true
            default:
                return nil
            }
        }
        guard digits > 0, !seenSeparator || fractionDigits > 0 else { return nil }
        for _ in fractionDigits..<3 { fraction *= 10 }
        let thousandths = whole * 1000 + fraction
        guard thousandths <= Self.max.thousandths else { return nil }
        self.thousandths = thousandths
    }

    /// The shortest text that parses back to the amount, with `.` as the
    /// separator: "5", "2.5", "0.125".
    package var text: String {
        let whole = thousandths / 1000
        var fraction = thousandths % 1000
        guard fraction != 0 else { return String(whole) }
        var decimals = 3
        while fraction % 10 == 0 {
            fraction /= 10
            decimals -= 1
        }
        let digits = String(fraction)
        return "\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
    }
}
