import Foundation
import JSONText
import SeededRandom
import Testing

@testable import StorageJSON

/// `JSONWriter`: what it escapes, and that every reader gets the text back.
@Suite struct JSONWriterTests {
    static func literal(_ text: String) -> String { String(decoding: JSONWriter.literal(text), as: UTF8.self) }

    @Test func stringsEscapeQuotesBackslashesAndControls() throws {
        let text = "q\"b\\n\nt\t\u{1}\u{8}\u{C}\r/é🙂"
        #expect(Self.literal(text) == "\"q\\\"b\\\\n\\nt\\t\\u0001\\b\\f\\r/é🙂\"")
        #expect(try JSONDecoder().decode(String.self, from: Data(Self.literal(text).utf8)) == text)
    }

    /// Characters a terminal acts on leave as `\u` escapes: printing JSON
    /// cannot drive the terminal, and decoding gives the text back.
    @Test func stringsEscapeWhatATerminalWouldActOn() throws {
        let text = "\u{1B}[31mred\u{202E}evil\u{2066}\u{85}\u{2028}ok\u{7F}\u{9F}\u{2029}\u{2069}\u{202A}\u{FEFF}"
        let encoded = Self.literal(text)
        #expect(
            encoded == "\"\\u001b[31mred\\u202eevil\\u2066\\u0085\\u2028ok\\u007f\\u009f\\u2029\\u2069\\u202a\\ufeff\"")
        #expect(try JSONDecoder().decode(String.self, from: Data(encoded.utf8)) == text)
    }

    /// Neighbours of the escaped ranges share their lead bytes and stay UTF-8.
    @Test func neighboursOfTheEscapedRangesStayAsTheyAre() {
        for text in [
            "\u{A0}", "\u{A9}", "\u{2027}", "\u{202F}", "\u{2065}", "\u{206A}", "\u{20AC}", "\u{2122}", "\u{FEFE}",
            "\u{FFFD}", "Ж", "中",
        ] {
            #expect(
                Self.literal(text) == "\"" + text + "\"", "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func textWithoutSpecialCharactersIsCopiedAsIs() {
        let text = "Morning run — Привет 🙂 #1 (a/b)"
        #expect(JSONWriter.literal(text) == [0x22] + Array(text.utf8) + [0x22])
    }

    @Test func numbersAreTheShortestTextWithoutATrailingPointZero() {
        #expect(JSONWriter.numberText(2.5) == "2.5")
        #expect(JSONWriter.numberText(100.0) == "100")
        #expect(JSONWriter.numberText(1.0 / 3) == "0.3333333333333333")
        #expect(JSONWriter.numberText(1e-7) == "1e-07")
        #expect(JSONWriter.numberText(1e21) == "1e+21")
        #expect(JSONWriter.numberText(-0.0) == "-0")
        #expect(JSONWriter.numberText(Double.infinity) == nil)
        #expect(JSONWriter.numberText(Double.nan) == nil)
        var writer = JSONWriter()
        writer.integer(0)
        writer.raw(",")
        writer.integer(-42)
        writer.raw(",")
        writer.integer(UInt64.max)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "0,-42,18446744073709551615")
    }

    /// Random strings from every plane, weighted towards the characters that
    /// get escaped, go through Foundation's reader unchanged.
    @Test func randomStringsRoundTripThroughJSONSerialization() throws {
        var generator = SeededGenerator(seed: 0x5EED)
        for _ in 0..<2_000 {
            let text = RandomText.make(using: &generator)
            let document = Data(("[" + Self.literal(text) + "]").utf8)
            let decoded = try #require(try JSONSerialization.jsonObject(with: document) as? [String])
            #expect(decoded == [text], "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(Self.literal(text).unicodeScalars.allSatisfy { !RandomText.isTerminalActive($0.value) })
        }
    }
}

/// Random text for the round-trip tests.
enum RandomText {
    static let interesting: [UInt32] = [
        0x00, 0x07, 0x08, 0x09, 0x0A, 0x0C, 0x0D, 0x1B, 0x1F, 0x22, 0x2F, 0x5C, 0x7F,
        0x80, 0x85, 0x9B, 0x9F, 0xA0, 0x2027, 0x2028, 0x2029, 0x202A, 0x202E, 0x202F,
        0x2066, 0x2069, 0x206A, 0xFEFF, 0x1F642, 0x10FFFF,
    ]

    static func make(using generator: inout SeededGenerator) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...24, using: &generator) {
            let value: UInt32 =
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: interesting.randomElement(using: &generator)!
                case 1: UInt32.random(in: 0x20..<0x7F, using: &generator)
                case 2: UInt32.random(in: 0..<0x3000, using: &generator)
                default: UInt32.random(in: 0..<0x110000, using: &generator)
                }
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    static func isTerminalActive(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || (0x2028...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0xFEFF
    }
}

/// The JSON store reads with its own scanner: it must read the writer's
/// escapes back to the stored text as well.
@Suite struct JSONWriterStoreReaderTests {
    @Test func randomStringsRoundTripThroughTheStoreScanner() throws {
        var generator = SeededGenerator(seed: 0xC0FFEE)
        for _ in 0..<2_000 {
            let text = RandomText.make(using: &generator)
            let bytes = JSONWriter.literal(text)
            let decoded = try bytes.withUnsafeBufferPointer { buffer in
                var scanner = JSONScanner(buffer)
                return try scanner.string()
            }
            #expect(decoded == text, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
