import SharedModels
import TerminalUI

/// The colors human output uses, chosen for the terminal's theme so that
/// text stays readable on light and dark backgrounds (the
/// global `--theme`). Names keep the terminal's own foreground; only the swatch,
/// the marks and secondary text are colored.
package struct TrackerColors: Sendable {
    package let theme: Theme

    package init(theme: Theme) { self.theme = theme }

    /// Secondary text (dates, counts, hints): `ThemeColors.secondary`.
    package var secondary: RGB { ThemeColors(theme: theme).secondary }

    /// An accent for marks that belong to no tracker (✓ on the last chosen category).
    package var accent: RGB { readable(RGB(red: 0x37, green: 0x72, blue: 0xE7)) }

    /// The background under the highlighted cell of a palette grid.
    package var pad: RGB {
        theme == .light ? RGB(red: 0xE6, green: 0xE8, blue: 0xEB) : RGB(red: 0x3A, green: 0x3A, blue: 0x3C)
    }

    /// `color` readable as text on the theme's background (`ThemeColors`).
    package func readable(_ color: RGB) -> RGB { ThemeColors(theme: theme).readable(color) }

    package static func contrasting(on background: RGB) -> RGB { ThemeColors.contrasting(on: background) }

    package static func luminance(_ color: RGB) -> Double { ThemeColors.luminance(color) }
}
