/// What a feature needs of HTTP: send a request, or download its answer to
/// a file. The live client (NetworkingLive, over libcurl) and the test
/// doubles implement it; decorators (retries, a spinner) wrap any of them.
///
/// A non-2xx answer is thrown as `NetworkError.status`, so callers handle
/// success in one place and every failure in the error mapping.
package protocol HTTPClient: Sendable {
    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse

    /// Writes the answer's body to `path` atomically (a temporary file in the
    /// same folder, renamed over `path` only when complete, mode 0600) and
    /// returns the response with an empty body.
    func download(
        _ request: HTTPRequest, to path: String,
        progress: (@Sendable (DownloadProgress) -> Void)?
    ) async throws(NetworkError) -> HTTPResponse
}
