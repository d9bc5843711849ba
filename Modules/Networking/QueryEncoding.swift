import FoundationEssentials

/// Percent-encoding of query strings and form bodies (RFC 3986): everything
/// but the unreserved characters is encoded, so a value never changes on its
/// way to the server (a `+` stays a plus, an `&` stays in its value).
package enum QueryEncoding {
    /// Byte by byte over the UTF-8, not `addingPercentEncoding`: that one and
    /// its `CharacterSet` cost more on first use than the rest of building a
    /// request (the tests check the two agree on random text).
    package static func encode(_ text: String) -> String {
        guard text.utf8.contains(where: { !isUnreserved($0) }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0x0F))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// RFC 3986's unreserved characters: letters, digits, `-`, `.`, `_`, `~`.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    /// `a=1&b=x%20y`, values given encoded kept as they are.
    package static func encode(_ items: [QueryItem]) -> String {
        // A loop, not `joined(separator:)`: that one's first use costs a
        // conformance look-up over the whole binary.
        var query = ""
        for item in items {
            if !query.isEmpty { query += "&" }
            query += encode(item.name) + "=" + (item.isEncoded ? item.value : encode(item.value))
        }
        return query
    }

    /// The pairs of a query string or form body, decoded (`+` read as a space,
    /// as forms write it).
    package static func decode(_ query: String) -> [(name: String, value: String)] {
        query.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (decodeComponent(parts[0]), parts.count > 1 ? decodeComponent(parts[1]) : "")
        }
    }

    /// `+` as a space and `%XX` as its byte; a part with a broken escape or
    /// bytes that are not UTF-8 is kept as it came.
    static func decodeComponent(_ part: Substring) -> String {
        var bytes: [UInt8] = []
        var input = part.utf8.makeIterator()
        while let byte = input.next() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = input.next().flatMap(hexValue), let low = input.next().flatMap(hexValue) else {
                    return String(part)
                }
                bytes.append(high << 4 | low)
            default: bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? String(part)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
