import FoundationEssentials
import Postgres
import SyncKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the database owner runs once (`pocket sync init`, `add-user`).
package enum SyncInstaller {
    /// What `install` did (declared in SyncKit, where the commands read it).
    package typealias Outcome = SyncServerSetup.Outcome

    /// The version this build installs.
    package static var latestVersion: Int { ServerSchema.latest }

    /// Installs the schema, or upgrades it to this build's version, in one
    /// transaction (a failure leaves the server as it was). Running it again
    /// changes nothing; a server newer than this build is refused, untouched.
    package static func install(_ connection: PostgresConnection) throws(SyncError) -> Outcome {
        try install(connection, through: latestVersion)
    }

    /// `install` up to `target` (the tests make servers of earlier versions).
    static func install(_ connection: PostgresConnection, through target: Int) throws(SyncError) -> Outcome {
        do {
            return try connection.transaction {
                try lockForInstall(connection)
                let found = try installedVersion(connection) ?? 0
                if found > latestVersion {
                    throw SyncError.serverTooNew(found: found, supported: supportedServerSchema)
                }
                if found >= target {
                    try harden(connection)
                    return .alreadyCurrent(version: found)
                }
                for step in ServerSchema.steps[found..<target] {
                    for statement in step { try connection.execute(statement) }
                }
                try harden(connection)
                try connection.execute("DELETE FROM pocket_sync.schema_info")
                try connection.execute(
                    "INSERT INTO pocket_sync.schema_info (version) VALUES ($1::int)",
                    parameters: [String(target)])
                return found == 0 ? .installed(version: target) : .upgraded(from: found, to: target)
            }
        } catch {
            throw SyncError.from(error)
        }
    }

    /// After the server was restored from a backup: draws a new generation,
    /// so that every device re-sends what it has at its next sync (what the
    /// backup lacks comes back from the devices that have it). Returns the
    /// new generation. A server without the schema, or with one from before
    /// generations (version 1: `install` upgrades it), is `.notInstalled`
    /// or `.serverTooOld`.
    package static func newGeneration(_ connection: PostgresConnection) throws(SyncError) -> String {
        do {
            guard let version = try installedVersion(connection) else { throw SyncError.notInstalled }
            guard version >= 2 else { throw SyncError.serverTooOld(found: version, needed: supportedServerSchema) }
            let drawn = try connection.execute(
                "UPDATE pocket_sync.server_identity SET generation = gen_random_uuid()::text RETURNING generation"
            ).scalar
            guard let drawn else {
                throw SyncError.server(code: "XX000", detail: "pocket_sync.server_identity has no row")
            }
            return drawn
        } catch {
            throw SyncError.from(error)
        }
    }

    /// The schema version on the server, nil when none is installed (read as
    /// the owner would, from the table: for the installer, not for people).
    package static func installedVersion(_ connection: PostgresConnection) throws(PostgresError) -> Int? {
        let exists = try connection.execute("SELECT to_regclass('pocket_sync.schema_info') IS NOT NULL").scalar
        guard exists == "t" else { return nil }
        return try connection.execute("SELECT max(version) FROM pocket_sync.schema_info").scalar.flatMap { Int($0) }
            ?? 0
    }

    /// What `addUser` refuses (declared in SyncKit, where the commands read it).
    package typealias UserError = SyncServerSetup.UserError

    /// The names `addUser` accepts: what PostgreSQL takes without quoting, so
    /// the name is the same in `user=NAME` and in SQL.
    /// Checked byte by byte: a regular expression's `$` also matches before
    /// a final newline, so "ann\n" passed. A reserved word (`user`,
    /// `select`), `public`, `none` and the `pg_` prefix cannot name a role.
    package static func isValidUserName(_ name: String) -> Bool { userNameProblem(name) == nil }

    /// Why `isValidUserName` refuses a name, so the refusal can say it.
    package typealias UserNameProblem = SyncServerSetup.UserNameProblem

    /// nil for a name `addUser` accepts.
    package static func userNameProblem(_ name: String) -> UserNameProblem? {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, bytes.count <= 63, first == UInt8(ascii: "_") || (0x61...0x7A).contains(first),
            bytes.allSatisfy({ $0 == UInt8(ascii: "_") || (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) })
        else { return .malformed }
        return ReservedWords.roleNames.contains(name) || name.hasPrefix("pg_") ? .reserved : nil
    }

    /// Creates the login role `name` in the sync users' group with `password`.
    /// The SCRAM verifier is computed here, so the password itself never
    /// travels to the server nor lands in its log. Throws `UserError` or `SyncError`.
    package static func addUser(_ name: String, password: String, _ connection: PostgresConnection) throws {
        guard isValidUserName(name) else { throw UserError.invalidName(name) }
        guard !password.isEmpty else { throw UserError.emptyPassword }
        do {
            guard try installedVersion(connection) != nil else { throw SyncError.notInstalled }
            let verifier = try connection.encryptPassword(password, user: name)
            try connection.transaction {
                let existing = try connection.execute("SELECT 1 FROM pg_roles WHERE rolname = $1", parameters: [name])
                guard existing.rows.isEmpty else { throw UserError.exists(name) }
                // The name matched the pattern and the verifier is base64 with `$:`: neither can break the quotes.
                try connection.execute(
                    "CREATE ROLE \(name) LOGIN PASSWORD '\(verifier)' CONNECTION LIMIT \(connectionLimit) IN ROLE "
                        + "pocket_sync_users"
                )
            }
        } catch let error as UserError {
            throw error
        } catch let error as PostgresError where error.sqlstate == "42710" {
            throw UserError.exists(name)
        } catch {
            throw SyncError.from(error)
        }
    }
}
