import FoundationEssentials

/// Builds the URL a request goes to, and decides which URLs may be used at all.
package enum URLBuilder {
    /// `base` joined with `request.path` (unless that is absolute) and the
    /// encoded query. Throws `.invalidURL` for what is not an http(s) URL.
    package static func url(for request: HTTPRequest, base: URL?) throws(NetworkError) -> URL {
        var text: String
        if request.path.hasPrefix("http://") || request.path.hasPrefix("https://") {
            text = request.path
        } else {
            guard let base else { throw .invalidURL(request.path) }
            var root = base.absoluteString
            while root.hasSuffix("/") { root.removeLast() }
            var path = Substring(request.path)
            while path.hasPrefix("/") { path = path.dropFirst() }
            text = root + "/" + path
        }
        if !request.query.isEmpty {
            text += (text.contains("?") ? "&" : "?") + QueryEncoding.encode(request.query)
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            url.host != nil
        else {
            throw .invalidURL(text)
        }
        return url
    }

    /// Whether `url` may be used: `https`, or plain `http` to this machine
    /// only (`localhost`, `127.0.0.0/8`, `::1`), where nothing travels a network.
    package static func isAllowed(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https": return url.host != nil
        case "http": return url.host.map(isLoopback) ?? false
        default: return false
        }
    }

    package static func isLoopback(_ host: String) -> Bool {
        // `[::1]` as URL hosts write it; Foundation's trimming would cost a
        // cold `image-feed feed` more than the rest of this check.
        var host = Substring(host.lowercased())
        while host.first == "[" || host.first == "]" { host.removeFirst() }
        while host.last == "[" || host.last == "]" { host.removeLast() }
        if host == "localhost" || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
