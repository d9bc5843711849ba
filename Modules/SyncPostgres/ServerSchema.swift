import SyncKit

/// The server side of sync, as SQL: the schema `pocket_sync`, its roles, tables,
/// row-level security and functions, as numbered steps. Step N takes a server
/// from version N-1 to N; `SyncInstaller` runs the missing ones in one
/// transaction, so a later version adds a step and never edits an old one.
///
/// Who may do what:
/// - `pocket_sync_owner` (no login, no superuser, cannot bypass row-level
///   security) owns the tables and the functions;
/// - `pocket_sync_users` (no login) is the group of people; each person is a
///   login role in it (`pocket sync add-user`), shared by their devices;
/// - people get USAGE on the schema and EXECUTE on the functions, nothing on
///   the tables. The functions are SECURITY DEFINER (they run as the owner)
///   and the policies, forced on the owner too, keep every row to the
///   account `session_user`, the role that logged in.
enum ServerSchema {
    /// The steps, version 1 first. `steps.count` is the version this build installs.
    static let steps: [[String]] = [version1, version2, version3]

    static var latest: Int { steps.count }

    private static let version1: [String] = [
        """
        DO $$ BEGIN
          IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'pocket_sync_owner') THEN
            CREATE ROLE pocket_sync_owner NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
          ELSIF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'pocket_sync_owner'
                        AND (rolsuper OR rolbypassrls OR rolcanlogin)) THEN
            -- Row-level security holds only if the owner cannot bypass it (changing that needs a superuser).
            RAISE EXCEPTION 'the existing role pocket_sync_owner can log in, is a superuser or bypasses row-level \
        security'
              USING ERRCODE = '42501';
          END IF;
          IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'pocket_sync_users') THEN
            CREATE ROLE pocket_sync_users NOLOGIN;
          END IF;
          -- A database owner who is not a superuser may act as the owner role to create its objects.
          IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
            EXECUTE format('GRANT pocket_sync_owner TO %I', current_user);
          END IF;
        END $$
        """,
        "CREATE SCHEMA pocket_sync AUTHORIZATION pocket_sync_owner",
        // Everything below is created by, so owned by, the owner role.
        "SET LOCAL ROLE pocket_sync_owner",
        "REVOKE ALL ON SCHEMA pocket_sync FROM PUBLIC",
        "GRANT USAGE ON SCHEMA pocket_sync TO pocket_sync_users",
        "CREATE TABLE pocket_sync.schema_info (version int NOT NULL)",
        "CREATE TABLE pocket_sync.accounts (account text PRIMARY KEY, last_seq bigint NOT NULL)",
        """
        CREATE TABLE pocket_sync.cells (
          account text NOT NULL, app text NOT NULL, entity text NOT NULL, id text NOT NULL, field text NOT NULL,
          value text NOT NULL, clock bigint NOT NULL, device text NOT NULL, seq bigint NOT NULL,
          PRIMARY KEY (account, app, entity, id, field))
        """,
        "CREATE INDEX cells_by_seq ON pocket_sync.cells (account, app, seq)",
        "ALTER TABLE pocket_sync.cells ENABLE ROW LEVEL SECURITY",
        "ALTER TABLE pocket_sync.cells FORCE ROW LEVEL SECURITY",
        "ALTER TABLE pocket_sync.accounts ENABLE ROW LEVEL SECURITY",
        "ALTER TABLE pocket_sync.accounts FORCE ROW LEVEL SECURITY",
        "CREATE POLICY own_cells ON pocket_sync.cells USING (account = (session_user::text COLLATE \"default\")) WITH "
            + "CHECK (account = (session_user::text COLLATE \"default\"))",
        "CREATE POLICY own_account ON pocket_sync.accounts USING (account = session_user) WITH CHECK (account = "
            + "session_user)",
        "REVOKE ALL ON ALL TABLES IN SCHEMA pocket_sync FROM PUBLIC",
        """
        CREATE FUNCTION pocket_sync.version() RETURNS int
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pocket_sync, pg_temp
        AS $$ SELECT max(version) FROM pocket_sync.schema_info $$
        """,
        """
        CREATE FUNCTION pocket_sync.now_ms() RETURNS bigint
        LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = pocket_sync, pg_temp
        AS $$ SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint $$
        """,
        push,
        pull,
        "REVOKE ALL ON ALL FUNCTIONS IN SCHEMA pocket_sync FROM PUBLIC",
        "GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA pocket_sync TO pocket_sync_users",
        "RESET ROLE",
    ]

