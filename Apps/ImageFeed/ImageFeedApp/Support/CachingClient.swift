import FoundationEssentials
import Networking

/// Keeps API pages in the cache and asks the server whether they changed:
/// a GET is sent with the cached page's `ETag` as `If-None-Match`, and a
/// `304 Not Modified` is answered from the cache. Every answer is still the
/// server's own word (a like shows at once), but an unchanged page costs
/// no body. The key is the URL and a hash of the caller's Authorization
/// (users see their own `liked_by_user`), never the token itself.
struct CachingClient: HTTPClient {
    let base: any HTTPClient
    let cache: FileCache

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        guard request.method == .get, request.body == nil else { return try await base.send(request) }
        let key =
            "api " + FileCache.name(for: request.headers["Authorization"] ?? "") + " " + request.path + "?"
            + QueryEncoding.encode(request.query)
        let cached = cache.read(key).flatMap(CachedPage.init(data:))
        var conditional = request
        if let cached { conditional.headers["If-None-Match"] = cached.etag }
        do {
            let response = try await base.send(conditional)
            if let etag = response.headers["ETag"] {
                try? cache.write(CachedPage(etag: etag, body: response.body).data, for: key)
            }
            return response
        } catch {
            if case .status(let answer) = error, answer.status == 304, let cached {
                return HTTPResponse(status: 200, headers: answer.headers, body: cached.body, url: answer.url)
            }
            throw error
        }
    }

    func download(
        _ request: HTTPRequest, to path: String,
        progress: (@Sendable (DownloadProgress) -> Void)?
    ) async throws(NetworkError) -> HTTPResponse {
        try await base.download(request, to: path, progress: progress)
    }
}

/// A cached page: its ETag on the first line, then the body as received.
struct CachedPage: Equatable {
    var etag: String
    var body: Data

    var data: Data {
        var data = Data(Array(etag.utf8))
        data.append(0x0A)
        data.append(body)
        return data
    }

    init(etag: String, body: Data) {
        self.etag = etag
        self.body = body
    }

    init?(data: Data) {
        guard let newline = data.firstIndex(of: 0x0A) else { return nil }
        etag = String(decoding: data[data.startIndex..<newline], as: UTF8.self)
        body = Data(data[data.index(after: newline)...])
    }
}
