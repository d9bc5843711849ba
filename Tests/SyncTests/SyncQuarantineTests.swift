import Foundation
import PocketTestSupport
import Postgres
import SharedModels
import Storage
import SyncKit
import SyncPostgres
import Testing

@testable import SyncStore

/// What the server sends is checked like what a user types: cells another
/// program pushed as the person's own role (psql against a real server)
/// that break the store's rules are set aside, everything else syncs.
@Suite struct SyncQuarantineTests {
    let postgres: TemporaryPostgres
    let server: SyncServer
    let laptop: SyncDevice, desktop: SyncDevice

    init() throws {
        postgres = try TemporaryPostgres()
        let admin = try PostgresConnection(settings: ConnectionSettings(conninfo: postgres.adminURL, environment: [:]))
        _ = try SyncInstaller.install(admin)
        try SyncInstaller.addUser("alice", password: "pw", admin)
        server = try SyncServer.postgres(url: postgres.url(user: "alice", password: "pw"), environment: [:])
        laptop = try SyncDevice("laptop")
        desktop = try SyncDevice("desktop")
    }

    func hostile(_ cells: [HostileSync.Cell]) throws {
        try HostileSync.push(cells, to: postgres, user: "alice", password: "pw")
    }

    /// The device's clock in milliseconds, and whether SQLite still holds it as an integer.
    func clock(_ device: SyncDevice) throws -> (milliseconds: Int64, integer: Bool) {
        try device.store.readDatabase { database in
            let type = try database.scalarText("SELECT typeof(hlc) FROM sync_clock")
            let hlc = Int64(try database.scalarText("SELECT hlc FROM sync_clock") ?? "") ?? .max
            return (HybridClock.milliseconds(of: hlc), type == "integer")
        }
    }

    func quarantined(_ device: SyncDevice) throws -> [String] {
        try device.store.readDatabase { database in
            var rows: [String] = []
            try database.fetch("SELECT direction, entity, id, field, problem FROM sync_quarantine ORDER BY 1, 2, 3, 4")
            {
                row in rows.append((0..<5).map { row.string(Int32($0)) }.joined(separator: " "))
            }
            return rows
        }
    }

    @Test func badCellsFromTheServerAreSetAsideAndEverythingElseSyncs() throws {
        let run = SyncDevice.tracker("Run")
        try laptop.store.write { try $0.insertTracker(run) }
        try laptop.sync(server)
        // The desktop knows Run before: a device that never saw it gets no
        // row until the server holds a good name (as for `stranger` below).
        try desktop.sync(server)
        let id = run.id.rawValue
        let stranger = "5eed5eed5eed5eed5eed5eed5eed5eed"
        try hostile(
            [
                .init("tracker", id, "name", value: "repeat('a', 10485760)"),
                .init("tracker", id, "color", value: "'#123456'"),
                .init("tracker", id, "pinned", value: "'1'", clock: "9223372036854775807"),
                .init("tracker", id, "emoji", value: HostileSync.literal("😻")),
                .init("record", id + "/20001", "done", value: "'1'"),
                .init("record", id + "/20002", "done", value: "'yes'"),
                .init("category", "bad id", "title", value: "'Sport'"),
            ] + SyncDevice.cells(of: SyncDevice.tracker("x"), id: stranger, name: "E'\\x1b[31mred'"))

        let report = try desktop.sync(server)
        #expect(
            report.setAside.map { "\($0.entity) \($0.name ?? $0.id) \($0.problems)" }.sorted()
                == [
                    "category bad id [\"id\"]",
                    "tracker Run [\"clock\", \"color\", \"done\", \"name\"]",
                    "tracker \(stranger) [\"name\"]",
                ].sorted())
        let tracker = try #require(try desktop.store.read { try $0.tracker(id: run.id) })
        #expect(tracker.name == "Run" && tracker.color == run.color && !tracker.pinned && tracker.emoji == "😻")
        #expect(try desktop.store.read { try $0.trackers().count } == 1)
        #expect(try desktop.store.read { try $0.records().map(\.day.dayNumber) } == [20_001])
        let clock = try clock(desktop)
        #expect(clock.integer && clock.milliseconds <= SyncEngineClock.now() + CellRules.clockBound)

