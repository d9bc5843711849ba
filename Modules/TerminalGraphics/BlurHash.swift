#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a BlurHash string cannot be decoded.
public enum BlurHashError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Shorter than the 6 characters of the smallest hash (size, maximum, DC).
    case tooShort(length: Int)
    /// The size character announces `expected` characters; the hash has `found`.
    case wrongLength(expected: Int, found: Int)
    /// A character outside the base-83 alphabet, at `offset` (0-based).
    case invalidCharacter(Character, offset: Int)
    /// The requested picture has no pixels.
    case invalidSize(width: Int, height: Int)

    public var description: String {
        switch self {
        case let .tooShort(length): "BlurHash too short: \(length) characters, at least 6 needed"
        case let .wrongLength(expected, found): "BlurHash length \(found), its size calls for \(expected)"
        case let .invalidCharacter(character, offset): "BlurHash character “\(character)” at \(offset) is not base 83"
        case let .invalidSize(width, height): "BlurHash size \(width)×\(height) has no pixels"
        }
    }
}

/// Decodes BlurHash placeholders (blurha.sh): a base-83 string holding the
/// component counts, the AC maximum, one DC color and the AC cosine
/// coefficients, summed per pixel in linear light and converted back to sRGB.
public enum BlurHash {
    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~".utf8)
    static let digits: [Int8] = {
        var table = [Int8](repeating: -1, count: 256)
        for (value, byte) in alphabet.enumerated() { table[Int(byte)] = Int8(value) }
        return table
    }()

    /// The picture `hash` describes, `width` × `height` pixels. `punch` scales
    /// the AC components (above 1 more contrast, below 1 less).
    public static func decode(_ hash: String, width: Int, height: Int, punch: Double = 1) throws(BlurHashError) -> RGBImage {
        guard width > 0, height > 0 else { throw .invalidSize(width: width, height: height) }
        let colors = try components(hash, punch: punch)
        let columns = colors.columns, rows = colors.rows
        // cos(π·x·i/width) and cos(π·y·j/height), computed once instead of per pixel and component.
        let cosX = (0..<width).flatMap { x in (0..<columns).map { i in cos(Double.pi * Double(x) * Double(i) / Double(width)) } }
        let cosY = (0..<height).flatMap { y in (0..<rows).map { j in cos(Double.pi * Double(y) * Double(j) / Double(height)) } }
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        var offset = 0
        for y in 0..<height {
            for x in 0..<width {
                var red = 0.0, green = 0.0, blue = 0.0
                for j in 0..<rows {
                    let vertical = cosY[y * rows + j]
                    for i in 0..<columns {
                        let basis = cosX[x * columns + i] * vertical
                        let color = (i + j * columns) * 3
                        red += colors.values[color] * basis
                        green += colors.values[color + 1] * basis
                        blue += colors.values[color + 2] * basis
                    }
                }
                pixels[offset] = linearToSRGB(red); pixels[offset + 1] = linearToSRGB(green)
                pixels[offset + 2] = linearToSRGB(blue)
                offset += 3
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    /// The component grid and its colors in linear light (DC first, then AC row by row).
    static func components(_ hash: String, punch: Double) throws(BlurHashError) -> (columns: Int, rows: Int, values: [Double]) {
        let scalars = Array(hash.unicodeScalars)
        guard scalars.count >= 6 else { throw .tooShort(length: scalars.count) }
        let sizeFlag = try decode83(scalars, 0, 1)
        let columns = sizeFlag % 9 + 1, rows = sizeFlag / 9 + 1
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

    static func linearToSRGB(_ value: Double) -> UInt8 {
        let clamped = max(0, min(1, value))
        if clamped <= 0.0031308 { return UInt8(clamped * 12.92 * 255 + 0.5) }
        return UInt8((1.055 * pow(clamped, 1 / 2.4) - 0.055) * 255 + 0.5)
    }

    private static func signedSquare(_ value: Double) -> Double { value < 0 ? -(value * value) : value * value }
}
