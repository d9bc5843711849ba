import Foundation
import TerminalUI
import Testing

@testable import TerminalGraphics

/// The exact bytes of each protocol for a 2 × 2 picture: red, green / blue, white.
struct ImageRendererTests {
    static let square = RGBImage(width: 2, height: 2, pixels: [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255])
    /// With 1 × 2-pixel cells, 2 × 1 cells hold the 2 × 2 picture unscaled.
    static let tiny = (cells: TerminalSize(columns: 2, rows: 1), cellPixels: PixelSize(width: 1, height: 2))

    @Test func halfBlocksTruecolor() {
        let text = ImageRenderer.render(
            Self.square, mode: .blocks, cells: TerminalSize(columns: 2, rows: 1),
            cellPixels: PixelSize(width: 8, height: 16))
        #expect(text == "\u{1B}[38;2;255;0;0;48;2;0;0;255m▀\u{1B}[38;2;0;255;0;48;2;255;255;255m▀\u{1B}[0m\n")
    }

    @Test func halfBlocks256Colors() {
        let text = ImageRenderer.render(
            Self.square, mode: .blocks, cells: TerminalSize(columns: 2, rows: 1),
            cellPixels: PixelSize(width: 8, height: 16), options: RenderOptions(colors: .palette256))
        #expect(text == "\u{1B}[38;5;196;48;5;21m▀\u{1B}[38;5;46;48;5;231m▀\u{1B}[0m\n")
    }

    @Test func halfBlocksSendOnlyChangedColors() {
        let red = RGBImage(
            width: 3, height: 2,
            pixels: [UInt8](repeating: 0, count: 18).enumerated().map { $0.offset % 3 == 0 ? 255 : 0 })
        let text = ImageRenderer.render(
            red, mode: .blocks, cells: TerminalSize(columns: 3, rows: 1), cellPixels: PixelSize(width: 8, height: 16))
        #expect(text == "\u{1B}[38;2;255;0;0;48;2;255;0;0m▀▀▀\u{1B}[0m\n")
    }

