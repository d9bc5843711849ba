import FoundationEssentials
import Networking

/// The live `HTTPClient` over libcurl: the base URL and default headers
/// added to every request; the connect timeout, a stall limit and the
/// request timeout as a deadline on the whole exchange (redirects included);
/// task cancellation ending the transfer; redirects followed here, each hop
/// checked like the first; bodies no larger than `bodyLimits`.
///
/// Only this module links libcurl, and only `image-feed` and `pocket` link
/// this module, so the other apps never load it.
package struct CurlClient: HTTPClient {
    package let baseURL: URL?
    package let defaultHeaders: [String: String]
    package let timeouts: HTTPTimeouts
    package let bodyLimits: BodyLimits

    package init(
        baseURL: URL?, defaultHeaders: [String: String] = [:], timeouts: HTTPTimeouts = .standard,
        bodyLimits: BodyLimits = .standard
    ) {
        self.baseURL = baseURL
        self.defaultHeaders = defaultHeaders
        self.timeouts = timeouts
        self.bodyLimits = bodyLimits
    }

    package func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let response = try await exchange(request, into: .memory)
        guard response.isSuccess else { throw .status(response) }
        return response
    }

    package func download(
        _ request: HTTPRequest, to path: String,
        progress: (@Sendable (DownloadProgress) -> Void)?
    ) async throws(NetworkError) -> HTTPResponse {
        let file = try PartialFile(target: path)
        do throws(NetworkError) {
            let response = try await exchange(request, into: .file(file, progress: progress))
            guard response.isSuccess else { throw .status(response) }
            try file.commit()
            return response
        } catch {
            file.discard()
            throw error
        }
    }

    /// The request and the redirects it leads to, until an answer that is
    /// not one; the body of a 2xx answer goes to `destination`.
    func exchange(_ request: HTTPRequest, into destination: BodyDestination) async throws(NetworkError) -> HTTPResponse
    {
        let limits = request.timeouts ?? timeouts
        let deadline = ContinuousClock.now + limits.request
        var hop = try firstHop(request)
        let origin = hop.url
        for _ in 0...Redirect.limit {
            let remaining = deadline - .now
            guard remaining > .zero else { throw .timedOut }
            let transfer = CurlTransfer(
                hop, timeouts: limits, remaining: remaining, destination: destination, limits: bodyLimits)
            let answer = try await CurlLoop.shared.perform(transfer).get()
            guard let next = try Redirect.next(after: answer, of: hop, origin: origin) else { return answer.response }
            hop = next
        }
        throw .tooManyRedirects(limit: Redirect.limit)
    }

    /// The first hop of `request`: URL checked (https, or http to this
    /// machine), default headers under the request's own. An absolute URL
    /// on another origin than the base URL's (a `download_location` the
    /// server names) gets no `Authorization`: the token is for its API host.
    func firstHop(_ request: HTTPRequest) throws(NetworkError) -> Hop {
        let url = try URLBuilder.url(for: request, base: baseURL)
        guard URLBuilder.isAllowed(url) else { throw .insecureURL(url.absoluteString) }
        var headers = defaultHeaders.merging(request.headers, uniquingKeysWith: { $1 })
        if let baseURL, !Redirect.isSameOrigin(url, baseURL) {
            headers = headers.filter { $0.key.lowercased() != "authorization" }
        }
        return Hop(url: url, method: request.method, headers: headers, body: request.body)
    }
}
