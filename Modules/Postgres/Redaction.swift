import FoundationEssentials
import SharedModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Takes passwords out of text that may reach a terminal, a log or a test
/// report. libpq echoes pieces of a connection string it cannot parse, and a
/// string may hold the password (`postgres://ann:secret@host`, `password=secret`).
package enum Redaction {
    package static let mask = "********"

    /// The shortest secret masked wherever it occurs: masking every `a` of
    /// a message for the password `a` garbled it and told the password anyway.
    package static let anywhereLength = 4

    /// `text` with the secrets masked: every value of a `password=` and the
    /// password of a URI's user info, and wherever it occurs each secret of
    /// `anywhereLength` characters or more.
    package static func redact(_ text: String, secrets: [String]) -> String {
        var result = maskFields(text, secrets: secrets.filter { !$0.isEmpty })
        for secret in secrets.filter({ $0.count >= anywhereLength }).sorted(by: { $0.count > $1.count }) {
            result = result.replacing(secret, with: mask)
        }
        return result
    }

    /// Masks the password fields of connection strings in `text`: a
    /// `password=` value and a URI's `user:PASSWORD@` (a known secret there
    /// is masked whole, even with an `@` in it).
    private static func maskFields(_ text: String, secrets: [String]) -> String {
        var result = text
        let candidates = Set(passwordCandidates(in: text) + secrets).sorted { $0.count > $1.count }
        for candidate in candidates where !candidate.isEmpty {
            for (form, masked) in [
                ("password='\(candidate)'", "password='\(mask)'"), ("password=\(candidate)", "password=\(mask)"),
                ("password = \(candidate)", "password = \(mask)"), (":\(candidate)@", ":\(mask)@"),
            ] {
                result = result.replacing(form, with: masked)
            }
        }
        return result
    }

    /// The password-looking parts of a connection string libpq may not have
    /// parsed: a URI's `user:PASSWORD@`, a `password=` value (quoted or not)
    /// and a URI's `password=` query parameter.
    package static func passwordCandidates(in conninfo: String) -> [String] {
        var found: [String] = []
        if let scheme = conninfo.firstRange(of: "://") {
            let rest = conninfo[scheme.upperBound...]
            if let at = rest.lastIndex(of: "@") {
                let userInfo = rest[..<at]
                if let colon = userInfo.firstIndex(of: ":") {
                    found.append(String(userInfo[userInfo.index(after: colon)...]))
                }
            }
        }
        var search = conninfo[...]
        while let key = search.firstRange(ofIgnoringCase: "password") {
            var index = key.upperBound
            while index < search.endIndex, search[index] == " " { index = search.index(after: index) }
            guard index < search.endIndex, search[index] == "=" else {
                search = search[key.upperBound...]
                continue
            }
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
