import TerminalUI
import Testing

@Suite struct TerminalTests {
    @Test(arguments: [
        // mode, tty, environment, expected
        (ColorMode.auto, true, ["COLORTERM": "truecolor", "TERM": "xterm-256color"], ColorDepth.truecolor),
        (.auto, true, ["COLORTERM": "24bit"], .truecolor),
        (.auto, true, ["TERM": "xterm-256color"], .ansi256),
        (.auto, true, ["TERM": "xterm"], .ansi16),
        (.auto, true, [:], .ansi16),
        (.auto, true, ["TERM": "dumb", "COLORTERM": "truecolor"], .none),
        (.auto, false, ["COLORTERM": "truecolor"], .none),
        (.auto, true, ["NO_COLOR": "1", "COLORTERM": "truecolor"], .none),
        (.auto, true, ["NO_COLOR": "", "TERM": "screen-256color"], .ansi256),
        (.always, false, ["COLORTERM": "truecolor"], .truecolor),
        (.always, false, ["NO_COLOR": "1", "TERM": "xterm-256color"], .ansi256),
        (.always, false, [:], .ansi16),
        (.never, true, ["COLORTERM": "truecolor"], .none),
    ])
    func colorDepth(mode: ColorMode, tty: Bool, environment: [String: String], expected: ColorDepth) {
        let terminal = Terminal(environment: environment, stdinIsTTY: tty, stdoutIsTTY: tty)
        #expect(terminal.colorDepth(mode) == expected)
    }

    @Test(arguments: [
        (ThemePreference?.none, [String: String](), Theme.dark),
        (nil, ["COLORFGBG": "15;0"], .dark),
        (nil, ["COLORFGBG": "0;15"], .light),
        (nil, ["COLORFGBG": "0;7"], .light),
        (nil, ["COLORFGBG": "15;8"], .dark),
        (nil, ["COLORFGBG": "7;6"], .dark),
        (nil, ["COLORFGBG": "0;9"], .light),
        (nil, ["COLORFGBG": "0;default;15"], .light),
        (nil, ["COLORFGBG": "garbage"], .dark),
        (nil, ["POCKET_THEME": "light", "COLORFGBG": "15;0"], .light),
        (nil, ["POCKET_THEME": "DARK", "COLORFGBG": "0;15"], .dark),
        (nil, ["POCKET_THEME": "auto", "COLORFGBG": "0;15"], .light),
        (nil, ["POCKET_THEME": "sepia", "COLORFGBG": "0;15"], .light),
        (.dark, ["POCKET_THEME": "light", "COLORFGBG": "0;15"], .dark),
        (.auto, ["POCKET_THEME": "dark", "COLORFGBG": "0;15"], .light),
    ])
    func theme(preference: ThemePreference?, environment: [String: String], expected: Theme) {
        #expect(Theme.detect(preference: preference, environment: environment) == expected)
    }

