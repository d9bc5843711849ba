/// A small pull parser over UTF-8 bytes: the JSON store's document,
/// `tracker import`'s reading of export files and the Unsplash answers.
///
/// Foundation's JSONDecoder builds a generic tree and goes through Codable's
/// boxes; at 100,000 records that costs more than the whole change may, and
/// for one page of photos it was most of image-feed's own work. This reads
/// straight into the model (days go from bytes to day numbers without ever
/// becoming strings) and rejects anything that is not strict JSON.
package struct JSONScanner {
    /// Why the bytes are not what was expected, and where (a byte offset).
    package struct Failure: Error, Equatable, Sendable {
        package var reason: Reason
        package var offset: Int

        package init(_ reason: Reason, offset: Int) {
            self.reason = reason
            self.offset = offset
        }

        /// English, for logs and stores' details; people get `Localizer`'s
        /// words for the same reason (`JSONSyntaxMessages` in Localization).
        package var message: String { reason.english }
    }

    /// What went wrong. `other` carries a reader's own English detail (the
    /// JSON store's "unknown key …"); the rest are JSON's grammar.
    package enum Reason: Equatable, Sendable {
        case expected(Character)
        case unexpectedEnd
        case unexpectedCharacter
        case invalidUTF8
        case controlCharacter
        case unterminatedString
        case badEscape
        case loneSurrogate
        case numberTooLarge
        case badNumber
        case expectedInteger
        case expectedBoolean
        case nestedTooDeeply
        case dataAfterDocument
        /// An object names this key twice. RFC 8259 leaves the meaning to
        /// the reader (Python and jq take the last, Foundation the first),
        /// so one file could read two ways: every reader here refuses it.
        case duplicateKey(String)
        case other(String)

        var english: String {
            switch self {
            case .expected(let character): "expected '\(character)'"
            case .unexpectedEnd: "unexpected end of file"
            case .unexpectedCharacter: "unexpected character"
            case .invalidUTF8: "invalid UTF-8"
            case .controlCharacter: "control character in string"
            case .unterminatedString: "unterminated string"
            case .badEscape: "bad escape"
            case .loneSurrogate: "lone surrogate"
            case .numberTooLarge: "number too large"
            case .badNumber: "malformed number"
            case .expectedInteger: "expected an integer"
            case .expectedBoolean: "expected true or false"
            case .nestedTooDeeply: "nested too deeply"
            case .dataAfterDocument: "data after the document"
            case .duplicateKey(let key): "duplicate key \"\(Self.shown(key))\""
            case .other(let detail): detail
            }
        }

        /// A key from the document as a message shows it: its first 40
        /// characters (a key can be as long as the file).
        package static func shown(_ key: String) -> String {
            key.count > 40 ? key.prefix(40) + "…" : key
        }
    }

    package let bytes: UnsafeBufferPointer<UInt8>
    package private(set) var index = 0

    package init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    package func fail(_ message: String) -> Failure { Failure(.other(message), offset: index) }

    package func fail(_ reason: Reason) -> Failure { Failure(reason, offset: index) }

    /// Nil when `bytes` hold exactly one JSON value (RFC 8259, whitespace
    /// around it allowed), else the first place where they stop being one.
    package static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Failure? {
        var scanner = JSONScanner(bytes)
        do {
            try scanner.skipValue()
            guard scanner.atEnd() else { return scanner.fail(.dataAfterDocument) }
            return nil
        } catch let failure as Failure {
            return failure
        } catch {
            return scanner.fail(.unexpectedCharacter)
        }
    }

    package mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The next significant byte, not consumed; nil at the end.
    package mutating func peek() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    package mutating func expect(_ byte: UInt8) throws {
        guard peek() == byte else {
            throw fail(index < bytes.count ? .expected(Character(Unicode.Scalar(byte))) : .unexpectedEnd)
        }
        index += 1
    }

    package mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        index += 1
        return true
    }

    /// After `expect("{")`: the next member's key, nil once `}` is consumed;
    /// a key `keys` (one per object) has seen is `.duplicateKey`, at the key.
    package mutating func nextKey(_ keys: inout ObjectKeys) throws -> String? {
        if consume(UInt8(ascii: "}")) {
            // `{"a":1,}` is not JSON: a closing brace may only follow a value or `{`.
            return nil
        }
        if !keys.isFirst { try expect(UInt8(ascii: ",")) }
        keys.isFirst = false
        skipWhitespace()
        let start = index
        let key = try string()
        guard keys.insert(key) else { throw Failure(.duplicateKey(key), offset: start) }
        try expect(UInt8(ascii: ":"))
        return key
    }

    /// After `expect("[")`: true when another element follows, false once `]` is consumed.
    package mutating func nextElement(_ first: inout Bool) throws -> Bool {
        if consume(UInt8(ascii: "]")) { return false }
        if !first { try expect(UInt8(ascii: ",")) }
        first = false
        return true
    }

    package mutating func atEnd() -> Bool { peek() == nil }

    /// The bytes between the quotes of a string without escapes or control
    /// characters, consumed; nil, with nothing consumed, for any other
    /// string (read it with `string()`). The bytes are not checked as UTF-8:
    /// compare them with known text, or validate them. Saves making a
    /// `String` for a value that is looked up, as a million record keys are.
    package mutating func plainStringBytes() throws -> UnsafeBufferPointer<UInt8>? {
        guard peek() == UInt8(ascii: "\"") else { throw fail(.expected("\"")) }
        var end = index + 1
        while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "\""):
                defer { index = end + 1 }
                return UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
            case UInt8(ascii: "\\"), ..<0x20: return nil
            default: end += 1
            }
        }
        return nil
    }

    /// A JSON string, escapes decoded; invalid UTF-8 is an error, not U+FFFD.
    package mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = index
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                // ASCII needs no validation, and `String(validating:)` runs
                // unspecialized here (a generic metadata look-up per call:
                // a tenth of an import's reading of a million records).
                if ascii { return String(decoding: slice, as: UTF8.self) }
                guard let text = String(validating: slice, as: UTF8.self) else { throw fail(.invalidUTF8) }
                return text
            }
            ascii = ascii && byte < 0x80
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            guard byte >= 0x20 else { throw fail(.controlCharacter) }
            index += 1
        }
        throw fail(.unterminatedString)
    }

    private mutating func escapedString(from start: Int) throws -> String {
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: buffer, as: UTF8.self) else { throw fail(.invalidUTF8) }
                return text
            case UInt8(ascii: "\\"):
                try appendEscape(to: &buffer)
            case ..<0x20:
                throw fail(.controlCharacter)
            default:
                buffer.append(byte)
            }
        }
        throw fail(.unterminatedString)
    }

    private mutating func appendEscape(to buffer: inout [UInt8]) throws {
        guard index < bytes.count else { throw fail(.unterminatedString) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by `\uDC00`…`\uDFFF`.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw fail(.loneSurrogate)
                }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw fail(.loneSurrogate) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let value = Unicode.Scalar(scalar) else { throw fail(.loneSurrogate) }
            buffer.append(contentsOf: UTF8.encode(value)!)
        default:
            throw fail(.badEscape)
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail(.unterminatedString) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            index += 1
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fail(.badEscape)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// An integer (no fraction or exponent: the document only holds integers).
    package mutating func integer() throws -> Int {
        skipWhitespace()
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let start = index
        var value = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            let (product, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = product.addingReportingOverflow(Int(bytes[index] - 0x30))
            guard !overflow1, !overflow2 else { throw fail(.numberTooLarge) }
            value = sum
            index += 1
        }
        guard index > start else { throw fail(.badNumber) }
        // JSON has no leading zeros: `01` and `-01` are not numbers.
        guard bytes[start] != UInt8(ascii: "0") || index == start + 1 else {
            index = start
            throw fail(.badNumber)
        }
        if index < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) {
            throw fail(.expectedInteger)
        }
        return negative ? -value : value
    }

    package mutating func bool() throws -> Bool {
        if literal("true") { return true }
        if literal("false") { return false }
        throw fail(.expectedBoolean)
    }

    /// Consumes `null` when it is next.
    package mutating func null() -> Bool { literal("null") }

    private mutating func literal(_ word: StaticString) -> Bool {
        skipWhitespace()
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }

    /// Moves past `count` bytes the caller read itself from `bytes` (a
    /// value of fixed shape, such as the store's `"YYYY-MM-DD"` days).
    package mutating func advance(by count: Int) {
        precondition(count >= 0 && index + count <= bytes.count, "advance past the end")
        index += count
    }

    /// Skips any JSON value (used to find `schemaVersion` wherever it is).
    package mutating func skipValue(depth: Int = 0) throws {
        guard depth < 512 else { throw fail(.nestedTooDeeply) }
        switch peek() {
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "{"):
            index += 1
            var keys = ObjectKeys()
            while try nextKey(&keys) != nil { try skipValue(depth: depth + 1) }
        case UInt8(ascii: "["):
            index += 1
            var first = true
            while try nextElement(&first) { try skipValue(depth: depth + 1) }
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
        case UInt8(ascii: "n"): guard null() else { throw fail(.unexpectedCharacter) }
        case .some: try skipNumber()
        case nil: throw fail(.unexpectedEnd)
        }
    }

    /// A number by RFC 8259's grammar, the same one every value read here
    /// keeps: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`. So
    /// `-01`, `1.`, `.5`, `+1` and a lone `-` are refused in a member that
    /// is skipped as in one that is read.
    private mutating func skipNumber() throws {
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw fail(index < bytes.count ? .unexpectedCharacter : .unexpectedEnd)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            guard index >= bytes.count || !isDigit(bytes[index]) else { throw fail(.badNumber) }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail(.badNumber) }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail(.badNumber) }
            skipDigits()
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
}
