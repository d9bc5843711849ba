import Foundation
import PocketTestSupport
import Postgres
import SyncKit
import SyncPostgres
import Testing

@Suite struct SyncConcurrencyTests {
    /// Several pushers on their own connections and a puller paging with its
    /// cursor while they run: at the end the puller has seen every cell of
    /// every push. A sequence number handed out before a slower transaction
    /// commits would be skipped by the cursor; the per-account lock prevents it.
    @Test func aPullerPagingDuringPushesMissesNoCell() throws {
        let world = try SyncServerWorld(users: ["ann"])
        let pushers = 4
        let pushesEach = 60
        let cellsPerPush = 5
        let errors = Recorder<String>()
        let group = DispatchGroup()
        for pusher in 0..<pushers {
            let server = try world.server("ann")
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                for push in 0..<pushesEach {
                    let cells = (0..<cellsPerPush).map {
                        cell("p\(pusher)-\(push)-\($0)", value: "v", clock: Int64(push), device: "pusher\(pusher)")
                    }
                    do { _ = try server.push("tracker", cells) } catch { errors.add(String(describing: error)) }
                }
            }
        }
        let reader = try world.server("ann")
        var seen = Set<String>()
        var cursor: Int64 = 0
        var pushing = true
        while pushing {
            pushing = group.wait(timeout: .now()) == .timedOut
            let page = try reader.pull("tracker", cursor, "reader", 7)
            #expect(page.cursor >= cursor)
            cursor = page.cursor
            seen.formUnion(page.cells.map(\.key.id))
        }
        seen.formUnion(try pullAll(reader, after: cursor, limit: 7).cells.map(\.key.id))
        #expect(errors.all.isEmpty, "\(errors.all)")
        #expect(seen.count == pushers * pushesEach * cellsPerPush)
    }

    @Test func concurrentFirstPushesOfANewAccountAllLand() throws {
        let world = try SyncServerWorld(users: ["ann"])
        let servers = try (0..<6).map { _ in try world.server("ann") }
        let errors = Recorder<String>()
        DispatchQueue.concurrentPerform(iterations: servers.count) { index in
            do {
                _ = try servers[index].push("tracker", [cell("c\(index)", value: "v", clock: 1, device: "d\(index)")])
            } catch { errors.add(String(describing: error)) }
        }
        #expect(errors.all.isEmpty, "\(errors.all)")
        #expect(try pullAll(servers[0]).cells.count == servers.count)
    }
}
