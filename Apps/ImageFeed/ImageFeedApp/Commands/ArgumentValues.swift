import CLIKit
import TerminalGraphics

// `show --render`'s type, as a command-line value; declared here, where the
// option is, so TerminalGraphics needs no command line.

extension RenderMode: ArgumentValue {}
