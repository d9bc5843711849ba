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
        case .unsafeName: l(.networkFileUnsafeName)
        case .missingFromCache: l(.networkFileMissingFromCache)
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
        case EACCES, EPERM: l(.networkSystemPermissionDenied)
        case ENOENT: l(.networkSystemNotFound)
        case ENOSPC, EDQUOT: l(.networkSystemDiskFull)
        case EROFS: l(.networkSystemReadOnly)
        case EEXIST: l(.networkSystemExists)
        case EISDIR: l(.networkSystemIsFolder)
        case ENOTDIR: l(.networkSystemNotFolder)
        case ELOOP: l(.networkSystemSymbolicLink)
        case EADDRINUSE: l(.networkSystemAddressInUse)
        case EADDRNOTAVAIL: l(.networkSystemAddressNotAvailable)
        case EMFILE, ENFILE: l(.networkSystemTooManyFiles)
        case EIO: l(.networkSystemIo)
        default: l(.networkSystemOther(Int(code)))
        }
    }
}
