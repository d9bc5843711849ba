import TerminalGraphics
import Testing

/// Crops and quarter turns on a 3×2 picture whose pixels are numbered
/// 1…6 (row by row), worked out by hand.
@Suite struct TransformTests {
    /// Pixel n is (n, 0, 0).
    let picture = RGBImage(width: 3, height: 2, pixels: (1...6).flatMap { [UInt8($0), 0, 0] })

    func numbers(_ image: RGBImage) -> [[Int]] {
        (0..<image.height).map { y in (0..<image.width).map { x in Int(image.pixel(x: x, y: y).0) } }
    }

    @Test func quarterTurns() {
        #expect(numbers(picture) == [[1, 2, 3], [4, 5, 6]])
        #expect(numbers(picture.rotated(quarterTurns: 1)) == [[4, 1], [5, 2], [6, 3]])
        #expect(numbers(picture.rotated(quarterTurns: 2)) == [[6, 5, 4], [3, 2, 1]])
        #expect(numbers(picture.rotated(quarterTurns: 3)) == [[3, 6], [2, 5], [1, 4]])
        #expect(picture.rotated(quarterTurns: 4) == picture)
        #expect(picture.rotated(quarterTurns: -1) == picture.rotated(quarterTurns: 3))
    }

    @Test func cropsAreClampedAndNeverEmpty() {
        #expect(numbers(picture.cropped(x: 1, y: 0, width: 2, height: 2)) == [[2, 3], [5, 6]])
        #expect(numbers(picture.cropped(x: 2, y: 1, width: 5, height: 5)) == [[6]])
        #expect(numbers(picture.cropped(x: -3, y: -3, width: 1, height: 1)) == [[1]])
    }
}
