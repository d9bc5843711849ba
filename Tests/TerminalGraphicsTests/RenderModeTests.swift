import Testing

@testable import TerminalGraphics

struct RenderModeTests {
    static let answersBoth = GraphicsSupport(kitty: true, sixel: true, answered: true)

    @Test(arguments: [
        (["TERM": "xterm-kitty"], RenderMode.kitty),
        (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "3"], .kitty),
        (["TERM": "screen-256color", "TMUX": "/tmp/tmux,1,0", "KITTY_WINDOW_ID": "1"], .kitty),
        (["TERM": "xterm-ghostty", "TERM_PROGRAM": "ghostty"], .kitty),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .iterm),
        (["TERM": "screen", "LC_TERMINAL": "iTerm2"], .iterm),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .iterm),
        (["TERM": "foot"], .sixel),
        (["TERM": "mlterm"], .sixel),
        (["TERM": "dumb"], RenderMode.none),
    ])
    func environmentDecidesWithoutAsking(_ environment: [String: String], _ expected: RenderMode) {
        var asked = false
        let mode = RenderMode.detect(environment: environment) {
            asked = true
            return Self.answersBoth
        }
        #expect(mode == expected)
        #expect(!asked)
    }

    @Test(arguments: [
        (GraphicsSupport(kitty: true, sixel: false, answered: true), RenderMode.kitty),
        (GraphicsSupport(kitty: true, sixel: true, answered: true), .kitty),
        (GraphicsSupport(kitty: false, sixel: true, answered: true), .sixel),
        (GraphicsSupport(kitty: false, sixel: false, answered: true), .blocks),
        (GraphicsSupport.unknown, .blocks),
    ])
    func otherwiseTheTerminalIsAsked(_ support: GraphicsSupport, _ expected: RenderMode) {
        var asked = false
        let mode = RenderMode.detect(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) {
            asked = true
            return support
        }
        #expect(mode == expected)
        #expect(asked)
    }

    @Test func autoWithoutTerminalIsNone() {
        var asked = false
        let mode = RenderMode.auto.resolved(environment: ["TERM": "xterm-kitty"], isTerminal: false) {
            asked = true
            return Self.answersBoth
        }
        #expect(mode == .none)
        #expect(!asked)
    }

    @Test(arguments: [RenderMode.kitty, .iterm, .sixel, .blocks, .none])
    func explicitModeDrawsEvenWithoutTerminal(_ mode: RenderMode) {
        #expect(mode.resolved(environment: [:], isTerminal: false) { Self.answersBoth } == mode)
    }

    @Test func autoOnTerminalDetects() {
        #expect(
            RenderMode.auto.resolved(environment: ["TERM": "xterm-256color"], isTerminal: true) { Self.answersBoth }
                == .kitty)
    }

    @Test(arguments: [
        ([:], BlockColors.truecolor),
        (["COLORTERM": "truecolor"], .truecolor),
        (["COLORTERM": "24BIT"], .truecolor),
        (["COLORTERM": "256color"], .palette256),
        (["COLORTERM": "yes"], .palette256),
    ])
    func blockColorsFromColorterm(_ environment: [String: String], _ expected: BlockColors) {
        #expect(BlockColors.detect(environment: environment) == expected)
    }

    @Test func parsesTheFlagValues() {
        #expect(RenderMode.allCases.map(\.rawValue) == ["auto", "kitty", "iterm", "sixel", "blocks", "none"])
        #expect(RenderMode(rawValue: "sixel") == .sixel)
    }
}
