import FoundationEssentials
import Localization

/// Why a connection failed before any answer came.
package enum TransportFailure: String, Sendable, Equatable {
    case connectionRefused, hostNotFound, connectionLost, notConnected, secureConnection, other
}

/// Everything a request can end in other than a successful answer.
package enum NetworkError: Error, Sendable, Equatable {
    /// Not an http(s) URL with a host.
    case invalidURL(String)
    /// Plain `http` to a host that is not this machine.
    case insecureURL(String)
    /// No answer: refused, unknown host, dropped; `detail` is the system's words.
    case transport(TransportFailure, detail: String)
    /// The connect or request timeout ran out.
    case timedOut
    /// The caller gave up (Ctrl-C, a cancelled task).
    case cancelled
    /// An answer outside 2xx; the response keeps its headers and body, so
    /// the API's client can decode what the server said.
    case status(HTTPResponse)
    /// A 2xx answer whose body is not what was expected.
    case decoding(String)
    /// A download could not be written.
    case file(path: String, detail: FileProblem)
    /// The answer's body grew past `limit` bytes; the transfer was stopped there.
    case bodyTooLarge(limit: Int)
    /// More than `limit` redirects in a row.
    case tooManyRedirects(limit: Int)

    /// Worth asking again: no answer came, or the server failed (5xx).
    package var isTransient: Bool {
        switch self {
        case .transport, .timedOut: true
        case .status(let response): (500..<600).contains(response.status)
        default: false
        }
    }

    /// One line in `l`'s language; URLs and details are cleaned by the caller's presenter.
    package func message(_ l: Localizer) -> String {
        switch self {
        case .invalidURL(let url): l(.networkErrorInvalidURL(url))
        case .insecureURL(let url): l(.networkErrorInsecureURL(url))
        case .transport(let failure, let detail): transportMessage(failure, detail, l)
        case .timedOut: l(.networkErrorTimedOut)
        case .cancelled: l(.networkErrorCancelled)
        case .status(let response): l(.networkErrorStatus(response.status))
        case .decoding(let detail): l(.networkErrorDecoding(DecodingDetail.localized(detail, l)))
        case .file(let path, let detail): l(.networkErrorFile(path, detail.message(l)))
        // The catalog has no texts of their own yet: the transport message with an English detail.
        case .bodyTooLarge(let limit): l(.networkErrorBodyTooLarge(limit))
        case .tooManyRedirects(let limit): l(.networkErrorTooManyRedirects(limit))
        }
    }

    private func transportMessage(_ failure: TransportFailure, _ detail: String, _ l: Localizer) -> String {
        switch failure {
        case .connectionRefused: l(.networkErrorRefused)
        case .hostNotFound: l(.networkErrorHostNotFound)
        case .connectionLost: l(.networkErrorConnectionLost)
        case .notConnected: l(.networkErrorNotConnected)
        case .secureConnection: l(.networkErrorSecureConnection)
        case .other: l(.networkErrorTransport(detail))
        }
    }
}
