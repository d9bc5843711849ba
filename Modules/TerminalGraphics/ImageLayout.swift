import CLIKit

/// Where a picture goes on the terminal: the cells it covers, their top-left
/// cell inside the area it was fitted to (so it is centered), and the pixel
/// size the protocol should send.
public struct ImageLayout: Sendable, Equatable {
    /// The cells the picture covers.
    public var columns: Int
    public var rows: Int
    /// Offset of the first cell from the area's top-left corner, in cells.
    public var column: Int
    public var row: Int
    /// The picture's size in pixels as sent to the terminal (for half blocks:
    /// one pixel a column, two a row).
    public var pixels: PixelSize

    public init(columns: Int, rows: Int, column: Int, row: Int, pixels: PixelSize) {
        self.columns = columns; self.rows = rows; self.column = column; self.row = row; self.pixels = pixels
    }

    /// The terminal's cell size when it does not report one: 8 × 16 pixels.
    public static let defaultCellPixels = PixelSize(width: 8, height: 16)

    /// The largest placement of an `image`-sized picture inside `cells`
    /// (cells of `cellPixels` each) that keeps its aspect ratio, centered.
    public static func fit(_ image: PixelSize, cells: TerminalSize, cellPixels: PixelSize, mode: RenderMode) -> ImageLayout {
        let cell = cellPixels.width > 0 && cellPixels.height > 0 ? cellPixels : defaultCellPixels
        let area = PixelSize(width: max(1, cells.columns) * cell.width, height: max(1, cells.rows) * cell.height)
        let shown = fitted(image, into: area, enlarging: true)
        let columns = min(max(1, cells.columns), max(1, Int((Double(shown.width) / Double(cell.width)).rounded())))
        let rows = min(max(1, cells.rows), max(1, Int((Double(shown.height) / Double(cell.height)).rounded())))
        let pixels = mode == .blocks ? PixelSize(width: columns, height: rows * 2) : shown
        return ImageLayout(columns: columns, rows: rows, column: (max(1, cells.columns) - columns) / 2,
                           row: (max(1, cells.rows) - rows) / 2, pixels: pixels)
    }

    /// `size` scaled to fit inside `box` keeping its aspect ratio; at least
    /// 1 × 1. Without `enlarging`, a picture that already fits is left as is.
    public static func fitted(_ size: PixelSize, into box: PixelSize, enlarging: Bool) -> PixelSize {
        guard size.width > 0, size.height > 0 else { return PixelSize(width: 1, height: 1) }
        var scale = min(Double(box.width) / Double(size.width), Double(box.height) / Double(size.height))
        if !enlarging { scale = min(scale, 1) }
        return PixelSize(width: max(1, Int((Double(size.width) * scale).rounded())),
                         height: max(1, Int((Double(size.height) * scale).rounded())))
    }

    /// The box to decode a picture into before `fit`: big enough for the
    /// protocol's pixels, no bigger (half blocks need a pixel a column, two a row).
    public static func decodeBox(cells: TerminalSize, cellPixels: PixelSize, mode: RenderMode) -> PixelSize {
        let cell = cellPixels.width > 0 && cellPixels.height > 0 ? cellPixels : defaultCellPixels
        let area = PixelSize(width: max(1, cells.columns) * cell.width, height: max(1, cells.rows) * cell.height)
        guard mode == .blocks else { return area }
        // One block pixel is cell.width × cell.height/2 on screen; the box keeps the screen's aspect ratio.
        let unit = min(Double(cell.width), Double(cell.height) / 2)
        return PixelSize(width: Int((Double(area.width) / unit).rounded(.up)), height: Int((Double(area.height) / unit).rounded(.up)))
    }
}
