import Foundation
import Networking
import Testing

@testable import UnsplashClient

@Suite struct APITests {
    static func pageAnswer(_ photos: [[String: Any]], headers: [String: String] = [:]) throws -> HTTPResponse {
        HTTPResponse(status: 200, headers: HTTPHeaders(headers), body: try Fixture.json(photos))
    }

    @Test func everyRequestCarriesTheVersionAndTheBearerToken() async throws {
        let body = try Fixture.json(Array(Fixture.objects("photos.json")[10..<20]))
        let client = RecordingClient { _ throws(NetworkError) in
            HTTPResponse(
                status: 200,
                headers: HTTPHeaders([
                    "Link": "<https://api.unsplash.com/photos?page=3>; rel=\"next\"",
                    "X-Ratelimit-Limit": "50", "X-Ratelimit-Remaining": "42",
                ]),
                body: body)
        }
        let page = try await UnsplashAPI(client: client, token: "secret-token").photos(page: 2)
        let request = try #require(client.sent.first)
        #expect(request.method == .get && request.path == "photos")
        #expect(request.query == [QueryItem("page", "2"), QueryItem("per_page", "10")])
        #expect(request.headers == ["Accept-Version": "v1", "Authorization": "Bearer secret-token"])
        #expect(page.photos.count == 10 && page.page == 2 && page.perPage == 10)
        #expect(page.links["next"] == "https://api.unsplash.com/photos?page=3" && page.hasNext)
        #expect(page.rateLimit == RateLimit(limit: 50, remaining: 42))
    }

    @Test func pathsOfEveryEndpoint() async throws {
        let photo = try #require(Fixture.objects("photos.json").first)
        let me = try JSONSerialization.jsonObject(with: Fixture.data("me.json"))
        let (photoData, meData) = (try Fixture.json(photo), try Fixture.json(me))
        let (likeData, listData) = (try Fixture.json(["photo": photo, "user": me]), try Fixture.json([photo]))
        let client = RecordingClient { request throws(NetworkError) in
            let body: Data =
                switch request.path {
                case let path where path.hasSuffix("/like"): likeData
                case "me": meData
                case let path where path.hasSuffix("/likes"): listData
                case let path where path.contains("/download"): Data(#"{"url":"https://images/x.jpg"}"#.utf8)
                default: photoData
                }
            return HTTPResponse(status: 200, body: body)
        }
        let api = UnsplashAPI(client: client, token: "t")
        let shown = try await api.photo(id: "abc/../me")
        _ = try await api.like(id: "abc")
        _ = try await api.unlike(id: "abc")
        _ = try await api.me()
        _ = try await api.likes(of: "pocket_tester", page: 3, perPage: 5)
        try await api.trackDownload(of: shown)
        let sent = client.sent.map { $0.method.rawValue + " " + $0.path }
        #expect(
            sent == [
                "GET photos/abc%2F..%2Fme", "POST photos/abc/like", "DELETE photos/abc/like", "GET me",
                "GET users/pocket_tester/likes", "GET " + (shown.links.downloadLocation ?? ""),
            ])
        #expect(client.sent[4].query == [QueryItem("page", "3"), QueryItem("per_page", "5")])
    }

    @Test func authorizeURLKeepsThePlusSignsAndTheState() throws {
        let oauth = OAuth(
            authBase: URL(string: "https://unsplash.com/")!, accessKey: "key one", secretKey: "s",
            redirectURI: "http://127.0.0.1:8765/callback")
        let url = oauth.authorizeURL(state: "0123abcd")
        #expect(
            url
                == "https://unsplash.com/oauth/authorize?client_id=key%20one"
                + "&redirect_uri=http%3A%2F%2F127.0.0.1%3A8765%2Fcallback"
                + "&response_type=code&scope=public+read_user+write_likes&state=0123abcd")
        let request = oauth.tokenRequest(code: "c+d")
        #expect(request.method == .post && request.path == "https://unsplash.com/oauth/token")
        #expect(
            String(decoding: request.body?.data ?? Data(), as: UTF8.self)
                == "client_id=key%20one&client_secret=s&redirect_uri=http%3A%2F%2F127.0.0.1%3A8765%2Fcallback"
                + "&code=c%2Bd&grant_type=authorization_code"
        )
        let states = Set((0..<50).map { _ in OAuth.newState() })
        #expect(states.count == 50 && states.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test(arguments: [
        (401, [:], UnsplashError.unauthorized(messages: ["fake"])),
        (403, ["X-Ratelimit-Remaining": "0", "X-Ratelimit-Limit": "50"], UnsplashError.rateLimited(limit: 50)),
        (403, ["X-Ratelimit-Remaining": "7"], UnsplashError.rejected(status: 403, messages: ["fake"])),
        (429, [:], UnsplashError.rateLimited(limit: nil)),
        (404, [:], UnsplashError.notFound(messages: ["fake"])),
        (422, [:], UnsplashError.rejected(status: 422, messages: ["fake"])),
        (500, [:], UnsplashError.serverFailed(status: 500, retried: true)),
        (503, [:], UnsplashError.serverFailed(status: 503, retried: true)),
    ])
    func statusesMapToOneErrorEach(status: Int, headers: [String: String], expected: UnsplashError) async {
        let client = RecordingClient { _ throws(NetworkError) in
            throw .status(
                HTTPResponse(status: status, headers: HTTPHeaders(headers), body: Data(#"{"errors":["fake"]}"#.utf8)))
        }
        await #expect(throws: expected) { try await UnsplashAPI(client: client, token: "t").me() }
    }

    /// A like (POST) is sent once, so its 5xx does not claim repeated failures; an unlike (DELETE) is retried.
    @Test func serverFailureSaysWhetherTheRequestWasRepeated() async {
        let client = RecordingClient { _ throws(NetworkError) in throw .status(HTTPResponse(status: 503)) }
        let api = UnsplashAPI(client: client, token: "t")
        await #expect(throws: UnsplashError.serverFailed(status: 503, retried: false)) { try await api.like(id: "a") }
        await #expect(throws: UnsplashError.serverFailed(status: 503, retried: true)) { try await api.unlike(id: "a") }
    }

    @Test func transportFailuresStayNetworkErrors() async {
        for failure in [NetworkError.timedOut, .transport(.connectionRefused, detail: "x"), .cancelled] {
            let client = RecordingClient { _ throws(NetworkError) in throw failure }
            await #expect(throws: UnsplashError.network(failure)) {
                try await UnsplashAPI(client: client, token: "t").photo(id: "a")
            }
        }
    }

    @Test func oauthErrorBodyGivesItsWords() async {
        let client = RecordingClient { _ throws(NetworkError) in
            throw .status(
                HTTPResponse(status: 400, body: Data(#"{"error":"invalid_grant","error_description":"expired"}"#.utf8)))
        }
        let oauth = OAuth(
            authBase: URL(string: "https://unsplash.com")!, accessKey: "a", secretKey: "b",
            redirectURI: OAuth.outOfBandRedirect)
        await #expect(throws: UnsplashError.rejected(status: 400, messages: ["invalid_grant: expired"])) {
            try await oauth.exchange(code: "x", with: client)
        }
    }
}
