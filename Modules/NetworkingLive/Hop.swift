import FoundationEssentials
import Networking

/// One request of an exchange that may follow redirects: where it goes and
/// what it carries. The first comes from the `HTTPRequest`, each next one
/// from `Redirect.next`.
struct Hop: Sendable {
    var url: URL
    var method: HTTPMethod
    /// The client's default headers under the request's own.
    var headers: [String: String]
    var body: HTTPBody?

    /// Header lines as libcurl takes them; the body's type unless one was given.
    var headerLines: [String] {
        var lines: [String] = []
        for (name, value) in headers {
            // A CR or LF would start a header of the caller's making.
            let clean = String(value.unicodeScalars.filter { $0 != "\r" && $0 != "\n" })
            // "Name;" is how libcurl sends a header with an empty value.
            lines.append(clean.isEmpty ? name + ";" : name + ": " + clean)
        }
        if let body, !headers.keys.contains(where: { $0.lowercased() == "content-type" }) {
            lines.append("Content-Type: " + body.contentType)
        }
        // libcurl waits for "100 Continue" before a large body; the API never sends one.
        lines.append("Expect:")
        return lines
    }
}

/// Redirects followed by the client rather than by libcurl, so every hop
/// passes the same URL rule as the first request and credentials stay with
/// the host they were meant for.
enum Redirect {
    /// Hops after the first.
    static let limit = 5

    /// The hop `answer` sends `hop` on to, nil when it is not a redirect.
    /// Throws when the new URL is not one the client may use.
    static func next(after answer: HopAnswer, of hop: Hop, origin: URL) throws(NetworkError) -> Hop? {
        guard [301, 302, 303, 307, 308].contains(answer.response.status), let location = answer.redirectURL else {
            return nil
        }
        guard let url = URL(string: location), url.host != nil,
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else {
            throw .invalidURL(location)
        }
        guard URLBuilder.isAllowed(url) else { throw .insecureURL(location) }
        var next = hop
        next.url = url
        // What browsers and libcurl do: 303 asks for a GET, and a POST sent
        // on by 301 or 302 becomes one; 307 and 308 keep the method and body.
        let status = answer.response.status
        if (status == 303 && hop.method != .head) || ((status == 301 || status == 302) && hop.method == .post) {
            next.method = .get
            next.body = nil
        }
        if !isSameOrigin(url, origin) {
            for name in next.headers.keys where name.lowercased() == "authorization" { next.headers[name] = nil }
        }
        return next
    }

    /// Same scheme, host and port: the token for api.unsplash.com is not
    /// shown to a host the answer points to.
    static func isSameOrigin(_ a: URL, _ b: URL) -> Bool {
        func port(_ url: URL) -> Int { url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80) }
        return a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased()
            && port(a) == port(b)
    }
}

/// What one hop got: the answer and, for a redirect, libcurl's absolute
/// form of its `Location`.
struct HopAnswer: Sendable {
    var response: HTTPResponse
    var redirectURL: String?
}
