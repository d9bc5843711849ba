#if canImport(Glibc)
import Glibc
#endif
import SharedModels
import Storage
import StorageSQLite
import SyncKit

/// One sync of one app's store: push the device's changes, pull the other
/// devices', merge, push what changed meanwhile.
///
/// Every step that changes the store is one transaction together with its
/// cursor (`pushed` for the push, `cursor` for the pull), so a process
/// killed at any moment leaves a state the next sync completes: a batch the
/// server took but the device did not record is pushed again and changes
/// nothing there (the merge is idempotent); a pulled page not applied is
/// pulled again.
public struct SyncEngine: Sendable {
    public let app: String
    public let server: SyncServer
    /// The device's wall clock in milliseconds (a parameter for the tests).
    public let nowMilliseconds: @Sendable () -> Int64
    public var batchSize: Int
    /// Called at the moments a crash is most telling (the crash tests stop
    /// the process there with SIGKILL); nothing by default.
    public var checkpoint: @Sendable (Checkpoint) -> Void = { _ in }

    public enum Checkpoint: String, Sendable, CaseIterable {
        /// Changes are cells, nothing pushed yet.
        case beforePush = "before-push"
        /// The server committed a batch; the device has not recorded it.
        case afterServerCommit = "after-server-commit"
        /// Half of a pulled page merged, inside its transaction.
        case midPull = "mid-pull"
    }
    /// The largest difference from the server's clock a device may have:
    /// a device far ahead would win every conflict, one far behind lose them.
    public static let clockTolerance: Int64 = 5 * 60 * 1000

    public init(app: String, server: SyncServer, batchSize: Int = 20_000,
                nowMilliseconds: @escaping @Sendable () -> Int64 = SyncEngine.systemMilliseconds) {
        self.app = app; self.server = server; self.batchSize = batchSize; self.nowMilliseconds = nowMilliseconds
    }

    /// Counted in cells: a new tracker is its 8 fields, a mark one cell.
    public struct Report: Sendable, Equatable {
        public var sent: Int
        public var received: Int
        public var device: String
        /// Why this sync re-sent everything (nil: it did not), see `ResendReason`.
        public var resent: ResendReason? = nil
    }

    public func sync(_ store: SQLiteStore) throws -> Report {
        let version = try server.schemaVersion()
        guard version <= supportedServerSchema else { throw SyncError.serverTooNew(found: version, supported: supportedServerSchema) }
        guard version >= supportedServerSchema else { throw SyncError.serverTooOld(found: version, needed: supportedServerSchema) }
        let serverNow = try server.nowMilliseconds()
        let skew = nowMilliseconds() - serverNow
        guard abs(skew) <= Self.clockTolerance else { throw SyncError.clockSkew(milliseconds: skew) }
        var meeting = try meetServer(store, device: try prepare(store))
        checkpoint(.beforePush)
        let sent = try firstPush(store, &meeting)
        let device = meeting.device
        var report = Report(sent: sent, received: 0, device: device, resent: meeting.resent)
        report.received = try pull(store, device: device, serverNow: serverNow, seen: meeting.hello)
        report.sent += try push(store, device: device)
        return report
    }

    /// Makes the outbox's changes cells (the first sync: the tables, the
    /// triggers and every row). With nothing waiting this only reads: a sync
    /// with nothing to do writes the store once, in its last pull.
    private func prepare(_ store: SQLiteStore) throws -> String {
        let ready = try store.readDatabase { database -> String? in
            guard try LocalCells.isEnabled(database), !(try LocalCells.hasOutbox(database)) else { return nil }
            return try SyncStateKey.device.get(database)
        }
        if let ready { return ready }
        return try store.writeDatabase { database in
            if !(try LocalCells.isEnabled(database)) { try LocalCells.enable(database, device: Self.newDevice()) }
            let device = try SyncStateKey.device.get(database) ?? ""
            try LocalCells.flushOutbox(database, device: device)
            return device
        }
    }

    /// Pushes until the cursor has caught up. Each batch is sent with the
    /// next token of the device's stream (`DeviceIdentity.nextToken`), and
    /// the cursor and the acknowledged token move on together.
    func push(_ store: SQLiteStore, device: String) throws -> Int {
        var sent = 0
        while true {
            let batch = try nextBatch(store, device: device)
            guard batch.last > batch.after else {
                if batch.resending { try store.writeDatabase { try DeviceIdentity.finishResend(in: $0) } }
                return sent
            }
            var token: String?
            if !batch.cells.isEmpty {
                token = try send(batch.cells, store, device: device)
                checkpoint(.afterServerCommit)
                sent += batch.cells.count
            }
            try store.writeDatabase { database in
                let pushed = try SyncStateKey.pushed.int(database)
                try SyncStateKey.pushed.set(String(max(pushed, batch.last)), in: database)
                try SyncStateKey.lastSync.set(String(nowMilliseconds()), in: database)
                if let token { try DeviceIdentity.acknowledge(token, in: database) }
            }
        }
    }

    private func pull(_ store: SQLiteStore, device: String, serverNow: Int64, seen: ServerHello) throws -> Int {
        var received = 0
        while true {
            let cursor = try store.readDatabase { try SyncStateKey.cursor.int($0) }
            let page = try server.pull(app, cursor, device, batchSize)
            received += try keepingReceived(received) { try store.writeDatabase { database in
                try LocalCells.flushOutbox(database, device: device)
                try LocalCells.setApplying(true, in: database)
                var changed = Set<EntityKey>()
                var newest: Int64 = 0, won = 0
                for (index, cell) in page.cells.enumerated() {
                    if index == page.cells.count / 2 { checkpoint(.midPull) }
                    guard try LocalCells.merge(cell, into: database) else { continue }
                    changed.insert(EntityKey(cell.key.entity, cell.key.id))
                    newest = max(newest, cell.clock)
                    won += 1
                }
                try Materializer(database: database).apply(changed: changed)
                // Later changes here come after what this page brought and
                // after the server's clock (`HybridClock.observe`).
                try LocalCells.observe(max(newest, HybridClock.stamp(milliseconds: serverNow)), in: database)
                try SyncStateKey.cursor.set(String(max(cursor, page.cursor)), in: database)
                try SyncStateKey.server.set(server.label, in: database)
                try DeviceIdentity.record(seen, in: database)
                try SyncStateKey.lastSync.set(String(nowMilliseconds()), in: database)
                try LocalCells.setApplying(false, in: database)
                return won
            } }
            if page.isLast || page.cursor <= cursor { return received }
        }
    }

    /// A full disk while a page is merged loses only that page (its
    /// transaction rolls back): the error says how many changes the earlier
    /// pages kept, where the store's own would say nothing was changed.
    private func keepingReceived<T>(_ received: Int, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch StoreError.diskFull(let path) {
            throw SyncError.storeFull(path: path, kept: received)
        }
    }

    public static func newDevice() -> String { EntityID.random().rawValue }

    @Sendable public static func systemMilliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }
}
