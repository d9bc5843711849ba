import Foundation
import Networking
import Testing

@testable import UnsplashClient

/// The rules for what the server may say where a value picks a path or a size.
@Suite struct AnswerRulesTests {
    @Test(arguments: ["dvwQYFKRfaz", "a", "A-_9z", String(repeating: "x", count: 64)])
    func anIdOfTheCharacterSetIsAccepted(id: String) {
        #expect(AnswerRules.isPhotoID(id))
    }

    @Test(arguments: [
        "", String(repeating: "x", count: 65), "../x", "a/b", "..", ".hidden", "a.b", "a\u{0}b", "a b",
        "\u{1B}[31m", "é", "a\u{202E}", "a\\b", "%2e%2e",
    ])
    func anyOtherIdIsRefused(id: String) {
        #expect(!AnswerRules.isPhotoID(id))
    }

    /// The detail of decoding a page whose second photo is `photo` changed by `change`.
    static func detail(_ change: (inout [String: Any]) -> Void) throws -> String? {
        let photo = try #require(Fixture.objects("photos.json").first)
        var changed = photo
        change(&changed)
        let body = try Fixture.json([photo, changed])
        do throws(NetworkError) {
            _ = try UnsplashJSON.decode([Photo].self, from: body)
            return nil
        } catch {
            guard case .decoding(let detail) = error else { return "\(error)" }
            return detail
        }
    }

    @Test func anIdOrASizeOutOfTheRulesIsAnUnexpectedAnswer() throws {
        #expect(try Self.detail { $0["id"] = "../canary2/existing" } == "[1].id: malformed")
        #expect(try Self.detail { $0["id"] = "x\u{0}y" } == "[1].id: malformed")
        #expect(try Self.detail { $0["height"] = 100_000_000 } == "[1].height: malformed")
        #expect(try Self.detail { $0["height"] = Int.max } == "[1].height: malformed")
        #expect(try Self.detail { $0["width"] = 0 } == "[1].width: malformed")
        #expect(try Self.detail { $0["width"] = -1 } == "[1].width: malformed")
        #expect(try Self.detail { $0["width"] = 100_001 } == "[1].width: malformed")
        #expect(
            try Self.detail {
                $0["width"] = 1
                $0["height"] = 100_000
            } == nil)
        // The app's mapping: a decoding failure is the unexpected answer (exit 69 in image-feed).
        #expect(
            UnsplashError(NetworkError.decoding("[1].id: malformed")) == .unexpectedAnswer(detail: "[1].id: malformed"))
    }

    @Test func theTokenIsMaskedInTheServersTexts() {
        let token = "0123456789abcdef"
        #expect(
            UnsplashError.rejected(status: 400, messages: ["Bearer " + token + " is bad", "ok"]).masking(token)
                == .rejected(status: 400, messages: ["Bearer *** is bad", "ok"]))
        #expect(UnsplashError.unauthorized(messages: [token]).masking(token) == .unauthorized(messages: ["***"]))
        #expect(UnsplashError.notFound(messages: ["x" + token]).masking(token) == .notFound(messages: ["x***"]))
        #expect(UnsplashError.unexpectedAnswer(detail: token).masking(token) == .unexpectedAnswer(detail: "***"))
        #expect(UnsplashError.serverFailed(status: 500).masking("") == .serverFailed(status: 500))
    }
}
