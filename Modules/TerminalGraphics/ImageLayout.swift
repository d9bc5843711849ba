import TerminalUI

/// Where a picture goes on the terminal: the cells it covers, their top-left
/// cell inside the area it was fitted to (so it is centered), and the pixel
/// size the protocol should send.
package struct ImageLayout: Sendable, Equatable {
    /// The cells the picture covers.
    package var columns: Int
    package var rows: Int
    /// Offset of the first cell from the area's top-left corner, in cells.
    package var column: Int
    package var row: Int
    /// The picture's size in pixels as sent to the terminal (for half blocks:
    /// one pixel a column, two a row).
    package var pixels: PixelSize

    package init(columns: Int, rows: Int, column: Int, row: Int, pixels: PixelSize) {
        self.columns = columns
        self.rows = rows
        self.column = column
        self.row = row
        self.pixels = pixels
    }

    /// The terminal's cell size when it does not report one: 8 × 16 pixels.
    package static let defaultCellPixels = PixelSize(width: 8, height: 16)

    /// The largest placement of an `image`-sized picture inside `cells`
    /// (cells of `cellPixels` each) that keeps its aspect ratio, centered.
    package static func fit(_ image: PixelSize, cells: TerminalSize, cellPixels: PixelSize, mode: RenderMode)
        -> ImageLayout
    {
        let cells = clamped(cells)
        let cell = clampedCell(cellPixels)
        let area = clamped(
            PixelSize(width: max(1, cells.columns) * cell.width, height: max(1, cells.rows) * cell.height))
        let shown = fitted(image, into: area, enlarging: true)
        let columns = min(max(1, cells.columns), max(1, Int((Double(shown.width) / Double(cell.width)).rounded())))
        let rows = min(max(1, cells.rows), max(1, Int((Double(shown.height) / Double(cell.height)).rounded())))
        let pixels = mode == .blocks ? PixelSize(width: columns, height: rows * 2) : shown
        return ImageLayout(
            columns: columns, rows: rows, column: (max(1, cells.columns) - columns) / 2,
            row: (max(1, cells.rows) - rows) / 2, pixels: pixels)
    }

    /// `size` scaled to fit inside `box` keeping its aspect ratio; at least
    /// 1 × 1. Without `enlarging`, a picture that already fits is left as is.
    package static func fitted(_ size: PixelSize, into box: PixelSize, enlarging: Bool) -> PixelSize {
        guard size.width > 0, size.height > 0, box.width > 0, box.height > 0 else {
            return PixelSize(width: 1, height: 1)
        }
        var scale = min(Double(box.width) / Double(size.width), Double(box.height) / Double(size.height))
        if !enlarging { scale = min(scale, 1) }
        // Capped before the conversion: rounding up must never leave Int's range (a trap).
        let side = { (length: Int, limit: Int) in
            max(1, Int(min(Double(min(max(limit, length), 1 << 40)), (Double(length) * scale).rounded())))
        }
        return PixelSize(width: side(size.width, box.width), height: side(size.height, box.height))
    }

    /// The box to decode a picture into before `fit`: big enough for the
    /// protocol's pixels, no bigger (half blocks need a pixel a column, two a row).
    package static func decodeBox(cells: TerminalSize, cellPixels: PixelSize, mode: RenderMode) -> PixelSize {
        let cells = clamped(cells)
        let cell = clampedCell(cellPixels)
        let area = clamped(
            PixelSize(width: max(1, cells.columns) * cell.width, height: max(1, cells.rows) * cell.height))
        guard mode == .blocks else { return area }
        // One block pixel is cell.width × cell.height/2 on screen; the box keeps the screen's aspect ratio.
        let unit = min(Double(cell.width), Double(cell.height) / 2)
        return PixelSize(
            width: Int((Double(area.width) / unit).rounded(.up)), height: Int((Double(area.height) / unit).rounded(.up))
        )
    }

    // MARK: limits
    //
    // Every size a picture gets comes from the terminal (its cells, its
    // cells' pixels) or from the server (a photo's width and height). Both
    // can say anything, so each is clamped here before it sizes a buffer.

    /// The most cells a picture covers, whatever size the terminal reports.
    package static let maximumCells = TerminalSize(columns: 1_000, rows: 500)
    /// The largest cell believed: a terminal reporting more pixels a cell is taken to report none.
    package static let maximumCellPixels = PixelSize(width: 64, height: 128)
    /// The most pixels a picture is resampled to or sent at (16 megapixels, 48 MB of RGB).
    package static let maximumPixels = 16_000_000

    /// `cells`, at least 1 × 1 and at most `maximumCells`.
    package static func clamped(_ cells: TerminalSize) -> TerminalSize {
        TerminalSize(
            columns: min(max(1, cells.columns), maximumCells.columns), rows: min(max(1, cells.rows), maximumCells.rows))
    }

    /// A cell's pixels as reported, or `defaultCellPixels` when they are none or unbelievable.
    package static func clampedCell(_ cell: PixelSize) -> PixelSize {
        (1...maximumCellPixels.width).contains(cell.width) && (1...maximumCellPixels.height).contains(cell.height)
            ? cell : defaultCellPixels
    }

    /// `box` shrunk (aspect ratio kept) to at most `maximumPixels`, each side at least 1.
    package static func clamped(_ box: PixelSize) -> PixelSize {
        let width = max(1, box.width)
        let height = max(1, box.height)
        let area = Double(width) * Double(height)
        guard area > Double(maximumPixels) else { return PixelSize(width: width, height: height) }
        let scale = (Double(maximumPixels) / area).squareRoot()
        return PixelSize(width: max(1, Int(Double(width) * scale)), height: max(1, Int(Double(height) * scale)))
    }

    /// A picture of a `width` × `height` photo's shape as large as fits in
    /// `box` (a placeholder's size): any ratio the server claims ends as a
    /// size no larger than `box`, never an overflow.
    package static func shape(width: Int, height: Int, within box: PixelSize) -> PixelSize {
        fitted(PixelSize(width: max(1, width), height: max(1, height)), into: box, enlarging: true)
    }
}
