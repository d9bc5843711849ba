import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SharedModels

/// Takes passwords out of text that may reach a terminal, a log or a test
/// report. libpq echoes pieces of a connection string it cannot parse, and a
/// string may hold the password (`postgres://ann:secret@host`, `password=secret`).
public enum Redaction {
    public static let mask = "********"

    /// `text` with every occurrence of each secret (of 1 character or more) masked.
    public static func redact(_ text: String, secrets: [String]) -> String {
        var result = text
        for secret in secrets.filter({ !$0.isEmpty }).sorted(by: { $0.count > $1.count }) {
            result = result.replacing(secret, with: mask)
        }
        return result
    }

    /// The password-looking parts of a connection string libpq may not have
    /// parsed: a URI's `user:PASSWORD@`, a `password=` value (quoted or not)
    /// and a URI's `password=` query parameter.
    public static func passwordCandidates(in conninfo: String) -> [String] {
        var found: [String] = []
        if let scheme = conninfo.firstRange(of: "://") {
            let rest = conninfo[scheme.upperBound...]
            if let at = rest.lastIndex(of: "@") {
                let userInfo = rest[..<at]
                if let colon = userInfo.firstIndex(of: ":") { found.append(String(userInfo[userInfo.index(after: colon)...])) }
            }
        }
        var search = conninfo[...]
        while let key = search.firstRange(ofIgnoringCase: "password") {
            var index = key.upperBound
            while index < search.endIndex, search[index] == " " { index = search.index(after: index) }
            guard index < search.endIndex, search[index] == "=" else { search = search[key.upperBound...]; continue }
            index = search.index(after: index)
            while index < search.endIndex, search[index] == " " { index = search.index(after: index) }
            let value = valueText(search[index...])
            if !value.isEmpty { found.append(value) }
            search = search[key.upperBound...]
        }
        return found
    }

    /// A key=value value: up to the closing quote, or to a space or `&`.
    private static func valueText(_ text: Substring) -> String {
        if text.first == "'" {
            return String(text.dropFirst().prefix { $0 != "'" })
        }
        return String(text.prefix { $0 != " " && $0 != "&" && $0 != "\n" })
    }
}
