import AppPlugin
import CLIKit
import Localization
import SyncKit
import TerminalUI

/// What the server commands refuse before or instead of the server (64).
enum ServerCommandError: AppError, Equatable {
    case invalidUserName(String)
    /// Well formed, but a name PostgreSQL keeps (`select`, `public`, `pg_x`).
    case reservedUserName(String)
    case userExists(String)
    case emptyPassword
    case passwordsDiffer

    /// `servers` judges an invalid name again, to say what is wrong with it.
    init(_ error: SyncServerSetup.UserError, _ servers: SyncServerOpener) {
        switch error {
        case .invalidName(let name): self = Self(userName: name, servers.userNameProblem(name) ?? .malformed)
        case .exists(let name): self = .userExists(name)
        case .emptyPassword: self = .emptyPassword
        }
    }

    /// The refusal of a user name for `problem`.
    init(userName name: String, _ problem: SyncServerSetup.UserNameProblem) {
        self = problem == .reserved ? .reservedUserName(name) : .invalidUserName(name)
    }

    var exitCode: ExitCode { .usage }

    func message(_ l: Localizer) -> String {
        switch self {
        case .invalidUserName(let name): l(.syncAddUserInvalidName(Sanitizer.clean(name)))
        case .reservedUserName(let name): l(.syncAddUserReservedName(name))
        case .userExists(let name): l(.syncAddUserExists(name))
        case .emptyPassword: l(.syncAddUserEmptyPassword)
        case .passwordsDiffer: l(.syncAddUserPasswordsDiffer)
        }
    }
}
