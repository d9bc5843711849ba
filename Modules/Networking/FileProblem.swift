import FoundationEssentials
import Glibc
import Localization

/// Why a download or a saved copy could not be written, kept as a value so
/// the message comes in the user's language: `strerror` speaks English
/// whatever the locale, and a German line must not end in "Permission denied".
public enum FileProblem: Error, Sendable, Equatable {
    /// A system call failed with this `errno`.
    case system(Int32)
    /// A name that would leave its folder (`..`, `/`, a hidden name).
    case unsafeName
    /// The cached copy went away between downloading and copying it.
    case missingFromCache
    /// Another part's own words (a cache folder's error).
    case other(String)

    public func message(_ l: Localizer) -> String {
        switch self {
        case .system(let code): SystemErrorText.message(code, l)
        case .unsafeName: l("network.file.unsafeName")
        case .missingFromCache: l("network.file.missingFromCache")
        case .other(let text): text
        }
    }
}

/// An `errno` in the user's language (files, sockets).
public enum SystemErrorText {
    /// The common `errno` values a user can act on, in `l`'s language; any
    /// other one by its number.
    public static func message(_ code: Int32, _ l: Localizer) -> String {
        switch code {
        case EACCES, EPERM: l("network.system.permissionDenied")
        case ENOENT: l("network.system.notFound")
        case ENOSPC, EDQUOT: l("network.system.diskFull")
        case EROFS: l("network.system.readOnly")
        case EEXIST: l("network.system.exists")
        case EISDIR: l("network.system.isFolder")
        case ENOTDIR: l("network.system.notFolder")
        case ELOOP: l("network.system.symbolicLink")
        case EADDRINUSE: l("network.system.addressInUse")
        case EADDRNOTAVAIL: l("network.system.addressNotAvailable")
        case EMFILE, ENFILE: l("network.system.tooManyFiles")
        case EIO: l("network.system.io")
        default: l("network.system.other", Int(code))
        }
    }
}
