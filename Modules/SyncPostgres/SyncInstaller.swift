import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Postgres
import SyncKit

/// What the database owner runs once (`pocket sync init`, `add-user`).
public enum SyncInstaller {
    /// What `install` did.
    public enum Outcome: Equatable, Sendable {
        case installed(version: Int)
        case upgraded(from: Int, to: Int)
        case alreadyCurrent(version: Int)
    }

    /// The version this build installs.
    public static var latestVersion: Int { ServerSchema.latest }

    /// Installs the schema, or upgrades it to this build's version, in one
    /// transaction (a failure leaves the server as it was). Running it again
    /// changes nothing; a server newer than this build is refused, untouched.
    public static func install(_ connection: PostgresConnection) throws(SyncError) -> Outcome {
        do {
            return try connection.transaction {
                // Two owners running init at once: the second waits and then finds the schema current.
                try connection.execute("SELECT pg_advisory_xact_lock(hashtext('pocket_sync.install'))")
                let found = try installedVersion(connection) ?? 0
                if found > latestVersion { throw SyncError.serverTooNew(found: found, supported: supportedServerSchema) }
                if found == latestVersion { return .alreadyCurrent(version: found) }
                for step in ServerSchema.steps[found...] {
                    for statement in step { try connection.execute(statement) }
                }
                try connection.execute("DELETE FROM pocket_sync.schema_info")
                try connection.execute("INSERT INTO pocket_sync.schema_info (version) VALUES ($1::int)",
                                       parameters: [String(latestVersion)])
                return found == 0 ? .installed(version: latestVersion) : .upgraded(from: found, to: latestVersion)
            }
        } catch {
            throw SyncError.from(error)
        }
    }

    /// The schema version on the server, nil when none is installed (read as
    /// the owner would, from the table: for the installer, not for people).
    public static func installedVersion(_ connection: PostgresConnection) throws(PostgresError) -> Int? {
        let exists = try connection.execute("SELECT to_regclass('pocket_sync.schema_info') IS NOT NULL").scalar
        guard exists == "t" else { return nil }
        return try connection.execute("SELECT max(version) FROM pocket_sync.schema_info").scalar.flatMap { Int($0) } ?? 0
    }

    /// What `addUser` refuses.
    public enum UserError: Error, Equatable, Sendable {
        /// Not a plain lower-case name (`isValidUserName`).
        case invalidName(String)
        /// A role of that name exists already.
        case exists(String)
        case emptyPassword
    }

    /// The names `addUser` accepts: what PostgreSQL takes without quoting, so
    /// the name is the same in `user=NAME` and in SQL: a lower-case ASCII
    /// letter or `_`, then up to 62 of those or digits, and nothing else (a
    /// trailing newline included).
    public static func isValidUserName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "_") }
        guard let first = bytes.first, isLetter(first), bytes.count <= 63 else { return false }
        return bytes.dropFirst().allSatisfy { isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// Creates the login role `name` in the sync users' group with `password`.
    /// The SCRAM verifier is computed here, so the password itself never
    /// travels to the server nor lands in its log. Throws `UserError` or `SyncError`.
    public static func addUser(_ name: String, password: String, _ connection: PostgresConnection) throws {
        guard isValidUserName(name) else { throw UserError.invalidName(name) }
        guard !password.isEmpty else { throw UserError.emptyPassword }
        do {
            guard try installedVersion(connection) != nil else { throw SyncError.notInstalled }
            let verifier = try connection.encryptPassword(password, user: name)
            try connection.transaction {
                let existing = try connection.execute("SELECT 1 FROM pg_roles WHERE rolname = $1", parameters: [name])
                guard existing.rows.isEmpty else { throw UserError.exists(name) }
                // The name matched the pattern and the verifier is base64 with `$:`: neither can break the quotes.
                try connection.execute("CREATE ROLE \(name) LOGIN PASSWORD '\(verifier)' IN ROLE pocket_sync_users")
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
