import Foundation
import PocketTestSupport
import Postgres
import SyncKit
import SyncPostgres
import Testing

@Suite struct SyncPushPullTests {
    @Test func largerClockWinsAndTiesGoToTheLargerDevice() throws {
        let world = try SyncServerWorld(users: ["ann"])
        let server = try world.server("ann")
        #expect(try server.push("tracker", [cell("1", value: "new", clock: 20, device: "a")]) == 1)
        #expect(try server.push("tracker", [cell("1", value: "old", clock: 10, device: "z")]) == 0)
        #expect(try server.push("tracker", [cell("1", value: "tie-small", clock: 20, device: "A")]) == 0)
        #expect(try server.push("tracker", [cell("1", value: "tie-large", clock: 20, device: "b")]) == 1)
        #expect(try pullAll(server).cells == [cell("1", value: "tie-large", clock: 20, device: "b")])
    }

    @Test func pushingTheSameCellsAgainChangesNothing() throws {
        let world = try SyncServerWorld(users: ["ann"])
        let server = try world.server("ann")
        let cells = (0..<50).map { cell("\($0)", value: "v\($0)", clock: Int64($0)) }
        #expect(try server.push("tracker", cells) == 50)
        let first = try pullAll(server)
        #expect(try server.push("tracker", cells) == 0)
        #expect(try server.push("tracker", cells.reversed()) == 0)
        let again = try pullAll(server)
        #expect(again.cells == first.cells)
        // A duplicate inside one push is merged, not refused.
        #expect(try server.push("tracker", [cell("x", value: "1", clock: 5), cell("x", value: "2", clock: 6)]) == 1)
        #expect(try pullAll(server, after: again.cursor).cells.map(\.value) == ["2"])
    }

    /// A batch mixing new cells with ones the server has: the new ones land,
    /// of the known ones only the winners (the upsert path of `push`).
    @Test func aBatchOfNewAndKnownCellsKeepsOnlyTheWinners() throws {
        let world = try SyncServerWorld(users: ["ann"])
        let server = try world.server("ann")
        _ = try server.push("tracker", [cell("a", value: "a1", clock: 10), cell("b", value: "b1", clock: 10)])
        let mixed = [
            cell("new1", value: "n1", clock: 1), cell("a", value: "a0", clock: 5), cell("b", value: "b2", clock: 11),
            cell("new2", value: "n2", clock: 1),
        ]
        #expect(try server.push("tracker", mixed) == 3)
        let values = Dictionary(uniqueKeysWithValues: try pullAll(server).cells.map { ($0.key.id, $0.value) })
        #expect(values == ["a": "a1", "b": "b2", "new1": "n1", "new2": "n2"])
    }

    @Test func aReplacedCellMovesToANewSequenceNumber() throws {
        let world = try SyncServerWorld(users: ["ann"])
        let server = try world.server("ann")
        _ = try server.push("tracker", [cell("1", value: "a", clock: 1), cell("2", value: "b", clock: 1)])
        let cursor = try pullAll(server).cursor
        #expect(try pullAll(server, after: cursor).cells.isEmpty)
        _ = try server.push("tracker", [cell("1", value: "a2", clock: 2)])
        let later = try pullAll(server, after: cursor)
        #expect(later.cells.map(\.value) == ["a2"])
        #expect(later.cursor > cursor)
    }

    @Test func pullLeavesOutTheAskersOwnCellsButMovesItsCursorPastThem() throws {
        let world = try SyncServerWorld(users: ["ann"])
        let server = try world.server("ann")
        _ = try server.push("tracker", (0..<5).map { cell("mine\($0)", value: "m", clock: 1, device: "laptop") })
        _ = try server.push("tracker", [cell("theirs", value: "t", clock: 1, device: "desktop")])
        let page = try server.pull("tracker", 0, "laptop", 100)
        #expect(page.cells.map(\.key.id) == ["theirs"])
        #expect(page.isLast)
        let all = try server.pull("tracker", 0, "other", 100)
        #expect(page.cursor == all.cursor)
        #expect(all.cells.count == 6)
        // Only the laptop's own cells on a page: none sent, the cursor still moves on.
        let ownOnly = try server.pull("tracker", 0, "laptop", 3)
        #expect(ownOnly.cells.isEmpty && !ownOnly.isLast && ownOnly.cursor > 0)
        // Nothing after the end: the cursor stays.
        let end = try server.pull("tracker", all.cursor, "laptop", 100)
        #expect(end == PullPage(cells: [], cursor: all.cursor, isLast: true))
    }

    @Test func pagesFollowTheCursorWithoutGapsOrRepeats() throws {
        let world = try SyncServerWorld(users: ["ann"])
        let server = try world.server("ann")
        let cells = (0..<95).map { cell(String(format: "%03d", $0), value: "v\($0)", clock: 7) }
        _ = try server.push("tracker", cells)
        _ = try server.push("goals", [cell("g", value: "other app", clock: 1)])
        var pages: [PullPage] = []
        var cursor: Int64 = 0
        repeat {
            pages.append(try server.pull("tracker", cursor, "reader", 10))
            cursor = pages.last!.cursor
        } while !pages.last!.isLast
        #expect(pages.count == 10)
        #expect(pages.dropLast().allSatisfy { $0.cells.count == 10 && !$0.isLast })
        #expect(pages.last!.cells.count == 5)
        #expect(pages.flatMap(\.cells) == cells)
        #expect(try pullAll(server, app: "goals").cells.map(\.value) == ["other app"])
    }

    @Test func bigPushesGoInBatchesInOneTransaction() throws {
        let world = try SyncServerWorld(users: ["ann"])
        let server = try world.server("ann")
        let cells = (0..<45_000).map { cell("r\($0)", "done", value: "1", clock: Int64($0), entity: "record") }
        #expect(try server.push("tracker", cells) == 45_000)
        let pulled = try pullAll(server, limit: 20_000)
        #expect(pulled.cells.count == 45_000)
        #expect(Set(pulled.cells) == Set(cells))
    }

    @Test func textsSurviveTheArraysUnchanged() throws {
        let world = try SyncServerWorld(users: ["ann"])
        let server = try world.server("ann")
        let awkward = ["", "NULL", "a,b", "{}", "\"q\"", "back\\slash\\", " ", "эмодзи 🚀", "tab\tnew\nline", "'"]
        let cells = awkward.enumerated().map {
            cell("e\($0.offset)", $0.element, value: $0.element, clock: 1, entity: $0.element)
        }
        _ = try server.push("tracker", cells)
        #expect(Set(try pullAll(server).cells) == Set(cells))
    }

    @Test func serverClockIsNearOurs() throws {
        let world = try SyncServerWorld(users: ["ann"])
        let now = Int64(Date().timeIntervalSince1970 * 1000)
        #expect(abs(try world.server("ann").nowMilliseconds() - now) < 5_000)
    }
}
