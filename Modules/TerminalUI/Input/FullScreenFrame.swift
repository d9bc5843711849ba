/// One frame of a full-screen view, written over the previous one without
/// clearing first (no flicker) and without ever scrolling the terminal:
/// every line is cut to the width, there are never more lines than rows, and
/// the last line ends without a newline.
package enum FullScreenFrame {
    /// The lines fitted to `size`: cut to its columns, at most its rows.
    package static func fit(_ lines: [String], to size: TerminalSize) -> [String] {
        lines.prefix(max(1, size.rows)).map { StyledText.clip($0, to: max(1, size.columns)) }
    }

    /// Home, each line cleared to its end, the rest of the screen cleared.
    /// A line that fills the width is not followed by a clear: some
    /// terminals would erase its last cell (the cursor waits on it to wrap).
    package static func sequence(_ lines: [String], size: TerminalSize) -> String {
        let columns = max(1, size.columns)
        var text = "\u{1B}[H"
        var lastIsFull = false
        let fitted = fit(lines, to: size)
        for (index, line) in fitted.enumerated() {
            if index > 0 { text += "\r\n" }
            text += line
            lastIsFull = StyledText.width(line) >= columns
            if !lastIsFull { text += "\u{1B}[K" }
        }
        guard lastIsFull else { return text + "\u{1B}[J" }
        // Rows left below a full last line: cleared from the next row on.
        return fitted.count < size.rows ? text + "\r\n\u{1B}[J" : text
    }

    /// `top`, then `middle` cut or padded to the rows left, then `bottom`
    /// (the status and hint rows, reserved so a long list never pushes them off).
    package static func compose(top: [String], middle: [String], bottom: [String], rows: Int) -> [String] {
        let room = max(0, rows - top.count - bottom.count)
        return top + Array(middle.prefix(room)) + Array(repeating: "", count: max(0, room - middle.count)) + bottom
    }

    /// The first row of a window of `room` rows over `count` rows that keeps
    /// row `selected` in view, near the middle when it can.
    package static func windowStart(selected: Int, count: Int, room: Int) -> Int {
        guard count > room, room > 0 else { return 0 }
        return min(max(0, selected - room / 2), count - room)
    }
}

extension FormLoop {
    /// `drive` for a full-screen view: each frame is drawn over the whole
    /// screen for the terminal's current size (`size()`, read again after a
    /// resize), so a form opened from a full-screen view keeps to its rows.
    /// Nil when the form was cancelled, also by the end of input;
    /// `afterKey` as in `drive`.
    package static func driveFullScreen<Form: KeyDrivenForm>(
        _ form: Form, size: () -> TerminalSize,
        render: (Form, TerminalSize) -> [String],
        write: (String) -> Void,
        afterKey: (inout Form) throws -> Void = { _ in },
        nextKey: () throws -> Key
    ) throws -> Form? {
        var form = form
        while true {
            let now = size()
            write(FullScreenFrame.sequence(render(form, now), size: now))
            let key: Key
            do { key = try nextKey() } catch TerminalError.endOfInput { key = .ctrlD }
            if key == .resize { continue }
            switch form.handle(key) {
            case .running: try afterKey(&form)
            case .finished: return form
            case .cancelled: return nil
            }
        }
    }
}
