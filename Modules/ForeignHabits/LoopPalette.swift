import SharedModels

/// Loop Habit Tracker's colours. A habit stores a palette index since
/// schema 14; before that it stored the colour itself as a signed ARGB int.
/// Schema 21 grew the palette from 13 colours to 20 and renumbered the old
/// indices, so what an index means depends on the backup's version.
enum LoopPalette {
    /// The 20 colours of schema 21 and later, by index (Loop's `PaletteColor`).
    static let colors: [RGBColor] = [
        0xD32F2F, 0xE64A19, 0xF57C00, 0xFF8F00, 0xF9A825, 0xAFB42B, 0x7CB342, 0x388E3C, 0x00897B, 0x00ACC1,
        0x039BE5, 0x1976D2, 0x303F9F, 0x5E35B1, 0x8E24AA, 0xD81B60, 0x5D4037, 0x303030, 0x757575, 0xAAAAAA,
    ].map(rgb)

    /// Where schema 21 moved each of the 13 older indices (0–12).
    static let renumbered = [0, 1, 4, 5, 7, 8, 9, 10, 13, 14, 15, 17, 19]

    /// The colour of a `Habits.color` value in a backup of `version`; nil
    /// for an index outside the palette (Loop itself would fail on it).
    static func color(stored value: Int, version: Int) -> RGBColor? {
        switch version {
        case ..<14:
            // The ARGB int itself (alpha ignored): the colour the user saw.
            return rgb(value & 0xFF_FFFF)
        case ..<21:
            return renumbered.indices.contains(value) ? colors[renumbered[value]] : nil
        default:
            return colors.indices.contains(value) ? colors[value] : nil
        }
    }

    private static func rgb(_ value: Int) -> RGBColor {
        RGBColor(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }
}
