import Foundation
import PocketTestSupport
import Testing

/// Keys pressed on a tmux session one at a time, every frame they lead to
/// checked against the frame before it (`FrameCheck`: lines the terminal
/// wrapped, rows past the last, copies left behind). The problems found are
/// collected with the keys that led to them; `expectClean` records them.
final class FrameWalk {
    let tmux: TmuxSession
    let columns: Int
    let rows: Int
    /// The last frame seen.
    private(set) var frame: String
    private(set) var problems: [String] = []
    private var path: [String] = []

    init(_ tmux: TmuxSession, columns: Int, rows: Int) throws {
        self.tmux = tmux
        self.columns = columns
        self.rows = rows
        frame = try tmux.capture()
        check(previous: nil, joined: try tmux.captureJoined())
    }

    /// Presses each tmux key name in turn; after each, waits for the screen
    /// to settle and checks the frame. Returns the last frame.
    @discardableResult
    func press(_ keys: String...) throws -> String {
        for key in keys {
            try tmux.press(key)
            try settle(after: key)
        }
        return frame
    }

    /// Types `text` a character at a time, each frame checked.
    @discardableResult
    func type(_ text: String) throws -> String {
        for character in text {
            try tmux.type(String(character))
            try settle(after: String(character))
        }
        return frame
    }

    /// Waits until the screen shows what `predicate` wants (the frame is
    /// checked too); for a frame that may take a moment (a reload).
    @discardableResult
    func waitUntil(_ what: String, _ predicate: (String) -> Bool) throws -> String {
        let previous = frame
        frame = try tmux.waitUntil(what, predicate)
        check(previous: previous, joined: try tmux.captureJoined())
        return frame
    }

    /// Records every problem found on the way, with the keys before it.
    func expectClean(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(problems.isEmpty, "\(what): \(problems.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    /// Quits the screen with `q`, expects exit 0, then records the
    /// problems found on the way (`expectClean`).
    func quit(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try tmux.press("q")
        #expect(try tmux.waitForExit() == 0, "\(what): the exit status", sourceLocation: sourceLocation)
        expectClean(what, sourceLocation: sourceLocation)
    }

    /// Polls until two captures 80 ms apart agree (at least 240 ms after the
    /// key, so a slow redraw is not missed), then checks that frame.
    private func settle(after key: String) throws {
        path.append(key)
        let previous = frame
        let start = ContinuousClock.now
        var last = try tmux.capture()
        while true {
            usleep(80_000)
            let next = try tmux.capture()
            let waited = ContinuousClock.now - start
            if next == last, waited >= .milliseconds(240) || next != previous { break }
            if waited > .seconds(5) { break }
            last = next
        }
        frame = last
        check(previous: previous, joined: try tmux.captureJoined())
    }

    private func check(previous: String?, joined: String) {
        let found = FrameCheck.problems(
            previous: previous, current: frame, joined: joined, columns: columns, rows: rows)
        guard !found.isEmpty else { return }
        problems += found.map { "after \(path.joined(separator: " ")): \($0)\n\(frame)" }
    }
}
