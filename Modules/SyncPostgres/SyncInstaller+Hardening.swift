import Postgres
import SyncKit

/// What `pocket sync init` does on every run, whatever the schema version:
/// it takes its lock in a way no sync user can hold, and keeps the sync
/// roles from tying up the server.
extension SyncInstaller {
    /// Connections one sync role may hold at once (all of a person's devices).
    package static let connectionLimit = 20

    /// How long init waits for another init (or a long sync) before it gives up.
    static let lockTimeout = "10s"

    /// Two owners running init at once: the second waits and then finds the
    /// schema current. An advisory lock could be taken by any role, so a
    /// sync user holding it blocked init for ever: on an installed server the
    /// lock is the schema table, which sync users may not lock; before the
    /// first install there are no sync users yet. Waiting is bounded either way.
    static func lockForInstall(_ connection: PostgresConnection) throws {
        try connection.execute("SET LOCAL lock_timeout = '\(lockTimeout)'")
        let lock =
            try installedVersion(connection) != nil
            ? "LOCK TABLE pocket_sync.schema_info IN EXCLUSIVE MODE"
            : "SELECT pg_advisory_xact_lock(hashtext('pocket_sync.install'))"
        do {
            try connection.execute(lock)
        } catch {
            guard error.sqlstate == "55P03" else { throw error }
            throw SyncError.server(
                code: "55P03",
                detail: "another session holds the sync schema's install lock for more than "
                    + "\(lockTimeout); wait for it (another pocket sync init?) and run init again")
        }
    }

    /// Each sync role gets a connection limit, and nobody but the owner the
    /// right to make temporary tables in this database (sync needs none; a
    /// person could otherwise fill the disk with them).
    static func harden(_ connection: PostgresConnection) throws {
        try connection.execute(
            """
            DO $$ DECLARE member text; BEGIN
              FOR member IN SELECT r.rolname FROM pg_roles r JOIN pg_auth_members m ON m.member = r.oid
                            JOIN pg_roles g ON g.oid = m.roleid WHERE g.rolname = 'pocket_sync_users' LOOP
                EXECUTE format('ALTER ROLE %I CONNECTION LIMIT \(connectionLimit)', member);
              END LOOP;
              EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM PUBLIC', current_database());
              EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM pocket_sync_users', current_database());
            END $$
            """)
    }
}

/// PostgreSQL's reserved key words (SQL Key Words, "reserved" in the
/// PostgreSQL column) and the role names it keeps for itself: none of them
/// can name a role without quotes.
enum ReservedWords {
    static let roleNames: Set<String> = [
        "all", "analyse", "analyze", "and", "any", "array", "as", "asc", "asymmetric", "both", "case", "cast", "check",
        "collate", "column", "constraint", "create", "current_catalog", "current_date", "current_role", "current_time",
        "current_timestamp", "current_user", "default", "deferrable", "desc", "distinct", "do", "else", "end", "except",
        "false", "fetch", "for", "foreign", "from", "grant", "group", "having", "in", "initially", "intersect", "into",
        "lateral", "leading", "limit", "localtime", "localtimestamp", "not", "null", "offset", "on", "only", "or",
        "order",
        "placing", "primary", "references", "returning", "select", "session_user", "some", "symmetric", "system_user",
        "table", "then", "to", "trailing", "true", "union", "unique", "user", "using", "variadic", "when", "where",
        "window", "with", "public", "none", "session",
    ]
}
