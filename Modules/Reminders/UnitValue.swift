/// A value `remind --install` writes into the systemd service or the
/// crontab line, with where it came from: what a refusal names, and whether
/// it is a usage error (typed on the command line) or a configuration one
/// (found in the environment).
package struct UnitValue: Sendable, Equatable {
    package enum Origin: Sendable, Equatable {
        /// A command-line option (`--data-dir`).
        case option(String)
        /// An environment variable copied into the unit (`LC_MESSAGES`).
        case variable(String)
        /// The data folder found without `--data-dir` (`POCKET_DATA_DIR`,
        /// `XDG_DATA_HOME` or `HOME`).
        case dataFolder
        /// The running program's own path.
        case executable
    }

    package var text: String
    package var origin: Origin

    package init(_ text: String, from origin: Origin) {
        self.text = text
        self.origin = origin
    }

    /// Refuses a value holding a control character (C0, DEL, C1): a line
    /// break ends a unit's setting or a crontab entry and starts one the
    /// user never asked for, and systemd also ends a line at a carriage
    /// return. No quoting can carry them, so nothing is written.
    package func check() throws(ReminderError) {
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw .controlCharacter(origin)
        }
    }
}
