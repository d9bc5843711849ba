/// The picture moved, zoomed and turned, for a viewer.
extension RGBImage {
    /// The part at (`x`, `y`) of `width` × `height` pixels, clamped to the
    /// picture (never empty).
    package func cropped(x: Int, y: Int, width: Int, height: Int) -> RGBImage {
        let left = min(max(0, x), self.width - 1)
        let top = min(max(0, y), self.height - 1)
        let w = max(1, min(width, self.width - left))
        let h = max(1, min(height, self.height - top))
        var bytes = [UInt8]()
        bytes.reserveCapacity(w * h * 3)
        for row in top..<(top + h) {
            let start = (row * self.width + left) * 3
            bytes += pixels[start..<(start + w * 3)]
        }
        return RGBImage(width: w, height: h, pixels: bytes)
    }

    /// Turned clockwise by `quarterTurns` × 90°.
    package func rotated(quarterTurns: Int) -> RGBImage {
        let turns = ((quarterTurns % 4) + 4) % 4
        guard turns != 0 else { return self }
        let (w, h) = turns == 2 ? (width, height) : (height, width)
        var bytes = [UInt8](repeating: 0, count: w * h * 3)
        for y in 0..<height {
            for x in 0..<width {
                let (tx, ty): (Int, Int) =
                    switch turns {
                    case 1: (height - 1 - y, x)
                    case 2: (width - 1 - x, height - 1 - y)
                    default: (y, width - 1 - x)
                    }
                let source = (y * width + x) * 3
                let target = (ty * w + tx) * 3
                bytes[target] = pixels[source]
                bytes[target + 1] = pixels[source + 1]
                bytes[target + 2] = pixels[source + 2]
            }
        }
        return RGBImage(width: w, height: h, pixels: bytes)
    }
}
