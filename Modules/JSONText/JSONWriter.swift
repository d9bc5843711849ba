/// The one place JSON text is made: string literals, numbers and the
/// punctuation around them, appended to a byte buffer.
///
/// Strings escape `"` and `\`, every C0 control (`\b \t \n \f \r`, the rest as
/// `\u00XX`) and, as `\uXXXX`, the characters a terminal acts on or that
/// break lines where JSON readers do not expect it: DEL, the C1 controls
/// U+0080–U+009F, the bidi embeddings, overrides and isolates U+202A–U+202E
/// and U+2066–U+2069, and the line and paragraph separators U+2028/U+2029;
/// also U+FEFF (an invisible no-break space that Foundation's
/// `JSONSerialization` drops when it starts a string or follows an escape).
/// JSON printed to a terminal therefore cannot drive it, and every reader
/// still decodes exactly the stored text. Everything else goes out as UTF-8.
///
/// Works on the UTF-8 bytes directly: a run of plain bytes is copied in one
/// piece, so a name costs a scan and a copy, not a character-by-character
/// rebuild.
package struct JSONWriter: Sendable {
    package private(set) var bytes: [UInt8]

    package init(capacity: Int = 1024) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Layout and punctuation (`{`, `, "key": `, newlines), appended as is.
    package mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { Self.append($0, to: &bytes) }
    }

    package mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { Self.append($0, to: &bytes) }
    }

    /// `count` spaces (indentation).
    package mutating func raw(spaces count: Int) {
        lineBreak(indent: count, newline: false)
    }

    /// A comma (when COMMA), a line break (when NEWLINE) and INDENT spaces,
    /// copied in one piece from a line of spaces: `--json list` writes an
    /// indented line per value, and appending their spaces a byte at a time
    /// was a visible part of it (measured: docs/benchmarks.md, "Measured choices").
    package mutating func lineBreak(indent: Int, newline: Bool = true, comma: Bool = false) {
        let start = comma ? 0 : newline ? 1 : 2
        let spaces = Self.commaNewlineAndSpaces.utf8CodeUnitCount - 2
        var remaining = indent
        var first = true
        repeat {
            let take = min(remaining, spaces)
            Self.commaNewlineAndSpaces.withUTF8Buffer { line in
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: line[(first ? start : 2)..<(2 + take)]))
            }
            remaining -= take
            first = false
        } while remaining > 0
    }

    /// A comma, a line break and 64 spaces: a literal in the binary, so
    /// taking a piece of it needs no lazily made array (no once-check, no retain).
    private static let commaNewlineAndSpaces: StaticString =
        ",\n                                                                "

    /// Pieces of a few bytes (punctuation, a short name) go byte by byte:
    /// `append(contentsOf:)` costs more to set up than that copy, and a
    /// thousand trackers in `--json` make tens of thousands of such pieces.
    private static func append(_ piece: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        if piece.count <= 16 {
            for byte in piece { bytes.append(byte) }
        } else {
            bytes.append(contentsOf: piece)
        }
    }

    /// Bytes that are already JSON text (a piece written earlier).
    package mutating func raw(_ text: some Sequence<UInt8>) {
        bytes.append(contentsOf: text)
    }

    package mutating func raw(byte: UInt8) {
        bytes.append(byte)
    }

    /// Drops what was written, keeping the buffer's capacity (a writer that
    /// hands its bytes on in chunks).
    package mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    package mutating func null() { raw("null") }

    package mutating func bool(_ value: Bool) { raw(value ? "true" : "false") }

    /// A decimal integer.
    package mutating func integer(_ value: some BinaryInteger) {
        if let small = Int64(exactly: value) {
            if small < 0 { bytes.append(0x2D) }
            appendDigits(small.magnitude)
        } else {
            raw(String(value))
        }
    }

    /// The digits of `value`, written without making a `String` first.
    private mutating func appendDigits(_ value: UInt64) {
        if value < 10 {
            bytes.append(0x30 + UInt8(value))
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes; 19 digits at most
        let end = MemoryLayout.size(ofValue: digits)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                count += 1
                buffer[end - count] = 0x30 + UInt8(rest % 10)
                rest /= 10
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(end - count)..<end]))
        }
    }

    /// The shortest text that reads back as `value` (Swift's own
    /// `description`), without a trailing `.0`: `2.5`, `100`, `1e-07`,
    /// `1.2345678901234568e+17`. Nil for infinity and NaN, which JSON cannot hold.
    package static func numberText(_ value: some BinaryFloatingPoint & CustomStringConvertible) -> String? {
        guard value.isFinite else { return nil }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// A finite number as `numberText` writes it; false (nothing written) for
    /// infinity and NaN.
    @discardableResult
    package mutating func number(_ value: some BinaryFloatingPoint & CustomStringConvertible) -> Bool {
        guard let text = Self.numberText(value) else { return false }
        raw(text)
        return true
    }

    /// `text` as a JSON string literal, quotes included.
    package mutating func string(_ text: String) {
        Self.appendString(text, to: &bytes)
    }

    /// `text` as a JSON string literal appended to a buffer of one's own (a
    /// writer with its own layout code, like the store's document).
    package static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(0x22)
        var text = text
        text.withUTF8 { utf8 in
            // Printable ASCII without a quote or backslash (ids, dates,
            // colors, most names) is copied as it is: one tight check
            // instead of the escaping walk, byte by byte, for nearly every
            // string `--json list` writes.
            if isPlainASCII(utf8) {
                append(utf8, to: &bytes)
            } else {
                appendEscaped(utf8, to: &bytes)
            }
        }
        bytes.append(0x22)
    }

    /// Whether every byte is printable ASCII other than a quote and a
    /// backslash: what needs no escaping. Eight bytes a step with the
    /// word tricks of "Bit Twiddling Hacks" (a byte below a bound, above a
    /// bound, equal to a value), which are exact for "is there any such
    /// byte": a borrow or carry from one byte can only set a flag above a
    /// byte that is itself flagged. `isPlainASCIIByByte` is the reference.
    @inlinable
    package static func isPlainASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        if let base = utf8.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= utf8.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let control = (word &- ones &* 0x20) & ~word & highs
                let high = ((word &+ ones) | word) & highs
                let quote = word ^ (ones &* 0x22)
                let backslash = word ^ (ones &* 0x5C)
                let equal = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash) & highs
                if control | high | equal != 0 { return false }
                index += 8
            }
        }
        while index < utf8.count {
            let byte = utf8[index]
            guard byte >= 0x20, byte < 0x7F, byte != 0x22, byte != 0x5C else { return false }
            index += 1
        }
        return true
    }

    /// The definition `isPlainASCII` computes faster.
    package static func isPlainASCIIByByte(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
    }

    /// `text` as a JSON string literal on its own.
    package static func literal(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        appendString(text, to: &bytes)
        return bytes
    }

    private static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        var runStart = 0
        var index = 0
        let count = utf8.count
        while index < count {
            let byte = utf8[index]
            let scalar: UInt32
            let length: Int
            if byte >= 0x20, byte < 0x7F {
                guard byte == 0x22 || byte == 0x5C else {
                    index += 1
                    continue
                }
                scalar = UInt32(byte)
                length = 1
            } else if byte < 0x80 {
                scalar = UInt32(byte)
                length = 1  // C0 controls and DEL
            } else if byte == 0xC2, utf8[index + 1] < 0xA0 {
                scalar = UInt32(utf8[index + 1])
                length = 2  // U+0080–U+009F
            } else if byte == 0xE2, let active = Self.separatorOrBidi(utf8[index + 1], utf8[index + 2]) {
                scalar = active
                length = 3
            } else if byte == 0xEF, utf8[index + 1] == 0xBB, utf8[index + 2] == 0xBF {
                scalar = 0xFEFF
                length = 3
            } else {
                index += 1  // any other byte of a multi-byte character: copied
                continue
            }
            if runStart < index { append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]), to: &bytes) }
            appendEscape(scalar, to: &bytes)
            index += length
            runStart = index
        }
        if runStart < count { append(UnsafeBufferPointer(rebasing: utf8[runStart..<count]), to: &bytes) }
    }

    /// U+2028–U+202E or U+2066–U+2069 from the two bytes after an 0xE2 lead
    /// byte (the string is valid UTF-8, so they exist); nil for the rest of
    /// U+2000–U+2FFF.
    private static func separatorOrBidi(_ second: UInt8, _ third: UInt8) -> UInt32? {
        switch (second, third) {
        case (0x80, 0xA8...0xAE), (0x81, 0xA6...0xA9):
            0x2000 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
        default: nil
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    private static func appendEscape(_ scalar: UInt32, to bytes: inout [UInt8]) {
        let short: UInt8? =
            switch scalar {
            case 0x22: 0x22
            case 0x5C: 0x5C
            case 0x08: UInt8(ascii: "b")
            case 0x09: UInt8(ascii: "t")
            case 0x0A: UInt8(ascii: "n")
            case 0x0C: UInt8(ascii: "f")
            case 0x0D: UInt8(ascii: "r")
            default: nil
            }
        if let short {
            bytes.append(0x5C)
            bytes.append(short)
            return
        }
        bytes.append(0x5C)
        bytes.append(UInt8(ascii: "u"))
        bytes.append(hexDigits[Int(scalar >> 12 & 0xF)])
        bytes.append(hexDigits[Int(scalar >> 8 & 0xF)])
        bytes.append(hexDigits[Int(scalar >> 4 & 0xF)])
        bytes.append(hexDigits[Int(scalar & 0xF)])
    }
}
