import SharedModels
import Testing

@Suite("Palette and colors")
struct PaletteTests {
    @Test("18 distinct colors and 18 distinct emoji")
    func sizes() {
        #expect(Palette.colors.count == 18 && Set(Palette.colors).count == 18)
        #expect(Palette.emoji.count == 18 && Set(Palette.emoji).count == 18)
    }

    @Test("colors by 1-based index or hex in any case", arguments: [
        ("1", "#FD4C49"), ("18", "#2FD058"), ("#fd4c49", "#FD4C49"), ("FD4C49", "#FD4C49"),
        ("#Fd4C49", "#FD4C49"), ("2fd058", "#2FD058"), ("#7994f5", "#7994F5"),
    ])
    func colorLookup(text: String, hex: String) {
        #expect(Palette.color(text)?.hex == hex)
    }

    @Test("unknown colors are refused", arguments: ["0", "19", "-1", "#000000", "#FD4C4", "#FD4C49A", "red", "", "#GGGGGG"])
    func colorRefused(text: String) {
        #expect(Palette.color(text) == nil)
    }

    @Test("emoji by 1-based index or itself, with or without U+FE0F", arguments: [
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
}
