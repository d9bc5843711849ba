import Foundation

/// Percent-encoding of query strings and form bodies (RFC 3986): everything
/// but the unreserved characters is encoded, so a value never changes on its
/// way to the server (a `+` stays a plus, an `&` stays in its value).
public enum QueryEncoding {
    private static let unreserved = CharacterSet(charactersIn:
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    public static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    /// `a=1&b=x%20y`, values given encoded kept as they are.
    public static func encode(_ items: [QueryItem]) -> String {
        // A loop, not `joined(separator:)`: that one's first use costs a
        // conformance look-up over the whole binary.
        var query = ""
        for item in items {
            if !query.isEmpty { query += "&" }
            query += encode(item.name) + "=" + (item.isEncoded ? item.value : encode(item.value))
        }
        return query
    }

    /// The pairs of a query string or form body, decoded (`+` read as a space,
    /// as forms write it).
    public static func decode(_ query: String) -> [(name: String, value: String)] {
        query.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func text(_ part: Substring) -> String {
                String(part).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(part)
            }
            return (text(parts[0]), parts.count > 1 ? text(parts[1]) : "")
        }
    }
}
