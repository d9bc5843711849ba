import TerminalGraphics
import TerminalUI
import Testing

@testable import ImageFeedApp

/// The full view's keys: zoom by 1.5 between 1 and 8, arrows move a tenth
/// of what shows and never past the picture's edge, `r` turns, `0` resets;
/// what shows is the matching crop (worked out on a 120×80 picture).
@Suite struct PhotoViewStateTests {
    let picture = RGBImage(width: 120, height: 80, pixels: [UInt8](repeating: 7, count: 120 * 80 * 3))

    @Test func zoomAndMoveStayInsideThePicture() {
        var state = PhotoViewState()
        #expect(state.handle(.left) == .redraw)
        #expect(state.centerX == 0.5, "at zoom 1 the whole picture shows: nothing to move")
        #expect(state.handle(.character("+")) == .redraw)
        #expect(state.zoom == 1.5)
        #expect(state.visible(of: picture).size == PixelSize(width: 80, height: 53))
        _ = state.handle(.right)
        #expect(abs(state.centerX - (0.5 + 0.1 / 1.5)) < 1e-9)
        for _ in 0..<20 { _ = state.handle(.right) }
        #expect(abs(state.centerX - (1 - 0.5 / 1.5)) < 1e-9, "the right edge")
        let crop = state.visible(of: picture)
        #expect(crop.width == 80)
        for _ in 0..<10 { _ = state.handle(.character("+")) }
        #expect(state.zoom == 8)
        for _ in 0..<10 { _ = state.handle(.character("-")) }
        #expect(state.zoom == 1 && state.centerX == 0.5)
    }

    @Test func turnsResetAndTheOtherKeys() {
        var state = PhotoViewState()
        for turns in [1, 2, 3, 0] {
            _ = state.handle(.character("r"))
            #expect(state.quarterTurns == turns)
        }
        _ = state.handle(.character("+"))
        _ = state.handle(.character("0"))
        #expect(state == PhotoViewState())
        #expect(state.handle(.character("s")) == .share)
        #expect(state.handle(.character("d")) == .download)
        #expect(state.handle(.character("?")) == .help)
        #expect(state.handle(.escape) == .quit)
        #expect(state.handle(.character("q")) == .quit)
        #expect(state.handle(.ctrlC) == .interrupt)
        #expect(state.handle(.character("x")) == .none)
    }
}
