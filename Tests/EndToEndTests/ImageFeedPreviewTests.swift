import Foundation
import PocketTestSupport
import Testing

/// The feed's previews load card by card (80×24 and 60×24, every frame
/// checked): with one thumbnail slow and one failing, the cards and the
/// quick picture show at once, the slow card keeps its placeholder until
/// its picture arrives, and the failing one keeps the placeholder.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, TmuxSession.missingMessage))
struct ImageFeedPreviewTests {
    enum Preview: Equatable {
        case picture, placeholder
        case other(String)
    }

    /// What card `index` (0, 1, 2 from the top) shows in its preview
    /// column: rows 2 + 6·index… (under the title and a blank row), columns 2 to 17.
    static func preview(_ index: Int, _ screen: String) -> Preview {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let cells = (0..<5).map { row -> String in
            let line = 2 + 6 * index + row < rows.count ? Array(rows[2 + 6 * index + row]) : []
            return line.count > 2 ? String(line[2..<min(line.count, 18)]) : ""
        }
        if cells.allSatisfy({ $0 == String(repeating: "░", count: 16) }) { return .placeholder }
        if cells.contains(where: { $0.contains("▀") || $0.contains("▄") }) { return .picture }
        return .other(cells.joined(separator: "|"))
    }

    @Test(arguments: [80, 60])
    func aSlowPreviewWaitsOnItsOwnCardAndAFailedOneKeepsThePlaceholder(columns: Int) throws {
        let world = try ImageFeedWorld(language: "en_US.UTF-8")
        try world.login()
        // The second and third cards of the first page (their thumbnails are photo-2 and photo-3).
        try world.server.addFault(["path": "/images/photo-2-thumb.jpg", "delay": 4])
        try world.server.addFault(["path": "/images/photo-3-thumb.jpg", "status": 404])
        let start = ContinuousClock.now
        let tmux = try ImageFeedScreensTests.feed(world, columns: columns)
        let first = try tmux.waitUntil("the first card's picture") { Self.preview(0, $0) == .picture }
        #expect(ContinuousClock.now - start < .seconds(4), "the slow preview held nothing up")
        #expect(Self.preview(1, first) == .placeholder && Self.preview(2, first) == .placeholder, "\(first)")
        #expect(first.contains("id Ci08wOhMIxw"), "every card's text is there: \(first)")
        let walk = try FrameWalk(tmux, columns: columns, rows: 24)
        let later = try walk.waitUntil("the slow picture") { Self.preview(1, $0) == .picture }
        #expect(Self.preview(0, later) == .picture && Self.preview(2, later) == .placeholder, "\(later)")
        try walk.press("j")
        #expect(Self.preview(2, walk.frame) == .placeholder, "still the placeholder after a redraw: \(walk.frame)")
        try walk.quit("slow and failing previews")
    }
}
