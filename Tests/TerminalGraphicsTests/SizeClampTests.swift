import Foundation
import TerminalUI
import Testing

@testable import TerminalGraphics

/// Every size from a terminal or a server is clamped before it sizes a
/// buffer, and the JPEG decoder refuses bombs before allocating. The two
/// hostile JPEGs are the fake server's (Tests/Fixtures/Unsplash/images), so
/// the end-to-end tests serve the very files checked here: `bomb-60000.jpg`
/// is a 53-byte header declaring 60 000 × 60 000 pixels; `many-scans.jpg` is
/// photo-1-regular.jpg rewritten by `jpegtran -scans` into 66 scans, with
/// 63 of them repeated (129 in all; libjpeg only warns about the repeats).
@Suite struct SizeClampTests {
    static func fixture(_ name: String) throws -> Data {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return try Data(contentsOf: root.appendingPathComponent("Fixtures/Unsplash/images/" + name))
    }

    @Test func cellsAndCellPixelsAreClamped() {
        #expect(ImageLayout.clamped(TerminalSize(columns: 65_535, rows: 65_535)) == ImageLayout.maximumCells)
        #expect(ImageLayout.clamped(TerminalSize(columns: 0, rows: -3)) == TerminalSize(columns: 1, rows: 1))
        #expect(ImageLayout.clampedCell(PixelSize(width: 65_535, height: 65_535)) == ImageLayout.defaultCellPixels)
        #expect(ImageLayout.clampedCell(PixelSize(width: 10, height: 20)) == PixelSize(width: 10, height: 20))
        #expect(CellPixels.from(columns: 10, rows: 10, width: 65_535, height: 65_535) == ImageLayout.defaultCellPixels)
    }

    @Test func aBoxIsShrunkToThePixelBudgetKeepingItsShape() {
        let box = ImageLayout.clamped(PixelSize(width: 1_000_000, height: 500_000))
        #expect(box.width * box.height <= ImageLayout.maximumPixels)
        #expect(abs(Double(box.width) / Double(box.height) - 2) < 0.01)
        #expect(ImageLayout.clamped(PixelSize(width: 800, height: 600)) == PixelSize(width: 800, height: 600))
    }

    @Test func anyClaimedShapeEndsInsideItsBox() {
        let box = PixelSize(width: 16, height: 64)
        #expect(ImageLayout.shape(width: 1, height: 100_000_000, within: box) == PixelSize(width: 1, height: 64))
        #expect(ImageLayout.shape(width: Int.max, height: 1, within: box) == PixelSize(width: 16, height: 1))
        #expect(ImageLayout.shape(width: 1, height: Int.max, within: box) == PixelSize(width: 1, height: 64))
        #expect(ImageLayout.shape(width: 0, height: -5, within: box) == PixelSize(width: 16, height: 16))
        #expect(
            ImageLayout.fitted(
                PixelSize(width: 1, height: 1), into: PixelSize(width: Int.max, height: Int.max), enlarging: true
            ).width >= 1)
    }

    @Test func aHugeTerminalStillRendersWithinTheBudget() {
        let layout = ImageLayout.fit(
            PixelSize(width: 4, height: 4), cells: TerminalSize(columns: 65_535, rows: 65_535),
            cellPixels: PixelSize(width: 60, height: 120), mode: .kitty)
        #expect(layout.pixels.width * layout.pixels.height <= ImageLayout.maximumPixels)
        #expect(layout.columns <= ImageLayout.maximumCells.columns && layout.rows <= ImageLayout.maximumCells.rows)
        let box = ImageLayout.decodeBox(
            cells: TerminalSize(columns: 65_535, rows: 65_535), cellPixels: PixelSize(width: 60, height: 120),
            mode: .blocks)
        #expect(box.width * box.height <= 4 * ImageLayout.maximumPixels)
    }

    @Test func aFileDeclaringTooManyPixelsIsRefusedBeforeDecoding() throws {
        #expect(JPEGImage.maximumPixels == 50_000_000)
        #expect(throws: JPEGError.tooLarge(width: 60_000, height: 60_000)) {
            try JPEGImage.decode(try Self.fixture("bomb-60000.jpg"))
        }
    }

    @Test func aProgressiveFileWithTooManyScansIsRefused() throws {
        let data = try Self.fixture("many-scans.jpg")
        #expect(throws: JPEGError.tooManyScans) {
            try JPEGImage.decode(data, fitting: PixelSize(width: 64, height: 64))
        }
        // A fixture photo with an ordinary progression still decodes.
        #expect(try JPEGImage.decode(try Self.fixture("photo-1-regular.jpg")).width > 0)
    }
}
