import TerminalGraphics
import TerminalUI

/// Where the full view of `show` looks: the zoom, the point at the middle
/// of the screen (0…1 of the turned picture) and the quarter turns. Pure:
/// keys change it, `visible` says which part of the picture to draw. It
/// stays as the keys leave it (no snapping back).
struct PhotoViewState: Equatable, Sendable {
    static let zoomStep = 1.5
    static let maximumZoom = 8.0

    var zoom = 1.0
    var centerX = 0.5, centerY = 0.5
    var quarterTurns = 0

    enum Action: Equatable, Sendable { case none, redraw, like, share, download, help, quit, interrupt }

    mutating func handle(_ key: Key) -> Action {
        // A tenth of what shows per arrow.
        let step = 0.1 / zoom
        switch key {
        case .left, .character("h"): centerX -= step
        case .right, .character("l"): centerX += step
        case .up, .character("k"): centerY -= step
        case .down, .character("j"): centerY += step
        case .character("+"), .character("="): zoom = min(Self.maximumZoom, zoom * Self.zoomStep)
        case .character("-"): zoom = max(1, zoom / Self.zoomStep)
        case .character("r"): quarterTurns = (quarterTurns + 1) % 4
        case .character("0"): self = PhotoViewState()
        case .character("f"): return .like
        case .character("s"): return .share
        case .character("d"): return .download
        case .character("?"): return .help
        case .character("q"), .escape, .ctrlD: return .quit
        case .ctrlC: return .interrupt
        case .resize: return .redraw
        default: return .none
        }
        clamp()
        return .redraw
    }

    /// Keeps the middle where the view stays inside the picture.
    mutating func clamp() {
        let half = 0.5 / zoom
        centerX = min(max(centerX, half), 1 - half)
        centerY = min(max(centerY, half), 1 - half)
    }

    /// The part of `image` (already turned) that shows.
    func visible(of image: RGBImage) -> RGBImage {
        let width = max(1, Int((Double(image.width) / zoom).rounded()))
        let height = max(1, Int((Double(image.height) / zoom).rounded()))
        let x = Int((centerX * Double(image.width)).rounded()) - width / 2
        let y = Int((centerY * Double(image.height)).rounded()) - height / 2
        return image.cropped(x: x, y: y, width: width, height: height)
    }
}
