@testable import Localization

// The scalar-walking substitution that `FormatString` replaced, kept verbatim
// (renamed) as the oracle for FormatStringEquivalenceTests: the byte-level
// version must give exactly its output for every table string.

struct ReferenceFormatString {
    let separators: NumberSeparators

    func substitute(_ format: String, _ arguments: [any LocalizableArgument]) -> String {
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        var out = ""
        var scalars = format.unicodeScalars[...]
        var nextArgument = 0
        while let percent = scalars.firstIndex(of: "%") {
            out.unicodeScalars.append(contentsOf: scalars[..<percent])
            scalars = scalars[scalars.index(after: percent)...]
            guard let spec = ReferenceSpecifier.parse(&scalars) else {
                out += "%"  // a lone "%" at the end or before junk: keep it
                continue
            }
            if spec.conversion == "%" {
                out += "%"
                continue
            }
            let index = spec.position.map { $0 - 1 } ?? nextArgument
            if spec.position == nil { nextArgument += 1 }
            guard index >= 0, index < arguments.count, let text = render(spec, arguments[index]) else {
                out += "%" + spec.source
                continue
            }
            out += spec.padded(text)
        }
        out.unicodeScalars.append(contentsOf: scalars)
        return out
    }

    private func render(_ spec: ReferenceSpecifier, _ argument: any LocalizableArgument) -> String? {
        switch spec.conversion {
        case "@", "s":
            switch argument {
            case let text as String: return text
            case let text as Substring: return String(text)
            case let number as Int: return String(number)
            case let number as Double: return decimalText(number, places: spec.precision ?? 6, trim: true)
            default: return String(describing: argument)
            }
        case "d", "i", "u":
            switch argument {
            case let number as Int: return String(number)
            case let number as Double where number.isFinite && number.magnitude < 9e18:
                return String(Int(number.rounded(.towardZero)))
            case let text as String: return text
            case let text as Substring: return String(text)
            default: return nil
            }
        case "f", "F":
            switch argument {
            case let number as Double: return decimalText(number, places: spec.precision ?? 6, trim: false)
            case let number as Int: return decimalText(Double(number), places: spec.precision ?? 6, trim: false)
            case let text as String: return text
            case let text as Substring: return String(text)
            default: return nil
            }
        default:
            return nil
        }
    }

    private func decimalText(_ value: Double, places: Int, trim: Bool) -> String {
        guard let rounded = DecimalText.round(value, fractionDigits: places) else {
            return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞")
        }
        var out = rounded.negative ? "-" : ""
        out += String(decoding: rounded.integer, as: UTF8.self)
        let fraction = trim ? rounded.trimmedFraction : rounded.fraction[...]
        if !fraction.isEmpty { out += separators.decimal + String(decoding: fraction, as: UTF8.self) }
        return out
    }
}

/// One parsed `%…` specifier.
struct ReferenceSpecifier {
    var position: Int?
    var leftAlign = false
    var zeroPad = false
    var width = 0
    var precision: Int?
    var conversion: Unicode.Scalar = "%"
    /// The specifier's text after `%`, to write back when it cannot be filled.
    var source = ""

    /// Reads a specifier from the text just after `%`; nil when none is there.
    static func parse(_ scalars: inout Substring.UnicodeScalarView.SubSequence) -> ReferenceSpecifier? {
        var spec = ReferenceSpecifier()
        var cursor = scalars
        func number() -> Int? {
            var value: Int?
            while let scalar = cursor.first, let digit = scalar.referenceDigitValue {
                value = (value ?? 0) &* 10 &+ digit
                cursor.removeFirst()
            }
            return value
        }
        if let first = cursor.first, first == "%" {
            cursor.removeFirst()
            scalars = cursor
            return spec
        }
        // "N$" or a width: digits decide only once the "$" is (or is not) seen.
        let start = cursor
        if let value = number(), cursor.first == "$" {
            spec.position = value
            cursor.removeFirst()
        } else {
            cursor = start
        }
        while let flag = cursor.first, "-0+ #'".unicodeScalars.contains(flag) {
            if flag == "-" { spec.leftAlign = true }
            if flag == "0" { spec.zeroPad = true }
            cursor.removeFirst()
        }
        spec.width = number() ?? 0
        if cursor.first == "." {
            cursor.removeFirst()
            spec.precision = number() ?? 0
        }
        while let length = cursor.first, "hlqztjL".unicodeScalars.contains(length) { cursor.removeFirst() }
        guard let conversion = cursor.first, conversion.properties.isAlphabetic || conversion == "@" else { return nil }
        cursor.removeFirst()
        spec.conversion = conversion
        spec.source = String(String.UnicodeScalarView(scalars[..<cursor.startIndex]))
        scalars = cursor
        return spec
    }

    func padded(_ text: String) -> String {
        let count = text.count
        guard width > count else { return text }
        let fill = width - count
        if leftAlign { return text + String(repeating: " ", count: fill) }
        let numeric = "diufF".unicodeScalars.contains(conversion)
        if zeroPad && numeric {
            let negative = text.hasPrefix("-")
            return (negative ? "-" : "") + String(repeating: "0", count: fill)
                + (negative ? String(text.dropFirst()) : text)
        }
        return String(repeating: " ", count: fill) + text
    }
}

extension Unicode.Scalar {
    fileprivate var referenceDigitValue: Int? {
        ("0"..."9").contains(self) ? Int(value - 48) : nil
    }
}
