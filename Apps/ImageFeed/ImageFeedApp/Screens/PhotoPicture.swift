import AppPlugin
import FoundationEssentials
import SharedModels
import TerminalGraphics
import TerminalUI
import UnsplashClient

#if canImport(Glibc)
    import Glibc
#endif

/// The photo drawn by `show`: where it goes (the cells, the pixels of a
/// cell), its BlurHash placeholder while the image loads, the image itself,
/// and a plain placeholder when it cannot load.
struct PhotoPicture {
    let mode: RenderMode
    let cells: TerminalSize
    let cellPixels: PixelSize
    let options: RenderOptions

    /// The mode `--render` asks for, resolved: an explicit one as is (also
    /// into a pipe), `auto` by the terminal (`none` without one or with `--json`).
    static func resolve(_ requested: RenderMode, env: AppEnvironment) -> PhotoPicture {
        let onTerminal = env.terminal.stdoutIsTTY && !env.json
        // One JSON document and nothing else with `--json`.
        let mode =
            env.json
            ? RenderMode.none
            : requested.resolved(environment: env.variables, isTerminal: onTerminal && env.terminal.stdinIsTTY) {
                TerminalProbe.query(
                    input: STDIN_FILENO, output: STDOUT_FILENO, tmux: !(env.variables[.tmux] ?? "").isEmpty)
            }
        let size =
            onTerminal ? (env.currentTerminalSize()) : env.terminal.size
        // Room for the facts under the picture.
        let cells = ImageLayout.clamped(TerminalSize(columns: max(10, size.columns), rows: max(6, size.rows - 8)))
        let pixels = onTerminal ? CellPixels.query(fileDescriptor: STDOUT_FILENO) : ImageLayout.defaultCellPixels
        return PhotoPicture(
            mode: mode, cells: cells, cellPixels: pixels, options: RenderOptions(environment: env.variables))
    }

    var draws: Bool { mode != .none }

    /// The same picture over a whole screen of `size` but its last row (the
    /// key line): the full view's, as large as the terminal allows; `draw`
    /// centers it both ways with its aspect ratio.
    func filling(_ size: TerminalSize) -> PhotoPicture {
        PhotoPicture(
            mode: mode, cells: ImageLayout.clamped(TerminalSize(columns: size.columns, rows: size.rows - 1)),
            cellPixels: cellPixels, options: options)
    }

    /// The pixels the picture takes at most (what the JPEG is decoded to).
    var box: PixelSize {
        ImageLayout.clamped(PixelSize(width: cells.columns * cellPixels.width, height: cells.rows * cellPixels.height))
    }

    /// The BlurHash as a picture of the photo's shape, or nil when it has none or it is invalid.
    func placeholder(_ photo: Photo) -> String? {
        guard let hash = photo.blurHash, photo.width > 0, photo.height > 0 else { return nil }
        // The photo's shape in at most 32 × 64 pixels, whatever ratio the server claims.
        let shape = ImageLayout.shape(
            width: photo.width, height: photo.height, within: PixelSize(width: 32, height: 64))
        guard let image = try? BlurHash.decode(hash, width: shape.width, height: shape.height) else { return nil }
        return draw(image.resized(to: ImageLayout.fitted(image.size, into: box, enlarging: true)))
    }

    /// A plain gray picture of the photo's shape: what shows when it cannot load.
    func missing(_ photo: Photo) -> String {
        // At most 16 × 64 pixels: its size once came straight from the server's numbers (76 GB for 1 × 10⁸).
        let shape = ImageLayout.shape(
            width: photo.width, height: photo.height, within: PixelSize(width: 16, height: 64))
        let gray = RGBImage(
            width: shape.width, height: shape.height,
            pixels: [UInt8](repeating: 0x8E, count: shape.width * shape.height * 3))
        return draw(gray)
    }

    func draw(_ image: RGBImage) -> String {
        ImageRenderer.render(image, mode: mode, cells: cells, cellPixels: cellPixels, options: options)
    }
}
