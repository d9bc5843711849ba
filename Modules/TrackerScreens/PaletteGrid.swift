import AppPlugin
import SharedModels
import TerminalUI

/// The emoji and color grids of a creation wizard: the palette six to a
/// row, the cursor's cell framed `[…]` and, with color, on a gray pad (the
/// iOS app's «подложка» / «обводка»), and the keys that move the cursor.
package struct PaletteGrid: Sendable {
    package enum Content: Sendable { case emoji, colors }

    package static let columns = 6

    package let content: Content
    package let style: TerminalStyle
    package let colors: TrackerColors

    package init(_ content: Content, style: TerminalStyle, colors: TrackerColors) {
        self.content = content
        self.style = style
        self.colors = colors
    }

    private var colored: Bool { style.depth != .none }

    /// How many cells the grid has.
    package static func count(_ content: Content) -> Int {
        content == .emoji ? Palette.emoji.count : Palette.colors.count
    }

    /// The grid's rows with the cursor on cell `cursor`.
    package func lines(cursor: Int) -> [String] {
        let count = Self.count(content)
        return stride(from: 0, to: count, by: Self.columns).map { start in
            "  "
                + (start..<min(count, start + Self.columns)).map { index in
                    let content = DisplayWidth.pad(cell(index), to: colored ? 2 : 7)
                    guard index == cursor else { return " " + content + " " }
                    let framed = "[" + content + "]"
                    return colored ? style.paint(framed, background: colors.pad, bold: true) : framed
                }.joined(separator: " ")
        }
    }

    private func cell(_ index: Int) -> String {
        switch content {
        case .emoji: Palette.emoji[index]
        case .colors: colored ? Self.swatch(Palette.colors[index], style) : Palette.colors[index].hex
        }
    }

    /// A color as a two-column block in that color.
    package static func swatch(_ color: RGBColor, _ style: TerminalStyle) -> String {
        style.paint("██", foreground: color.terminalColor)
    }

    /// The cursor after `key` in a grid of `count` cells (arrows, or h j k l
    /// as on the main screen), or nil when the key is not a move (Enter,
    /// other letters: the wizard's to handle).
    package static func move(_ cursor: Int, by key: Key, count: Int) -> Int? {
        switch key {
        case .left, .character("h"): max(0, cursor - 1)
        case .right, .character("l"), .tab: min(count - 1, cursor + 1)
        case .up, .character("k"): cursor >= columns ? cursor - columns : cursor
        case .down, .character("j"): cursor + columns < count ? cursor + columns : cursor
        case .home: 0
        case .end: count - 1
        default: nil
        }
    }
}
