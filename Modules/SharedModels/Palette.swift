/// A 24-bit color, as the palette and `#RRGGBB` options give it.
package struct RGBColor: Hashable, Sendable, Codable, CustomStringConvertible {
    package var red: UInt8, green: UInt8, blue: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Accepts `#RRGGBB` or `RRGGBB`, any case (what a user types).
    package init?(hex: some StringProtocol) {
        var text = String(hex)
        guard
            let color = text.withUTF8({ bytes in
                Self.parseDigits(
                    bytes.first == UInt8(ascii: "#") ? UnsafeBufferPointer(rebasing: bytes.dropFirst()) : bytes)
            })
        else { return nil }
        self = color
    }

    /// Exactly `#RRGGBB`, any case: the form every store and export writes,
    /// so a stored color without its `#` is damage, not a typing shortcut.
    package init?(storedHex text: some StringProtocol) {
        var text = String(text)
        guard let color = text.withUTF8({ RGBColor(storedHexBytes: $0) }) else { return nil }
        self = color
    }

    /// `#RRGGBB` from raw UTF-8 bytes (a database column), with no `String`
    /// made: stores read a color per row.
    package init?(storedHexBytes bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.first == UInt8(ascii: "#"),
            let color = Self.parseDigits(UnsafeBufferPointer(rebasing: bytes.dropFirst()))
        else { return nil }
        self = color
    }

    /// The one hex parser: exactly six ASCII hex digits. Digits are checked
    /// one by one (not `UInt32(_:radix:)`, which also takes a sign, so
    /// "+12345" would pass as a six-character color). Not generic, so no
    /// caller in another module runs an unspecialized copy.
    private static func parseDigits(_ bytes: UnsafeBufferPointer<UInt8>) -> RGBColor? {
        guard bytes.count == 6 else { return nil }
        var value: UInt32 = 0
        for byte in bytes {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        return RGBColor(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// `#RRGGBB`, upper case. Made from bytes: `--json` and exports write a
    /// thousand of these.
    package var hex: String {
        String(unsafeUninitializedCapacity: 7) { out in
            func digit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x37 + value }
            out[0] = 0x23
            out[1] = digit(red >> 4)
            out[2] = digit(red & 0xF)
            out[3] = digit(green >> 4)
            out[4] = digit(green & 0xF)
            out[5] = digit(blue >> 4)
            out[6] = digit(blue & 0xF)
            return 7
        }
    }

    package var description: String { hex }

    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = RGBColor(hex: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a #RRGGBB color: \(text)")
        }
        self = color
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}

/// The 18 colors and 18 emoji of the tracker, 1-based on the command line.
package enum Palette {
    package static let colors: [RGBColor] = [
        "#FD4C49", "#FF881E", "#007BFA", "#6E44FE", "#33CF69", "#E66DD4",
        "#F9D4D4", "#34A7FE", "#46E69D", "#35347C", "#FF674D", "#FF99CC",
        "#F6C48B", "#7994F5", "#832CF1", "#AD56DA", "#8D72E6", "#2FD058",
    ].map { RGBColor(hex: $0)! }

    /// 🏝 (U+1F3DD) defaults to text presentation: terminals disagree on
    /// whether it takes one column or two, which broke alignment. With U+FE0F
    /// (as ❤️ has) every terminal draws it as a two-column emoji, as the
    /// original app shows it. Input with or without U+FE0F is accepted.
    package static let emoji: [String] = [
        "🙂", "😻", "🌺", "🐶", "❤️", "😱", "😇", "😡", "🥶",
        "🤔", "🙌", "🍔", "🥦", "🏓", "🥇", "🎸", "🏝\u{FE0F}", "😪",
    ]

    /// A palette color by 1-based index or hex (any case, `#` optional).
    package static func color(_ text: String) -> RGBColor? {
        if let index = Int(text) { return (1...colors.count).contains(index) ? colors[index - 1] : nil }
        guard let color = RGBColor(hex: text), colors.contains(color) else { return nil }
        return color
    }

    /// The palette color closest to `color` as the eye sees it: distance by
    /// the "redmean" weighting of RGB (red and blue count more where red is
    /// strong), which keeps greens from swallowing everything a plain RGB
    /// distance would. Ties go to the earlier palette color. For colors from
    /// other apps (Loop Habit Tracker's 20), which the tracker cannot store as is.
    package static func nearestColor(to color: RGBColor) -> RGBColor {
        func distance(_ other: RGBColor) -> Int {
            let meanRed = (Int(color.red) + Int(other.red)) / 2
            let red = Int(color.red) - Int(other.red)
            let green = Int(color.green) - Int(other.green)
            let blue = Int(color.blue) - Int(other.blue)
            // Shifts bind tighter than products in Swift: the parentheses keep them last.
            return (((512 + meanRed) * red * red) >> 8) + 4 * green * green + (((767 - meanRed) * blue * blue) >> 8)
        }
        var best = colors[0]
        var bestDistance = distance(colors[0])
        for candidate in colors.dropFirst() {
            let value = distance(candidate)
            if value < bestDistance {
                best = candidate
                bestDistance = value
            }
        }
        return best
    }

    /// A palette emoji by 1-based index or the emoji itself (with or without
    /// the variation selector U+FE0F, which terminals and shells often drop).
    package static func emoji(_ text: String) -> String? {
        if let index = Int(text) { return (1...emoji.count).contains(index) ? emoji[index - 1] : nil }
        let bare = text.unicodeScalars.filter { $0.value != 0xFE0F }
        return emoji.first {
            String(String.UnicodeScalarView($0.unicodeScalars.filter { $0.value != 0xFE0F }))
                == String(String.UnicodeScalarView(bare))
        }
    }
}
