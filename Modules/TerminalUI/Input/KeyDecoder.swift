/// A key press read from a terminal in raw mode.
package enum Key: Sendable, Hashable {
    case up, down, left, right, home, end, pageUp, pageDown, delete
    case enter, escape, backspace, tab, backTab
    case ctrlC, ctrlD
    /// Another control byte (Ctrl-letter is the letter's position: Ctrl-A = 1).
    case control(UInt8)
    /// A printable character (one Unicode scalar as typed).
    case character(Character)
    /// A sequence this decoder does not name (kept for logging; callers ignore it).
    case unknown([UInt8])
    /// Not a key: the terminal changed size (SIGWINCH), reported only by a
    /// `KeyReader` asked to (`withRawMode(reportsResize: true)`).
    case resize
}

/// Turns terminal input bytes into keys. Pure, so every sequence is unit-tested;
/// `KeyReader` feeds it from stdin.
package enum KeyDecoder {
    private static let escape: UInt8 = 0x1B

    /// The keys in `bytes`, and the trailing bytes that may be the start of a
    /// longer sequence (a lone ESC, a partial CSI or UTF-8 character) to be
    /// decoded with more input. With `isFinal` (no more input came within the
    /// escape timeout) nothing is left pending: a lone ESC is `.escape`.
    package static func decode(_ bytes: [UInt8], isFinal: Bool = false) -> (keys: [Key], pending: [UInt8]) {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            guard let (key, length) = decodeOne(bytes, at: index, isFinal: isFinal) else {
                return (keys, Array(bytes[index...]))
            }
            keys.append(key)
            index += length
        }
        return (keys, [])
    }

    /// One key at `index` and how many bytes it used; nil when more bytes are needed.
    private static func decodeOne(_ bytes: [UInt8], at index: Int, isFinal: Bool) -> (Key, Int)? {
        let byte = bytes[index]
        switch byte {
        case escape: return escapeSequence(bytes, at: index, isFinal: isFinal)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x03: return (.ctrlC, 1)
        case 0x04: return (.ctrlD, 1)
        case 0..<0x20: return (.control(byte), 1)
        case 0x20..<0x7F: return (.character(Character(Unicode.Scalar(byte))), 1)
        default: return utf8Character(bytes, at: index, isFinal: isFinal)
        }
    }

    private static func escapeSequence(_ bytes: [UInt8], at index: Int, isFinal: Bool) -> (Key, Int)? {
        guard index + 1 < bytes.count else { return isFinal ? (.escape, 1) : nil }
        switch bytes[index + 1] {
        case UInt8(ascii: "["): return controlSequence(bytes, at: index, isFinal: isFinal)
        case UInt8(ascii: "O"):
            // SS3: application-mode cursor keys (ESC O A).
            guard index + 2 < bytes.count else { return isFinal ? (.escape, 1) : nil }
            let key = finalKey(bytes[index + 2], parameter: nil) ?? .unknown(Array(bytes[index...(index + 2)]))
            return (key, 3)
        default:
            // Esc followed by another key (or Alt+key): the Esc stands alone.
            return (.escape, 1)
        }
    }

    /// CSI: ESC [ parameters (0x30–0x3F) intermediates (0x20–0x2F) final (0x40–0x7E).
    private static func controlSequence(_ bytes: [UInt8], at index: Int, isFinal: Bool) -> (Key, Int)? {
        var end = index + 2
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return isFinal ? (.unknown(Array(bytes[index...])), bytes.count - index) : nil }
        let sequence = Array(bytes[index...end])
        guard (0x40...0x7E).contains(bytes[end]) else { return (.unknown(Array(bytes[index..<end])), end - index) }
        // The first parameter picks the key for `~` forms (ESC [ 5 ~); modifiers after `;` are ignored (ESC [ 1 ; 5 A).
        let parameters = bytes[(index + 2)..<end].prefix { $0 != UInt8(ascii: ";") }
        let parameter = Int(String(decoding: parameters, as: UTF8.self))
        return (finalKey(bytes[end], parameter: parameter) ?? .unknown(sequence), end - index + 1)
    }

    private static func finalKey(_ final: UInt8, parameter: Int?) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "Z"): .backTab
        case UInt8(ascii: "~"):
            switch parameter {
            case 1, 7: .home
            case 4, 8: .end
            case 3: .delete
            case 5: .pageUp
            case 6: .pageDown
            default: nil
            }
        default: nil
        }
    }

    private static func utf8Character(_ bytes: [UInt8], at index: Int, isFinal: Bool) -> (Key, Int)? {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, lead < 0xF8 else { return (.unknown([lead]), 1) }
        guard index + length <= bytes.count else {
            return isFinal ? (.unknown(Array(bytes[index...])), bytes.count - index) : nil
        }
        let slice = bytes[index..<(index + length)]
        var decoder = UTF8()
        var iterator = slice.makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator), scalar.value >= 0xA0 {
            return (.character(Character(scalar)), length)
        }
        // Invalid UTF-8 or a C1 control: skip the lead byte and resynchronise.
        return (.unknown([lead]), 1)
    }
}
