#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a BlurHash string cannot be decoded.
package enum BlurHashError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Shorter than the 6 characters of the smallest hash (size, maximum, DC).
    case tooShort(length: Int)
    /// The size character announces `expected` characters; the hash has `found`.
    case wrongLength(expected: Int, found: Int)
    /// A character outside the base-83 alphabet, at `offset` (0-based).
    case invalidCharacter(Character, offset: Int)
    /// The requested picture has no pixels.
    case invalidSize(width: Int, height: Int)

    package var description: String {
        switch self {
        case .tooShort(let length): "BlurHash too short: \(length) characters, at least 6 needed"
        case .wrongLength(let expected, let found): "BlurHash length \(found), its size calls for \(expected)"
        case .invalidCharacter(let character, let offset):
            "BlurHash character “\(character)” at \(offset) is not base 83"
        case .invalidSize(let width, let height): "BlurHash size \(width)×\(height) has no pixels"
        }
    }
}

/// Decodes BlurHash placeholders (blurha.sh): a base-83 string holding the
/// component counts, the AC maximum, one DC color and the AC cosine
/// coefficients, summed per pixel in linear light and converted back to sRGB.
package enum BlurHash {
    static let alphabet = Array(
        "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~".utf8)
    static let digits: [Int8] = {
        var table = [Int8](repeating: -1, count: 256)
        for (value, byte) in alphabet.enumerated() { table[Int(byte)] = Int8(value) }
        return table
    }()

    /// The picture `hash` describes, `width` × `height` pixels. `punch` scales
    /// the AC components (above 1 more contrast, below 1 less).
    package static func decode(_ hash: String, width: Int, height: Int, punch: Double = 1) throws(BlurHashError)
        -> RGBImage
    {
        guard width > 0, height > 0 else { throw .invalidSize(width: width, height: height) }
        let colors = try components(hash, punch: punch)
        let columns = colors.columns
        let rows = colors.rows
        // cos(π·x·i/width) and cos(π·y·j/height), computed once instead of per pixel and component.
        let cosX = (0..<width).flatMap { x in
            (0..<columns).map { i in cos(Double.pi * Double(x) * Double(i) / Double(width)) }
        }
        let cosY = (0..<height).flatMap { y in
            (0..<rows).map { j in cos(Double.pi * Double(y) * Double(j) / Double(height)) }
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        // The sum factors by rows: for a row, each column of components is summed
        // once (Σⱼ color·cos y), then each pixel takes only its columns (Σᵢ row·cos x),
        // a third of the work for a 4 × 3 hash. Unchecked buffers: this is the whole
        // cost of a decode.
        var rowColors = [Double](repeating: 0, count: columns * 3)
        colors.values.withUnsafeBufferPointer { values in
            cosX.withUnsafeBufferPointer { cosX in
                cosY.withUnsafeBufferPointer { cosY in
                    pixels.withUnsafeMutableBufferPointer { out in
                        rowColors.withUnsafeMutableBufferPointer { rowColors in
                            SRGBTable.shared.withBuffers { table in
                                var offset = 0
                                for y in 0..<height {
                                    for i in 0..<columns {
                                        var red = 0.0
                                        var green = 0.0
                                        var blue = 0.0
                                        for j in 0..<rows {
                                            let vertical = cosY[y * rows + j]
                                            let color = (i + j * columns) * 3
                                            red += values[color] * vertical
                                            green += values[color + 1] * vertical
                                            blue += values[color + 2] * vertical
                                        }
                                        rowColors[i * 3] = red
                                        rowColors[i * 3 + 1] = green
                                        rowColors[i * 3 + 2] = blue
                                    }
                                    for x in 0..<width {
                                        var red = 0.0
                                        var green = 0.0
                                        var blue = 0.0
                                        for i in 0..<columns {
                                            let horizontal = cosX[x * columns + i]
                                            red += rowColors[i * 3] * horizontal
                                            green += rowColors[i * 3 + 1] * horizontal
                                            blue += rowColors[i * 3 + 2] * horizontal
                                        }
                                        out[offset] = table.byte(red)
                                        out[offset + 1] = table.byte(green)
                                        out[offset + 2] = table.byte(blue)
                                        offset += 3
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    /// The component grid and its colors in linear light (DC first, then AC row by row).
    static func components(_ hash: String, punch: Double) throws(BlurHashError) -> (
        columns: Int, rows: Int, values: [Double]
    ) {
        let scalars = Array(hash.unicodeScalars)
        guard scalars.count >= 6 else { throw .tooShort(length: scalars.count) }
        let sizeFlag = try decode83(scalars, 0, 1)
        let columns = sizeFlag % 9 + 1
        let rows = sizeFlag / 9 + 1
        let expected = 4 + 2 * columns * rows
        guard scalars.count == expected else { throw .wrongLength(expected: expected, found: scalars.count) }
        let maximum = Double(try decode83(scalars, 1, 2) + 1) / 166 * punch
        let dc = try decode83(scalars, 2, 6)
        var values = [srgbToLinear(dc >> 16), srgbToLinear((dc >> 8) & 255), srgbToLinear(dc & 255)]
        for component in 1..<(columns * rows) {
            let ac = try decode83(scalars, 4 + component * 2, 6 + component * 2)
            for quantised in [ac / (19 * 19), (ac / 19) % 19, ac % 19] {
                values.append(signedSquare((Double(quantised) - 9) / 9) * maximum)
            }
        }
        return (columns, rows, values)
    }

    private static func decode83(_ scalars: [Unicode.Scalar], _ start: Int, _ end: Int) throws(BlurHashError) -> Int {
        var value = 0
        for index in start..<end {
            let code = scalars[index].value
            let digit = code < 128 ? Int(digits[Int(code)]) : -1
            guard digit >= 0 else { throw .invalidCharacter(Character(scalars[index]), offset: index) }
            value = value * 83 + digit
        }
        return value
    }

    static func srgbToLinear(_ value: Int) -> Double {
        let scaled = Double(value) / 255
        return scaled <= 0.04045 ? scaled / 12.92 : pow((scaled + 0.055) / 1.055, 2.4)
    }

    /// Linear light (0…1) to an sRGB byte, exactly as `srgbByte` computes it.
    static func linearToSRGB(_ value: Double) -> UInt8 { SRGBTable.shared.withBuffers { $0.byte(value) } }

    /// The sRGB transfer function, rounded to a byte (the published formula).
    static func srgbByte(_ value: Double) -> Int {
        let clamped = max(0, min(1, value))
        if clamped <= 0.0031308 { return Int(clamped * 12.92 * 255 + 0.5) }
        return Int((1.055 * pow(clamped, 1 / 2.4) - 0.055) * 255 + 0.5)
    }

    private static func signedSquare(_ value: Double) -> Double { value < 0 ? -(value * value) : value * value }
}

/// `BlurHash.srgbByte` through tables: its pow costs more than all the rest of
/// a decode. The bytes are the formula's own, to the last bit of the input.
struct SRGBTable: Sendable {
    static let shared = SRGBTable()

    /// The byte of `k / 4096`, where the search starts: the formula's slope stays
    /// under 4096 bytes a unit, so the search moves a step or two at most.
    let bucketStart: [UInt8]
    /// `thresholds[k]`: the smallest linear value whose byte is above `k`.
    let thresholds: [Double]

    init() {
        bucketStart = (0...4096).map { UInt8(BlurHash.srgbByte(Double($0) / 4096)) }
        // A binary search over the doubles in 0…1, which order like their bit patterns.
        thresholds = (0..<255).map { byte in
            var low = UInt64(0)
            var high = (1.0).bitPattern
            while low < high {
                let middle = low + (high - low) / 2
                if BlurHash.srgbByte(Double(bitPattern: middle)) > byte { high = middle } else { low = middle + 1 }
            }
            return Double(bitPattern: low)
        }
    }

    struct Buffers {
        let bucketStart: UnsafeBufferPointer<UInt8>
        let thresholds: UnsafeBufferPointer<Double>

        @inline(__always) func byte(_ value: Double) -> UInt8 {
            let clamped = max(0, min(1, value))
            var byte = Int(bucketStart[Int(clamped * 4096)])
            while byte < 255 && clamped >= thresholds[byte] { byte += 1 }
            return UInt8(byte)
        }
    }

    func withBuffers<Result>(_ body: (Buffers) -> Result) -> Result {
        bucketStart.withUnsafeBufferPointer { starts in
            thresholds.withUnsafeBufferPointer { body(Buffers(bucketStart: starts, thresholds: $0)) }
        }
    }
}