        // Nothing new: no warning again.
        #expect(try desktop.sync(server).setAside.isEmpty)
        // Other devices' changes still come in, and this device's go out.
        try laptop.store.write { context in
            var renamed = run
            renamed.name = "Jog"
            try context.updateTracker(renamed)
        }
        try laptop.sync(server)
        try desktop.store.write {
            try $0.insertRecord(TrackerRecord(trackerID: run.id, day: LocalDate(dayNumber: 20_003)))
        }
        try desktop.sync(server)
        try laptop.sync(server)
        #expect(try desktop.store.read { try $0.tracker(id: run.id)?.name } == "Jog")
        #expect(try laptop.store.read { try $0.records().map(\.day.dayNumber).sorted() } == [20_001, 20_003])

        // A fixed name from the server takes the set-aside one's place.
        try hostile([.init("tracker", stranger, "name", value: "'Swim'")])
        #expect(try desktop.sync(server).setAside.isEmpty)
        #expect(try desktop.store.read { try $0.tracker(id: EntityID(stranger))?.name } == "Swim")
        // Jog and Swim replaced the bad names; what nobody fixed stays set aside.
        #expect(
            try quarantined(desktop) == [
                "in category bad id title id", "in record \(id)/20002 done done",
                "in tracker \(id) color color", "in tracker \(id) pinned clock",
            ])
        #expect(try SyncStatus.read(desktop.store).setAside == 4)
        // A later change made here replaces a set-aside one; the far-future one stays.
        try desktop.store.write { context in
            var changed = try #require(try context.tracker(id: run.id))
            changed.color = Palette.colors[2]
            changed.pinned = true
            try context.updateTracker(changed)
        }
        try desktop.sync(server)
        #expect(
            try quarantined(desktop) == [
                "in category bad id title id", "in record \(id)/20002 done done",
                "in tracker \(id) pinned clock",
            ])
    }

    /// What an older build left after taking in a clock of 2^63-1 (the
    /// cell itself, and a clock that overflowed into a float), then a rename:
    /// the next sync sets the clock back, sends the rename and drops the cell.
    @Test func aClockAnOlderBuildBrokeIsSetBackToTheServersTime() throws {
        var run = SyncDevice.tracker("Run")
        try laptop.store.write { try $0.insertTracker(run) }
        try laptop.sync(server)
        try desktop.sync(server)
        try laptop.store.writeDatabase { database in
            try database.execute(
                """
                INSERT INTO sync_cells (entity, id, field, value, clock, device)
                VALUES ('tracker', '\(run.id)', 'pinned', '0', 9223372036854775807, '0badc0de0badc0de0badc0de0badc0de')
                ON CONFLICT (entity, id, field) DO UPDATE SET clock = excluded.clock, device = excluded.device;
                UPDATE sync_clock SET hlc = 9223372036854775807.0 * 1.0;
                """)
        }
        run.name = "Jog"
        try laptop.store.write { try $0.updateTracker(run) }
        let report = try laptop.sync(server)
        #expect(report.setAside.isEmpty && report.sent == 1)
        let clock = try clock(laptop)
        #expect(clock.integer && abs(clock.milliseconds - SyncEngineClock.now()) < CellRules.clockBound)
        try desktop.sync(server)
        #expect(try desktop.store.read { try $0.tracker(id: run.id)?.name } == "Jog")
        // The pin outranks nothing any more: a pin made on the desktop reaches the laptop.
        run.pinned = true
        try desktop.store.write { try $0.updateTracker(run) }
        try desktop.sync(server)
        try laptop.sync(server)
        #expect(try laptop.store.read { try $0.tracker(id: run.id)?.pinned } == true)
    }

    @Test func aBadValueWrittenByAnotherProgramIsNotSentAndTheRestIs() throws {
        let run = SyncDevice.tracker("Run")
        let walk = SyncDevice.tracker("Walk")
        try laptop.store.write {
            try $0.insertTracker(run)
            try $0.insertTracker(walk)
        }
        try laptop.sync(server)
        // Another program writes a NUL byte and a 10 MB name straight into the store.
        try laptop.store.writeDatabase { database in
            try database.run(
                "UPDATE trackers SET name = 'R' || char(0) || 'un' WHERE id = ?",
                .text(run.id.rawValue))
            try database.run(
                "UPDATE trackers SET name = printf('%.*c', 10485760, 'w') WHERE id = ?",
                .text(walk.id.rawValue))
        }
        try laptop.store.write {
            try $0.insertRecord(TrackerRecord(trackerID: run.id, day: LocalDate(dayNumber: 20_001)))
        }
        let report = try laptop.sync(server)
        #expect(
            report.setAside.map { "\($0.direction) \($0.id) \($0.name ?? "-") \($0.problems)" }.sorted()
                == ["unsent \(run.id) - [\"name\"]", "unsent \(walk.id) - [\"name\"]"].sorted())
        #expect(report.sent == 1)
        try desktop.sync(server)
        #expect(try desktop.store.read { try $0.trackers().map(\.name).sorted() } == ["Run", "Walk"])
        #expect(try desktop.store.read { try $0.records().count } == 1)
        // Fixed on the laptop: the new name goes out, and nothing stays set aside.
        try laptop.store.write { context in
            var fixed = run
            fixed.name = "Run again"
            try context.updateTracker(fixed)
        }
        #expect(try laptop.sync(server).setAside.isEmpty)
        try desktop.sync(server)
        #expect(try desktop.store.read { try $0.tracker(id: run.id)?.name } == "Run again")
        #expect(try quarantined(laptop) == ["out tracker \(walk.id) name name"])
    }
}

