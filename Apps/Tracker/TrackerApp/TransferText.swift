/// Text encodings the export writes by hand: a million records go out in a
/// fraction of the time `JSONEncoder` would take, in a stable layout.
enum TransferText {
    /// `text` as a JSON string literal, quotes included: `"` and `\` escaped,
    /// control characters as `\n`, `\t`… or `\u00XX`, everything else
    /// (all of Unicode) as UTF-8.
    static func jsonString(_ text: String) -> [UInt8] {
        var out: [UInt8] = [0x22]
        out.reserveCapacity(text.utf8.count + 2)
        for byte in text.utf8 {
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x0D: out += [0x5C, 0x72]
            case 0x09: out += [0x5C, 0x74]
            case 0x08: out += [0x5C, 0x62]
            case 0x0C: out += [0x5C, 0x66]
            case 0..<0x20:
                let digits = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            default: out.append(byte)
            }
        }
        out.append(0x22)
        return out
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
