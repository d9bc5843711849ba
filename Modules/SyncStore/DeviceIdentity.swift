import SQLite
import SharedModels
import StorageSQLite
import SyncKit

/// What a device keeps in `sync_state` of the server's identity (the
/// generation and mark it saw last, `KnownServer`) and of its own stream of
/// pushes (`DeviceStream`), and the recovery every `ResendReason` leads to.
enum DeviceIdentity {
    static func known(_ database: Database) throws -> KnownServer? {
        guard let generation = try SyncStateKey.generation.get(database) else { return nil }
        let mark = ServerMark(
            seq: try SyncStateKey.markSeq.int(database), token: try SyncStateKey.markToken.get(database) ?? "")
        return KnownServer(generation: generation, mark: mark)
    }

    /// Kept with the pull's cursor: the next sync compares the server with it.
    static func record(_ hello: ServerHello, in database: Database) throws {
        try SyncStateKey.generation.set(hello.generation, in: database)
        try SyncStateKey.markSeq.set(String(hello.head.seq), in: database)
        try SyncStateKey.markToken.set(hello.head.token, in: database)
    }

    static func stream(_ database: Database, device: String) throws -> DeviceStream {
        DeviceStream(
            device: device, acknowledged: try SyncStateKey.stream.get(database),
            pending: try SyncStateKey.streamPending.get(database))
    }

    /// The token the next push carries, kept before it is sent so that the
    /// next sync's hello can tell whether the server took it (`settle`).
    /// Drawn fresh for every push: a token two processes send could be
    /// taken from both, and two copies of a folder would pass for one device.
    static func nextToken(_ database: Database) throws -> String {
        let token = EntityID.random().rawValue
        try SyncStateKey.streamPending.set(token, in: database)
        return token
    }

    /// The server took the push that carried `token`.
    static func acknowledge(_ token: String, in database: Database) throws {
        try SyncStateKey.stream.set(token, in: database)
        try SyncStateKey.streamPending.clear(in: database)
    }

    /// A push whose answer was never recorded, settled by the hello: the
    /// server holds its token (it took the push: the cells go again with
    /// the next push, which changes nothing there) or does not (forgotten).
    static func settle(_ stream: DeviceStream, serverToken: String?, in database: Database) throws {
        guard let pending = stream.pending else { return }
        if stream.standing(serverToken: serverToken) == .pendingLanded {
            try acknowledge(pending, in: database)
        } else {
            try SyncStateKey.streamPending.clear(in: database)
        }
    }

    /// Whether a full re-send is under way (cleared once the push caught up).
    static func isResending(_ database: Database) throws -> Bool { try SyncStateKey.resend.get(database) != nil }

    static func finishResend(in database: Database) throws { try SyncStateKey.resend.clear(in: database) }

    /// The last recovery, for `sync status`.
    static func lastRecovery(_ database: Database) throws -> (reason: ResendReason, at: Int64)? {
        guard let reason = try SyncStateKey.recovery.get(database).flatMap(ResendReason.init(rawValue:)) else {
            return nil
        }
        return (reason, try SyncStateKey.recoveryAt.int(database))
    }

    /// The recovery (see `ResendReason`), in one transaction: the device's
    /// own cells move to `newDevice` (the same clocks, so no newer change
    /// anywhere loses to them), both cursors go back to the start, and the
    /// push sends every cell until it has caught up. The hello is recorded,
    /// so a sync cut off from here on goes on re-sending without asking again.
    static func recover(
        _ reason: ResendReason, _ hello: ServerHello, from device: String, to newDevice: String,
        at now: Int64, in database: Database
    ) throws {
        try database.run("UPDATE sync_cells SET device = ? WHERE device = ?", .text(newDevice), .text(device))
        try SyncStateKey.device.set(newDevice, in: database)
        try SyncStateKey.pushed.set("0", in: database)
        try SyncStateKey.cursor.set("0", in: database)
        try SyncStateKey.resend.set("1", in: database)
        try SyncStateKey.stream.clear(in: database)
        try SyncStateKey.streamPending.clear(in: database)
        try record(hello, in: database)
        try SyncStateKey.recovery.set(reason.rawValue, in: database)
        try SyncStateKey.recoveryAt.set(String(now), in: database)
    }
}
