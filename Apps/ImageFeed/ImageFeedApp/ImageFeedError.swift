import AppPlugin
import CLIKit
import FileIO
import Localization
import Networking
import UnsplashClient

/// Every way an image-feed command can fail, with the contract's exit code:
/// 78 configuration, 77 no or rejected session, 69 Unsplash failing or
/// rate-limited, 64 a refused request of the user. API text in a message is
/// cleaned by the presenter; the token is in no case part of any.
package enum ImageFeedError: AppError, Equatable, Sendable {
    /// No `UNSPLASH_ACCESS_KEY` / `UNSPLASH_SECRET_KEY` in the environment or the config file.
    case missingKeys(configFile: String)
    /// The config file exists but is not a JSON object of strings.
    case unreadableConfig(path: String)
    /// `UNSPLASH_API_BASE` / `UNSPLASH_AUTH_BASE` that is not https (or http to this machine).
    case insecureBase(variable: String, value: String)
    /// A config, data or cache folder, `config.json` or the store owned by another user (`OwnedPath`).
    case notOurs(path: String)
    /// A `config.json` that group or others can write, or a store whose mode cannot be tightened.
    case openToOthers(path: String)
    /// The cache folder or the store file is a symbolic link.
    case linkedPath(path: String)
    /// A folder shared with everyone by design (sticky and world-writable, as /tmp):
    /// not ours to tighten, and not private enough to hold the app's files (78).
    case sharedFolder(path: String)
    /// `IMAGE_FEED_EDITION` with another value than basic or extended.
    case unknownEdition(String)
    case notLoggedIn
    /// 401 from the API: the token expired or was revoked.
    case sessionRejected
    case loginFailed(reason: String)
    /// The basic edition has no likes and no favorites.
    case notInBasicEdition(command: String)
    case photoNotFound(id: String)
    case rateLimited(limit: Int?)
    /// Unsplash failed after the retries, or gave an answer that is not its API's.
    case unavailable(reason: String)
    /// A like or unlike that did not go through (the seed's «попробуйте ещё раз»).
    case likeFailed(reason: String)
    /// A download or a saved file that could not be written.
    /// `exit`: 73 or 74 for a file `OutputFile` refused or failed to write (docs/commands.md), else 1.
    case cannotSave(path: String, reason: String, exit: ExitCode = .failure)

    package var exitCode: ExitCode {
        switch self {
        case .missingKeys, .unreadableConfig, .insecureBase, .notOurs, .openToOthers, .linkedPath, .sharedFolder:
            .configuration
        case .notLoggedIn, .sessionRejected, .loginFailed: .noPermission
        case .unknownEdition, .notInBasicEdition, .photoNotFound: .usage
        case .rateLimited, .unavailable, .likeFailed: .unavailable
        case .cannotSave(_, _, let exit): exit
        }
    }

    package func message(_ l: Localizer) -> String {
        switch self {
        case .missingKeys: l(.imagefeedErrorMissingKeys)
        case .unreadableConfig(let path): l(.imagefeedErrorUnreadableConfig(path))
        case .insecureBase(let variable, let value): l(.imagefeedErrorInsecureBase(variable, value))
        case .notOurs(let path): l(.imagefeedErrorNotOurs(path))
        case .openToOthers(let path): l(.imagefeedErrorOpenToOthers(path))
        case .linkedPath(let path): l(.imagefeedErrorLinkedPath(path))
        case .sharedFolder(let path): l(.imagefeedErrorSharedFolder(path))
        case .unknownEdition(let value): l(.imagefeedErrorUnknownEdition(value))
        case .notLoggedIn: l(.imagefeedErrorNotLoggedIn)
        case .sessionRejected: l(.imagefeedErrorSessionRejected)
        case .loginFailed: l(.imagefeedLoginFailedTitle)
        case .notInBasicEdition(let command): l(.imagefeedErrorBasicEdition(command))
        case .photoNotFound(let id): l(.imagefeedErrorPhotoNotFound(id))
        case .rateLimited(let limit): limit.map { l(.imagefeedErrorRateLimitedOf($0)) } ?? l(.imagefeedErrorRateLimited)
        case .unavailable(let reason): l(.imagefeedErrorUnavailable(reason))
        case .likeFailed: l(.imagefeedLikeFailed)
        case .cannotSave(let path, let reason, _): l(.imagefeedErrorCannotSave(path, reason))
        }
    }

    package func hint(_ l: Localizer) -> String? {
        switch self {
        case .missingKeys(let file): l(.imagefeedHintMissingKeys(file))
        case .notLoggedIn, .sessionRejected: l(.imagefeedHintLogin)
        case .loginFailed(let reason): l(.imagefeedLoginFailedMessage) + (reason.isEmpty ? "" : " (" + reason + ")")
        case .likeFailed(let reason): reason
        case .rateLimited: l(.imagefeedHintRateLimited)
        default: nil
        }
    }

    /// What a failed API call means for the user (one mapping for every command).
    /// `photoID` names the photo a 404 is about.
    static func from(_ error: UnsplashError, photoID: String? = nil, _ l: Localizer) -> any Error {
        switch error {
        case .unauthorized: return ImageFeedError.sessionRejected
        case .rateLimited(let limit): return ImageFeedError.rateLimited(limit: limit)
        case .notFound(let messages):
            if let photoID { return ImageFeedError.photoNotFound(id: photoID) }
            return ImageFeedError.unavailable(reason: messages.joined(separator: "; "))
        case .rejected(let status, let messages):
            return ImageFeedError.unavailable(
                reason: l(.imagefeedReasonRejected(status, messages.joined(separator: "; "))))
        case .serverFailed(let status, let retried):
            return ImageFeedError.unavailable(
                reason: l(
                    retried
                        ? .imagefeedReasonServerFailedRetried(status)
                        : .imagefeedReasonServerFailed(status)))
        case .unexpectedAnswer(let detail):
            return ImageFeedError.unavailable(
                reason: l(.imagefeedReasonUnexpected(DecodingDetail.localized(detail, l))))
        case .network(.cancelled): return SilentExit(code: SilentExit.interrupted)
        case .network(.file(let path, let detail)):
            guard case .output(let failure) = detail else {
                return ImageFeedError.cannotSave(path: path, reason: detail.message(l))
            }
            return ImageFeedError.cannotSave(path: path, reason: detail.message(l), exit: failure.exitCode)
        case .network(let failure): return ImageFeedError.unavailable(reason: failure.message(l))
        }
    }
}
