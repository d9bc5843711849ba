import SharedModels

/// `--render auto|kitty|iterm|sixel|blocks|none`: how a picture is drawn.
package enum RenderMode: String, Sendable, CaseIterable {
    case auto, kitty, iterm, sixel, blocks, none

    /// The mode to draw with: an explicit mode as asked (even when stdout is
    /// not a terminal, so the output can be piped or saved); `auto` is `none`
    /// without a terminal, else `detect`.
    package func resolved(environment: [String: String], isTerminal: Bool, probe: () -> GraphicsSupport) -> RenderMode {
        guard self == .auto else { return self }
        return isTerminal ? Self.detect(environment: environment, probe: probe) : .none
    }

    /// The best mode the terminal supports. The environment first (it costs
    /// nothing and works inside tmux, which keeps the outer terminal's
    /// variables): kitty (`KITTY_WINDOW_ID`, `TERM=xterm-kitty`, ghostty),
    /// iTerm2 (`TERM_PROGRAM=iTerm.app`, `LC_TERMINAL=iTerm2`, WezTerm), sixel
    /// (foot, mlterm); `TERM=dumb` draws nothing. Otherwise the terminal is
    /// asked (`probe`, run only then): kitty graphics, else sixel from DA1,
    /// else half blocks.
    package static func detect(environment: [String: String], probe: () -> GraphicsSupport) -> RenderMode {
        let term = environment[.term] ?? ""
        let program = environment[.termProgram] ?? ""
        if term == "dumb" { return .none }
        if !(environment[.kittyWindowID] ?? "").isEmpty || term == "xterm-kitty" || term == "xterm-ghostty"
            || program == "ghostty"
        {
            return .kitty
        }
        if program == "iTerm.app" || environment[.lcTerminal] == "iTerm2" || program == "WezTerm" { return .iterm }
        if term.hasPrefix("foot") || term.hasPrefix("mlterm") { return .sixel }
        let support = probe()
        if support.kitty { return .kitty }
        if support.sixel { return .sixel }
        return .blocks
    }
}

/// The colors half blocks may use.
package enum BlockColors: Sendable, Equatable {
    case truecolor, palette256

    /// From `COLORTERM`: truecolor when it says `truecolor`/`24bit` or is not
    /// set at all (modern terminals that don't set it still take 24-bit SGR),
    /// the 256-color palette when it names anything else.
    package static func detect(environment: [String: String]) -> BlockColors {
        guard let colorTerm = environment[.colorTerm]?.lowercased(), !colorTerm.isEmpty else { return .truecolor }
        return colorTerm == "truecolor" || colorTerm == "24bit" ? .truecolor : .palette256
    }
}
