import FoundationEssentials
import Networking
import SharedModels

/// `X-Ratelimit-Limit` and `X-Ratelimit-Remaining`: requests allowed an hour and left.
package struct RateLimit: Sendable, Equatable {
    package var limit: Int?
    package var remaining: Int?

    package init(limit: Int?, remaining: Int?) {
        self.limit = limit
        self.remaining = remaining
    }

    /// Nil when the answer carried neither header.
    package init?(_ headers: HTTPHeaders) {
        let limit = Self.lastNumber(headers["X-Ratelimit-Limit"])
        let remaining = Self.lastNumber(headers["X-Ratelimit-Remaining"])
        guard limit != nil || remaining != nil else { return nil }
        self.init(limit: limit, remaining: remaining)
    }

    package var isExhausted: Bool { remaining == 0 }

    /// A field sent more than once may arrive folded into one (`12, 0`, RFC 9110
    /// §5.3): the last value is the newest, as when the lines stay apart.
    static func lastNumber(_ value: String?) -> Int? {
        guard let last = value?.split(separator: ",", omittingEmptySubsequences: false).last else { return nil }
        return Int(String(last).trimmedOfWhitespace)
    }
}

/// RFC 8288 `Link: <url>; rel="next", <url>; rel="last"` as `rel → url`.
package enum LinkHeader {
    package static func parse(_ value: String?) -> [String: String] {
        guard let value else { return [:] }
        var links: [String: String] = [:]
        for part in splitOutsideBrackets(value) {
            guard let open = part.firstIndex(of: "<"), let close = part[open...].firstIndex(of: ">") else { continue }
            let url = String(part[part.index(after: open)..<close])
            for parameter in part[part.index(after: close)...].split(separator: ";") {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { String($0).trimmedOfWhitespace }
                guard pair.count == 2, pair[0].lowercased() == "rel" else { continue }
                var rels = Substring(pair[1])
                while rels.first == "\"" { rels.removeFirst() }
                while rels.last == "\"" { rels.removeLast() }
                for rel in rels.split(separator: " ") {
                    links[String(rel).lowercased()] = url
                }
            }
        }
        return links
    }

    /// Commas inside `<…>` belong to the URL.
    private static func splitOutsideBrackets(_ text: String) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "<": depth += 1
            case ">": depth = max(0, depth - 1)
            case "," where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }
}
