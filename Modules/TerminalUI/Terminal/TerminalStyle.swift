/// A 24-bit color (CLIKit's own, so it needs no other module; `SharedModels.RGBColor` maps 1:1).
package struct RGB: Sendable, Hashable {
    package var red: UInt8, green: UInt8, blue: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Squared Euclidean distance, enough to pick the nearest palette entry.
    func distance(to other: RGB) -> Int {
        let dr = Int(red) - Int(other.red)
        let dg = Int(green) - Int(other.green)
        let db = Int(blue) - Int(other.blue)
        return dr * dr + dg * dg + db * db
    }
}

/// SGR escape sequences for a color depth; every one is empty at depth `none`,
/// so styled output degrades to plain text.
package struct TerminalStyle: Sendable, Equatable {
    package var depth: ColorDepth

    package init(depth: ColorDepth) { self.depth = depth }

    private func sgr(_ parameters: String) -> String {
        depth == .none ? "" : "\u{1B}[\(parameters)m"
    }

    /// Sets the text color: `38;2;r;g;b`, the nearest xterm-256 entry, or the nearest of the 16 ANSI colors.
    package func foreground(_ color: RGB) -> String { sgr(colorParameters(color, isBackground: false)) }
    /// Sets the background color, as `foreground` does.
    package func background(_ color: RGB) -> String { sgr(colorParameters(color, isBackground: true)) }
    package var bold: String { sgr("1") }
    package var dim: String { sgr("2") }
    package var inverse: String { sgr("7") }
    package var reset: String { sgr("0") }

    /// `text` wrapped in the given attributes and a reset; plain `text` at depth none or without attributes.
    package func paint(
        _ text: String, foreground: RGB? = nil, background: RGB? = nil, bold: Bool = false, dim: Bool = false
    ) -> String {
        var prefix = ""
        if bold { prefix += self.bold }
        if dim { prefix += self.dim }
        if let foreground { prefix += self.foreground(foreground) }
        if let background { prefix += self.background(background) }
        return prefix.isEmpty ? text : prefix + text + reset
    }

    private func colorParameters(_ color: RGB, isBackground: Bool) -> String {
        switch depth {
        case .none: return ""
        case .truecolor: return "\(isBackground ? 48 : 38);2;\(color.red);\(color.green);\(color.blue)"
        case .ansi256: return "\(isBackground ? 48 : 38);5;\(XTerm256.nearestIndex(color))"
        case .ansi16:
            let index = Int(XTerm256.nearestANSI16(color))
            let base = index < 8 ? (isBackground ? 40 : 30) : (isBackground ? 100 : 90)
            return String(base + index % 8)
        }
    }
}

/// The xterm 256-color palette: 16 system colors, a 6×6×6 cube (16–231) and 24 grays (232–255).
package enum XTerm256 {
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// xterm's default values for the 16 system colors.
    static let system: [RGB] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
        (255, 255, 255),
    ].map { RGB(red: $0.0, green: $0.1, blue: $0.2) }

    /// The color of palette entry `index`.
    package static func color(at index: UInt8) -> RGB {
        switch index {
        case 0..<16: return system[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return RGB(red: cubeLevels[cube / 36], green: cubeLevels[cube / 6 % 6], blue: cubeLevels[cube % 6])
        default:
            let level = UInt8(8 + 10 * (Int(index) - 232))
            return RGB(red: level, green: level, blue: level)
        }
    }

    /// The cube or gray entry (16–255) nearest to `color`. The 16 system colors are
    /// left out because terminals redefine them.
    package static func nearestIndex(_ color: RGB) -> UInt8 {
        func level(_ value: UInt8) -> Int {
            cubeLevels.indices.min { abs(Int(cubeLevels[$0]) - Int(value)) < abs(Int(cubeLevels[$1]) - Int(value)) }!
        }
        let cube = UInt8(16 + 36 * level(color.red) + 6 * level(color.green) + level(color.blue))
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let gray = UInt8(232 + min(23, max(0, (average - 3) / 10)))
        return color.distance(to: self.color(at: gray)) < color.distance(to: self.color(at: cube)) ? gray : cube
    }

    /// The system color (0–15) nearest to `color`.
    package static func nearestANSI16(_ color: RGB) -> UInt8 {
        UInt8(system.indices.min { color.distance(to: system[$0]) < color.distance(to: system[$1]) }!)
    }
}
