import FileIO
import FoundationEssentials
import Glibc
import Localization

/// Why a download or a saved copy could not be written, kept as a value so
/// the message comes in the user's language: `strerror` speaks English
/// whatever the locale, and a German line must not end in "Permission denied".
package enum FileProblem: Error, Sendable, Equatable {
    /// A system call failed with this `errno`.
    case system(Int32)
    /// The saved file was refused or not written (`OutputFile`'s rules).
    case output(OutputFile.Failure)
    /// A name that would leave its folder (`..`, `/`, a hidden name).
    case unsafeName
    /// The cached copy went away between downloading and copying it.
    case missingFromCache
    /// Another part's own words (a cache folder's error).
    case other(String)

    package func message(_ l: Localizer) -> String {
        switch self {
        case .system(let code): SystemErrorText.message(code, l)
        case .output(let failure): OutputFailureText.reason(failure, l)
        case .unsafeName: l(.networkFileUnsafeName)
        case .missingFromCache: l(.networkFileMissingFromCache)
        case .other(let text): text
        }
    }
}
