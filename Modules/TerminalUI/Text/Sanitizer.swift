import SharedModels

/// Makes untrusted text (names, API descriptions, bios) safe to print.
///
/// Removed: whole escape sequences (CSI `ESC [ … final`, OSC `ESC ] … BEL|ST`,
/// DCS/SOS/PM/APC strings up to ST, and two-byte or nF `ESC …` sequences, plus
/// their 8-bit C1 forms), the remaining C0 controls, DEL and C1 controls
/// (U+0080–U+009F), and the bidi embedding/override/isolate controls
/// (U+202A–U+202E, U+2066–U+2069) and marks (U+200E, U+200F, U+061C): those reorder everything after them on the
/// line, so a name could make the rest of a table row read backwards or
/// spoof a neighbouring column ("Trojan Source"); legitimate right-to-left
/// text renders correctly without them.
/// `clean` turns a tab or line break into one space, so a name stays on its line;
/// `cleanMultiline` keeps `\n` (and maps `\r\n`/`\r` to `\n`) for bios and descriptions.
/// The Unicode line and paragraph separators (U+2028, U+2029) count as line
/// breaks: some terminals start a new line on them, others show nothing, so
/// they never reach the screen raw.
package enum Sanitizer {
    /// Single-line safe text.
    package static func clean(_ untrusted: String) -> String {
        sanitize(untrusted, keepsNewlines: false)
    }

    /// Safe text that may span lines.
    package static func cleanMultiline(_ untrusted: String) -> String {
        sanitize(untrusted, keepsNewlines: true)
    }

    private static let escape: UInt32 = 0x1B
    private static let bell: UInt32 = 0x07
    private static let stringTerminator: UInt32 = 0x9C

    private static func sanitize(_ text: String, keepsNewlines: Bool) -> String {
        // Nearly every name has nothing to remove or replace: return it as it is
        // instead of rebuilding it scalar by scalar.
        if !mayHoldActiveScalar(text) { return text }
        return sanitizeScalars(text, keepsNewlines: keepsNewlines)
    }

    /// False when no byte of TEXT is, or leads the UTF-8 of, a scalar that
    /// `TerminalControls` names: a byte below 0x20, DEL, 0xC2 (U+0080–U+00BF,
    /// the C1 controls among them) or 0xE2 (U+2000–U+2FFF, the separators
    /// and bidi controls among them). Checking bytes costs far less than
    /// decoding scalars, and nearly every name has nothing to clean
    /// (measured: docs/benchmarks.md, "Measured choices").
    static func mayHoldActiveScalar(_ text: String) -> Bool {
        let bytes = text.utf8
        let found = bytes.withContiguousStorageIfAvailable { buffer in
            buffer.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
        }
        return found ?? bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
    }

    /// The sanitizer proper, scalar by scalar (also the reference the byte
    /// check is tested against).
    static func sanitizeScalars(_ text: String, keepsNewlines: Bool) -> String {
        // The set is `TerminalControls` (ESC and the C1 introducers that start
        // the sequences removed below are among them).
        guard text.unicodeScalars.contains(where: { TerminalControls.isActive($0.value) }) else { return text }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            if let end = sequenceEnd(scalars, at: index) {
                index = end
                continue
            }
            index += 1
            switch value {
            case 0x0D:
                if keepsNewlines {
                    if index < scalars.count, scalars[index].value == 0x0A { continue }
                    output.append("\n")
                } else {
                    output.append(" ")
                }
            case 0x0A, 0x2028, 0x2029: output.append(keepsNewlines ? "\n" : " ")
            case 0x09: output.append(" ")
            case _ where TerminalControls.isActive(value): continue
            default: output.append(scalars[index - 1])
            }
        }
        return String(output)
    }

    /// The index after the escape sequence starting at `start`, or nil when none starts there.
    private static func sequenceEnd(_ scalars: [Unicode.Scalar], at start: Int) -> Int? {
        let value = scalars[start].value
        switch value {
        case 0x9B: return controlSequenceEnd(scalars, from: start + 1)
        case 0x9D: return stringEnd(scalars, from: start + 1, bellEnds: true)
        case 0x90, 0x98, 0x9E, 0x9F: return stringEnd(scalars, from: start + 1, bellEnds: false)
        case escape: break
        default: return nil
        }
        guard start + 1 < scalars.count else { return start + 1 }
        let next = scalars[start + 1].value
        switch next {
        case 0x5B: return controlSequenceEnd(scalars, from: start + 2)  // [
        case 0x5D: return stringEnd(scalars, from: start + 2, bellEnds: true)  // ]
        case 0x50, 0x58, 0x5E, 0x5F: return stringEnd(scalars, from: start + 2, bellEnds: false)  // P X ^ _
        case 0x20...0x2F:
            // nF: intermediates, then one final byte (ESC ( B, ESC # 8 …).
            var index = start + 1
            while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
            return index < scalars.count && (0x30...0x7E).contains(scalars[index].value) ? index + 1 : index
        case 0x30...0x7E: return start + 2  // Fp, Fe, Fs: ESC 7, ESC c, ESC M …
        default: return start + 1  // a lone ESC: drop it, keep what follows
        }
    }

    /// CSI: parameter bytes 0x30–0x3F, intermediates 0x20–0x2F, one final 0x40–0x7E.
    /// A malformed sequence ends at the first byte that fits none of those (which is kept).
    private static func controlSequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            let value = scalars[index].value
            if (0x40...0x7E).contains(value) { return index + 1 }
            guard (0x20...0x3F).contains(value) else { return index }
            index += 1
        }
        return index
    }

    /// OSC, DCS, SOS, PM, APC: everything up to ST (`ESC \` or U+009C), or BEL for
    /// OSC. An unterminated string runs to the end of the text, as a terminal would swallow it.
    private static func stringEnd(_ scalars: [Unicode.Scalar], from start: Int, bellEnds: Bool) -> Int {
        var index = start
        while index < scalars.count {
            let value = scalars[index].value
            if value == stringTerminator || (bellEnds && value == bell) { return index + 1 }
            if value == escape {
                let hasBackslash = index + 1 < scalars.count && scalars[index + 1].value == 0x5C
                return hasBackslash ? index + 2 : index
            }
            index += 1
        }
        return index
    }
}