    @Test func centeredInTheArea() {
        // 4 × 1 cells of 8 × 16 px: the square fills the middle 2 × 1 cells, one column in.
        let wide = ImageRenderer.render(
            Self.square, mode: .blocks, cells: TerminalSize(columns: 4, rows: 1),
            cellPixels: PixelSize(width: 8, height: 16))
        #expect(wide.hasPrefix(" \u{1B}[38;2;255;0;0;"))
        #expect(
            ImageLayout.fit(
                Self.square.size, cells: TerminalSize(columns: 4, rows: 1), cellPixels: PixelSize(width: 8, height: 16),
                mode: .blocks)
                == ImageLayout(columns: 2, rows: 1, column: 1, row: 0, pixels: PixelSize(width: 2, height: 2)))
        // 2 × 3 cells: one row down.
        let tall = ImageRenderer.render(
            Self.square, mode: .kitty, cells: TerminalSize(columns: 2, rows: 3),
            cellPixels: PixelSize(width: 1, height: 2))
        #expect(tall.hasPrefix("\n\u{1B}_Ga=T,f=24,s=2,v=2,c=2,r=1,"))
    }

    @Test func photoFitsTheTerminalKeepingItsAspect() {
        let layout = ImageLayout.fit(
            PixelSize(width: 1080, height: 720), cells: TerminalSize(columns: 160, rows: 48),
            cellPixels: PixelSize(width: 8, height: 16), mode: .kitty)
        #expect(
            layout
                == ImageLayout(columns: 144, rows: 48, column: 8, row: 0, pixels: PixelSize(width: 1152, height: 768)))
        let blocks = ImageLayout.fit(
            PixelSize(width: 1080, height: 720), cells: TerminalSize(columns: 160, rows: 48),
            cellPixels: PixelSize(width: 8, height: 16), mode: .blocks)
        #expect(blocks.pixels == PixelSize(width: 144, height: 96))
        #expect(
            ImageLayout.decodeBox(
                cells: TerminalSize(columns: 160, rows: 48), cellPixels: PixelSize(width: 8, height: 16), mode: .blocks)
                == PixelSize(width: 160, height: 96))
    }

    @Test func kitty() {
        let text = ImageRenderer.render(
            Self.square, mode: .kitty, cells: Self.tiny.cells, cellPixels: Self.tiny.cellPixels)
        #expect(text == "\u{1B}_Ga=T,f=24,s=2,v=2,c=2,r=1,q=2;/wAAAP8AAAD/////\u{1B}\\\n")
    }

    @Test func kittyInsideTmux() {
        let text = ImageRenderer.render(
            Self.square, mode: .kitty, cells: Self.tiny.cells, cellPixels: Self.tiny.cellPixels,
            options: RenderOptions(environment: ["TMUX": "/tmp/tmux-0/default,1,0"]))
        #expect(
            text == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T,f=24,s=2,v=2,c=2,r=1,q=2;/wAAAP8AAAD/////\u{1B}\u{1B}\\\u{1B}\\\n")
    }

    @Test func kittyChunksOf4096() throws {
        let image = RGBImage(width: 40, height: 40, pixels: (0..<4800).map { UInt8($0 % 251) })
        let text = KittyEncoder.encode(image, columns: 5, rows: 3, tmux: false)
        let chunks = text.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
        #expect(chunks.count == 2)
        #expect(chunks[0].hasPrefix("\u{1B}_Ga=T,f=24,s=40,v=40,c=5,r=3,q=2,m=1;"))
        #expect(chunks[1].hasPrefix("\u{1B}_Gm=0;"))
        let payloads = chunks.map { String($0[$0.index(after: $0.firstIndex(of: ";")!)...]) }
        #expect(payloads[0].utf8.count == 4096 && payloads[1].utf8.count == 6400 - 4096)
        #expect(Data(base64Encoded: payloads.joined()) == Data(image.pixels))
    }

    @Test func iterm() throws {
        let text = ImageRenderer.render(
            Self.square, mode: .iterm, cells: Self.tiny.cells, cellPixels: Self.tiny.cellPixels)
        // The picture goes as a JPEG of its 2×2 pixels, its size in bytes in `size=`.
        let prefix = "\u{1B}]1337;File=inline=1;size="
        #expect(text.hasPrefix(prefix) && text.hasSuffix("\u{07}\n"), "\(text.debugDescription)")
        let fields = text.dropFirst(prefix.count).dropLast(2).split(separator: ":", maxSplits: 1)
        let payload = try #require(fields.last)
        let jpeg = try #require(Data(base64Encoded: String(payload)))
        #expect(fields.first == "\(jpeg.count);width=2;height=1;preserveAspectRatio=1")
        #expect(jpeg.prefix(3) == Data([0xFF, 0xD8, 0xFF]), "a JPEG's start-of-image marker")
        let decoded = try JPEGImage.decode(jpeg)
        #expect(decoded.width == 2 && decoded.height == 2)
    }

    @Test func sixel() {
        let text = ImageRenderer.render(
            Self.square, mode: .sixel, cells: Self.tiny.cells, cellPixels: Self.tiny.cellPixels)
        #expect(
            text == "\u{1B}Pq\"1;1;2;2#5;2;0;0;100#30;2;0;100;0#180;2;100;0;0#215;2;100;100;100"
                + "#5A?$#30?@$#180@?$#215?A\u{1B}\\\n")
    }

    @Test func sixelRunsAndBands() {
        let red = RGBImage(width: 5, height: 7, pixels: (0..<35).flatMap { _ in [UInt8(255), 0, 0] })
        let text = ImageRenderer.render(
            red, mode: .sixel, cells: TerminalSize(columns: 5, rows: 7), cellPixels: PixelSize(width: 1, height: 1))
        #expect(text == "\u{1B}Pq\"1;1;5;7#180;2;100;0;0#180!5~-#180!5@\u{1B}\\\n")
    }

    @Test func sixelDithersBetweenPaletteColors() {
        // Mid gray (128) lies just above gray step 10 of 20 (127.5): one Bayer cell in 16 goes up a step.
        let gray = RGBImage(width: 4, height: 4, pixels: [UInt8](repeating: 128, count: 48))
        let indices = SixelEncoder.quantised(gray)
        #expect(indices.filter { $0 == 223 }.count == 15 && indices.filter { $0 == 224 }.count == 1)
        #expect(SixelEncoder.percent(223) == (50, 50, 50) && SixelEncoder.percent(224) == (55, 55, 55))
        // Orange (255, 153, 0) sits on cube levels (5, 3, 0): no dithering.
        let orange = RGBImage(width: 4, height: 4, pixels: (0..<16).flatMap { _ in [UInt8(255), 153, 0] })
        #expect(Set(SixelEncoder.quantised(orange)) == Set([UInt8(5 * 36 + 3 * 6)]))
        // A color between cube levels: 1/4 of the way from level 2 to 3 in red lands on 3 in a quarter of the cells.
        let reddish = RGBImage(width: 4, height: 4, pixels: (0..<16).flatMap { _ in [UInt8(115), 0, 255] })
        let split = SixelEncoder.quantised(reddish)
        #expect(split.filter { $0 == 3 * 36 + 5 }.count == 4 && split.filter { $0 == 2 * 36 + 5 }.count == 12)
    }

    @Test func sixelPaletteGraysFillTheCubesGrayAxis() {
        let grays = (216..<SixelEncoder.paletteSize).map { SixelEncoder.percent($0) }
        #expect(grays.map(\.0) == [5, 10, 15, 25, 30, 35, 45, 50, 55, 65, 70, 75, 85, 90, 95])
        #expect(grays.allSatisfy { $0.0 == $0.1 && $0.1 == $0.2 })
    }

    @Test func photoAsHalfBlocksFillsTheFittedCells() throws {
        let cells = TerminalSize(columns: 160, rows: 48)
        let cellPixels = ImageLayout.defaultCellPixels
        let data = try JPEGImage.encode(JPEGImageTests.gradient(width: 1080, height: 720))
        let photo = try JPEGImage.decode(
            data, fitting: ImageLayout.decodeBox(cells: cells, cellPixels: cellPixels, mode: .blocks))
        let lines = ImageRenderer.render(photo, mode: .blocks, cells: cells, cellPixels: cellPixels).split(
            separator: "\n")
        #expect(lines.count == 48)
        #expect(
            lines.allSatisfy { $0.hasPrefix(String(repeating: " ", count: 8) + "\u{1B}[") && $0.hasSuffix("\u{1B}[0m") }
        )
        #expect(lines.allSatisfy { $0.filter { $0 == "▀" }.count == 144 })
    }

    @Test func noneAndAutoDrawNothing() {
        #expect(
            ImageRenderer.render(Self.square, mode: .none, cells: Self.tiny.cells, cellPixels: Self.tiny.cellPixels)
                .isEmpty)
        #expect(
            ImageRenderer.render(Self.square, mode: .auto, cells: Self.tiny.cells, cellPixels: Self.tiny.cellPixels)
                .isEmpty)
    }
}
