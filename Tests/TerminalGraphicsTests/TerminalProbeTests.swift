import Dispatch
import PocketTestSupport
import Testing

@testable import TerminalGraphics

#if canImport(Glibc)
    import Glibc
#endif

/// The probe against a peer that plays the terminal: a socket pair (no
/// termios) and a real pseudo-terminal (raw mode set and restored).
struct TerminalProbeTests {
    static let query = Array((TerminalProbe.kittyQuery + TerminalProbe.deviceAttributesQuery).utf8)

    static func socketPair() -> (probe: Int32, terminal: Int32) {
        var fds: [Int32] = [0, 0]
        precondition(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0)
        return (fds[0], fds[1])
    }

    static func readAvailable(_ fd: Int32, count: Int) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while result.count < count {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 1000) > 0 else { break }
            let got = read(fd, &buffer, buffer.count)
            guard got > 0 else { break }
            result += buffer[0..<got]
        }
        return result
    }

    @Test func kittyAndSixelAnswers() {
        let (probe, terminal) = Self.socketPair()
        defer {
            close(probe)
            close(terminal)
        }
        let answer = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4;22c".utf8)
        _ = answer.withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
        let support = TerminalProbe.query(input: probe, output: probe)
        #expect(support == GraphicsSupport(kitty: true, sixel: true, answered: true))
        #expect(Self.readAvailable(terminal, count: Self.query.count) == Self.query)
    }

    @Test func plainTerminalAnswersOnlyDA1() {
        let (probe, terminal) = Self.socketPair()
        defer {
            close(probe)
            close(terminal)
        }
        _ = Array("\u{1B}[?1;2c".utf8).withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
        #expect(
            TerminalProbe.query(input: probe, output: probe)
                == GraphicsSupport(kitty: false, sixel: false, answered: true))
    }

    @Test func insideTmuxTheKittyQueryIsWrapped() {
        let (probe, terminal) = Self.socketPair()
        defer {
            close(probe)
            close(terminal)
        }
        _ = Array("\u{1B}[?1;2c".utf8).withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
        _ = TerminalProbe.query(input: probe, output: probe, tmux: true)
        let expected = Array(
            ("\u{1B}Ptmux;\u{1B}\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\u{1B}\\\u{1B}\\" + "\u{1B}[c").utf8)
        #expect(Self.readAvailable(terminal, count: expected.count) == expected)
    }

    @Test func silentTerminalCostsOnlyTheTimeout() {
        let (probe, terminal) = Self.socketPair()
        defer {
            close(probe)
            close(terminal)
        }
        let clock = ContinuousClock()
        var support = GraphicsSupport(kitty: true)
        let elapsed = clock.measure {
            support = TerminalProbe.query(input: probe, output: probe, timeout: .milliseconds(150))
        }
        #expect(support == .unknown)
        #expect(elapsed >= .milliseconds(140) && elapsed < .seconds(2))
    }

    @Test func kittyErrorIsNotSupport() {
        #expect(
            TerminalProbe.parse(Array("\u{1B}_Gi=31;ENOTSUPPORTED:x\u{1B}\\\u{1B}[?62;22c".utf8))
                == GraphicsSupport(kitty: false, sixel: false, answered: true))
        #expect(
            TerminalProbe.parse(Array("\u{1B}_Gi=31;OK\u{1B}\\".utf8))
                == GraphicsSupport(kitty: true, sixel: false, answered: false))
    }

    @Test func pseudoTerminalIsPutInRawModeAndRestored() throws {
        let pty = try PseudoTerminal()
        defer { pty.close() }
        let master = pty.primary
        let slave = pty.secondary
        let before = pty.localFlags()
        // The peer answers only once it has seen the whole query, as a terminal would;
        // without raw mode the answer (no newline) would never reach the probe.
        let queryCount = Self.query.count
        let answered = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let seen = Self.readAvailable(master, count: queryCount)
            if seen.count >= queryCount {
                _ = Array("\u{1B}[?65;4;1c".utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            }
            answered.signal()
        }
        let support = TerminalProbe.query(input: slave, output: slave, timeout: .seconds(3))
        answered.wait()
        #expect(support == GraphicsSupport(kitty: false, sixel: true, answered: true))
        #expect(pty.localFlags() == before)
    }

    @Test func cellPixelsFromTheWindowSize() throws {
        #expect(CellPixels.from(columns: 100, rows: 30, width: 1000, height: 600) == PixelSize(width: 10, height: 20))
        #expect(CellPixels.from(columns: 100, rows: 30, width: 0, height: 0) == PixelSize(width: 8, height: 16))

        let pty = try PseudoTerminal()
        defer { pty.close() }
        let master = pty.primary
        let slave = pty.secondary
        var window = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 1080, ws_ypixel: 880)
        try #require(ioctl(master, UInt(TIOCSWINSZ), &window) == 0)
        #expect(CellPixels.query(fileDescriptor: slave) == PixelSize(width: 9, height: 22))
        var unreported = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
        try #require(ioctl(master, UInt(TIOCSWINSZ), &unreported) == 0)
        #expect(CellPixels.query(fileDescriptor: slave) == ImageLayout.defaultCellPixels)
        var pipeEnds: [Int32] = [0, 0]
        try #require(pipe(&pipeEnds) == 0)
        defer {
            close(pipeEnds[0])
            close(pipeEnds[1])
        }
        #expect(CellPixels.query(fileDescriptor: pipeEnds[0]) == ImageLayout.defaultCellPixels)
    }
}
