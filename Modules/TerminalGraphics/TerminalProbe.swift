import FileIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a terminal said about graphics when asked.
package struct GraphicsSupport: Sendable, Equatable {
    /// It answered the kitty graphics query with OK.
    package var kitty: Bool
    /// Its DA1 answer lists attribute 4 (sixel graphics).
    package var sixel: Bool
    /// It answered DA1 at all (false: timed out).
    package var answered: Bool

    package init(kitty: Bool = false, sixel: Bool = false, answered: Bool = false) {
        self.kitty = kitty
        self.sixel = sixel
        self.answered = answered
    }

    /// Nothing known: what a terminal that never answers gets.
    package static let unknown = GraphicsSupport()
}

/// Asks the terminal which graphics it draws: a kitty graphics query (a 1×1
/// image that is only checked, never shown) followed by DA1. Every terminal
/// answers DA1, so its reply ends the wait; a kitty reply comes before it.
/// One that never answers costs the timeout, never a hang.
package enum TerminalProbe {
    package static let kittyQuery = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    package static let deviceAttributesQuery = "\u{1B}[c"

    /// Writes the queries to `output` and reads the answers from `input`
    /// until DA1 arrives or `timeout` passes. When `input` is a terminal it is
    /// put in non-canonical, no-echo mode meanwhile (the answers have no
    /// newline) and restored after. `tmux` wraps the kitty query for passthrough.
    package static func query(input: Int32, output: Int32, timeout: Duration = .milliseconds(150), tmux: Bool = false)
        -> GraphicsSupport
    {
        var saved = termios()
        let isTerminal = tcgetattr(input, &saved) == 0
        if isTerminal {
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            withUnsafeMutableBytes(of: &raw.c_cc) {
                $0[Int(VMIN)] = 0
                $0[Int(VTIME)] = 0
            }
            _ = tcsetattr(input, TCSANOW, &raw)
        }
        defer { if isTerminal { _ = tcsetattr(input, TCSANOW, &saved) } }
        let request = Array(((tmux ? KittyEncoder.tmuxWrapped(kittyQuery) : kittyQuery) + deviceAttributesQuery).utf8)
        guard writeAll(request, to: output) else { return .unknown }
        let deadline = ContinuousClock.now + timeout
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            // The time left is computed again when a signal interrupts the wait.
            let ready = try? syscall("poll") { poll(&poller, 1, pollTimeout(until: deadline)) }
            guard let ready, ready > 0 else { break }
            let count = (try? syscall("read") { read(input, &buffer, buffer.count) }) ?? 0
            guard count > 0 else { break }
            received += buffer[0..<count]
            let parsed = parse(received)
            if parsed.answered { return parsed }
        }
        return parse(received)
    }

    /// Reads the answers in `bytes`: `ESC _ G i=31 ; OK ESC \` for kitty, `ESC [ ? n ; n … c` for DA1.
    package static func parse(_ bytes: [UInt8]) -> GraphicsSupport {
        let text = String(decoding: bytes, as: UTF8.self)
        var support = GraphicsSupport()
        if let start = text.firstRange(of: "\u{1B}_Gi=31;") {
            support.kitty = text[start.upperBound...].hasPrefix("OK")
        }
        if let start = text.firstRange(of: "\u{1B}[?"), let end = text[start.upperBound...].firstIndex(of: "c") {
            support.answered = true
            support.sixel = text[start.upperBound..<end].split(separator: ";").contains("4")
        }
        return support
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        Descriptor.writeAll(fd, bytes) == 0
    }
}

/// The size of one character cell in pixels, from `TIOCGWINSZ`.
package enum CellPixels {
    /// The cell size of the terminal on `fileDescriptor`, or
    /// `ImageLayout.defaultCellPixels` when it is not one or does not report pixels.
    package static func query(fileDescriptor: Int32) -> PixelSize {
        var window = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &window) == 0 else { return ImageLayout.defaultCellPixels }
        return from(
            columns: Int(window.ws_col), rows: Int(window.ws_row), width: Int(window.ws_xpixel),
            height: Int(window.ws_ypixel))
    }

    /// The cell size for a window of `columns` × `rows` cells and `width` × `height` pixels (0: not reported).
    package static func from(columns: Int, rows: Int, width: Int, height: Int) -> PixelSize {
        guard columns > 0, rows > 0, width >= columns, height >= rows else { return ImageLayout.defaultCellPixels }
        return ImageLayout.clampedCell(PixelSize(width: width / columns, height: height / rows))
    }
}
