import CCurl
import FoundationEssentials
import Networking
import Synchronization

/// Where a hop's body goes: memory (an answer, up to `BodyLimits.answer`) or,
/// for a download's 2xx answer, the partial file (up to `BodyLimits.download`).
enum BodyDestination: Sendable {
    case memory
    case file(PartialFile, progress: (@Sendable (DownloadProgress) -> Void)?)
}

/// One hop on a libcurl easy handle, with the callbacks that collect its
/// answer. Made by the caller, run by `CurlLoop`, which calls `finish` once.
///
/// `@unchecked Sendable`: it wraps a CURL easy handle. Its answer is written
/// by the loop's thread only, while the transfer runs, and read by the
/// caller after `finish` resumed it; the cancel flag is atomic.
final class CurlTransfer: @unchecked Sendable {
    let handle: UnsafeMutableRawPointer
    private let headerList: UnsafeMutablePointer<curl_slist>?
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
    private let destination: BodyDestination
    /// The largest body that goes to the destination (`BodyLimits`).
    private let limit: Int
    private let cancelled = Atomic<Bool>(false)
    private var headers = HTTPHeaders()
    private var body = Data()
    private var received: Int64 = 0
    /// Why the write callback stopped the transfer (too large, a full disk).
    private var stopReason: NetworkError?
    var continuation: CheckedContinuation<Settled<HopAnswer>, Never>?

    init(_ hop: Hop, timeouts: HTTPTimeouts, remaining: Duration, destination: BodyDestination, limits: BodyLimits) {
        handle = curl_easy_init()
        self.destination = destination
        limit = if case .file = destination { limits.download } else { limits.answer }
        errorBuffer.initialize(to: 0)
        var list: UnsafeMutablePointer<curl_slist>?
        for line in hop.headerLines { list = curl_slist_append(list, line) }
        headerList = list
        CurlOptions.apply(hop, timeouts: timeouts, remaining: remaining, to: handle)
        CurlOptions.apply(headers: headerList, errorBuffer: errorBuffer, to: handle)
        // An announced length over the limit is refused before any byte; an
        // unannounced one is counted in `receive`.
        pocket_curl_setopt_offset(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limit))
        installCallbacks()
    }

    deinit {
        curl_easy_cleanup(handle)
        curl_slist_free_all(headerList)
        errorBuffer.deallocate()
    }

    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    func cancel() { cancelled.store(true, ordering: .releasing) }

    private func installCallbacks() {
        let me = Unmanaged.passUnretained(self).toOpaque()
        pocket_curl_setopt_write(handle, CURLOPT_WRITEFUNCTION) { data, size, count, me in
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(me!).takeUnretainedValue()
            // Any count but the one given makes libcurl stop with CURLE_WRITE_ERROR.
            return transfer.receive(UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
        }
        pocket_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, me)
        pocket_curl_setopt_write(handle, CURLOPT_HEADERFUNCTION) { data, size, count, me in
            Unmanaged<CurlTransfer>.fromOpaque(me!).takeUnretainedValue()
                .receiveHeader(UnsafeRawBufferPointer(start: data, count: size * count))
            return size * count
        }
        pocket_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, me)
        // Called while the transfer runs, and about once a second when it
        // waits: a cancelled transfer ends at the next call.
        pocket_curl_setopt_long(handle, CURLOPT_NOPROGRESS, 0)
        pocket_curl_setopt_xferinfo(handle) { me, _, _, _, _ in
            Unmanaged<CurlTransfer>.fromOpaque(me!).takeUnretainedValue().isCancelled ? 1 : 0
        }
        pocket_curl_setopt_pointer(handle, CURLOPT_XFERINFODATA, me)
    }

    private var status: Int {
        var code = 0
        pocket_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &code)
        return code
    }

    /// A piece of the body; false stops the transfer.
    private func receive(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if isCancelled { return false }
        if case .file(let file, let progress) = destination, (200..<300).contains(status) {
            received += Int64(bytes.count)
            guard received <= limit else {
                stopReason = .bodyTooLarge(limit: limit)
                return false
            }
            do { try file.append(bytes) } catch {
                stopReason = error
                return false
            }
            var expected: curl_off_t = -1
            pocket_curl_getinfo_offset(handle, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &expected)
            progress?(DownloadProgress(received: received, expected: expected > 0 ? Int64(expected) : nil))
            return true
        }
        if case .file = destination {
            // A download's error page (or a redirect's) is kept for the error, its start is enough.
            let room = max(0, 65_536 - body.count)
            append(UnsafeRawBufferPointer(rebasing: bytes.prefix(room)))
            return true
        }
        guard body.count + bytes.count <= limit else {
            stopReason = .bodyTooLarge(limit: limit)
            return false
        }
        append(bytes)
        return true
    }

    private func append(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        body.append(base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
    }

    /// One header line; a status line starts the headers of a new answer
    /// (after a "100 Continue", or a proxy's "200 Connection established").
    private func receiveHeader(_ bytes: UnsafeRawBufferPointer) {
        let line = String(decoding: bytes, as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            headers = HTTPHeaders()
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        // Spaces, tabs and the line's "\r\n" (one Character, which `isWhitespace` covers).
        var value = line[line.index(after: colon)...]
        while let first = value.first, first.isWhitespace { value.removeFirst() }
        while let last = value.last, last.isWhitespace { value.removeLast() }
        headers[String(line[..<colon])] = String(value)
    }

    /// Called by the loop once, when libcurl is done with the transfer (or
    /// it was cancelled): resumes the caller with the answer or the error.
    func finish(_ code: CURLcode) {
        let result: Settled<HopAnswer>
        if isCancelled {
            result = .failure(.cancelled)
        } else if code == CURLE_OK {
            result = .value(answer())
        } else if let stopReason {
            result = .failure(stopReason)
        } else if code == CURLE_FILESIZE_EXCEEDED {
            result = .failure(.bodyTooLarge(limit: limit))
        } else {
            var osError = 0
            pocket_curl_getinfo_long(handle, CURLINFO_OS_ERRNO, &osError)
            let detail =
                errorBuffer.pointee != 0 ? String(cString: errorBuffer) : String(cString: curl_easy_strerror(code))
            result = .failure(CurlFailure.networkError(code, osError: osError, detail: detail))
        }
        let waiting = continuation
        continuation = nil
        waiting?.resume(returning: result)
    }

    private func answer() -> HopAnswer {
        let url = string(CURLINFO_EFFECTIVE_URL).flatMap { URL(string: $0) }
        let response = HTTPResponse(status: status, headers: headers, body: body, url: url)
        return HopAnswer(response: response, redirectURL: string(CURLINFO_REDIRECT_URL))
    }

    private func string(_ info: CURLINFO) -> String? {
        var value: UnsafeMutablePointer<CChar>?
        guard pocket_curl_getinfo_string(handle, info, &value) == CURLE_OK, let value else { return nil }
        return String(cString: value)
    }
}
