import AppPlugin
import Glibc
import Localization
import Networking
import PocketTestSupport
import Testing
import UnsplashClient

@testable import ImageFeedApp

@Suite struct ErrorMappingTests {
    static let l = Localizer(language: .en)

    @Test(arguments: [
        (UnsplashError.unauthorized(messages: []), Int32(77)),
        (.rateLimited(limit: 50), 69),
        (.serverFailed(status: 502), 69),
        (.unexpectedAnswer(detail: "x"), 69),
        (.rejected(status: 422, messages: ["bad"]), 69),
        (.network(.timedOut), 69),
        (.network(.transport(.connectionRefused, detail: "")), 69),
        (.network(.cancelled), 130),
        (.network(.file(path: "/x", detail: .system(ENOSPC))), 1),
    ])
    func everyUnsplashFailureHasItsExitCode(error: UnsplashError, code: Int32) {
        #expect(ExpectedFailure.exitCode(of: ImageFeedError.from(error, Self.l)) == code)
    }

    @Test func aMissingPhotoIsTheUsersMistake() {
        let mapped = ImageFeedError.from(.notFound(messages: ["Couldn't find Photo"]), photoID: "abc", Self.l)
        #expect(mapped as? ImageFeedError == .photoNotFound(id: "abc"))
        #expect(
            ExpectedFailure.presentation(of: mapped, app: "image-feed").lines == ["error: no photo with the id abc"])
    }

    @Test func configurationAndSessionCodes() {
        #expect(ExpectedFailure.exitCode(of: ImageFeedError.missingKeys(configFile: "/c")) == 78)
        #expect(
            ExpectedFailure.exitCode(of: ImageFeedError.insecureBase(variable: "UNSPLASH_API_BASE", value: "http://x"))
                == 78)
        #expect(ExpectedFailure.exitCode(of: ImageFeedError.notLoggedIn) == 77)
        #expect(ExpectedFailure.exitCode(of: ImageFeedError.loginFailed(reason: "")) == 77)
        #expect(ExpectedFailure.exitCode(of: ImageFeedError.notInBasicEdition(command: "like")) == 64)
        let ru = ExpectedFailure.presentation(
            of: ImageFeedError.loginFailed(reason: ""), app: "image-feed", language: .ru)
        #expect(ru.lines == ["error: Что-то пошло не так(", "Не удалось войти в систему"])
        let like = ExpectedFailure.presentation(
            of: ImageFeedError.likeFailed(reason: "x"), app: "image-feed", language: .ru)
        #expect(like.lines.first == "error: Что-то пошло не так. Попробуйте ещё раз")
    }

    @Test func apiTextInAnErrorCannotDriveTheTerminal() {
        let error = ImageFeedError.from(.rejected(status: 400, messages: ["bad \u{1B}]52;c;aGk=\u{07} input"]), Self.l)
        let lines = ExpectedFailure.presentation(of: error, app: "image-feed").lines
        #expect(!lines.joined().contains("\u{1B}") && lines.first?.contains("bad") == true)
    }

    @Test func osc52CarriesTheLinkInBase64() {
        #expect(
            ShareCommand.osc52("https://unsplash.com/photos/x")
                == "\u{1B}]52;c;aHR0cHM6Ly91bnNwbGFzaC5jb20vcGhvdG9zL3g=\u{07}")
    }

    @Test func timeoutsFromTheEnvironment() {
        #expect(ImageFeedContext.timeouts([:]) == .standard)
        #expect(
            ImageFeedContext.timeouts(["IMAGE_FEED_TIMEOUT": "2.5"])
                == HTTPTimeouts(connect: .milliseconds(2500), request: .milliseconds(2500)))
        #expect(ImageFeedContext.timeouts(["IMAGE_FEED_TIMEOUT": "-1"]) == .standard)
    }
}
