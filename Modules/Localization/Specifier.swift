/// One parsed `%…` specifier of a `FormatString`.
struct Specifier {
    var position: Int?
    var leftAlign = false
    var zeroPad = false
    var width = 0
    var precision: Int?
    var conversion: Unicode.Scalar = "%"
    /// Where the specifier's text after `%` lies, to write back when it cannot be filled.
    var source: Range<Int> = 0..<0

    /// Reads a specifier from BYTES starting at CURSOR (just after `%`) and moves
    /// CURSOR past it; nil (CURSOR unchanged) when none is there.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, at cursor: inout Int) -> Specifier? {
        var spec = Specifier()
        var index = cursor
        func byte() -> UInt8? { index < bytes.count ? bytes[index] : nil }
        func number() -> Int? {
            var value: Int?
            while let digit = byte(), (0x30...0x39).contains(digit) {
                value = (value ?? 0) &* 10 &+ Int(digit - 0x30)
                index += 1
            }
            return value
        }
        if byte() == UInt8(ascii: "%") {
            cursor = index + 1
            return spec
        }
        // "N$" or a width: digits decide only once the "$" is (or is not) seen.
        let start = index
        if let value = number(), byte() == UInt8(ascii: "$") {
            spec.position = value
            index += 1
        } else {
            index = start
        }
        while let flag = byte(), "-0+ #'".utf8.contains(flag) {
            if flag == UInt8(ascii: "-") { spec.leftAlign = true }
            if flag == UInt8(ascii: "0") { spec.zeroPad = true }
            index += 1
        }
        spec.width = number() ?? 0
        if byte() == UInt8(ascii: ".") {
            index += 1
            spec.precision = number() ?? 0
        }
        while let length = byte(), "hlqztjL".utf8.contains(length) { index += 1 }
        guard let (conversion, size) = scalar(in: bytes, at: index),
            conversion.properties.isAlphabetic || conversion == "@"
        else { return nil }
        spec.conversion = conversion
        spec.source = cursor..<(index + size)
        cursor = index + size
        return spec
    }

    /// The scalar starting at INDEX and its length in bytes; nil at the end.
    /// INDEX is always on a scalar boundary: everything before it was ASCII.
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        guard index < bytes.count else { return nil }
        if bytes[index] < 0x80 { return (Unicode.Scalar(bytes[index]), 1) }
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar, UTF8.width(scalar))
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
