import CLIKit
import Localization
import SharedModels

/// The one wording of the naming rule's refusals (`NameRules`), for every
/// app that names things: the tracker's trackers and categories, goals,
/// my-habits' habits. A broken rule: exit 64.
extension NameError: AppError {
    package var exitCode: ExitCode { .usage }

    package func message(_ l: Localizer) -> String {
        switch self {
        case .empty: l(.appNameEmpty)
        case .tooLong(let limit): l(.appNameTooLong(limit))
        case .tooManyBytes(let limit): l(.appNameTooManyBytes(limit))
        case .invisible: l(.appNameInvisible)
        case .controlCharacter: l(.appNameControlCharacter)
        }
    }
}