extension SyncDevice {
    /// A daily habit's cells other than its name, as (field, value).
    static func fields(of tracker: Tracker) -> [(field: String, value: String)] {
        // 127: every weekday, the bit mask the store keeps.
        [
            "kind": tracker.kind.rawValue, "category": "", "emoji": tracker.emoji, "color": tracker.color.hex,
            "schedule": "127", "pinned": "0", "created_on": String(tracker.createdOn.dayNumber),
        ].sorted { $0.key < $1.key }
            .map { ($0.key, $0.value) }
    }

    /// Its cells as a hostile push writes them, with `name` as an SQL expression.
    static func cells(of tracker: Tracker, id: String, name: String) -> [HostileSync.Cell] {
        [.init("tracker", id, "name", value: name)]
            + fields(of: tracker).map { .init("tracker", id, $0.field, value: HostileSync.literal($0.value)) }
    }
}

/// PostgreSQL's text cannot hold a NUL byte, so the server-side tests above
/// cannot send one; any other server could (the in-memory model here).
@Suite struct SyncQuarantineNULTests {
    @Test func aNULByteFromTheServerIsSetAsideAndTheRestTakenIn() throws {
        let memory = MemorySyncServer()
        let device = try SyncDevice("nul")
        let run = SyncDevice.tracker("Run")
        let other = "0badc0de0badc0de0badc0de0badc0de"
        let cells = ([("name", "Run")] + SyncDevice.fields(of: run)).map { field, value in
            SyncCell(
                key: CellKey("tracker", run.id.rawValue, field), value: value,
                clock: HybridClock.stamp(milliseconds: memory.now), device: other)
        }
        let nul = SyncCell(
            key: CellKey("category", other, "title"), value: "Sp\u{0}ort",
            clock: HybridClock.stamp(milliseconds: memory.now), device: other)
        _ = try memory.server.push("tracker", cells + [nul])
        let report = try device.sync(memory.server)
        #expect(report.setAside.map { "\($0.entity) \($0.id) \($0.problems)" } == ["category \(other) [\"title\"]"])
        #expect(try device.store.read { try $0.trackers().map(\.name) } == ["Run"])
        #expect(try device.store.read { try $0.categories() }.isEmpty)
    }
}
