import Glibc
import PocketTestSupport
import Synchronization
import Testing

@testable import TerminalUI

@Suite struct ConfirmationTests {
    let tty = Terminal(environment: [:], stdinIsTTY: true, stdoutIsTTY: true)
    let pipe = Terminal(environment: [:], stdinIsTTY: false, stdoutIsTTY: false)

    func ask(_ answer: String?, terminal: Terminal, yes: Bool = false, yesAnswers: [String] = []) -> (
        ConfirmationResult, String
    ) {
        var written = ""
        let result = Confirmation.ask(
            prompt: "Delete 3 trackers?", yes: yes, terminal: terminal, yesAnswers: yesAnswers,
            write: { written += $0 }, readLine: { answer })
        return (result, written)
    }

    @Test func withoutATerminalItNeedsYes() {
        #expect(ask("y", terminal: pipe) == (.needsYes, ""))
        #expect(ask(nil, terminal: pipe, yes: true) == (.confirmed, ""))
    }

    @Test func yesSkipsThePrompt() {
        #expect(ask("n", terminal: tty, yes: true) == (.confirmed, ""))
    }

    @Test(arguments: [
        ("y", true), ("Y", true), ("yes", true), (" YES ", true), ("n", false), ("no", false), ("", false),
        ("yep", false), ("да", true), ("Д", true), ("ja", true), ("j", true), ("нет", false),
    ])
    func answers(answer: String, confirms: Bool) {
        let (result, written) = ask(answer, terminal: tty, yesAnswers: ["д", "да", "j", "ja"])
        #expect(result == (confirms ? .confirmed : .declined))
        #expect(written == "Delete 3 trackers? [y/N] ")
    }

    @Test func endOfInputDeclines() {
        #expect(ask(nil, terminal: tty).0 == .declined)
    }
}

@Suite struct KeyDecoderTests {
    @Test(arguments: [
        ([0x1B, 0x5B, 0x41], Key.up), ([0x1B, 0x5B, 0x42], .down), ([0x1B, 0x5B, 0x43], .right),
        ([0x1B, 0x5B, 0x44], .left),
        ([0x1B, 0x4F, 0x41], .up), ([0x1B, 0x4F, 0x44], .left), ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43], .right),
        ([0x1B, 0x5B, 0x48], .home), ([0x1B, 0x5B, 0x34, 0x7E], .end), ([0x1B, 0x5B, 0x33, 0x7E], .delete),
        ([0x1B, 0x5B, 0x35, 0x7E], .pageUp), ([0x1B, 0x5B, 0x36, 0x7E], .pageDown), ([0x1B, 0x5B, 0x5A], .backTab),
        ([0x0D], .enter), ([0x0A], .enter), ([0x7F], .backspace), ([0x08], .backspace), ([0x09], .tab),
        ([0x03], .ctrlC), ([0x04], .ctrlD), ([0x01], .control(1)), ([0x71], .character("q")),
        ([0xD0, 0xB4], .character("д")), ([0xE6, 0x97, 0xA5], .character("日")),
        ([0xF0, 0x9F, 0x99, 0x82], .character("🙂")),
        ([0x1B, 0x5B, 0x39, 0x39, 0x7A], .unknown([0x1B, 0x5B, 0x39, 0x39, 0x7A])),
    ])
    func singleKeys(bytes: [UInt8], key: Key) {
        let decoded = KeyDecoder.decode(bytes)
        #expect(decoded.keys == [key])
        #expect(decoded.pending.isEmpty)
    }

    @Test func severalKeysInOneRead() {
        let bytes: [UInt8] = [0x6A, 0x1B, 0x5B, 0x42, 0x0D, 0x1B, 0x1B, 0x5B, 0x41, 0xFF, 0x41]
        #expect(
            KeyDecoder.decode(bytes).keys == [
                .character("j"), .down, .enter, .escape, .up, .unknown([0xFF]), .character("A"),
            ])
    }

    @Test(arguments: [
        [UInt8]([0x1B]), [0x1B, 0x5B], [0x1B, 0x5B, 0x31, 0x3B], [0x1B, 0x4F], [0xD0], [0xF0, 0x9F, 0x99],
    ])
    func incompleteSequencesWaitForMore(bytes: [UInt8]) {
        let decoded = KeyDecoder.decode([0x61] + bytes)
        #expect(decoded.keys == [.character("a")])
        #expect(decoded.pending == bytes)
    }

    @Test func aLoneEscapeIsEscapeOnceTheTimeoutPasses() {
        #expect(KeyDecoder.decode([0x1B], isFinal: true).keys == [.escape])
        #expect(KeyDecoder.decode([0x1B, 0x5B], isFinal: true).keys == [.unknown([0x1B, 0x5B])])
        #expect(KeyDecoder.decode([0x1B, 0x78]).keys == [.escape, .character("x")])
    }
}

@Suite struct ScreenTests {
    @Test func redrawMovesUpOverThePreviousRegion() {
        var output = ""
        var screen = Screen { output += $0 }
        screen.redraw(["a", "b"])
        #expect(output == "\r\u{1B}[J" + "a\r\nb\r\n")
        output = ""
        screen.redraw(["c"])
        #expect(output == "\r\u{1B}[2A\u{1B}[J" + "c\r\n")
        #expect(screen.drawnLineCount == 1)
        screen.commit()
        #expect(Screen.redrawSequence(previousLineCount: screen.drawnLineCount, lines: []) == "\r\u{1B}[J")
    }

    @Test func alternateScreenIsTrackedForTheSignalHandler() {
        var output = ""
        let screen = Screen { output += $0 }
        screen.enterAlternateScreen()
        let shown = alternateScreenActive.load(ordering: .sequentiallyConsistent)
        #expect(shown)
        screen.leaveAlternateScreen()
        let left = !alternateScreenActive.load(ordering: .sequentiallyConsistent)
        #expect(left)
        #expect(output == "\u{1B}[?1049h\u{1B}[?1049l")
    }
}

/// Raw mode on a real pseudo-terminal: keys arrive, and the settings come back
/// after a normal return and after a thrown error.
@Suite(.serialized) struct KeyReaderTests {
    struct Boom: Error {}

    @Test func readsKeysAndRestoresTheTerminal() throws {
        let pty = try PseudoTerminal()
        defer { pty.close() }
        let before = pty.localFlags()
        #expect(before & tcflag_t(ICANON | ECHO) != 0)
        let keys = try KeyReader.withRawMode(fileDescriptor: pty.secondary) { reader -> [Key] in
            #expect(pty.localFlags() & tcflag_t(ICANON | ECHO | ISIG) == 0)
            pty.type([0x1B, 0x5B, 0x43, 0x71, 0x03, 0xD0, 0xB4, 0x0D])
            var keys: [Key] = []
            for _ in 0..<5 { keys.append(try reader.next()) }
            pty.type([0x1B])
            keys.append(try reader.next())
            return keys
        }
        #expect(keys == [.right, .character("q"), .ctrlC, .character("д"), .enter, .escape])
        #expect(pty.localFlags() == before)
    }

    @Test func restoresTheTerminalWhenTheBodyThrows() throws {
        let pty = try PseudoTerminal()
        defer { pty.close() }
        let before = pty.localFlags()
        #expect(throws: Boom.self) {
            try KeyReader.withRawMode(fileDescriptor: pty.secondary) { _ in throw Boom() }
        }
        #expect(pty.localFlags() == before)
    }

    @Test func refusesSomethingThatIsNotATerminal() {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        #expect(throws: TerminalError.notATerminal) {
            try KeyReader.withRawMode(fileDescriptor: descriptors[0]) { _ in }
        }
    }
}
