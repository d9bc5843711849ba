import Foundation
import FoundationNetworking
import Networking

/// The live `HTTPClient` over `URLSession` (libcurl underneath): the base URL
/// and default headers added to every request, the connect timeout as the
/// session's idle timeout and the request timeout as a deadline on the whole
/// exchange, task cancellation passed on to the transfer.
///
/// Only this module links FoundationNetworking, and only `image-feed` and
/// `pocket` link this module, so the other apps never load libcurl.
public struct URLSessionClient: HTTPClient {
    public let baseURL: URL?
    public let defaultHeaders: [String: String]
    public let timeouts: HTTPTimeouts

    public init(baseURL: URL?, defaultHeaders: [String: String] = [:], timeouts: HTTPTimeouts = .standard) {
        self.baseURL = baseURL; self.defaultHeaders = defaultHeaders; self.timeouts = timeouts
    }

    private var session: URLSession { Self.sharedSession }

    /// One session for every client of the process: making one costs more
    /// than a whole request to a nearby server (measured with callgrind), and
    /// their settings are the same.
    private static let sharedSession = URLSession(configuration: configuration())

    /// The settings of every session here (downloads make their own, for
    /// their delegate). Caching is the app's (its cache folder with a size
    /// cap), so none in memory here, and no cookies.
    ///
    /// Every configuration, even an ephemeral one, builds Foundation's shared
    /// `URLCache`, and that one makes a folder in the user's cache folder
    /// (`org.swift.foundation.URLCache/NAME`) after looking the folder up. A
    /// cache that keeps nothing, put in its place first, leaves no folder
    /// behind and skips the look-up; its own `mkdir -p` is of `/`, which is
    /// there. The default configuration then costs less than the ephemeral
    /// one, which is built from it and adds three stores these sessions
    /// never use.
    static func configuration() -> URLSessionConfiguration {
        _ = emptySharedCache
        let configuration = URLSessionConfiguration.default
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        // With a store of nil Foundation still parses every response header
        // line for cookies (1.1 M instructions of a cold `feed`); the
        // policy "never" is what it checks first.
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpShouldSetCookies = false
        return configuration
    }

    private static let emptySharedCache: Void = {
        URLCache.shared = URLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: "/")
    }()

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let urlRequest = try makeRequest(request)
        let limits = request.timeouts ?? timeouts
        let response = try await Deadline.run(limits.request) { () async throws(NetworkError) in
            try await TransferTask.data(session, urlRequest)
        }
        guard response.isSuccess else { throw .status(response) }
        return response
    }

    public func download(_ request: HTTPRequest, to path: String,
                         progress: (@Sendable (DownloadProgress) -> Void)?) async throws(NetworkError) -> HTTPResponse {
        let urlRequest = try makeRequest(request)
        let limits = request.timeouts ?? timeouts
        return try await Deadline.run(limits.request) { () async throws(NetworkError) in
            try await FileDownload.run(urlRequest, to: path, progress: progress)
        }
    }

    /// The `URLRequest` for `request`: URL checked (https, or http to this
    /// machine), default headers under the request's own, the body's type.
    func makeRequest(_ request: HTTPRequest) throws(NetworkError) -> URLRequest {
        let url = try URLBuilder.url(for: request, base: baseURL)
        guard URLBuilder.isAllowed(url) else { throw .insecureURL(url.absoluteString) }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.timeoutInterval = Self.seconds(request.timeouts?.connect ?? timeouts.connect)
        for (name, value) in defaultHeaders.merging(request.headers, uniquingKeysWith: { $1 }) {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        if let body = request.body {
            urlRequest.httpBody = body.data
            if request.headers.keys.contains(where: { $0.lowercased() == "content-type" }) == false {
                urlRequest.setValue(body.contentType, forHTTPHeaderField: "Content-Type")
            }
        }
        return urlRequest
    }

    static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
