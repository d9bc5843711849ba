import SharedModels
import Testing

@Suite("Palette and colors")
struct PaletteTests {
    @Test("18 distinct colors and 18 distinct emoji")
    func sizes() {
        #expect(Palette.colors.count == 18 && Set(Palette.colors).count == 18)
        #expect(Palette.emoji.count == 18 && Set(Palette.emoji).count == 18)
    }

    @Test(
        "colors by 1-based index or hex in any case",
        arguments: [
            ("1", "#FD4C49"), ("18", "#2FD058"), ("#fd4c49", "#FD4C49"), ("FD4C49", "#FD4C49"),
            ("#Fd4C49", "#FD4C49"), ("2fd058", "#2FD058"), ("#7994f5", "#7994F5"),
        ])
    func colorLookup(text: String, hex: String) {
        #expect(Palette.color(text)?.hex == hex)
    }

    @Test(
        "unknown colors are refused",
        arguments: ["0", "19", "-1", "#000000", "#FD4C4", "#FD4C49A", "red", "", "#GGGGGG"])
    func colorRefused(text: String) {
        #expect(Palette.color(text) == nil)
    }

    @Test(
        "emoji by 1-based index or itself, with or without U+FE0F",
        arguments: [
            ("1", "🙂"), ("5", "❤️"), ("18", "😪"), ("❤️", "❤️"), ("❤", "❤️"), ("🙂", "🙂"), ("🙂\u{FE0F}", "🙂"),
            ("🏝", "🏝\u{FE0F}"), ("🏝\u{FE0F}", "🏝\u{FE0F}"), ("17", "🏝\u{FE0F}"),
        ])
    func emojiLookup(text: String, emoji: String) {
        #expect(Palette.emoji(text) == emoji)
    }

    @Test("unknown emoji are refused", arguments: ["0", "19", "🚀", "x", "", "🙂🙂"])
    func emojiRefused(text: String) {
        #expect(Palette.emoji(text) == nil)
    }

    @Test("hex parsing takes six hex digits only")
    func hexParsing() {
        #expect(RGBColor(hex: "#0a0B0c") == RGBColor(red: 10, green: 11, blue: 12))
        #expect(RGBColor(hex: "0A0B0C")?.hex == "#0A0B0C")
        for bad in ["+12345", "#+12345", "-12345", "12 345", "#12345", "1234567", "##123456", "ｆｆｆｆｆｆ"] {
            #expect(RGBColor(hex: bad) == nil, "\(bad)")
        }
    }

    /// The stored form (stores, exports) needs its `#`; the typed form may
    /// drop it. Both go through the same digit parser, from text or bytes.
    @Test("stored colors are exactly #RRGGBB, from text or raw bytes")
    func storedHexParsing() {
        let cases: [(String, RGBColor?)] = [
            ("#0aF9c3", RGBColor(red: 0x0A, green: 0xF9, blue: 0xC3)),
            ("#FFFFFF", RGBColor(red: 255, green: 255, blue: 255)),
            ("0aF9c3", nil), ("#0aF9c", nil), ("#0aF9c3 ", nil), ("#0aG9c3", nil), ("#+aF9c3", nil), ("", nil),
            ("#", nil),
            ("##0aF9c3", nil), ("#ｆｆｆｆｆｆ", nil),
        ]
        for (text, expected) in cases {
            #expect(RGBColor(storedHex: text) == expected, "\(text)")
            let fromBytes = Array(text.utf8).withUnsafeBufferPointer { RGBColor(storedHexBytes: $0) }
            #expect(fromBytes == expected, "\(text)")
            if let expected { #expect(RGBColor(hex: text) == expected) }
        }
    }

    /// Every palette color is its own nearest; Loop's red, blue, green and dark grey land
    /// on the palette's red, blue, green and its darkest colour (a navy).
    @Test("nearestColor keeps palette colors and maps others to a close one")
    func nearestColor() {
        for color in Palette.colors { #expect(Palette.nearestColor(to: color) == color, "\(color)") }
        let cases: [(String, String)] = [
            ("#D32F2F", "#FD4C49"), ("#1976D2", "#007BFA"), ("#F57C00", "#FF881E"), ("#388E3C", "#2FD058"),
            ("#303030", "#35347C"), ("#FEFEFE", "#F9D4D4"),
        ]
        for (from, to) in cases {
            #expect(Palette.nearestColor(to: RGBColor(hex: from)!) == RGBColor(hex: to)!, "\(from)")
        }
    }
}
