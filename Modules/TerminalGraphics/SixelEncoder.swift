/// Sixel graphics: the picture quantised to a fixed palette, the 6 × 6 × 6
/// color cube (0–215) and 15 grays (216–230) that fill the cube's gray axis to
/// 21 even steps, with 4 × 4 ordered (Bayer) dithering. A fixed palette keeps
/// the output the same for the same picture and costs one pass; ordered
/// dithering, unlike error diffusion, does not smear when the picture is
/// redrawn in parts. Near-gray pixels (channels within `grayChroma`) dither on
/// the gray steps, the rest on the cube. Only the colors a picture uses are
/// defined (`#i;2;r;g;b` in percent).
enum SixelEncoder {
    static let paletteSize = 231
    static let grayChroma = 16
    static let bayer: [Float] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { (Float($0) + 0.5) / 16 }

    /// The palette index of every pixel.
    static func quantised(_ image: RGBImage) -> [UInt8] {
        var indices = [UInt8](repeating: 0, count: image.width * image.height)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let threshold = bayer[(y & 3) * 4 + (x & 3)]
                    let offset = (y * image.width + x) * 3
                    let red = Int(pixels[offset])
                    let green = Int(pixels[offset + 1])
                    let blue = Int(pixels[offset + 2])
                    let index: Int
                    if max(red, green, blue) - min(red, green, blue) <= grayChroma {
                        index = grayIndex(
                            step: dithered(Float(red + green + blue) / 3, steps: 20, threshold: threshold))
                    } else {
                        index =
                            dithered(Float(red), steps: 5, threshold: threshold) * 36
                            + dithered(Float(green), steps: 5, threshold: threshold) * 6
                            + dithered(Float(blue), steps: 5, threshold: threshold)
                    }
                    indices[y * image.width + x] = UInt8(index)
                }
            }
        }
        return indices
    }

    /// `value` (0…255) on a scale of `steps` + 1 levels, rounded up where its fraction passes `threshold`.
    private static func dithered(_ value: Float, steps: Int, threshold: Float) -> Int {
        let scaled = value * Float(steps) / 255
        return min(steps, Int(scaled) + (scaled - Float(Int(scaled)) > threshold ? 1 : 0))
    }

    /// Gray step 0…20: every fourth is a cube gray (r = g = b), the others the 15 extra grays.
    private static func grayIndex(step: Int) -> Int {
        step % 4 == 0 ? step / 4 * 43 : 216 + step - step / 4 - 1
    }

    /// The color of palette entry `index` in percent (sixel's `2` color space).
    static func percent(_ index: Int) -> (Int, Int, Int) {
        guard index >= 216 else { return (index / 36 * 20, index / 6 % 6 * 20, index % 6 * 20) }
        let extra = index - 216
        let step = extra + extra / 3 + 1
        return (step * 5, step * 5, step * 5)
    }

    static func append(_ image: RGBImage, to out: inout [UInt8]) {
        let indices = quantised(image)
        out += Array("\u{1B}Pq\"1;1;\(image.width);\(image.height)".utf8)
        var used = [Bool](repeating: false, count: paletteSize)
        for index in indices { used[Int(index)] = true }
        for index in 0..<paletteSize where used[index] {
            let (red, green, blue) = percent(index)
            out += Array("#\(index);2;\(red);\(green);\(blue)".utf8)
        }
        var bits = [UInt8](repeating: 0, count: image.width)
        for band in stride(from: 0, to: image.height, by: 6) {
            if band > 0 { out.append(UInt8(ascii: "-")) }
            var inBand = [Bool](repeating: false, count: paletteSize)
            for y in band..<min(image.height, band + 6) {
                for x in 0..<image.width { inBand[Int(indices[y * image.width + x])] = true }
            }
            var first = true
            for color in 0..<paletteSize where inBand[color] {
                for x in 0..<image.width {
                    var value: UInt8 = 0
                    for row in 0..<min(6, image.height - band) where indices[(band + row) * image.width + x] == color {
                        value |= 1 << row
                    }
                    bits[x] = value
                }
                if !first { out.append(UInt8(ascii: "$")) }
                first = false
                out += Array("#\(color)".utf8)
                appendRuns(bits, to: &out)
            }
        }
        out += [0x1B, UInt8(ascii: "\\")]
    }

    /// Sixel characters (63 + bits), runs of four or more as `!count` and the character.
    static func appendRuns(_ bits: [UInt8], to out: inout [UInt8]) {
        var index = 0
        while index < bits.count {
            var end = index + 1
            while end < bits.count && bits[end] == bits[index] { end += 1 }
            let character = 63 + bits[index]
            let count = end - index
            if count >= 4 {
                out += Array("!\(count)".utf8)
                out.append(character)
            } else {
                out += [UInt8](repeating: character, count: count)
            }
            index = end
        }
    }
}
