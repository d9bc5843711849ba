import StorageSQLite
import SyncKit

/// The server's identity at the start of a sync, and the recovery when it
/// is not the server the device synced with, or the device's stream forked
/// (`ResendReason`, decided in SyncKit).
extension SyncEngine {
    /// The device that syncs (a new id after a recovery), the hello to
    /// record with the pull, and why the device re-sends everything (nil: it need not).
    struct Meeting {
        var device: String
        var hello: ServerHello
        var resent: ResendReason?
    }

    /// Asks the server who it is and compares with what the device saw last;
    /// `forced` is a recovery the server asked for (a refused push that
    /// the hello does not explain). Without a recovery, a push whose answer
    /// was never recorded is settled here, before anything is pushed: taken
    /// if the server holds its token, forgotten if not.
    func meetServer(_ store: SQLiteStore, device: String, forced: ResendReason? = nil) throws -> Meeting {
        let (stream, known) = try store.readDatabase { database in
            (try DeviceIdentity.stream(database, device: device), try DeviceIdentity.known(database))
        }
        let hello = try server.hello(app, device, known?.mark ?? .origin)
        guard let reason = hello.resendReason(known: known, stream: stream) ?? forced else {
            if stream.pending != nil {
                try store.writeDatabase { try DeviceIdentity.settle(stream, serverToken: hello.deviceToken, in: $0) }
            }
            return Meeting(device: device, hello: hello)
        }
        let newDevice = deviceID(after: device, random: Self.newDevice())
        try store.writeDatabase { database in
            try DeviceIdentity.recover(reason, hello, from: device, to: newDevice, at: nowMilliseconds(), in: database)
        }
        return Meeting(device: newDevice, hello: hello, resent: reason)
    }

    /// The first push of a sync. A push refused (another copy pushed since
    /// this device's hello, or the server went back meanwhile) recovers
    /// once and pushes again; a second refusal is an error.
    func firstPush(_ store: SQLiteStore, _ meeting: inout Meeting, serverNow: Int64, report: inout Report) throws -> Int
    {
        do {
            return try push(store, device: meeting.device, serverNow: serverNow, report: &report)
        } catch SyncError.deviceForked where meeting.resent == nil {
            meeting = try meetServer(store, device: meeting.device, forced: .forked)
            return try push(store, device: meeting.device, serverNow: serverNow, report: &report)
        }
    }

    /// One batch to push: the device's own cells after the cursor, or every
    /// cell while a full re-send is under way.
    func nextBatch(_ store: SQLiteStore, device: String) throws -> (
        cells: [SyncCell], after: Int64, last: Int64, resending: Bool
    ) {
        try store.readDatabase { database in
            let resending = try DeviceIdentity.isResending(database)
            let batch = try LocalCells.unpushed(
                database, device: resending ? nil : device,
                after: SyncStateKey.pushed.int(database), limit: batchSize)
            return (batch.cells, batch.after, batch.last, resending)
        }
    }

    /// Sends one batch in the device's stream; the token the server took.
    func send(_ cells: [SyncCell], _ store: SQLiteStore, device: String) throws -> String {
        let (stream, token) = try store.writeDatabase { database in
            let token = try DeviceIdentity.nextToken(database)
            return (try DeviceIdentity.stream(database, device: device), token)
        }
        _ = try server.pushStream(app, cells, stream, token)
        return token
    }
}
