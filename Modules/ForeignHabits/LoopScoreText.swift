/// A score as Loop's CSV writes it: `String.format(Locale.US, "%.4f", v)`
/// in Java, which rounds the shortest decimal that reads back as the
/// double (what `Double.toString` prints), half up, and not the binary
/// value itself: 0.00015 is `0.0002` in Java, where C's printf, rounding
/// 0.000149999…, writes `0.0001`. Scores lie in 0…1.
package enum LoopScoreText {
    package static func format(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return "0.0000" }
        let (digits, exponent) = shortestDigits(value)
        // value = 0.d1d2d3… × 10^exponent; keep the digits down to 10^-4.
        let keep = exponent + 4
        guard keep >= 0 else { return "0.0000" }
        var kept = Array(digits.prefix(keep))
        while kept.count < keep { kept.append(0) }
        var carry = keep < digits.count && digits[keep] >= 5
        var index = kept.count - 1
        while carry, index >= 0 {
            kept[index] += 1
            carry = kept[index] == 10
            if carry { kept[index] = 0 }
            index -= 1
        }
        if carry { kept.insert(1, at: 0) }
        // kept holds the value × 10^4 as digits.
        while kept.count < 5 { kept.insert(0, at: 0) }
        let whole = kept.dropLast(4).map(String.init).joined()
        let fraction = kept.suffix(4).map(String.init).joined()
        return whole + "." + fraction
    }

    /// The shortest round-trip digits of a positive finite `value` and its
    /// decimal exponent: value = 0.d1d2… × 10^exponent (from Swift's
    /// `description`, which prints the same shortest digits Java does).
    static func shortestDigits(_ value: Double) -> (digits: [Int], exponent: Int) {
        let text = value.description
        let parts = text.split(separator: "e")
        let mantissa = parts[0]
        var exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let integer = pieces[0]
        let fraction = pieces.count > 1 ? pieces[1] : ""
        var digits = (integer + fraction).compactMap { $0.wholeNumberValue }
        exponent += integer.count
        while let first = digits.first, first == 0, digits.count > 1 {
            digits.removeFirst()
            exponent -= 1
        }
        while let last = digits.last, last == 0, digits.count > 1 { digits.removeLast() }
        return (digits, exponent)
    }
}
