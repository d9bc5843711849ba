/// A 24-bit color, as the palette and `#RRGGBB` options give it.
public struct RGBColor: Hashable, Sendable, Codable, CustomStringConvertible {
    public var red: UInt8, green: UInt8, blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red; self.green = green; self.blue = blue
    }

    /// Accepts `#RRGGBB` or `RRGGBB`, any case: exactly six ASCII hex digits
    /// (no sign, no other digits). Reads UTF-8 bytes: every habit and tracker
    /// row a store reads goes through here.
    public init?(hex: some StringProtocol) {
        var text = String(hex)
        guard let value = text.withUTF8(Self.hexValue) else { return nil }
        red = UInt8((value >> 16) & 0xFF); green = UInt8((value >> 8) & 0xFF); blue = UInt8(value & 0xFF)
    }

    private static func hexValue(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        let digits = bytes.first == UInt8(ascii: "#") ? bytes.dropFirst() : bytes[...]
        guard digits.count == 6 else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// `#RRGGBB`, upper case.
    public var hex: String {
        let digits = Array("0123456789ABCDEF")
        var out = "#"
        for byte in [red, green, blue] {
            out.append(digits[Int(byte >> 4)]); out.append(digits[Int(byte & 0xF)])
        }
        return out
    }

    public var description: String { hex }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = RGBColor(hex: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a #RRGGBB color: \(text)")
        }
        self = color
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}

/// The 18 colors and 18 emoji of the tracker, 1-based on the command line.
public enum Palette {
    public static let colors: [RGBColor] = [
        "#FD4C49", "#FF881E", "#007BFA", "#6E44FE", "#33CF69", "#E66DD4",
        "#F9D4D4", "#34A7FE", "#46E69D", "#35347C", "#FF674D", "#FF99CC",
        "#F6C48B", "#7994F5", "#832CF1", "#AD56DA", "#8D72E6", "#2FD058",
    ].map { RGBColor(hex: $0)! }

    /// 🏝 (U+1F3DD) defaults to text presentation: terminals disagree on
    /// whether it takes one column or two, which broke alignment. With U+FE0F
    /// (as ❤️ has) every terminal draws it as a two-column emoji, as the
    /// original app shows it. Input with or without U+FE0F is accepted.
    public static let emoji: [String] = [
        "🙂", "😻", "🌺", "🐶", "❤️", "😱", "😇", "😡", "🥶",
        "🤔", "🙌", "🍔", "🥦", "🏓", "🥇", "🎸", "🏝\u{FE0F}", "😪",
    ]

    /// A palette color by 1-based index or hex (any case, `#` optional).
    public static func color(_ text: String) -> RGBColor? {
        if let index = Int(text) { return (1...colors.count).contains(index) ? colors[index - 1] : nil }
        guard let color = RGBColor(hex: text), colors.contains(color) else { return nil }
        return color
    }

    /// A palette emoji by 1-based index or the emoji itself (with or without
    /// the variation selector U+FE0F, which terminals and shells often drop).
    public static func emoji(_ text: String) -> String? {
        if let index = Int(text) { return (1...emoji.count).contains(index) ? emoji[index - 1] : nil }
        let bare = text.unicodeScalars.filter { $0.value != 0xFE0F }
        return emoji.first { String(String.UnicodeScalarView($0.unicodeScalars.filter { $0.value != 0xFE0F })) == String(String.UnicodeScalarView(bare)) }
    }
}
