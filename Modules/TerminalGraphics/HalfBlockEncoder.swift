/// Half blocks: each cell is `▀` with the upper pixel as foreground and the
/// lower one as background, so a cell holds two pixels. A color is only sent
/// when it changes along the line; every line ends with a reset.
enum HalfBlockEncoder {
    static let upperHalf: [UInt8] = Array("▀".utf8)

    static func append(_ image: RGBImage, indent: [UInt8], colors: BlockColors, to out: inout [UInt8]) {
        out.reserveCapacity(out.count + image.width * image.height / 2 * 24)
        image.pixels.withUnsafeBufferPointer { pixels in
            for row in stride(from: 0, to: image.height, by: 2) {
                out += indent
                var foreground = -1
                var background = -1
                for x in 0..<image.width {
                    let top = color(pixels, (row * image.width + x) * 3, colors)
                    let bottom = row + 1 < image.height ? color(pixels, ((row + 1) * image.width + x) * 3, colors) : -2
                    appendColors(
                        top: top, bottom: bottom, foreground: &foreground, background: &background, colors: colors,
                        to: &out)
                    out += upperHalf
                }
                out += Array("\u{1B}[0m\n".utf8)
            }
        }
    }

    /// The color as one number: 0xRRGGBB for truecolor, the xterm index for 256 colors.
    private static func color(_ pixels: UnsafeBufferPointer<UInt8>, _ offset: Int, _ colors: BlockColors) -> Int {
        let red = Int(pixels[offset])
        let green = Int(pixels[offset + 1])
        let blue = Int(pixels[offset + 2])
        return colors == .truecolor
            ? red << 16 | green << 8 | blue : Palette256.index(red: red, green: green, blue: blue)
    }

    private static func appendColors(
        top: Int, bottom: Int, foreground: inout Int, background: inout Int,
        colors: BlockColors, to out: inout [UInt8]
    ) {
        var parts: [String] = []
        if top != foreground {
            parts.append("38;" + sgr(top, colors))
            foreground = top
        }
        if bottom != background {
            parts.append(bottom == -2 ? "49" : "48;" + sgr(bottom, colors))
            background = bottom
        }
        if !parts.isEmpty { out += Array("\u{1B}[\(parts.joined(separator: ";"))m".utf8) }
    }

    private static func sgr(_ color: Int, _ colors: BlockColors) -> String {
        colors == .truecolor ? "2;\(color >> 16);\((color >> 8) & 0xFF);\(color & 0xFF)" : "5;\(color)"
    }
}

/// The xterm 256-color palette: the 6 × 6 × 6 cube (16–231) and the gray ramp (232–255).
enum Palette256 {
    static let levels = [0, 95, 135, 175, 215, 255]

    /// The nearest entry of the cube or the gray ramp.
    static func index(red: Int, green: Int, blue: Int) -> Int {
        let r = nearestLevel(red)
        let g = nearestLevel(green)
        let b = nearestLevel(blue)
        let cubeDistance = distance(red, green, blue, levels[r], levels[g], levels[b])
        let gray = max(0, min(23, ((red + green + blue) / 3 - 3) / 10))
        let grayValue = 8 + gray * 10
        let grayDistance = distance(red, green, blue, grayValue, grayValue, grayValue)
        return grayDistance < cubeDistance ? 232 + gray : 16 + r * 36 + g * 6 + b
    }

    private static func nearestLevel(_ value: Int) -> Int {
        value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
    }

    private static func distance(_ r1: Int, _ g1: Int, _ b1: Int, _ r2: Int, _ g2: Int, _ b2: Int) -> Int {
        (r1 - r2) * (r1 - r2) + (g1 - g2) * (g1 - g2) + (b1 - b2) * (b1 - b2)
    }
}
