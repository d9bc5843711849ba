import PocketTestSupport
import Postgres
import SeededRandom
import SharedModels
import Storage
import SyncKit
import SyncPostgres
import SyncStore
import Testing

/// Devices with their own stores, changing offline and syncing in random
/// orders through the server model, end with the same data.
struct SyncConvergenceTests {
    @Test(arguments: Array(UInt64(1)...12))
    func randomOfflineChangesConverge(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let server = MemorySyncServer()
        let devices = try (0..<3).map { try SyncDevice("converge\($0)") }
        for round in 0..<6 {
            for device in devices { try RandomChanges.apply(40, to: device.store, random: &random) }
            for device in devices.shuffled(using: &random) where Bool.random(using: &random) || round == 5 {
                try device.sync(server.server, batch: Int.random(in: 3...40, using: &random))
            }
        }
        // Two quiet rounds bring every device everything.
        for _ in 0..<2 { for device in devices { try device.sync(server.server) } }
        let first = try devices[0].dump()
        for device in devices.dropFirst() {
            let dump = try device.dump()
            #expect(dump == first, "seed \(seed):\n\(dump)\n---\n\(first)")
        }
        #expect(!first.isEmpty)
        for device in devices { #expect(try SyncStatus.read(device.store).waiting == 0) }
    }

    /// The same through a real PostgreSQL: every device its own data folder
    /// and connection, hundreds of changes each, random sync orders and batches.
    @Test(arguments: [UInt64(11), 12])
    func randomOfflineChangesConvergeThroughPostgreSQL(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let postgres = try TemporaryPostgres()
        let admin = try PostgresConnection(settings: ConnectionSettings(conninfo: postgres.adminURL, environment: [:]))
        _ = try SyncInstaller.install(admin)
        try SyncInstaller.addUser("alice", password: "pw", admin)
        let url = postgres.url(user: "alice", password: "pw")
        let devices = try (0..<3).map { try SyncDevice("pg\($0)") }
        let servers = try devices.map { _ in try SyncServer.postgres(url: url, environment: [:]) }
        for round in 0..<5 {
            for device in devices { try RandomChanges.apply(60, to: device.store, random: &random) }
            for index in devices.indices.shuffled(using: &random) where Bool.random(using: &random) || round == 4 {
                try devices[index].sync(servers[index], batch: Int.random(in: 5...200, using: &random))
            }
        }
        for _ in 0..<2 { for index in devices.indices { try devices[index].sync(servers[index]) } }
        let first = try devices[0].dump()
        for device in devices.dropFirst() {
            let dump = try device.dump()
            #expect(dump == first, "seed \(seed):\n\(dump)\n---\n\(first)")
        }
        #expect(first.split(separator: "\n").count > 20, "seed \(seed): the devices kept data")
    }

    @Test func syncingAgainChangesNothing() throws {
        let server = MemorySyncServer()
        let device = try SyncDevice("again")
        try device.store.write { try $0.insertTracker(SyncDevice.tracker("Read")) }
        let first = try device.sync(server.server)
        #expect(first.sent == 8 && first.received == 0, "the 8 fields (the first sync sends no tombstone cells)")
        let second = try device.sync(server.server)
        #expect(second.sent == 0 && second.received == 0)
    }

    @Test func aNewDeviceDownloadsEverything() throws {
        let server = MemorySyncServer()
        let laptop = try SyncDevice("laptop")
        let desktop = try SyncDevice("desktop")
        try laptop.store.write { context in
            let category = TrackerCategory(title: "Sport")
            try context.insertCategory(category)
            let tracker = SyncDevice.tracker("Run", category: category.id)
            try context.insertTracker(tracker)
            for day in 0..<30 {
                try context.insertRecord(TrackerRecord(trackerID: tracker.id, day: LocalDate(dayNumber: 20_000 + day)))
            }
        }
        try laptop.sync(server.server, batch: 7)
        let report = try desktop.sync(server.server, batch: 7)
        let (mine, theirs) = (try desktop.dump(), try laptop.dump())
        #expect(mine == theirs, "\(mine)\n---\n\(theirs)")
        #expect(report.received == 39, "a category's title, a tracker's 8 fields, 30 records")
    }
}
