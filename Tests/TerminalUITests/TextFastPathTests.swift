import SeededRandom
import Testing

@testable import TerminalUI

/// The byte-level shortcuts in `DisplayWidth.of` and `Sanitizer` give what
/// the per-cluster and per-scalar definitions give.
@Suite struct TextFastPathTests {
    static let samples = [
        "", "a", "Tracker 0001", "~!@#$%^&*()_+{}|:<>?`-=[]\\;',./\"", String(repeating: "x", count: 300),
        "tab\there", "cr\r\nlf", "\r\n", "bell\u{07}", "del\u{7F}", "esc\u{1B}[31mred", "c1\u{9B}31m",
        "Ёлка", "Äpfel", "e\u{301}clair", "a\u{301}", "日本語", "🙂", "❤️", "👨‍👩‍👧", "🇩🇪", "x\u{FE0E}",
        "\u{200B}zero", "«кавычки»", "bidi\u{202E}rev", "iso\u{2066}late", "nbsp\u{A0}", "…",
    ]

    /// The definition the shortcut must agree with: columns summed per grapheme cluster.
    static func clusterWidth(_ text: String) -> Int { text.reduce(0) { $0 + DisplayWidth.of($1) } }

    @Test(arguments: samples)
    func widthMatchesTheClusterSum(text: String) {
        #expect(DisplayWidth.of(text) == Self.clusterWidth(text))
        #expect(DisplayWidth.of(Substring(text)) == Self.clusterWidth(text))
        #expect(DisplayWidth.of(text + "z") == Self.clusterWidth(text) + 1)
    }

    @Test func everyASCIIByteIsMeasuredAsItsCluster() {
        for value in UInt8(0)...UInt8(127) {
            let text = String(decoding: [UInt8(ascii: "a"), value, UInt8(ascii: "b")], as: UTF8.self)
            #expect(DisplayWidth.of(text) == Self.clusterWidth(text), "byte \(value)")
        }
    }

    /// Text with nothing to remove comes back byte for byte, also when it is
    /// not ASCII and not in NFC.
    @Test(arguments: ["Water", "Ёлка", "e\u{301}clair", "👨‍👩‍👧 family", "日本語", "«a» — b", "\u{A0}\u{A1}"])
    func cleanTextComesBackUnchanged(text: String) {
        #expect(Array(Sanitizer.clean(text).utf8) == Array(text.utf8))
        #expect(Array(Sanitizer.cleanMultiline(text).utf8) == Array(text.utf8))
    }

    /// The byte check before the scalar walk changes nothing: random text
    /// from scalars that lead with 0xC2 or 0xE2 (where the controls live),
    /// other multi-byte ones and controls cleans as the walk alone cleans it.
    @Test(arguments: 1...10)
    func theByteCheckAgreesWithTheScalarWalk(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let scalars: [UInt32] = [
            0x41, 0x20, 0x09, 0x0A, 0x0D, 0x1B, 0x5B, 0x7F, 0x80, 0x9B, 0x9C, 0x9F, 0xA0, 0xBF, 0xC0,
            0x2000, 0x2027, 0x2028, 0x202A, 0x202E, 0x202F, 0x2066, 0x2069, 0x206A, 0x2FFF,
            0x0416, 0x1F642, 0x301, 0xFE0F,
        ]
        for _ in 0..<200 {
            let text = String(
                String.UnicodeScalarView(
                    (0..<Int((random.next() as UInt64) % 8)).map { _ in
                        Unicode.Scalar(scalars[Int((random.next() as UInt64) % UInt64(scalars.count))])!
                    }))
            for keepsNewlines in [false, true] {
                let walked = Sanitizer.sanitizeScalars(text, keepsNewlines: keepsNewlines)
                let cleaned = keepsNewlines ? Sanitizer.cleanMultiline(text) : Sanitizer.clean(text)
                #expect(Array(cleaned.utf8) == Array(walked.utf8))
                if !Sanitizer.mayHoldActiveScalar(text) { #expect(Array(walked.utf8) == Array(text.utf8)) }
            }
        }
    }

    /// The printable-ASCII width is the cluster width, and such text is clean.
    @Test(arguments: samples)
    func printableASCIIColumnsAreTheWidth(text: String) {
        guard let columns = DisplayWidth.printableASCIIColumns(text) else { return }
        #expect(columns == Self.clusterWidth(text))
        #expect(Array(Sanitizer.clean(text).utf8) == Array(text.utf8))
    }

    /// Each scalar the shortcut must not skip still changes the text.
    @Test(
        arguments: [0x00, 0x07, 0x09, 0x0A, 0x0D, 0x1B, 0x1F, 0x7F, 0x80, 0x9B, 0x9F, 0x202A, 0x202E, 0x2066, 0x2069]
            as [UInt32])
    func textWithAControlIsCleaned(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let text = "a" + String(Character(scalar)) + "b"
        #expect(Sanitizer.clean(text) != text)
    }
}

/// Widths now come from utf8proc: one scalar of each kind the old table
/// and rules covered still measures what the screens were laid out for.
@Suite struct CharacterWidthSourceTests {
    static let singles: [(UInt32, Int)] = [
        (0x41, 1), (0x401, 1), (0xE9, 1), (0x2764, 1), (0x263A, 1), (0x1F1E6, 2),
        (0x1100, 2), (0x3000, 2), (0x3042, 2), (0x30A2, 2), (0x4E00, 2), (0xAC00, 2), (0xFF01, 2), (0xFFE0, 2),
        (0x20000, 2), (0x231A, 2), (0x2705, 2), (0x1F600, 2), (0x1F642, 2), (0x1F680, 2), (0x1F90C, 2),
        (0x1FA70, 2), (0x1F3FB, 2),
        (0x301, 0), (0x20E3, 0), (0x200B, 0), (0x200D, 0), (0xAD, 0), (0xFE0F, 0), (0xE0100, 0), (0x1160, 0),
    ]

    @Test func eachKindOfScalarKeepsItsWidth() throws {
        for (value, width) in Self.singles {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(DisplayWidth.of(Character(scalar)) == width, "U+\(String(value, radix: 16))")
        }
    }
}
