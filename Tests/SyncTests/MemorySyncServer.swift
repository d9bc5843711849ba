import Foundation
import SyncKit
import Synchronization

/// The server's rules as a model in memory: the larger (clock, device, value) wins
/// per cell, a replaced cell takes the next sequence number, a pull looks at
/// a window of sequence numbers and leaves out the asking device's cells;
/// every push leaves a mark and moves its device's stream on, refused when
/// the stream does not allow it (`DeviceStream.accepts`); a generation drawn at start and by
/// `newGeneration()`. The PostgreSQL functions keep the same rules; the
/// model lets property tests run thousands of syncs in a second.
final class MemorySyncServer: Sendable {
    /// Everything the server holds: what a backup keeps and a restore puts back.
    struct State {
        var cells: [String: [CellKey: (cell: SyncCell, seq: Int64)]] = [:]
        var lastSeq: Int64 = 0
        var marks: [Int64: String] = [:]
        var tokens: [String: String] = [:]  // "app/device" → last token
        var generation = UUID().uuidString
    }

    private let state = Mutex(State())
    private let clock = Mutex(SyncEngineClock.now())

    /// The server's time in milliseconds, which a test may move.
    var now: Int64 {
        get { clock.withLock { $0 } }
        set { clock.withLock { $0 = newValue } }
    }

    var server: SyncServer {
        SyncServer(
            schemaVersion: { supportedServerSchema },
            nowMilliseconds: { [self] in now },
            hello: { [self] app, device, seen in
                state.withLock { state in
                    let head =
                        state.marks.max { $0.key < $1.key }.map { ServerMark(seq: $0.key, token: $0.value) } ?? .origin
                    return ServerHello(
                        generation: state.generation, head: head,
                        knowsMark: seen.seq == 0 || state.marks[seen.seq] == seen.token,
                        deviceToken: state.tokens[app + "/" + device])
                }
            },
            push: { [self] app, pushed, stream, token throws(SyncError) in
                try state.withLock { state throws(SyncError) in
                    guard !pushed.isEmpty else { return 0 }
                    if let stream {
                        let key = app + "/" + stream.device
                        guard stream.accepts(token, serverToken: state.tokens[key]) else { throw .deviceForked }
                        state.tokens[key] = token
                    }
                    var won = 0
                    for cell in pushed {
                        state.lastSeq += 1
                        if let known = state.cells[app]?[cell.key], !cell.wins(over: known.cell) { continue }
                        state.cells[app, default: [:]][cell.key] = (cell, state.lastSeq)
                        won += 1
                    }
                    state.marks[state.lastSeq] = UUID().uuidString
                    return won
                }
            },
            pull: { [self] app, after, device, limit in
                state.withLock { state in
                    let window = (state.cells[app] ?? [:]).values.filter { $0.seq > after }.sorted { $0.seq < $1.seq }
                        .prefix(limit)
                    return PullPage(
                        cells: window.filter { $0.cell.device != device }.map(\.cell),
                        cursor: window.last?.seq ?? after, isLast: window.count < limit)
                }
            },
            label: "memory")
    }

    /// Every cell of an app, for comparing with what devices hold.
    func all(_ app: String) -> [CellKey: SyncCell] { state.withLock { ($0.cells[app] ?? [:]).mapValues(\.cell) } }

    /// A backup of everything.
    func backup() -> State { state.withLock { $0 } }

    /// Puts a backup back, as pg_restore does (the generation too).
    func restore(_ backup: State) { state.withLock { $0 = backup } }

    /// What `pocket sync restored` does.
    func newGeneration() { state.withLock { $0.generation = UUID().uuidString } }
}

enum SyncEngineClock {
    static func now() -> Int64 { Int64(Date().timeIntervalSince1970 * 1000) }
}
