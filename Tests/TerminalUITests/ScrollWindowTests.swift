import PocketTestSupport
import Testing

@testable import TerminalUI

/// A view taller than its rows scrolls by keys within its lines; a key hint
/// wraps between its items; a form's frame is fitted into the terminal.
@Suite struct ScrollWindowTests {
    @Test("↓/j, ↑/k a line, PageDown/PageUp a page, Home/End the ends, never past either")
    func keys() {
        var window = ScrollWindow()
        let lines = (1...30).map { "line \($0)" }
        func press(_ key: Key, total: Int = 30) -> Int? {
            window.handle(key, total: total, height: 10) ? window.top : nil
        }
        #expect(press(.down) == 1)
        #expect(press(.character("j")) == 2)
        #expect(press(.pageDown) == 12)
        #expect(press(.end) == 20)
        #expect(press(.character("j")) == 20)
        #expect(window.visible(lines, height: 10) == Array(lines[20..<30]))
        #expect(window.indicator(total: 30, height: 10) == "▲ 21–30/30  ")
        #expect(press(.pageUp) == 10)
        #expect(press(.character("k")) == 9)
        #expect(press(.home) == 0)
        #expect(window.indicator(total: 30, height: 10) == "  1–10/30 ▼")
        #expect(press(.character("x")) == nil)
        // Lines that fit do not move, and a shorter text keeps the window in range.
        #expect(press(.end, total: 5) == 0)
        #expect(!ScrollWindow.scrolls(total: 10, height: 10) && ScrollWindow.scrolls(total: 11, height: 10))
        var far = ScrollWindow(top: 25)
        #expect(far.visible(lines, height: 10).first == "line 21")
        _ = far.handle(.up, total: 30, height: 10)
        #expect(far.top == 19)
    }

    @Test("a key hint wraps between its items; an item wider than a line wraps at spaces")
    func hintWraps() {
        let hint = "↑↓ Tab: move · Enter: change or press · − +: completed days · Esc: cancel"
        #expect(DisplayWidth.wrapList(hint, width: 80) == [hint])
        #expect(
            DisplayWidth.wrapList(hint, width: 60) == [
                "↑↓ Tab: move · Enter: change or press · − +: completed days", "Esc: cancel",
            ])
        #expect(
            DisplayWidth.wrapList(hint, width: 20) == [
                "↑↓ Tab: move", "Enter: change or", "press", "− +: completed days", "Esc: cancel",
            ])
        #expect(DisplayWidth.wrapList("", width: 10) == [""])
    }

    @Test("a frame is cut to the columns and to one row less than the terminal")
    func fit() {
        let size = TerminalSize(columns: 10, rows: 4)
        let fitted = Screen.fit(["0123456789ABC", "\u{1B}[1mbold\u{1B}[0m", "c", "d", "e"], into: size)
        #expect(fitted == ["0123456789\u{1B}[0m", "\u{1B}[1mbold\u{1B}[0m", "c"])
    }
}

/// The frame check the end-to-end tests run on every frame.
@Suite struct FrameCheckTests {
    @Test("a second copy of a row with words is a leftover; repeated borders and blanks are not")
    func leftovers() {
        let before = "Edit goal\n  Name  Run\n╭──╮\n╭──╮\n"
        #expect(FrameCheck.problems(previous: before, current: before, columns: 20, rows: 5).isEmpty)
        let stacked = "Edit goal\nEdit goal\n  Name  Run\n"
        #expect(FrameCheck.problems(previous: before, current: stacked, columns: 20, rows: 5).count == 1)
        #expect(FrameCheck.problems(previous: nil, current: "a\nb\nc\nd\ne\nf", columns: 20, rows: 5).count == 1)
        let wrapped = "↑↓ Tab: move · Enter: change or press"
        #expect(FrameCheck.problems(previous: nil, current: "x", joined: wrapped, columns: 20, rows: 5).count == 1)
    }
}
