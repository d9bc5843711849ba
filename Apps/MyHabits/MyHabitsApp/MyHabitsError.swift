import AppPlugin
import CLIKit
import Localization
import SharedModels
import TerminalUI

/// Every rule a my-habits command can refuse: one localized line and exit
/// 64. Commands validate before they write, so a refused command changes
/// nothing.
package enum MyHabitsError: AppError, Equatable, Sendable {
    /// `--time` that is not `HH:MM` on a 24-hour clock.
    case invalidTime(String)
    /// `--color` that is neither `#RRGGBB` nor a CSS color name.
    case invalidColor(String)
    /// A name with nothing left after trimming.
    case emptyName
    /// A name the shared naming rule refuses otherwise (invisible, control
    /// characters, too many bytes).
    case invalidName(NameError)
    /// Fields `add` needs that were not given, with no terminal to ask on
    /// (option names such as `--time`).
    case missingFields([String])
    /// `edit` without anything to change and no terminal to ask on; `options`
    /// are those of `edit` (`CommandSpec.optionNames`).
    case nothingToEdit(options: [String])

    package var exitCode: ExitCode { .usage }

    package func message(_ l: Localizer) -> String {
        switch self {
        case .invalidTime(let text): l(.myhabitsErrorInvalidTime(Sanitizer.clean(text)))
        case .invalidColor(let text): l(.myhabitsErrorInvalidColor(Sanitizer.clean(text)))
        case .emptyName: NameError.empty.message(l)
        case .invalidName(let error): error.message(l)
        case .missingFields(let fields): l(.myhabitsErrorMissingFields(l.list(fields)))
        case .nothingToEdit(let options): l(.appErrorNothingToEdit(options.joined(separator: ", ")))
        }
    }

    package func hint(_ l: Localizer) -> String? {
        switch self {
        case .invalidTime: l(.myhabitsHintTime)
        case .invalidColor: l(.myhabitsHintColor)
        case .missingFields: l(.myhabitsHintMissingFields)
        default: nil
        }
    }
}