    /// Stores a batch of cells: ONE insert from the unnested arrays. The
    /// account row is the per-account lock: taken FOR UPDATE and held to
    /// commit, so sequence numbers are handed out in commit order and a
    /// reader who has seen seq N has seen every committed cell below N. A
    /// cell replaces the stored one only when its (clock, device, value) is
    /// larger, text compared as bytes (COLLATE "C", the order of
    /// `SyncCell.wins` and of SQLite on the devices), and then takes the new
    /// seq, so every reader pulls it again.
    private static let push = """
        CREATE FUNCTION pocket_sync.push(app text, entities text[], ids text[], fields text[], vals text[],
                                         clocks bigint[], devices text[]) RETURNS int
        LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pocket_sync, pg_temp
        AS $$
        #variable_conflict use_column
        DECLARE
          n int := coalesce(cardinality(entities), 0);
          last bigint;
          won int;
        BEGIN
          IF n = 0 THEN RETURN 0; END IF;
          IF cardinality(ids) <> n OR cardinality(fields) <> n OR cardinality(vals) <> n
             OR cardinality(clocks) <> n OR cardinality(devices) <> n THEN
            RAISE EXCEPTION 'push: the arrays differ in length' USING ERRCODE = '22023';
          END IF;
          INSERT INTO pocket_sync.accounts (account, last_seq) VALUES (session_user, 0) ON CONFLICT (account) DO \
        NOTHING;
          SELECT a.last_seq INTO last FROM pocket_sync.accounts a WHERE a.account = session_user FOR UPDATE;
          -- Most cells of a batch are new (a first upload is nothing else), and a plain
          -- insert costs about half of an upsert: try it first. It stops at the first
          -- cell the server has, and then the batch goes again as an upsert.
          BEGIN
            INSERT INTO pocket_sync.cells (account, app, entity, id, field, value, clock, device, seq)
              SELECT session_user, push.app, u.entity, u.id, u.field, u.value, u.clock, u.device, last + u.n
              FROM unnest(entities, ids, fields, vals, clocks, devices) WITH ORDINALITY
                   AS u(entity, id, field, value, clock, device, n);
            GET DIAGNOSTICS won = ROW_COUNT;
          EXCEPTION WHEN unique_violation THEN
            INSERT INTO pocket_sync.cells AS c (account, app, entity, id, field, value, clock, device, seq)
              SELECT session_user, push.app, u.entity, u.id, u.field, u.value, u.clock, u.device, last + u.n
              FROM unnest(entities, ids, fields, vals, clocks, devices) WITH ORDINALITY
                   AS u(entity, id, field, value, clock, device, n)
            ON CONFLICT ON CONSTRAINT cells_pkey DO UPDATE
              SET value = EXCLUDED.value, clock = EXCLUDED.clock, device = EXCLUDED.device, seq = EXCLUDED.seq
              WHERE (c.clock, c.device COLLATE "C", c.value COLLATE "C") < (EXCLUDED.clock, EXCLUDED.device COLLATE \
        "C", EXCLUDED.value COLLATE "C");
            GET DIAGNOSTICS won = ROW_COUNT;
          END;
          UPDATE pocket_sync.accounts SET last_seq = last + n WHERE account = session_user;
          RETURN won;
        END $$
        """

    /// The next `max_rows` cells after `after`, without the asking device's
    /// own, then one marker row (entity NULL): seq is the highest seq looked
    /// at (or `after`), clock the number of rows looked at, so the caller
    /// moves its cursor past the cells it was not sent and knows whether
    /// more may follow (fewer than `max_rows` looked at: no).
    private static let pull = """
        CREATE FUNCTION pocket_sync.pull(app text, after bigint, device text, max_rows int)
          RETURNS TABLE(seq bigint, entity text, id text, field text, value text, clock bigint, device text)
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pocket_sync, pg_temp
        AS $$
          -- `session_user` is a `name`, whose collation is "C": compared as it
          -- is, the column's index (default collation) cannot serve, and a
          -- pull with nothing new read the whole table (100 ms at a million
          -- cells). In the column's collation it is an index key.
          WITH page AS (
            SELECT c.seq, c.entity, c.id, c.field, c.value, c.clock, c.device FROM pocket_sync.cells c
            WHERE c.account = (session_user::text COLLATE "default") AND c.app = pull.app AND c.seq > pull.after
            ORDER BY c.seq LIMIT greatest(pull.max_rows, 1))
          (SELECT * FROM page WHERE page.device <> pull.device ORDER BY page.seq)
          UNION ALL
          SELECT coalesce(max(page.seq), pull.after), NULL, NULL, NULL, NULL, count(*), NULL FROM page
        $$
        """
}
