import Postgres
import SyncKit

extension SyncError {
    /// The one translation of the client's errors into sync's: what the
    /// commands present and the exit codes follow from.
    package init(_ error: PostgresError) {
        switch error {
        case .unreachable(let detail): self = .unreachable(detail: detail)
        case .authentication(let detail): self = .authentication(detail: detail)
        case .notConfigured(let file): self = .notConfigured(configFile: file)
        case .badConnection(let detail): self = .badConnection(detail: detail)
        case .server(let sqlstate, let message): self = .server(code: sqlstate, detail: message)
        // Nothing to connect with is a set-up problem, as a bad connection string is.
        case .timedOut(let seconds): self = .timedOut(seconds: seconds)
        case .insecureConfigFile(let path, let mode): self = .insecureConfigFile(path: path, mode: mode)
        case .libraryMissing(let detail):
            self = .badConnection(detail: "libpq (Debian package libpq5) cannot be loaded: " + detail)
        }
    }

    /// Any error of a server call as a `SyncError`.
    static func from(_ error: any Error) -> SyncError {
        switch error {
        case let sync as SyncError: sync
        case let postgres as PostgresError: SyncError(postgres)
        default: .server(code: "XX000", detail: String(describing: error))
        }
    }
}

extension ConnectionSettings {
    /// `resolve(url:environment:)` with sync's errors (`notConfigured`, `badConnection`).
    package static func sync(url: String?, environment: [String: String]) throws(SyncError) -> ConnectionSettings {
        do { return try resolve(url: url, environment: environment) } catch { throw SyncError(error) }
    }
}
