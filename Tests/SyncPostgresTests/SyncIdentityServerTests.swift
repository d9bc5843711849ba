import Foundation
import PocketTestSupport
import Postgres
import SyncKit
import Testing

@testable import SyncPostgres

/// The server's identity on a real PostgreSQL: the generation, the marks a
/// device asks about, each device's stream of pushes; and a server installed
/// by the version before them, upgraded by `init` with nothing re-sent.
@Suite struct SyncIdentityServerTests {
    let world: SyncServerWorld
    init() throws { world = try SyncServerWorld() }

    func generation() throws -> String? {
        try world.admin().execute("SELECT generation FROM pocket_sync.server_identity").scalar
    }

    @Test func aFreshServerHasAGenerationAndNoHistory() throws {
        let hello = try world.server("ann").hello("tracker", "d1", .origin)
        let stored = try generation()
        #expect(hello.generation.count == 36 && hello.generation == stored)
        #expect(hello.head == .origin && hello.knowsMark && hello.deviceToken == nil)
    }

    @Test func everyPushLeavesAMarkTheHelloKnows() throws {
        let ann = try world.server("ann")
        _ = try ann.pushStream("tracker", [cell("1", value: "v", clock: 1)], DeviceStream(device: "d1"), "t1")
        let first = try ann.hello("tracker", "d1", .origin)
        #expect(first.head.seq == 1 && !first.head.token.isEmpty && first.deviceToken == "t1")
        _ = try ann.push("goals", [cell("g", value: "v", clock: 1), cell("h", value: "v", clock: 1)])
        let second = try ann.hello("tracker", "d1", first.head)
        #expect(second.head.seq == 3 && second.knowsMark, "the account's history, across apps")
        let forged = ServerMark(seq: first.head.seq, token: "not-the-token")
        #expect(try !ann.hello("tracker", "d1", forged).knowsMark)
        // Bob's history is his own.
        #expect(
            try world.server("bob").hello("tracker", "d1", first.head)
                == ServerHello(generation: first.generation, head: .origin, knowsMark: false, deviceToken: nil))
    }

    @Test func aPushOffTheDevicesStreamIsRefusedAndStoresNothing() throws {
        let ann = try world.server("ann")
        let stream = DeviceStream(device: "laptop")
        #expect(try ann.pushStream("tracker", [cell("1", value: "a", clock: 1)], stream, "t1") == 1)
        // The same push again (its answer was lost): taken, changes nothing.
        #expect(try ann.pushStream("tracker", [cell("1", value: "a", clock: 1)], stream, "t1") == 0)
        let copy = DeviceStream(device: "laptop")
        #expect(throws: SyncError.deviceForked) {
            try ann.pushStream("tracker", [cell("2", value: "copy", clock: 2)], copy, "t-copy")
        }
        #expect(try pullAll(ann).cells.map(\.key.id) == ["1"])
        #expect(try ann.hello("tracker", "laptop", .origin).deviceToken == "t1")
        let next = DeviceStream(device: "laptop", acknowledged: "t1")
        #expect(try ann.pushStream("tracker", [cell("3", value: "b", clock: 3)], next, "t2") == 1)
        // A device that has pushed, unknown to the server (restored from before its first push).
        let lost = DeviceStream(device: "restored", acknowledged: "r1")
        #expect(throws: SyncError.deviceForked) {
            try ann.pushStream("tracker", [cell("5", value: "lost", clock: 5)], lost, "r2")
        }
        #expect(try ann.hello("tracker", "restored", .origin).deviceToken == nil)
        // Another app, or another device id, is another stream.
        #expect(try ann.pushStream("goals", [cell("1", value: "g", clock: 1)], copy, "t-copy") == 1)
        #expect(
            try ann.pushStream("tracker", [cell("4", value: "n", clock: 1)], DeviceStream(device: "new"), "n1") == 1)
    }

    @Test func restoredDrawsANewGenerationOnlyForTheOwner() throws {
        let before = try generation()
        let drawn = try SyncInstaller.newGeneration(world.admin())
        let stored = try generation()
        #expect(drawn != before && drawn == stored)
        #expect(throws: SyncError.self) { try SyncInstaller.newGeneration(world.connection("ann")) }
        #expect(try generation() == drawn)
    }
}

@Suite struct SyncUpgradeTests {
    /// A server installed by the version without identity keeps its cells,
    /// and devices that synced with it go on without re-sending: no device
    /// has a record there yet, which every stream follows.
    @Test func aVersionOneServerUpgradedByInitKeepsWorking() throws {
        let world = try SyncServerWorld(users: [], installed: false)
        let admin = try world.admin()
        #expect(try SyncInstaller.install(admin, through: 1) == .installed(version: 1))
        try SyncInstaller.addUser("ann", password: SyncServerWorld.password("ann"), admin)
        let ann = try world.connection("ann")
        try ann.execute(
            "SELECT pocket_sync.push('tracker', ARRAY['tracker'], ARRAY['1'], ARRAY['name'], ARRAY['Run'], "
                + "ARRAY[5::bigint], ARRAY['d1'])"
        )
        let old = try #require(throws: SyncError.self) { try SyncInstaller.newGeneration(admin) }
        #expect(old == .serverTooOld(found: 1, needed: supportedServerSchema))
        #expect(try SyncInstaller.install(admin) == .upgraded(from: 1, to: supportedServerSchema))
        let server = try world.server("ann")
        let hello = try server.hello("tracker", "d1", .origin)
        #expect(!hello.generation.isEmpty && hello.deviceToken == nil && hello.knowsMark && hello.head == .origin)
        #expect(try pullAll(server).cells.map(\.value) == ["Run"])
        #expect(
            try server.pushStream("tracker", [cell("2", value: "Read", clock: 6)], DeviceStream(device: "d1"), "t1")
                == 1)
        #expect(try server.hello("tracker", "d1", .origin).head.seq == 2)
    }

    /// A server of version 2 keeps each device's last token through the
    /// upgrade: the hello of version 3 tells it, and the stream goes on.
    @Test func aVersionTwoServerUpgradedByInitKeepsTheDevicesStreams() throws {
        let world = try SyncServerWorld(users: [], installed: false)
        let admin = try world.admin()
        #expect(try SyncInstaller.install(admin, through: 2) == .installed(version: 2))
        try SyncInstaller.addUser("ann", password: SyncServerWorld.password("ann"), admin)
        try world.connection("ann").execute(
            "SELECT pocket_sync.push_stream('tracker', ARRAY['tracker'], ARRAY['1'], ARRAY['name'], ARRAY['Run'], "
                + "ARRAY[5::bigint], ARRAY['d1'], 'd1', NULL, 'v2-token')")
        #expect(try SyncInstaller.install(admin) == .upgraded(from: 2, to: 3))
        let server = try world.server("ann")
        let hello = try server.hello("tracker", "d1", .origin)
        #expect(hello.deviceToken == "v2-token" && hello.head.seq == 1)
        let next = DeviceStream(device: "d1", acknowledged: "v2-token")
        #expect(try server.pushStream("tracker", [cell("2", value: "Read", clock: 6)], next, "t3") == 1)
    }
}
