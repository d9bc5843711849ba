import FoundationEssentials
import Networking

/// Unsplash's OAuth 2 authorization-code flow: the page the user approves
/// the app on, and the exchange of the code it returns for a token.
package struct OAuth: Sendable {
    /// `https://unsplash.com` (or the fake server's address).
    package let authBase: URL
    package let accessKey: String
    package let secretKey: String
    package let redirectURI: String

    package init(authBase: URL, accessKey: String, secretKey: String, redirectURI: String) {
        self.authBase = authBase
        self.accessKey = accessKey
        self.secretKey = secretKey
        self.redirectURI = redirectURI
    }

    /// The out-of-band redirect: Unsplash shows the code for the user to paste.
    package static let outOfBandRedirect = "urn:ietf:wg:oauth:2.0:oob"
    /// What the app asks to do: read public data and the user's profile, like photos.
    package static let scope = "public+read_user+write_likes"

    /// `AUTH/oauth/authorize?client_id=…&redirect_uri=…&response_type=code&scope=public+read_user+write_likes&state=…`,
    /// the scope's plus signs sent as they are (Unsplash separates scopes by them).
    package func authorizeURL(state: String) -> String {
        let query = QueryEncoding.encode([
            QueryItem("client_id", accessKey), QueryItem("redirect_uri", redirectURI),
            QueryItem("response_type", "code"),
            QueryItem("scope", encodedValue: Self.scope), QueryItem("state", state),
        ])
        return Self.join(authBase, "oauth/authorize") + "?" + query
    }

    /// `POST AUTH/oauth/token` (form body, `grant_type=authorization_code`).
    package func tokenRequest(code: String) -> HTTPRequest {
        HTTPRequest(
            .post, Self.join(authBase, "oauth/token"),
            body: .form([
                QueryItem("client_id", accessKey), QueryItem("client_secret", secretKey),
                QueryItem("redirect_uri", redirectURI),
                QueryItem("code", code), QueryItem("grant_type", "authorization_code"),
            ]))
    }

    /// The token for `code`; an OAuth error body comes back as `.rejected`/`.unauthorized` with its words.
    package func exchange(code: String, with client: any HTTPClient) async throws(UnsplashError) -> TokenResponse {
        let response: HTTPResponse
        do {
            response = try await client.send(tokenRequest(code: code))
        } catch {
            throw UnsplashError(error)
        }
        return try UnsplashAPI.decode(TokenResponse.self, from: response)
    }

    /// A fresh `state`: 128 random bits as hex, so no other page can complete this login.
    package static func newState() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let text = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }.joined()
    }

    static func join(_ base: URL, _ path: String) -> String {
        var root = base.absoluteString
        while root.hasSuffix("/") { root.removeLast() }
        return root + "/" + path
    }
}
