/// Decimal rounding and digit grouping without Foundation's formatters.
///
/// Rounding works on the shortest decimal form of the `Double` (its
/// `description`), so 0.15 rounds to 0.2 and 2.675 to 2.68 as a reader of
/// those numbers expects, half away from zero, never through binary error.
enum DecimalText {
    /// The magnitude of `value` rounded to `fractionDigits` places: integer
    /// digits and fraction digits (exactly `fractionDigits` of them, zeros kept).
    /// `negative` is false when the rounded value is zero.
    struct Rounded: Equatable {
        var negative: Bool
        var integer: [UInt8]  // ASCII digits, at least one
        var fraction: [UInt8]  // ASCII digits

        /// The fraction with trailing zeros removed ("3", not "3.0").
        var trimmedFraction: ArraySlice<UInt8> {
            var end = fraction.count
            while end > 0, fraction[end - 1] == UInt8(ascii: "0") { end -= 1 }
            return fraction[..<end]
        }
    }

    /// Nil for infinities and NaN.
    static func round(_ value: Double, fractionDigits: Int) -> Rounded? {
        guard value.isFinite else { return nil }
        let places = max(0, fractionDigits)
        var (digits, pointIndex) = shortestDigits(value.magnitude)
        let keep = pointIndex + places
        if keep < digits.count {
            let roundUp = keep >= 0 && digits[keep] >= UInt8(ascii: "5")
            digits = keep > 0 ? Array(digits[..<keep]) : []
            if roundUp { increment(&digits, pointIndex: &pointIndex) }
        }
        // Lay the digits out around the point, padding with zeros on either side.
        var integer: [UInt8] = []
        var fraction: [UInt8] = []
        for position in min(0, pointIndex)..<max(pointIndex, keep) {
            let digit = position >= 0 && position < digits.count ? digits[position] : UInt8(ascii: "0")
            if position < pointIndex { integer.append(digit) } else { fraction.append(digit) }
        }
        while integer.count > 1, integer[0] == UInt8(ascii: "0") { integer.removeFirst() }
        if integer.isEmpty { integer = [UInt8(ascii: "0")] }
        fraction = Array(fraction.prefix(places))
        let isZero = (integer + fraction).allSatisfy { $0 == UInt8(ascii: "0") }
        return Rounded(negative: value < 0 && !isZero, integer: integer, fraction: fraction)
    }

    /// Digits of `value` (non-negative, finite) and the index of the decimal point
    /// within them: 12.5 → ("125", 2); 0.001 → ("1", -2); 1e20 → ("1", 21).
    static func shortestDigits(_ value: Double) -> (digits: [UInt8], pointIndex: Int) {
        let text = Array(value.description.utf8)
        let exponentMark = text.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        let mantissa = exponentMark.map { Array(text[..<$0]) } ?? text
        var exponent = 0
        if let mark = exponentMark {
            var sign = 1
            var index = mark + 1
            if index < text.count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
                sign = text[index] == UInt8(ascii: "-") ? -1 : 1
                index += 1
            }
            while index < text.count {
                exponent = exponent * 10 + Int(text[index] - UInt8(ascii: "0"))
                index += 1
            }
            exponent *= sign
        }
        let point = mantissa.firstIndex(of: UInt8(ascii: ".")) ?? mantissa.count
        var digits = mantissa.filter { $0 != UInt8(ascii: ".") }
        var pointIndex = point + exponent
        // Leading zeros (0.05 → "005") move the point instead.
        while digits.count > 1, digits[0] == UInt8(ascii: "0") {
            digits.removeFirst()
            pointIndex -= 1
        }
        return (digits, pointIndex)
    }

    private static func increment(_ digits: inout [UInt8], pointIndex: inout Int) {
        var index = digits.count - 1
        while index >= 0 {
            if digits[index] == UInt8(ascii: "9") {
                digits[index] = UInt8(ascii: "0")
                index -= 1
            } else {
                digits[index] += 1
                return
            }
        }
        digits.insert(UInt8(ascii: "1"), at: 0)
        pointIndex += 1
    }

    /// Inserts `separator` between groups of three digits from the right.
    static func grouped(_ digits: [UInt8], separator: String) -> String {
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += separator }
            out.unicodeScalars.append(Unicode.Scalar(digit))
        }
        return out
    }

    /// Digits of an integer's magnitude (safe for `Int.min`).
    static func digits(of value: Int) -> [UInt8] {
        Array(String(value.magnitude).utf8)
    }
}
