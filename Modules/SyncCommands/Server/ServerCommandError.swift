import AppPlugin
import CLIKit
import Localization
import SyncPostgres

/// What the server commands refuse before or instead of the server (64).
enum ServerCommandError: AppError, Equatable {
    case invalidUserName(String)
    case userExists(String)
    case emptyPassword
    case passwordsDiffer

    init(_ error: SyncInstaller.UserError) {
        switch error {
        case .invalidName(let name): self = .invalidUserName(name)
        case .exists(let name): self = .userExists(name)
        case .emptyPassword: self = .emptyPassword
        }
    }

    var exitCode: ExitCode { .usage }

    func message(_ l: Localizer) -> String {
        switch self {
        case .invalidUserName(let name): l(.syncAddUserInvalidName(Sanitizer.clean(name)))
        case .userExists(let name): l(.syncAddUserExists(name))
        case .emptyPassword: l(.syncAddUserEmptyPassword)
        case .passwordsDiffer: l(.syncAddUserPasswordsDiffer)
        }
    }
}
