import SharedModels
import TerminalUI

/// What the renderers need from the environment besides the mode.
package struct RenderOptions: Sendable, Equatable {
    /// Inside tmux: kitty and iTerm2 sequences are wrapped for passthrough.
    package var tmux: Bool
    /// Colors for half blocks.
    package var colors: BlockColors

    package init(tmux: Bool = false, colors: BlockColors = .truecolor) {
        self.tmux = tmux
        self.colors = colors
    }

    /// `TMUX` set and non-empty → tmux; colors by `BlockColors.detect`.
    package init(environment: [String: String]) {
        self.init(tmux: !(environment[.tmux] ?? "").isEmpty, colors: BlockColors.detect(environment: environment))
    }
}

/// Draws a picture as text for the terminal: fitted into `cells` keeping its
/// aspect ratio, centered (blank lines above, spaces before), in `mode`'s protocol.
package enum ImageRenderer {
    /// The text to print for `image`; empty for `none` (and for `auto`, which
    /// must be resolved first: `RenderMode.resolved`).
    package static func render(
        _ image: RGBImage, mode: RenderMode, cells: TerminalSize, cellPixels: PixelSize,
        options: RenderOptions = RenderOptions()
    ) -> String {
        guard mode != .none, mode != .auto else { return "" }
        let layout = ImageLayout.fit(image.size, cells: cells, cellPixels: cellPixels, mode: mode)
        let picture = image.resized(to: layout.pixels)
        var out = [UInt8](repeating: UInt8(ascii: "\n"), count: layout.row)
        let indent = [UInt8](repeating: UInt8(ascii: " "), count: layout.column)
        switch mode {
        case .blocks:
            HalfBlockEncoder.append(picture, indent: indent, colors: options.colors, to: &out)
            return String(decoding: out, as: UTF8.self)
        case .kitty:
            out += indent
            out += Array(
                KittyEncoder.encode(picture, columns: layout.columns, rows: layout.rows, tmux: options.tmux).utf8)
        case .iterm:
            guard
                let sequence = ITermEncoder.encode(
                    picture, columns: layout.columns, rows: layout.rows, tmux: options.tmux)
            else { return "" }
            out += indent
            out += Array(sequence.utf8)
        case .sixel:
            out += indent
            SixelEncoder.append(picture, to: &out)
        case .auto, .none:
            break
        }
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
    }
}
