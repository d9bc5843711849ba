import FoundationEssentials
import Postgres
import SyncKit
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SyncServer {
    /// The live server: SyncKit's calls over one PostgreSQL connection, made
    /// now and checked (schema installed, not newer than this build). A call
    /// that finds the connection lost (the server restarted) connects again;
    /// while the server is down every call throws `.unreachable`.
    package static func postgres(_ settings: ConnectionSettings) throws(SyncError) -> SyncServer {
        let session = PostgresSyncSession(settings: settings)
        let version = try session.schemaVersion()
        if version > supportedServerSchema { throw .serverTooNew(found: version, supported: supportedServerSchema) }
        return SyncServer(
            schemaVersion: { () throws(SyncError) in try session.schemaVersion() },
            nowMilliseconds: { () throws(SyncError) in try session.nowMilliseconds() },
            hello: { (app, device, seen) throws(SyncError) in try session.hello(app: app, device: device, seen: seen) },
            push: { (app, cells, stream, token) throws(SyncError) in
                try session.push(app: app, cells, stream: stream, token: token)
            },
            pull: { (app, cursor, device, limit) throws(SyncError) in
                try session.pull(app: app, after: cursor, device: device, limit: limit)
            },
            label: settings.label)
    }

    /// `postgres(_:)` with the settings from `--url`, `POCKET_SYNC_URL` or sync.conf.
    package static func postgres(url: String?, environment: [String: String]) throws(SyncError) -> SyncServer {
        try postgres(ConnectionSettings.sync(url: url, environment: environment))
    }
}

/// The connection behind a `SyncServer`, one call at a time (libpq's rule).
final class PostgresSyncSession: @unchecked Sendable {  // wraps a libpq connection, used only under `lock`
    /// Cells per `push` call: one statement and one text array per column.
    /// Over a wide range of batch sizes around this one the time per cell is
    /// flat; larger batches only cost memory, smaller ones a round trip each
    /// (measured with Scripts/bench-sync-push: docs/benchmarks.md, "Measured
    /// choices").
    static let pushBatchSize = 20_000

    private let settings: ConnectionSettings
    private let lock = Mutex(())
    private var connection: PostgresConnection?

    init(settings: ConnectionSettings) { self.settings = settings }

    /// Runs `body` on a working connection (made when there is none or the
    /// last one broke); a lost connection is dropped. A kept connection can
    /// have died since the last call (the server restarted in between) with
    /// libpq none the wiser: then the call is tried once more on a new one,
    /// which is safe because every call is a read or an idempotent push.
    func with<T: Sendable>(_ body: (PostgresConnection) throws -> T) throws(SyncError) -> T {
        try lock.withLock { _ throws(SyncError) -> T in
            let reused = connection != nil && connection?.isBroken == false
            do throws(SyncError) {
                return try attempt(body)
            } catch .unreachable where reused {
                return try attempt(body)
            }
        }
    }

    private func attempt<T: Sendable>(_ body: (PostgresConnection) throws -> T) throws(SyncError) -> T {
        do {
            if connection == nil || connection?.isBroken == true {
                connection = nil
                connection = try PostgresConnection(settings: settings)
            }
            return try body(connection!)
        } catch {
            let sync = SyncError.from(error)
            switch sync {
            case .unreachable, .timedOut: connection = nil
            default: break
            }
            throw sync
        }
    }

    func schemaVersion() throws(SyncError) -> Int {
        try with { connection in
            do {
                let text = try connection.execute("SELECT pocket_sync.version()").scalar
                guard let version = text.flatMap({ Int($0) }) else { throw SyncError.notInstalled }
                return version
            } catch let error as PostgresError where ["3F000", "42883"].contains(error.sqlstate ?? "") {
                throw SyncError.notInstalled
            } catch let error as PostgresError where error.sqlstate == "42501" {
                // The schema is there but this role is not in pocket_sync_users.
                throw SyncError.authentication(
                    detail: "role \(connection.settings.value("user") ?? "") may not sync: "
                        + "it is not a member of pocket_sync_users (pocket sync add-user)")
            }
        }
    }

    func nowMilliseconds() throws(SyncError) -> Int64 {
        try with { connection in
            guard let now = try connection.execute("SELECT pocket_sync.now_ms()").scalar.flatMap({ Int64($0) }) else {
                throw SyncError.server(code: "XX000", detail: "now_ms() returned no time")
            }
            return now
        }
    }

