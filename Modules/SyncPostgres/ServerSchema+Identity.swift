/// Version 2: the server's identity (`SyncKit.ServerHello`). A generation
/// drawn at install (and by `pocket sync restored`), a mark per push (the
/// account's sequence number after it and a random token: the history a
/// device can ask about), and each device's last push token, which a push
/// must follow. A server of version 1 gets all three from `pocket sync
/// init`: its marks and device tokens start empty, which every device's
/// history fits, so nothing is re-sent by the upgrade itself.
extension ServerSchema {
    /// The SQLSTATE of a push whose stream does not follow the device's last token.
    static let forkedState = "PKF01"

    static let version2: [String] = [
        "SET LOCAL ROLE pocket_sync_owner",
        "CREATE TABLE pocket_sync.server_identity (generation text NOT NULL)",
        "INSERT INTO pocket_sync.server_identity (generation) VALUES (gen_random_uuid()::text)",
        "CREATE TABLE pocket_sync.marks (account text NOT NULL, seq bigint NOT NULL, token text NOT NULL, PRIMARY KEY "
            + "(account, seq))",
        """
        CREATE TABLE pocket_sync.devices (account text NOT NULL, app text NOT NULL, device text NOT NULL, token text \
        NOT NULL,
                                          PRIMARY KEY (account, app, device))
        """,
        "ALTER TABLE pocket_sync.marks ENABLE ROW LEVEL SECURITY",
        "ALTER TABLE pocket_sync.marks FORCE ROW LEVEL SECURITY",
        "ALTER TABLE pocket_sync.devices ENABLE ROW LEVEL SECURITY",
        "ALTER TABLE pocket_sync.devices FORCE ROW LEVEL SECURITY",
        "CREATE POLICY own_marks ON pocket_sync.marks USING (account = (session_user::text COLLATE \"default\")) WITH "
            + "CHECK (account = (session_user::text COLLATE \"default\"))",
        "CREATE POLICY own_devices ON pocket_sync.devices USING (account = (session_user::text COLLATE \"default\")) "
            + "WITH CHECK (account = (session_user::text COLLATE \"default\"))",
        "REVOKE ALL ON ALL TABLES IN SCHEMA pocket_sync FROM PUBLIC",
        streamPush,
        hello,
        "REVOKE ALL ON ALL FUNCTIONS IN SCHEMA pocket_sync FROM PUBLIC",
        "GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA pocket_sync TO pocket_sync_users",
        // A push past the stream would leave no mark: people push through push_stream only.
        "REVOKE EXECUTE ON FUNCTION pocket_sync.push(text, text[], text[], text[], text[], bigint[], text[]) FROM "
            + "pocket_sync_users",
        "RESET ROLE",
    ]

    /// Version 1's push (`push`, which only the owner may call now) behind
    /// the device's stream: when `pusher` is given, its last token must be
    /// `acked` or `next_token` (a push whose answer the device never
    /// recorded, sent again), else the push is refused with `forkedState`
    /// and stores nothing; then `next_token` is its last token. The account
    /// row is locked first, as `push` does, so a stream is checked and moved
    /// on in the order pushes commit. Every push leaves a mark.
    private static let streamPush = streamPush(
        "CREATE FUNCTION",
        refusedWhen:
            "FOUND AND stored IS DISTINCT FROM push_stream.acked AND stored IS DISTINCT FROM push_stream.next_token",
        message: "another copy of device % pushed since this one''s last push")

    /// `push_stream` as `verb` (CREATE, or CREATE OR REPLACE) makes it,
    /// refusing a push when `condition` holds (SQL over `stored`, the
    /// device's last token, FOUND, and the arguments).
    static func streamPush(_ verb: String, refusedWhen condition: String, message: String) -> String {
        """
        \(verb) pocket_sync.push_stream(app text, entities text[], ids text[], fields text[], vals text[],
                                                clocks bigint[], devices text[], pusher text, acked text, next_token \
        text)
          RETURNS int
        LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pocket_sync, pg_temp
        AS $$
        #variable_conflict use_column
        DECLARE
          stored text;
          won int;
        BEGIN
          IF coalesce(cardinality(entities), 0) = 0 THEN RETURN 0; END IF;
          INSERT INTO pocket_sync.accounts (account, last_seq) VALUES (session_user, 0) ON CONFLICT (account) DO \
        NOTHING;
          PERFORM 1 FROM pocket_sync.accounts a WHERE a.account = session_user FOR UPDATE;
          IF push_stream.pusher IS NOT NULL THEN
            SELECT d.token INTO stored FROM pocket_sync.devices d
              WHERE d.account = (session_user::text COLLATE "default") AND d.app = push_stream.app AND d.device = \
        push_stream.pusher;
            IF \(condition) THEN
              RAISE EXCEPTION 'push: \(message)', push_stream.pusher
                USING ERRCODE = '\(forkedState)';
            END IF;
            INSERT INTO pocket_sync.devices AS d (account, app, device, token)
              VALUES (session_user, push_stream.app, push_stream.pusher, push_stream.next_token)
              ON CONFLICT (account, app, device) DO UPDATE SET token = EXCLUDED.token;
          END IF;
          won := pocket_sync.push(push_stream.app, entities, ids, fields, vals, clocks, devices);
          INSERT INTO pocket_sync.marks (account, seq, token)
            SELECT session_user, a.last_seq, gen_random_uuid()::text FROM pocket_sync.accounts a WHERE a.account = \
        session_user;
          RETURN won;
        END $$
        """
    }

    /// One row: the generation, the account's latest mark ((0, '') before
    /// any push), whether the account's history holds the mark
    /// (`seen_seq`, `seen_token`) (the origin always), and whether the
    /// device's last token on the server is `acked` or `pending` (or there
    /// is none).
    private static let hello = """
        CREATE FUNCTION pocket_sync.hello(app text, device text, acked text, pending text, seen_seq bigint, seen_token \
        text)
          RETURNS TABLE(generation text, head_seq bigint, head_token text, knows_mark boolean, stream_intact boolean)
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pocket_sync, pg_temp
        AS $$
          SELECT (SELECT i.generation FROM pocket_sync.server_identity i LIMIT 1),
                 coalesce(h.seq, 0), coalesce(h.token, ''),
                 hello.seen_seq = 0 OR EXISTS (
                   SELECT 1 FROM pocket_sync.marks m WHERE m.account = (session_user::text COLLATE "default")
                   AND m.seq = hello.seen_seq AND m.token = hello.seen_token),
                 NOT EXISTS (
                   SELECT 1 FROM pocket_sync.devices d WHERE d.account = (session_user::text COLLATE "default")
                   AND d.app = hello.app AND d.device = hello.device
                   AND d.token IS DISTINCT FROM hello.acked AND d.token IS DISTINCT FROM hello.pending)
          FROM (SELECT 1) AS one
          LEFT JOIN LATERAL (SELECT m.seq, m.token FROM pocket_sync.marks m
                             WHERE m.account = (session_user::text COLLATE "default")
                             ORDER BY m.seq DESC LIMIT 1) AS h ON true
        $$
        """
}
