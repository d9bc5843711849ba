import SharedModels
import TerminalUI

extension RGBColor {
    /// The same color as CLIKit's `RGB` (CLIKit depends on no model module).
    package var terminalColor: RGB { RGB(red: red, green: green, blue: blue) }
}
