import Foundation
import SyncKit

/// The server's rules as a model in memory: the larger (clock, device, value) wins
/// per cell, a replaced cell takes the next sequence number, a pull looks at
/// a window of sequence numbers and leaves out the asking device's cells.
/// The PostgreSQL functions keep the same rules; the model lets property
/// tests run thousands of syncs in a second.
final class MemorySyncServer: @unchecked Sendable {
    private let lock = NSLock()
    private var cells: [String: [CellKey: (cell: SyncCell, seq: Int64)]] = [:]
    private var lastSeq: Int64 = 0
    var now: Int64 = SyncEngineClock.now()

    var server: SyncServer {
        SyncServer(
            schemaVersion: { supportedServerSchema },
            nowMilliseconds: { [self] in lock.withLock { now } },
            push: { [self] app, pushed in lock.withLock {
                var won = 0
                for cell in pushed {
                    if let known = cells[app]?[cell.key], !cell.wins(over: known.cell) { continue }
                    lastSeq += 1
                    cells[app, default: [:]][cell.key] = (cell, lastSeq)
                    won += 1
                }
                return won
            } },
            pull: { [self] app, after, device, limit in lock.withLock {
                let window = (cells[app] ?? [:]).values.filter { $0.seq > after }.sorted { $0.seq < $1.seq }.prefix(limit)
                return PullPage(cells: window.filter { $0.cell.device != device }.map(\.cell),
                                cursor: window.last?.seq ?? after, isLast: window.count < limit)
            } },
            label: "memory")
    }

    /// Every cell of an app, for comparing with what devices hold.
    func all(_ app: String) -> [CellKey: SyncCell] { lock.withLock { (cells[app] ?? [:]).mapValues(\.cell) } }
}

enum SyncEngineClock {
    static func now() -> Int64 { Int64(Date().timeIntervalSince1970 * 1000) }
}
