import FoundationEssentials
import Networking

/// What an Unsplash call can end in, decided once from the network's error
/// and the API's answer, so every command reacts to the same fault alike.
package enum UnsplashError: Error, Sendable, Equatable {
    /// 401: no valid token (expired, revoked, never given).
    case unauthorized(messages: [String])
    /// 403 with `X-Ratelimit-Remaining: 0`: the hourly limit is used up.
    case rateLimited(limit: Int?)
    /// 404: no such photo or user.
    case notFound(messages: [String])
    /// Any other 4xx, with what the API said (`{"errors": […]}`, `{"error", "error_description"}`).
    case rejected(status: Int, messages: [String])
    /// 5xx; `retried` when the request was one the client sends again
    /// (GET, DELETE), so the failure came more than once. A POST is sent once.
    case serverFailed(status: Int, retried: Bool = false)
    /// A 2xx answer that is not the documented JSON.
    case unexpectedAnswer(detail: String)
    /// No answer: refused, unreachable, timed out, cancelled, unwritable download.
    case network(NetworkError)

    /// `retried`: whether the request was an idempotent one the retrying client repeated.
    package init(_ error: NetworkError, retried: Bool = false) {
        guard case .status(let response) = error else {
            if case .decoding(let detail) = error {
                self = .unexpectedAnswer(detail: detail)
            } else {
                self = .network(error)
            }
            return
        }
        let messages = Self.messages(in: response.body)
        switch response.status {
        case 401: self = .unauthorized(messages: messages)
        case 403 where RateLimit(response.headers)?.isExhausted == true:
            self = .rateLimited(limit: RateLimit(response.headers)?.limit)
        case 429: self = .rateLimited(limit: RateLimit(response.headers)?.limit)
        case 404: self = .notFound(messages: messages)
        case 500..<600: self = .serverFailed(status: response.status, retried: retried)
        default: self = .rejected(status: response.status, messages: messages)
        }
    }

    /// The same error with every occurrence of `secret` (the access token) in
    /// the server's texts replaced by `***`: a server echoing the request's
    /// Authorization in its error must not make the app print the token.
    package func masking(_ secret: String) -> UnsplashError {
        guard !secret.isEmpty else { return self }
        let mask = { (text: String) in text.replacing(secret, with: "***") }
        switch self {
        case .unauthorized(let messages): return .unauthorized(messages: messages.map(mask))
        case .notFound(let messages): return .notFound(messages: messages.map(mask))
        case .rejected(let status, let messages): return .rejected(status: status, messages: messages.map(mask))
        case .unexpectedAnswer(let detail): return .unexpectedAnswer(detail: mask(detail))
        case .rateLimited, .serverFailed, .network: return self
        }
    }

    /// The messages of an error body in either documented form; none when
    /// the body is neither (a proxy's HTML page).
    package static func messages(in body: Data) -> [String] {
        if let api = try? UnsplashJSON.decode(APIErrorBody.self, from: body) { return api.errors }
        if let oauth = try? UnsplashJSON.decode(OAuthErrorBody.self, from: body) {
            return [oauth.errorDescription.map { oauth.error + ": " + $0 } ?? oauth.error]
        }
        return []
    }
}