    /// All of `cells` in one transaction, in batches of `pushBatchSize`.
    /// A stream the server refuses is `SyncError.deviceForked`.
    func push(app: String, _ cells: [SyncCell], stream: DeviceStream?, token: String) throws(SyncError) -> Int {
        guard !cells.isEmpty else { return 0 }
        let push = StreamPush(app: app, stream: stream, token: token)
        do {
            return try with { connection in
                let batches = stride(from: 0, to: cells.count, by: Self.pushBatchSize).map {
                    cells[$0..<min($0 + Self.pushBatchSize, cells.count)]
                }
                if batches.count == 1 { return try Self.pushBatch(push, batches[0], connection) }
                return try connection.transaction {
                    try batches.reduce(0) { $0 + (try Self.pushBatch(push, $1, connection)) }
                }
            }
        } catch .server(code: ServerSchema.forkedState, _) {
            throw .deviceForked
        }
    }

    /// What a push says besides its cells.
    private struct StreamPush {
        var app: String
        var stream: DeviceStream?
        var token: String
    }

    /// One `push_stream` call. A cell twice in one batch would make the insert touch
    /// a row twice, which PostgreSQL refuses: such a batch is merged first.
    private static func pushBatch(_ push: StreamPush, _ batch: ArraySlice<SyncCell>, _ connection: PostgresConnection)
        throws -> Int
    {
        var keys = Set<CellKey>(minimumCapacity: batch.count)
        let unique = batch.allSatisfy { keys.insert($0.key).inserted }
        let cells = unique ? Array(batch) : mergeCells(batch).values.sorted { $0.key < $1.key }
        let parameters: [String?] = [
            push.app,
            PostgresArray.literal(cells.map(\.key.entity)),
            PostgresArray.literal(cells.map(\.key.id)),
            PostgresArray.literal(cells.map(\.key.field)),
            PostgresArray.literal(cells.map(\.value)),
            PostgresArray.literal(cells.map(\.clock)),
            PostgresArray.literal(cells.map(\.device)),
            push.stream?.device, push.stream?.acknowledged, push.token,
        ]
        let result = try connection.execute(
            "SELECT pocket_sync.push_stream($1, $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], "
                + "$7::text[], $8, $9, $10)",
            parameters: parameters)
        return result.scalar.flatMap { Int($0) } ?? 0
    }

    func hello(app: String, device: String, seen: ServerMark) throws(SyncError) -> ServerHello {
        try with { connection in
            let result = try connection.execute(
                "SELECT generation, head_seq, head_token, knows_mark, device_token FROM pocket_sync.hello($1, $2, "
                    + "$3::bigint, $4)",
                parameters: [app, device, String(seen.seq), seen.token])
            guard let row = result.rows.first else {
                throw SyncError.server(code: "XX000", detail: "hello() returned no row")
            }
            return ServerHello(
                generation: row[0] ?? "", head: ServerMark(seq: row[1].flatMap { Int64($0) } ?? 0, token: row[2] ?? ""),
                knowsMark: row[3] == "t", deviceToken: row[4])
        }
    }

    /// One page, decoded from libpq's buffer row by row (`forEachRow`): a
    /// million-cell download made 7 million strings and a million arrays
    /// it dropped at once when it went through `execute`'s rows.
    func pull(app: String, after: Int64, device: String, limit: Int) throws(SyncError) -> PullPage {
        let limit = max(1, limit)
        return try with { connection in
            var cells: [SyncCell] = []
            cells.reserveCapacity(limit)
            var cursor = after
            var looked = 0
            try connection.forEachRow(
                "SELECT seq, entity, id, field, value, clock, device FROM pocket_sync.pull($1, $2::bigint, $3, "
                    + "$4::int)",
                parameters: [app, String(after), device, String(limit)]
            ) { row in
                guard let entity = row.text(1) else {
                    cursor = row.int64(0) ?? after
                    looked = row.int64(5).map { Int($0) } ?? 0
                    return
                }
                cells.append(
                    SyncCell(
                        key: CellKey(entity, row.text(2) ?? "", row.text(3) ?? ""), value: row.text(4) ?? "",
                        clock: row.int64(5) ?? 0, device: row.text(6) ?? ""))
            }
            return PullPage(cells: cells, cursor: cursor, isLast: looked < limit)
        }
    }
}
