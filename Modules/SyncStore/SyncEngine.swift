import SQLite
import SharedModels
import Storage
import StorageSQLite
import SyncKit

#if canImport(Glibc)
    import Glibc
#endif

/// One sync of one app's store: push the device's changes, pull the other
/// devices', merge, push what changed meanwhile.
///
/// Every step that changes the store is one transaction together with its
/// cursor (`pushed` for the push, `cursor` for the pull), so a process
/// killed at any moment leaves a state the next sync completes: a batch the
/// server took but the device did not record is pushed again and changes
/// nothing there (the merge is idempotent); a pulled page not applied is
/// pulled again.
package struct SyncEngine: Sendable {
    package let app: String
    package let server: SyncServer
    /// The device's wall clock in milliseconds (a parameter for the tests).
    package let nowMilliseconds: @Sendable () -> Int64
    /// Cells per push (and per pulled page, unless `pageSize` says otherwise).
    package var batchSize: Int
    /// Cells per pulled page: each page is one local transaction.
    package var pageSize: Int
    /// Called at the moments a crash is most telling (the crash tests stop
    /// the process there with SIGKILL); nothing by default.
    package var checkpoint: @Sendable (Checkpoint) -> Void = { _ in }
    /// Told how far the upload and the download are (`SyncProgress`); nil
    /// (the default) also skips counting what waits, which costs a scan.
    package var progress: (@Sendable (SyncProgress) -> Void)? = nil

    /// The moments a crash is most telling (`SyncCheckpoint`).
    package typealias Checkpoint = SyncCheckpoint

    /// Cells per pulled page for the commands: larger pages mean fewer
    /// commits rewriting the same index pages, so a new device's download is
    /// faster, at the cost of holding a page in memory while it is merged
    /// (measured with Scripts/bench-sync: docs/benchmarks.md, "Measured choices").
    package static let downloadPageSize = 100_000

    /// The largest difference from the server's clock a device may have:
    /// a device far ahead would win every conflict, one far behind lose them.
    package static let clockTolerance: Int64 = 5 * 60 * 1000

    package init(
        app: String, server: SyncServer, batchSize: Int = 20_000, pageSize: Int? = nil,
        nowMilliseconds: @escaping @Sendable () -> Int64 = SyncEngine.systemMilliseconds
    ) {
        self.app = app
        self.server = server
        self.batchSize = batchSize
        self.pageSize = pageSize ?? batchSize
        self.nowMilliseconds = nowMilliseconds
    }

    /// What one sync did (`SyncReport`).
    package typealias Report = SyncReport

    package func sync(_ store: SQLiteStore) throws -> Report {
        let version = try server.schemaVersion()
        guard version <= supportedServerSchema else {
            throw SyncError.serverTooNew(found: version, supported: supportedServerSchema)
        }
        guard version >= supportedServerSchema else {
            throw SyncError.serverTooOld(found: version, needed: supportedServerSchema)
        }
        let serverNow = try server.nowMilliseconds()
        let skew = nowMilliseconds() - serverNow
        guard abs(skew) <= Self.clockTolerance else { throw SyncError.clockSkew(milliseconds: skew) }
        var meeting = try meetServer(store, device: try prepare(store, serverNow: serverNow))
        checkpoint(.beforePush)
        var report = Report(sent: 0, received: 0, device: meeting.device)
        report.sent = try firstPush(store, &meeting, serverNow: serverNow, report: &report)
        let device = meeting.device
        report.device = device
        report.resent = meeting.resent
        report.received = try pull(store, device: device, serverNow: serverNow, seen: meeting.hello, report: &report)
        report.sent += try push(store, device: device, serverNow: serverNow, report: &report)
        return report
    }

    /// Makes the outbox's changes cells (the first sync: the tables, the
    /// triggers and every row). With nothing waiting this only reads: a sync
    /// with nothing to do writes the store once, in its last pull.
    /// A clock beyond the bound (an older build took in a hostile stamp) is
    /// repaired here too, before anything is pushed (`LocalCells.repairClock`).
    private func prepare(_ store: SQLiteStore, serverNow: Int64) throws -> String {
        let now = HybridClock.stamp(milliseconds: serverNow)
        let ceiling = HybridClock.stamp(milliseconds: serverNow + CellRules.clockBound)
        let ready = try store.readDatabase { database -> String? in
            guard try LocalCells.isEnabled(database), !(try LocalCells.hasOutbox(database)),
                !(try LocalCells.isClockBeyond(ceiling, in: database)), try Self.isSchemaCurrent(database)
            else { return nil }
            return try SyncStateKey.device.get(database)
        }
        if let ready { return ready }
        return try store.writeDatabase { database in
            if !(try LocalCells.isEnabled(database)) { try LocalCells.enable(database, device: Self.newDevice()) }
            let device = try SyncStateKey.device.get(database) ?? ""
            try LocalCells.flushOutbox(database, device: device)
            if !(try Self.isSchemaCurrent(database)) {
                try upgradeSchema(database, device: device, serverNow: serverNow)
            }
            if try LocalCells.isClockBeyond(ceiling, in: database) {
                try LocalCells.repairClock(device: device, stamp: now, ceiling: ceiling, in: database)
            }
            return device
        }
    }

    /// Pushes until the cursor has caught up. Each batch is sent with the
    /// next token of the device's stream (`DeviceIdentity.nextToken`), and
    /// the cursor and the acknowledged token move on together. A cell that
    /// breaks the store's rules (a row another program wrote) is set aside,
    /// not sent; during a full re-send that is checked of received cells too
    /// (they passed when they came in, unless an older build took them).
    func push(_ store: SQLiteStore, device: String, serverNow: Int64, report: inout Report) throws -> Int {
        var sent = 0
        let waiting =
            try progress == nil
            ? 0
            : store.readDatabase { database in
                try LocalCells.waiting(
                    database, device: try DeviceIdentity.isResending(database) ? nil : device,
                    pushed: try SyncStateKey.pushed.int(database))
            }
        while true {
            let batch = try nextBatch(store, device: device)
            guard batch.last > batch.after else {
                if batch.resending { try store.writeDatabase { try DeviceIdentity.finishResend(in: $0) } }
                return sent
            }
            var good: [SyncCell] = []
            var bad: [(cell: SyncCell, problem: String)] = []
            for cell in batch.cells {
                if let problem = CellRules.problem(cell, serverNow: serverNow) {
                    bad.append((cell, problem))
                } else {
                    good.append(cell)
                }
            }
            var token: String?
            if !good.isEmpty {
                token = try send(good, store, device: device)
                checkpoint(.afterServerCommit)
                sent += good.count
                progress?(SyncProgress(phase: .upload, cells: sent, fraction: Double(sent) / Double(max(waiting, 1))))
            }
            report.setAside += try store.writeDatabase { database in
                let pushed = try SyncStateKey.pushed.int(database)
                try SyncStateKey.pushed.set(String(max(pushed, batch.last)), in: database)
                try SyncStateKey.lastSync.set(String(nowMilliseconds()), in: database)
                if let token { try DeviceIdentity.acknowledge(token, in: database) }
                try Quarantine.release(good, .unsent, in: database)
                try Quarantine.release(good, .received, olderOnly: true, in: database)
                return try Quarantine.setAside(bad, .unsent, in: database)
            }
        }
    }

    private func pull(
        _ store: SQLiteStore, device: String, serverNow: Int64, seen: ServerHello,
        report: inout Report
    ) throws -> Int {
        var received = 0
        var looked = 0
        // A page's writes stay in memory to its commit instead of spilling
        // to the WAL and being read back (most of a million-cell download's
        // time with the default 2 MB cache).
        let (start, bulk) = try store.readDatabase { database in
            (try SyncStateKey.cursor.int(database), try BulkSettings.apply(on: database))
        }
        defer { _ = try? store.readDatabase { bulk.restore(on: $0) } }
        while true {
            let cursor = try store.readDatabase { try SyncStateKey.cursor.int($0) }
            let page = try server.pull(app, cursor, device, pageSize)
            let applied = try keepingReceived(received) {
                try store.writeDatabase { database in
                    try LocalCells.flushOutbox(database, device: device)
                    try LocalCells.setApplying(true, in: database)
                    let merged = try merge(page.cells, serverNow: serverNow, into: database)
                    // Later changes here come after what this page brought and
                    // after the server's clock (`HybridClock.observe`); a clock
                    // beyond the bound (an older build took in a hostile stamp)
                    // is set back to the server's time.
                    try LocalCells.observe(
                        max(merged.newest, HybridClock.stamp(milliseconds: serverNow)),
                        ceiling: HybridClock.stamp(milliseconds: serverNow + CellRules.clockBound), in: database)
                    try SyncStateKey.cursor.set(String(max(cursor, page.cursor)), in: database)
                    try SyncStateKey.server.set(server.label, in: database)
                    try DeviceIdentity.record(seen, in: database)
                    try SyncStateKey.lastSync.set(String(nowMilliseconds()), in: database)
                    try LocalCells.setApplying(false, in: database)
                    return merged
                }
            }
            received += applied.won
            report.setAside += applied.setAside
            looked += page.cells.count
            progress?(
                SyncProgress(
                    phase: .download, cells: looked,
                    fraction: Double(page.cursor - start) / Double(max(seen.head.seq - start, 1))))
            if page.isLast || page.cursor <= cursor { return received }
        }
    }

    /// Merges a page's cells that pass the store's rules and sets the others
    /// aside, then writes the rows they change. One prepared upsert serves
    /// the page; the set members that won go to the materializer as cells.
    func merge(_ cells: [SyncCell], serverNow: Int64, into database: Database)
        throws -> (won: Int, newest: Int64, setAside: [SetAside])
    {
        var changed = Set<EntityKey>()
        var newest: Int64 = 0
        var good: [SyncCell] = []
        var won: [SyncCell] = []
        var members: [SyncCell] = []
        var bad: [(cell: SyncCell, problem: String)] = []
        good.reserveCapacity(cells.count)
        try database.withStatement(LocalCells.mergeSQL) { upsert in
            for (index, cell) in cells.enumerated() {
                if index == cells.count / 2 { checkpoint(.midPull) }
                if let problem = CellRules.problem(cell, serverNow: serverNow) {
                    bad.append((cell, problem))
                    continue
                }
                good.append(cell)
                guard try LocalCells.merge(cell, with: upsert, in: database) else { continue }
                if SyncedTables.sets.contains(where: { $0.entity == cell.key.entity }) {
                    members.append(cell)
                } else {
                    changed.insert(EntityKey(cell.key.entity, cell.key.id))
                }
                newest = max(newest, cell.clock)
                won.append(cell)
            }
        }
        // A good cell from the server replaces a bad one set aside; one that
        // won here also replaces this device's own bad value.
        try Quarantine.release(good, .received, in: database)
        try Quarantine.release(won, .unsent, in: database)
        try Materializer(database: database).apply(changed: changed, members: members)
        return (won.count, newest, try Quarantine.setAside(bad, .received, in: database))
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

    package static func newDevice() -> String { EntityID.random().rawValue }

    @Sendable package static func systemMilliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }
}
