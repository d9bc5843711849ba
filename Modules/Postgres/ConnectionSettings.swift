import CPostgres
import FoundationEssentials
import SharedModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a sync connection goes, as libpq keywords and values, with the TLS
/// rule applied and a label that never holds the password.
///
/// The string comes from, in this order: `--url`, `POCKET_SYNC_URL`, or the
/// first line of `$XDG_CONFIG_HOME/pocket/sync.conf` (default
/// `~/.config/pocket/sync.conf`) that is neither empty nor a `#` comment. It is
/// a libpq URI (`postgresql://ann@db.example.com/pocket`) or key=value string
/// (`host=db.example.com dbname=pocket user=ann`); libpq parses it, so every
/// keyword it knows works, and the environment libpq reads (`PGHOST`,
/// `PGSSLMODE`, `~/.pgpass`…) fills what the string leaves out.
package struct ConnectionSettings: Sendable, Equatable {
    /// Where the string was found.
    package enum Source: Sendable, Equatable {
        case option, environment
        case file(String)
    }

    /// The keywords and values passed to `PQconnectdbParams`, in libpq's order.
    package let keywords: [String]
    package let values: [String]
    package let source: Source
    /// `user@host:port/dbname` for display (`sync status`).
    package let label: String

    /// The most a round trip may take, in seconds (`POCKET_SYNC_TIMEOUT`,
    /// default 30): connecting, and each statement (`PostgresConnection`).
    package let timeout: Int
    package static let defaultTimeout = 30

    /// The value of `keyword`, if set.
    package func value(_ keyword: String) -> String? {
        keywords.firstIndex(of: keyword).map { values[$0] }
    }

    /// The passwords the connection may use (the string's, `PGPASSWORD`):
    /// what every error text is cleaned of.
    let secrets: [String]

    /// The sync.conf path for `environment`.
    package static func configFile(environment: [String: String]) -> String {
        if let folder = environment[.xdgConfigHome], folder.hasPrefix("/") { return folder + "/pocket/sync.conf" }
        let home =
            environment[.home].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return home + "/.config/pocket/sync.conf"
    }

    /// The settings from `--url` (`url`), the environment or sync.conf, in that order.
    package static func resolve(url: String?, environment: [String: String]) throws(PostgresError) -> ConnectionSettings
    {
        if let url, !url.trimmedOfWhitespace.isEmpty {
            return try ConnectionSettings(conninfo: url, source: .option, environment: environment)
        }
        if let text = environment[.syncURL], !text.trimmedOfWhitespace.isEmpty {
            return try ConnectionSettings(conninfo: text, source: .environment, environment: environment)
        }
        let file = configFile(environment: environment)
        guard FileManager.default.fileExists(atPath: file) else { throw .notConfigured(configFile: file) }
        // The file may hold a password: like ~/.pgpass, only its owner may read it.
        var info = stat()
        if stat(file, &info) == 0, info.st_mode & 0o077 != 0 {
            throw .insecureConfigFile(path: file, mode: Int(info.st_mode & 0o777))
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw .badConnection(detail: "\(file): cannot be read")
        }
        let line = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmedOfWhitespace }
            .first { !$0.isEmpty && !$0.hasPrefix("#") }
        guard let line else { throw .notConfigured(configFile: file) }
        return try ConnectionSettings(conninfo: line, source: .file(file), environment: environment)
    }

    /// Parses `conninfo` with libpq and applies the TLS rule; `environment`
    /// stands for the variables libpq itself will read when connecting.
    package init(conninfo given: String, source: Source = .option, environment: [String: String]) throws(PostgresError)
    {
        let conninfo = URIUserInfo.encodingAmbiguousUserInfo(given)
        let parsed = try Self.parse(conninfo)
        var keywords = parsed.map(\.0)
        var values = parsed.map(\.1)
        func effective(_ key: String, _ variable: EnvironmentVariable?) -> String? {
            keywords.firstIndex(of: key).map { values[$0] }
                ?? variable.flatMap { environment[$0] }.flatMap { $0.isEmpty ? nil : $0 }
        }
        // A service file (pg_service.conf) may name any host: with no host given, assume a remote one.
        let service = effective("service", .pgService).map { "service \($0)" }
        let target = effective("hostaddr", .pgHostAddress) ?? effective("host", .pgHost) ?? service
        try Self.check(sslmode: effective("sslmode", .pgSSLMode), port: effective("port", .pgPort))
        switch TLSRule.decide(hosts: target, sslmode: effective("sslmode", .pgSSLMode)) {
        case .keep: break
        case .requireTLS:
            keywords.append("sslmode")
            values.append("require")
        case .refuse(let mode):
            throw .badConnection(
                detail: "sslmode=\(mode) sends the password and the data in clear text; TLS is required "
                    + "for the remote host \(target ?? ""); use sslmode=require, or an SSH tunnel to a local port")
        }
        timeout = try Self.timeout(environment)
        for (key, value) in Self.deadlines(timeout) where effective(key, Self.libpqVariables[key]) == nil {
            keywords.append(key)
            values.append(value)
        }
        if let index = keywords.firstIndex(of: "options") {
            values[index] += " " + Self.statementTimeout(timeout)
        } else {
            keywords.append("options")
            values.append((environment[.pgOptions].map { $0 + " " } ?? "") + Self.statementTimeout(timeout))
        }
        if effective("application_name", .pgApplicationName) == nil {
            keywords.append("application_name")
            values.append("pocket")
        }
        let user = effective("user", .pgUser) ?? Self.loginName()
        let host = effective("host", .pgHost) ?? effective("hostaddr", .pgHostAddress) ?? "/var/run/postgresql"
        let port = effective("port", .pgPort) ?? "5432"
        label = "\(user)@\(host):\(port)/\(effective("dbname", .pgDatabase) ?? user)"
        self.keywords = keywords
        self.values = values
        self.source = source
        secrets =
            [effective("password", .pgPassword)].compactMap { $0 } + Redaction.passwordCandidates(in: conninfo)
            + Redaction.passwordCandidates(in: given)
    }

    /// libpq's reading of `conninfo`: the keywords it sets, in its order.
    static func parse(_ conninfo: String) throws(PostgresError) -> [(String, String)] {
        let pq = try LibPQ.load()
        var message: UnsafeMutablePointer<CChar>?
        guard let options = pq.conninfoParse(conninfo, &message) else {
            let text = message.map { String(cString: $0) } ?? "out of memory"
            if let message { pq.freemem(message) }
            let cleaned = Redaction.redact(text, secrets: Redaction.passwordCandidates(in: conninfo))
            throw .badConnection(detail: cleaned.trimmedOfWhitespace)
        }
        defer { pq.conninfoFree(options) }
        var pairs: [(String, String)] = []
        var option = options
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val { pairs.append((String(cString: keyword), String(cString: value))) }
            option += 1
        }
        return pairs
    }

    /// Whether the string itself holds a password (visible in `ps` when given with `--url`).
    package var hasPassword: Bool { value("password").map { !$0.isEmpty } ?? false }

    /// A mistyped sslmode or port is a configuration error (78), found before
    /// connecting rather than reported by libpq as a failed connection.
    static func check(sslmode: String?, port: String?) throws(PostgresError) {
        if let sslmode, !["disable", "allow", "prefer", "require", "verify-ca", "verify-full"].contains(sslmode) {
            throw .badConnection(
                detail: "invalid sslmode \"\(sslmode)\": use disable, allow, prefer, require, verify-ca or verify-full")
        }
        if let port,
            !port.split(separator: ",", omittingEmptySubsequences: false).allSatisfy({ part in
                part.isEmpty
                    || (part.utf8.allSatisfy { (0x30...0x39).contains($0) }
                        && (Int(part).map { (1...65535).contains($0) } ?? false))
            })
        {
            throw .badConnection(detail: "invalid port \"\(port)\": a number from 1 to 65535")
        }
    }

    /// The name libpq uses when no user is given: the effective user's.
    private static func loginName() -> String {
        guard let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name else { return "postgres" }
        return String(cString: name)
    }
}

/// Printed (a test's failure, a debugger, `dump`) as the label and keywords,
/// never the values, which hold the password.
extension ConnectionSettings: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    package var description: String { "ConnectionSettings(\(label), keywords: \(keywords.joined(separator: " ")))" }
    package var debugDescription: String { description }
    package var customMirror: Mirror { Mirror(self, children: ["label": label, "keywords": keywords]) }
}
