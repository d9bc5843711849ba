import CLIKit
import SharedModels
import Storage
import TerminalUI

// The types the runner's global options read (`--store`, `--color`,
// `--theme`, `--day-start`), as command-line values. Declared here, where
// the options are, so the modules that own the types need no command line.

extension StoreKind: ArgumentValue {}
extension ColorMode: ArgumentValue {}
extension ThemePreference: ArgumentValue {}

extension DayStart: ArgumentValue {
    package init?(argument: String) { self.init(text: argument) }
    /// The hour alone (`0`), as `--day-start` is typed.
    package var defaultValueDescription: String { String(hour) }
}
