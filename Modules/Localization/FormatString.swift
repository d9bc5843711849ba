/// printf-style substitution for the table strings, without Foundation.
///
/// A specifier is `%[N$][flags][width][.precision][length]conversion`:
/// - conversions `@` and `s` (text), `d` `i` `u` (integer), `f` `F` (fixed
///   decimal in the language's separator, precision 6 unless given);
/// - `N$` picks the argument by position (1-based), as translations reorder;
/// - flags `-` (left-align) and `0` (zero-pad numbers), a width, length
///   modifiers `hh h l ll q z t j L` (accepted and ignored: Swift's Int is 64-bit);
/// - `%%` is a percent sign.
/// An unknown conversion or a missing argument is written out as it stands,
/// so a broken string shows in the output instead of vanishing.
///
/// The text is scanned as UTF-8 bytes: every byte of a specifier is ASCII, so
/// literal runs are copied whole, and a list of a thousand cards pays for its
/// plurals in memcpy rather than in a walk over Unicode scalars.
struct FormatString {
    private let separatorSource: SeparatorSource

    init(separators: NumberSeparators) { separatorSource = .given(separators) }

    /// Reads LOCALIZER's separators only when a decimal is written: most
    /// strings have none, and reading them costs two table look-ups.
    init(separatorsOf localizer: Localizer) { separatorSource = .localizer(localizer) }

    func substitute(_ format: String, _ arguments: [any LocalizableArgument]) -> String {
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        var format = format
        return format.withUTF8 { substitute(bytes: $0, arguments) }
    }

    private func substitute(bytes: UnsafeBufferPointer<UInt8>, _ arguments: [any LocalizableArgument]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var cursor = 0
        var nextArgument = 0
        while let percent = bytes[cursor...].firstIndex(of: UInt8(ascii: "%")) {
            out.append(contentsOf: bytes[cursor..<percent])
            cursor = percent + 1
            guard let spec = Specifier.parse(bytes, at: &cursor) else {
                out.append(UInt8(ascii: "%"))  // a lone "%" at the end or before junk: keep it
                continue
            }
            if spec.conversion == "%" {
                out.append(UInt8(ascii: "%"))
                continue
            }
            let index = spec.position.map { $0 - 1 } ?? nextArgument
            if spec.position == nil { nextArgument += 1 }
            guard index >= 0, index < arguments.count, let text = render(spec, arguments[index]) else {
                out.append(UInt8(ascii: "%"))
                out.append(contentsOf: bytes[spec.source])
                continue
            }
            out.append(contentsOf: (spec.width > 0 ? spec.padded(text) : text).utf8)
        }
        out.append(contentsOf: bytes[cursor...])
        return String(decoding: out, as: UTF8.self)
    }

    private func render(_ spec: Specifier, _ argument: any LocalizableArgument) -> String? {
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
        if !fraction.isEmpty { out += separatorSource.separators.decimal + String(decoding: fraction, as: UTF8.self) }
        return out
    }
}

/// Where `FormatString` gets its separators: fixed, or a language's table on demand.
private enum SeparatorSource {
    case given(NumberSeparators)
    case localizer(Localizer)

    var separators: NumberSeparators {
        switch self {
        case .given(let separators): separators
        case .localizer(let localizer): localizer.separators
        }
    }
}

/// The decimal and grouping separators of a language.
struct NumberSeparators: Sendable {
    let decimal: String
    let group: String
}
