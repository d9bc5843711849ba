/// Version 3: the hello tells a device the server's last token of it,
/// rather than only whether it fits, so that the device settles a push
/// whose answer it never recorded before it pushes again (two copies of a
/// folder taken after such a push can no longer both send its token), and
/// tells a server that lost all of its pushes (restored from before its
/// first) from one it never pushed to. A push from a device that has
/// pushed before (`acked` given) is refused when the server has no record
/// of it: the server went back past it.
extension ServerSchema {
    static let version3: [String] = [
        "SET LOCAL ROLE pocket_sync_owner",
        "DROP FUNCTION pocket_sync.hello(text, text, text, text, bigint, text)",
        hello,
        streamPush,
        "REVOKE ALL ON ALL FUNCTIONS IN SCHEMA pocket_sync FROM PUBLIC",
        "GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA pocket_sync TO pocket_sync_users",
        "REVOKE EXECUTE ON FUNCTION pocket_sync.push(text, text[], text[], text[], text[], bigint[], text[]) FROM "
            + "pocket_sync_users",
        "RESET ROLE",
    ]

    /// One row: the generation, the account's latest mark ((0, '') before
    /// any push), whether the account's history holds the mark
    /// (`seen_seq`, `seen_token`) (the origin always), and the device's
    /// last token (NULL when it has none).
    private static let hello = """
        CREATE FUNCTION pocket_sync.hello(app text, device text, seen_seq bigint, seen_token text)
          RETURNS TABLE(generation text, head_seq bigint, head_token text, knows_mark boolean, device_token text)
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pocket_sync, pg_temp
        AS $$
          SELECT (SELECT i.generation FROM pocket_sync.server_identity i LIMIT 1),
                 coalesce(h.seq, 0), coalesce(h.token, ''),
                 hello.seen_seq = 0 OR EXISTS (
                   SELECT 1 FROM pocket_sync.marks m WHERE m.account = (session_user::text COLLATE "default")
                   AND m.seq = hello.seen_seq AND m.token = hello.seen_token),
                 (SELECT d.token FROM pocket_sync.devices d WHERE d.account = (session_user::text COLLATE "default")
                  AND d.app = hello.app AND d.device = hello.device)
          FROM (SELECT 1) AS one
          LEFT JOIN LATERAL (SELECT m.seq, m.token FROM pocket_sync.marks m
                             WHERE m.account = (session_user::text COLLATE "default")
                             ORDER BY m.seq DESC LIMIT 1) AS h ON true
        $$
        """

    /// Version 2's `push_stream` with `DeviceStream.accepts` as its rule:
    /// the device's last token must be `acked` or `next_token` (the same
    /// push again), and a device with no record here may push only when it
    /// has never pushed (`acked` NULL).
    private static let streamPush = streamPush(
        "CREATE OR REPLACE FUNCTION",
        refusedWhen: "(FOUND AND stored IS DISTINCT FROM push_stream.acked AND stored IS DISTINCT FROM "
            + "push_stream.next_token) OR (NOT FOUND AND push_stream.acked IS NOT NULL)",
        message: "the server''s record of device % is not this copy''s")
}
