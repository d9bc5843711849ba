import AppPlugin
import CLIKit
import Localization
import TerminalUI

/// What can go wrong in `remind --install`.
package enum ReminderError: AppError, Equatable {
    case cannotWriteUnits(folder: String)
    /// A value for the unit or the crontab line holds a control character.
    case controlCharacter(UnitValue.Origin)

    package var exitCode: ExitCode {
        switch self {
        case .cannotWriteUnits: .failure
        case .controlCharacter(.option): .usage
        case .controlCharacter: .configuration
        }
    }

    package func message(_ l: Localizer) -> String {
        switch self {
        case .cannotWriteUnits(let folder): l(.remindersErrorCannotWrite(Sanitizer.clean(folder)))
        case .controlCharacter(.option(let name)), .controlCharacter(.variable(let name)):
            l(.remindersErrorControlCharacter(name))
        case .controlCharacter(.dataFolder): l(.remindersErrorControlCharacterDataFolder)
        case .controlCharacter(.executable): l(.remindersErrorControlCharacterExecutable)
        }
    }
}
