import Foundation
import PocketTestSupport
import Postgres
import SyncKit
import SyncPostgres
import Testing

/// The server stopped (fast and immediate) and started again under a live
/// `SyncServer`: calls fail as unreachable while it is down and work after,
/// with everything committed before the stop still there.
@Suite struct SyncRestartTests {
    @Test(arguments: [false, true])
    func callsAreUnreachableWhileDownAndWorkAfterARestart(immediate: Bool) throws {
        let world = try SyncServerWorld(users: ["ann"])
        let server = try world.server("ann")
        _ = try server.push("tracker", [cell("before", value: "v", clock: 1)])
        world.postgres.stop(immediate: immediate)
        for call in [
            { _ = try server.push("tracker", [cell("down", value: "v", clock: 2)]) },
            { _ = try server.pull("tracker", 0, "x", 10) }, { _ = try server.nowMilliseconds() },
        ] {
            let error = try #require(throws: SyncError.self) { try call() }
            guard case .unreachable = error else {
                Issue.record("while down: \(error)")
                continue
            }
        }
        let fresh = try #require(throws: SyncError.self) { try world.server("ann") }
        guard case .unreachable = fresh else {
            Issue.record("\(fresh)")
            return
        }
        try world.postgres.start()
        #expect(try server.push("tracker", [cell("after", value: "v", clock: 3)]) == 1)
        #expect(Set(try pullAll(server).cells.map(\.key.id)) == ["before", "after"])
    }

    @Test func aRestartBetweenTwoCallsGoesUnnoticed() throws {
        let world = try SyncServerWorld(users: ["ann"])
        let server = try world.server("ann")
        _ = try server.push("tracker", [cell("before", value: "v", clock: 1)])
        world.postgres.stop(immediate: true)
        try world.postgres.start()
        #expect(try server.pull("tracker", 0, "x", 10).cells.map(\.key.id) == ["before"])
    }
}
