/// Text encodings the export writes by hand: a million records go out in a
/// fraction of the time `JSONEncoder` would take, in a stable layout.
enum TransferText {
    /// `text` as a JSON string literal, quotes included: `"` and `\` escaped,
    /// control characters as `\n`, `\t`… or `\u00XX`, and the characters a
    /// terminal would act on (C1 controls, bidi embeddings, overrides and
    /// isolates, line and paragraph separators) as `\uXXXX`, so an export
    /// printed to a terminal cannot drive it and still decodes to the same
    /// text. Everything else goes out as UTF-8.
    static func jsonString(_ text: String) -> [UInt8] {
        var out: [UInt8] = [0x22]
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x0D: out += [0x5C, 0x72]
            case 0x09: out += [0x5C, 0x74]
            case 0x08: out += [0x5C, 0x62]
            case 0x0C: out += [0x5C, 0x66]
            case 0..<0x20, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: out += unicodeEscape(value)
            case 0x20..<0x7F: out.append(UInt8(value))
            default: out += Array(String(scalar).utf8)
            }
        }
        out.append(0x22)
        return out
    }

    private static func unicodeEscape(_ value: UInt32) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return [0x5C, 0x75] + [12, 8, 4, 0].map { digits[Int((value >> UInt32($0)) & 0xF)] }
    }

    /// A CSV field as RFC 4180 wants it: quoted when it holds a comma, a
    /// quote, a line break or leading or trailing spaces (which some readers
    /// trim), with quotes doubled inside; as is otherwise.
    static func csvField(_ text: String) -> String {
        let needsQuotes = text.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
            || text.first == " " || text.last == " "
        guard needsQuotes else { return text }
        var out = "\""
        for character in text {
            if character == "\"" { out += "\"\"" } else { out.append(character) }
        }
        return out + "\""
    }
}
