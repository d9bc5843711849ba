import FoundationEssentials
import SharedModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one TLS rule of every sync connection: a password and the data may
/// cross a network only encrypted. A Unix socket or a loopback address never
/// leaves the machine, so anything goes there; for any other host TLS is
/// required, added when the string says nothing, and a string that turns it
/// off (`disable`, `allow`, `prefer` may all end up in clear text) is refused.
package enum TLSRule {
    package enum Decision: Equatable, Sendable {
        /// Local: use the settings as they are.
        case keep
        /// Remote and no sslmode: connect with `sslmode=require`.
        case requireTLS
        /// Remote with an sslmode that allows clear text.
        case refuse(sslmode: String)
    }

    /// `hosts` is libpq's `host` (or `hostaddr`) value, possibly a comma-separated
    /// list; nil or empty is the default socket.
    package static func decide(hosts: String?, sslmode: String?) -> Decision {
        let list = (hosts ?? "").split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmedOfWhitespace }
        if list.allSatisfy(isLocal) { return .keep }
        guard let mode = sslmode?.lowercased(), !mode.isEmpty else { return .requireTLS }
        return ["require", "verify-ca", "verify-full"].contains(mode) ? .keep : .refuse(sslmode: mode)
    }

    /// A socket folder (starts with `/`, or `@` for Linux's abstract
    /// namespace), nothing (the default socket), or a loopback name or address.
    package static func isLocal(_ host: String) -> Bool {
        if host.isEmpty || host.hasPrefix("/") || host.hasPrefix("@") { return true }
        let name = host.lowercased()
        if name == "localhost" || name == "localhost." || name == "::1" || name == "[::1]" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
