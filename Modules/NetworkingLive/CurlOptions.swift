import CCurl
import FoundationEssentials
import Networking

/// The options every hop sets on its easy handle.
enum CurlOptions {
    static func apply(_ hop: Hop, timeouts: HTTPTimeouts, remaining: Duration, to handle: UnsafeMutableRawPointer) {
        pocket_curl_setopt_string(handle, CURLOPT_URL, hop.url.absoluteString)
        // Only the web: no file://, no other protocol libcurl speaks.
        pocket_curl_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
        // Redirects are the client's (`Redirect`), each hop checked like the first.
        pocket_curl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0)
        // Signals are the app's (Ctrl-C); libcurl must not install handlers on a thread of its own.
        pocket_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
        // Every encoding libcurl decodes; the body limit counts the decoded bytes.
        pocket_curl_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, "")
        let request = min(timeouts.request, remaining)
        pocket_curl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, milliseconds(min(timeouts.connect, request)))
        pocket_curl_setopt_long(handle, CURLOPT_TIMEOUT_MS, milliseconds(request))
        // The connect limit again between bytes: less than a byte a second
        // for that long (waiting for the first byte included) is a stall.
        pocket_curl_setopt_long(handle, CURLOPT_LOW_SPEED_LIMIT, 1)
        pocket_curl_setopt_long(handle, CURLOPT_LOW_SPEED_TIME, max(1, (milliseconds(timeouts.connect) + 999) / 1000))
        applyMethod(hop, to: handle)
    }

    static func apply(
        headers: UnsafeMutablePointer<curl_slist>?, errorBuffer: UnsafeMutablePointer<CChar>,
        to handle: UnsafeMutableRawPointer
    ) {
        pocket_curl_setopt_list(handle, CURLOPT_HTTPHEADER, headers)
        pocket_curl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer)
    }

    private static func applyMethod(_ hop: Hop, to handle: UnsafeMutableRawPointer) {
        switch hop.method {
        case .get:
            pocket_curl_setopt_long(handle, CURLOPT_HTTPGET, 1)
        case .head:
            pocket_curl_setopt_long(handle, CURLOPT_NOBODY, 1)
        case .post, .put, .patch, .delete:
            if hop.method != .post { pocket_curl_setopt_string(handle, CURLOPT_CUSTOMREQUEST, hop.method.rawValue) }
            guard hop.method == .post || hop.body != nil else { return }
            let data = hop.body?.data ?? Data()
            pocket_curl_setopt_long(handle, CURLOPT_POST, 1)
            // The size first, so COPYPOSTFIELDS copies that many bytes (a body may hold zeros).
            pocket_curl_setopt_offset(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(data.count))
            data.withUnsafeBytes { bytes in
                let empty: StaticString = ""
                let base = bytes.baseAddress ?? UnsafeRawPointer(empty.utf8Start)
                pocket_curl_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: base))
            }
        }
    }

    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        guard seconds < Int64(Int.max / 1000) - 1 else { return Int.max / 1000 }
        return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    }
}