    @Test func sizeFallsBackToEnvironmentThenDefault() {
        let tty = TerminalSize(columns: 132, rows: 43)
        #expect(Terminal.size(ttySize: tty, environment: ["COLUMNS": "100"]) == tty)
        #expect(
            Terminal.size(ttySize: nil, environment: ["COLUMNS": "100", "LINES": "30"])
                == TerminalSize(columns: 100, rows: 30))
        #expect(
            Terminal.size(ttySize: nil, environment: ["COLUMNS": "0", "LINES": "x"])
                == TerminalSize(columns: 80, rows: 24))
        #expect(Terminal(environment: [:], stdinIsTTY: false, stdoutIsTTY: false).size == .fallback)
    }

    @Test func processEnvironmentMatchesGetenv() {
        let environment = Terminal.processEnvironment()
        #expect(environment["PATH"] != nil)
        #expect(environment["PATH"] == Terminal.current().environment["PATH"])
    }

    /// Worked by hand: each channel to the nearest cube level (0, 95, 135, 175, 215, 255),
    /// compared with the nearest gray (8 + 10·i).
    static let nearestSamples: [(RGB, UInt8)] = [
        (RGB(red: 0, green: 0, blue: 0), 16), (RGB(red: 255, green: 255, blue: 255), 231),
        (RGB(red: 255, green: 0, blue: 0), 196), (RGB(red: 0, green: 123, blue: 250), 33),
        (RGB(red: 128, green: 128, blue: 128), 244), (RGB(red: 0xFD, green: 0x4C, blue: 0x49), 203),
        (RGB(red: 0x33, green: 0xCF, blue: 0x69), 77), (RGB(red: 18, green: 18, blue: 18), 233),
        (RGB(red: 95, green: 135, blue: 175), 67),
    ]

    @Test(arguments: nearestSamples)
    func nearest256(color: RGB, index: UInt8) {
        #expect(XTerm256.nearestIndex(color) == index)
    }

    @Test func nearestIsReallyNearest() {
        // Brute force over the cube and grays for a spread of colors.
        for value in stride(from: 0, through: 255, by: 17) {
            let color = RGB(red: UInt8(value), green: UInt8(255 - value), blue: UInt8(value / 2))
            func distance(_ index: UInt8) -> Int {
                let other = XTerm256.color(at: index)
                let d = [
                    Int(color.red) - Int(other.red), Int(color.green) - Int(other.green),
                    Int(color.blue) - Int(other.blue),
                ]
                return d.map { $0 * $0 }.reduce(0, +)
            }
            let best = (16...255).map { UInt8($0) }.map(distance).min()!
            #expect(distance(XTerm256.nearestIndex(color)) == best)
        }
    }

    @Test func styleSequencesByDepth() {
        let orange = RGB(red: 0xFF, green: 0x88, blue: 0x1E)
        #expect(TerminalStyle(depth: .truecolor).foreground(orange) == "\u{1B}[38;2;255;136;30m")
        #expect(TerminalStyle(depth: .truecolor).background(orange) == "\u{1B}[48;2;255;136;30m")
        #expect(TerminalStyle(depth: .ansi256).foreground(orange) == "\u{1B}[38;5;208m")
        #expect(TerminalStyle(depth: .ansi16).foreground(RGB(red: 250, green: 10, blue: 10)) == "\u{1B}[91m")
        #expect(TerminalStyle(depth: .ansi16).background(RGB(red: 0, green: 0, blue: 0)) == "\u{1B}[40m")
        #expect(TerminalStyle(depth: .truecolor).paint("x", bold: true) == "\u{1B}[1mx\u{1B}[0m")
        let plain = TerminalStyle(depth: .none)
        #expect(plain.paint("x", foreground: orange, background: orange, bold: true, dim: true) == "x")
        #expect(plain.bold + plain.dim + plain.reset + plain.foreground(orange) == "")
    }
}

/// Sizes from the environment or the kernel are believed only within
/// `TerminalSize.largest`: a frame is built a row at a time.
@Suite struct TerminalSizeClampTests {
    @Test(arguments: [
        (["LINES": "9223372036854775807", "COLUMNS": "2147483647"], TerminalSize(columns: 2_000, rows: 1_000)),
        (["LINES": "10000000", "COLUMNS": "3"], TerminalSize(columns: 3, rows: 1_000)),
        (["LINES": "0", "COLUMNS": "-5"], TerminalSize(columns: 80, rows: 24)),
        (["LINES": "99999999999999999999999"], TerminalSize(columns: 80, rows: 24)),
    ])
    func theEnvironmentIsClamped(environment: [String: String], expected: TerminalSize) {
        #expect(Terminal.size(ttySize: nil, environment: environment) == expected)
    }

    @Test func aKernelsSizeIsClampedToo() {
        let huge = TerminalSize(columns: 65_535, rows: 65_535)
        #expect(Terminal.size(ttySize: huge, environment: [:]) == .largest)
        #expect(Terminal.size(ttySize: TerminalSize(columns: 100, rows: 40), environment: [:]).columns == 100)
    }
}
