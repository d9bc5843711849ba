/// A URI's `user:password@` part as people type it: a password holding an
/// `@` (or `/`, `?`, `#`) unencoded. libpq splits at the first `@`, so the
/// rest of the password became the host name and showed in its error
/// ("could not translate host name"). Here the user info ends at the last
/// `@` before the host, and what it holds is percent-encoded for libpq.
enum URIUserInfo {
    static func encodingAmbiguousUserInfo(_ conninfo: String) -> String {
        let bytes = Array(conninfo.utf8)
        guard let scheme = ["postgresql://", "postgres://"].first(where: { conninfo.hasPrefix($0) }) else {
            return conninfo
        }
        let start = scheme.utf8.count
        // The host comes after the last `@` before the query (a host holds no `@`).
        let query = bytes[start...].firstIndex(of: UInt8(ascii: "?")) ?? bytes.endIndex
        guard let at = bytes[start..<query].lastIndex(of: UInt8(ascii: "@")) else { return conninfo }
        let userInfo = bytes[start..<at]
        let special: Set<UInt8> = [UInt8(ascii: "@"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#")]
        // Only a password makes it ambiguous (`host/db@x` with no `:` is a path).
        guard userInfo.contains(UInt8(ascii: ":")), userInfo.contains(where: special.contains) else { return conninfo }
        var encoded: [UInt8] = []
        var seenColon = false
        for byte in userInfo {
            // The first `:` separates user and password; any later one is the password's.
            let keep = byte == UInt8(ascii: ":") && !seenColon
            if byte == UInt8(ascii: ":") { seenColon = true }
            if special.contains(byte) || (byte == UInt8(ascii: ":") && !keep) {
                encoded += Array("%\(hex(byte >> 4))\(hex(byte & 15))".utf8)
            } else {
                encoded.append(byte)
            }
        }
        return String(decoding: Array(bytes[..<start]) + encoded + Array(bytes[at...]), as: UTF8.self)
    }

    private static func hex(_ nibble: UInt8) -> String { String(nibble, radix: 16, uppercase: true) }
}
