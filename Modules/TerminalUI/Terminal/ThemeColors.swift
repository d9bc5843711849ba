/// Color arithmetic every app's human output needs so that its own colors
/// (a tracker's palette color, any color a my-habits habit was given) stay
/// readable as text on the terminal's light or dark background.
package struct ThemeColors: Sendable {
    package let theme: Theme

    package init(theme: Theme) { self.theme = theme }

    /// Secondary text (dates, counts, hints): a mid gray a little darker on
    /// light backgrounds, lighter on dark ones. A color rather than SGR dim,
    /// which some terminals render unreadably faint.
    package var secondary: RGB {
        theme == .light ? RGB(red: 0x6E, green: 0x6E, blue: 0x73) : RGB(red: 0x9A, green: 0x9A, blue: 0xA0)
    }

    /// `color` adjusted so that it reads as text on the theme's background:
    /// pale colors (#F9D4D4) are darkened on light terminals, deep ones
    /// (#35347C) lightened on dark terminals; the hue is kept.
    package func readable(_ color: RGB) -> RGB {
        let lum = Self.luminance(color)
        switch theme {
        case .light where lum > 0.6: return Self.mix(color, toward: 0, amount: 1 - 0.5 / lum)
        case .dark where lum < 0.3: return Self.mix(color, toward: 255, amount: (0.38 - lum) / (1 - lum))
        default: return color
        }
    }

    /// Black or white, whichever reads better on a `background` chip.
    package static func contrasting(on background: RGB) -> RGB {
        luminance(background) > 0.6 ? RGB(red: 0, green: 0, blue: 0) : RGB(red: 255, green: 255, blue: 255)
    }

    /// Rec. 709 weights over the 0…1 channel values. Without gamma decoding,
    /// which is close enough to sort colors into light and dark and keeps
    /// `mix` exact (luminance is linear in the channels).
    package static func luminance(_ color: RGB) -> Double {
        (0.2126 * Double(color.red) + 0.7152 * Double(color.green) + 0.0722 * Double(color.blue)) / 255
    }

    package static func mix(_ color: RGB, toward level: UInt8, amount: Double) -> RGB {
        let t = min(1, max(0, amount))
        func channel(_ value: UInt8) -> UInt8 {
            UInt8((Double(value) + (Double(level) - Double(value)) * t).rounded())
        }
        return RGB(red: channel(color.red), green: channel(color.green), blue: channel(color.blue))
    }
}
