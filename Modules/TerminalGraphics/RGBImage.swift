/// A size in pixels.
package struct PixelSize: Sendable, Equatable, Hashable, CustomStringConvertible {
    package var width: Int
    package var height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    package var description: String { "\(width)×\(height)" }
}

/// An 8-bit RGB picture: 3 bytes a pixel, rows top to bottom, no padding.
package struct RGBImage: Sendable, Equatable {
    package let width: Int
    package let height: Int
    package var pixels: [UInt8]

    /// `pixels` must hold exactly `width × height × 3` bytes.
    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(
            width > 0 && height > 0 && pixels.count == width * height * 3, "RGBImage: size and pixels disagree")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    package var size: PixelSize { PixelSize(width: width, height: height) }

    /// The pixel at (x, y) as (red, green, blue).
    package func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
        let offset = (y * width + x) * 3
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }

    /// The image scaled to `target`: an area average when shrinking (every
    /// source pixel counts, so thin lines and noise don't alias), linear
    /// interpolation when growing. Each axis is done on its own.
    package func resized(to target: PixelSize) -> RGBImage {
        guard target != size else { return self }
        precondition(target.width > 0 && target.height > 0, "RGBImage.resized: empty target")
        let columns = ResampleWeights(source: width, target: target.width)
        let rows = ResampleWeights(source: height, target: target.height)
        var wide = [Float](repeating: 0, count: target.width * height * 3)
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                columns.apply(
                    source: source, sourceOffset: y * width * 3, sourceStride: 3,
                    into: &wide, targetOffset: y * target.width * 3, targetStride: 3)
            }
        }
        var result = [Float](repeating: 0, count: target.width * target.height * 3)
        wide.withUnsafeBufferPointer { source in
            for x in 0..<target.width {
                rows.apply(
                    source: source, sourceOffset: x * 3, sourceStride: target.width * 3,
                    into: &result, targetOffset: x * 3, targetStride: target.width * 3)
            }
        }
        let bytes = result.map { UInt8(max(0, min(255, $0 + 0.5))) }
        return RGBImage(width: target.width, height: target.height, pixels: bytes)
    }
}

/// For each target sample along one axis: the source samples it is made of and their weights.
struct ResampleWeights {
    let starts: [Int]
    let weights: [[Float]]

    init(source: Int, target: Int) {
        let scale = Double(source) / Double(target)
        var starts: [Int] = []
        var weights: [[Float]] = []
        for index in 0..<target {
            if scale > 1 {
                // Shrinking: the box [index·scale, (index+1)·scale), partial pixels at its edges.
                let low = Double(index) * scale
                let high = min(Double(source), low + scale)
                let first = Int(low)
                let last = min(source - 1, Int((high - 1e-9).rounded(.down)))
                var row: [Float] = []
                for sample in first...last {
                    let covered = min(high, Double(sample + 1)) - max(low, Double(sample))
                    row.append(Float(covered / scale))
                }
                starts.append(first)
                weights.append(row)
            } else {
                let center = max(0, min(Double(source - 1), (Double(index) + 0.5) * scale - 0.5))
                let first = min(Int(center), max(0, source - 2))
                let fraction = Float(center - Double(first))
                starts.append(first)
                weights.append(source == 1 ? [1] : [1 - fraction, fraction])
            }
        }
        self.starts = starts
        self.weights = weights
    }

    func apply<Source: BinaryInteger>(
        source: UnsafeBufferPointer<Source>, sourceOffset: Int, sourceStride: Int,
        into target: inout [Float], targetOffset: Int, targetStride: Int
    ) {
        for index in starts.indices {
            var red: Float = 0
            var green: Float = 0
            var blue: Float = 0
            var offset = sourceOffset + starts[index] * sourceStride
            for weight in weights[index] {
                red += weight * Float(source[offset])
                green += weight * Float(source[offset + 1])
                blue += weight * Float(source[offset + 2])
                offset += sourceStride
            }
            let out = targetOffset + index * targetStride
            target[out] = red
            target[out + 1] = green
            target[out + 2] = blue
        }
    }

    func apply(
        source: UnsafeBufferPointer<Float>, sourceOffset: Int, sourceStride: Int,
        into target: inout [Float], targetOffset: Int, targetStride: Int
    ) {
        for index in starts.indices {
            var red: Float = 0
            var green: Float = 0
            var blue: Float = 0
            var offset = sourceOffset + starts[index] * sourceStride
            for weight in weights[index] {
                red += weight * source[offset]
                green += weight * source[offset + 1]
                blue += weight * source[offset + 2]
                offset += sourceStride
            }
            let out = targetOffset + index * targetStride
            target[out] = red
            target[out + 1] = green
            target[out + 2] = blue
        }
    }
}
