import Synchronization
import TerminalGraphics
import TerminalUI
import UnsplashClient

/// The feed cards' previews, each fetched and drawn on a task of its own so
/// one slow thumbnail never holds the feed: a card shows the placeholder
/// at once, its picture once it has arrived, and keeps the placeholder when
/// the picture cannot load (or the terminal has no colors to draw it).
final class CardPreviews: Sendable {
    static let columns = 16
    static let rows = 5

    enum State: Sendable, Equatable {
        case loading
        case drawn([String])
        case failed
    }

    private let images: ImageStore
    private let options: RenderOptions
    /// Whether pictures are drawn at all (a terminal with colors).
    private let draws: Bool
    private let states = Mutex<[String: State]>([:])
    /// Counts arrivals, so the screen knows a redraw is due.
    private let arrivals = Atomic<Int>(0)

    init(images: ImageStore, options: RenderOptions, draws: Bool) {
        self.images = images
        self.options = options
        self.draws = draws
    }

    /// How many previews have arrived (drawn or failed) so far.
    var arrived: Int { arrivals.load(ordering: .acquiring) }

    /// Whether any preview is still on its way.
    var isLoading: Bool { states.withLock { $0.values.contains(.loading) } }

    /// The photo's preview lines if it has arrived, else nil (the caller
    /// draws the placeholder); the first call starts its load.
    func lines(for photo: Photo) -> [String]? {
        guard draws else { return nil }
        let start = states.withLock { states -> Bool in
            guard states[photo.id] == nil else { return false }
            states[photo.id] = .loading
            return true
        }
        if start { load(photo) }
        if case .drawn(let lines) = states.withLock({ $0[photo.id] }) { return lines }
        return nil
    }

    private func load(_ photo: Photo) {
        let images = images
        let options = options
        let id = photo.id
        let url = photo.urls.thumb
        Task.detached { [self] in
            let state: State
            switch await images.image(url, fitting: PixelSize(width: 128, height: 160)) {
            case .success(let image): state = .drawn(Self.draw(image, options: options))
            case .failure: state = .failed
            }
            states.withLock { $0[id] = state }
            arrivals.add(1, ordering: .releasing)
        }
    }

    /// The picture as half blocks, each line `columns` wide.
    static func draw(_ image: RGBImage, options: RenderOptions) -> [String] {
        let cells = TerminalSize(columns: columns, rows: rows)
        let lines = ImageRenderer.render(
            image, mode: .blocks, cells: cells, cellPixels: ImageLayout.defaultCellPixels,
            options: options
        )
        .split(separator: "\n").map(String.init)
        return ProfileView.padded(lines).map {
            $0 + String(repeating: " ", count: max(0, columns - StyledText.width($0)))
        }
    }

    /// What a card shows until (or instead of) its picture: a shaded box of
    /// the preview's size, dimmed, plain text so it shows without colors too.
    static func placeholder(_ style: TerminalStyle) -> [String] {
        Array(repeating: style.paint(String(repeating: "░", count: columns), dim: true), count: rows)
    }
}

extension CardPreviews {
    /// The next key for a screen of cards; while previews are on their way
    /// the screen is drawn again (`redraw`, which returns `arrived` as it
    /// was when it drew) each time one arrives. `drawnAt` is `arrived` as
    /// the last frame saw it, so a preview that came after it is not missed.
    func nextKey(_ reader: inout KeyReader, drawnAt: Int, redraw: () -> Int) -> Key {
        var drawn = drawnAt
        while isLoading || arrived != drawn {
            if arrived != drawn { drawn = redraw() }
            do {
                if let key = try reader.next(waitingAtMost: 100) { return key }
            } catch {
                return .ctrlD
            }
        }
        return (try? reader.next()) ?? .ctrlD
    }
}
