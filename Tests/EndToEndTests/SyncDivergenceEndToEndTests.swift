import Foundation
import PocketTestSupport
import Testing

/// The four ways devices once ended up different for good while every sync
/// exited 0, each as it was found, with the built executables and a real
/// PostgreSQL: every device ends with what a new device downloads.
extension SyncRecoveryEndToEndTests {
    /// A new device's view of the server: its export after one sync.
    func freshView(_ app: String = "tracker") throws -> String {
        let fresh = try world.device()
        try fresh.ok(app, ["sync"])
        return try fresh.export(app)
    }

    /// D1 adds Run and syncs; the owner takes `pg_dump`; a new device D2
    /// adds Swim and syncs; the database is put back with `pg_restore`
    /// (and `init`), nobody runs `restored`. D2 finds the server without any
    /// record of its pushes, says so, and sends everything again.
    @Test func aRestoreNobodyAnnouncedLosesNoNewDevicesPush() throws {
        let d1 = try world.device()
        try add("Run", on: d1)
        try d1.ok("tracker", ["sync"])
        let dump = world.postgres.folder + "/unannounced.dump"
        try pgTool(
            "pg_dump",
            ["--format=custom", "--schema=pocket_sync", "--file=" + dump, "--dbname=" + world.postgres.adminURL])
        let d2 = try world.device()
        try add("Swim", on: d2)
        try d2.ok("tracker", ["sync"])
        try world.admin().execute("DROP SCHEMA pocket_sync CASCADE")
        try pgTool("pg_restore", ["--dbname=" + world.postgres.adminURL, dump])
        try d2.ok("pocket", ["sync", "init", "--url", world.postgres.adminURL])
        let told = try d2.run("tracker", ["sync", "--json"])
        #expect(told.exitCode == 0 && told.stderr.contains("lacks changes"), "\(told)")
        #expect(try told.jsonObject()["resent"] as? String == "server-behind", "\(told)")
        try add("Dentist", on: d1)
        let errors = try syncRounds([d1, d2])
        #expect(errors.allSatisfy { $0.isEmpty }, "\(errors)")
        let view = try freshView()
        for device in [d1, d2] { #expect(try device.export() == view) }
        #expect(try d1.trackerNames() == ["Run", "Swim", "Dentist"])
    }

    /// D1 syncs A, adds B, and its sync dies at each point a crash can
    /// take it; its folder is copied to D2; D1 adds C, D2 adds D. One of
    /// the two is told it is a copy (whichever syncs second), and all four
    /// trackers end on both, as on a new device.
    @Test(arguments: ["before-push", "after-server-commit", "mid-pull"])
    func aCopyTakenAfterASyncDiedAnywhereIsTold(point: String) throws {
        let d1 = try world.device()
        let d2 = try world.device()
        try add("A", on: d1)
        try d1.ok("tracker", ["sync"])
        try add("B", on: d1)
        let other = try world.device()
        try add("From another device", on: other)
        try other.ok("tracker", ["sync"])  // so that the pull has a page to die in
        let killed = try d1.run("tracker", ["sync"], environment: ["POCKET_SYNC_KILL_AT": point])
        #expect(killed.exitCode == 137, "killed by SIGKILL: \(killed)")
        try d1.copyData(to: d2)
        try add("C", on: d1)
        try add("D", on: d2)
        let errors = try syncRounds([d1, d2, other])
        let told = errors.filter { $0.contains("another copy of this data folder") }
        #expect(told.count == 1 && errors[1] == told.first, "\(point): \(errors)")
        let view = try freshView()
        for device in [d1, d2, other] { #expect(try device.export() == view, "\(point)") }
        #expect(try d1.trackerNames() == ["A", "B", "C", "D", "From another device"])
    }

    /// D1 makes T "2 in 7" while D2 makes it Tuesdays; both show Tuesdays;
    /// D2 makes it daily again: after four rounds both show daily, no count.
    @Test func aCountScheduleEditedBackEndsTheSameEverywhere() throws {
        let d1 = try world.device()
        let d2 = try world.device()
        try add("T", on: d1)
        _ = try syncRounds([d1, d2], rounds: 1)
        try d1.ok("tracker", ["edit", "T", "--times", "2", "--per", "7"])
        try d2.ok("tracker", ["edit", "T", "--schedule", "tue"])
        _ = try syncRounds([d1, d2], rounds: 2)
        for device in [d1, d2] { #expect(try schedule(of: "T", on: device) == "tue") }
        try d2.ok("tracker", ["edit", "T", "--schedule", "daily"])
        _ = try syncRounds([d1, d2], rounds: 4)
        for device in [d1, d2] { #expect(try schedule(of: "T", on: device) == "daily") }
        #expect(try d1.export() == d2.export() && d2.export() == freshView())
    }

    /// What the device's export says of a tracker's schedule: its
    /// weekdays, "daily", or "N/M" for a count.
    func schedule(of name: String, on device: SyncedDevice) throws -> String {
        let export = try JSONSerialization.jsonObject(with: Data(device.export().utf8)) as? [String: Any]
        let trackers = (export?["trackers"] as? [[String: Any]]) ?? []
        let tracker = try #require(trackers.first { $0["name"] as? String == name }, "\(name) in \(trackers)")
        if let count = tracker["count"] as? [String: Any], let times = count["times"], let per = count["per"] {
            return "\(times)/\(per)"
        }
        let days = (tracker["schedule"] as? [String]) ?? []
        return days.count == 7 ? "daily" : days.joined(separator: ",")
    }

    /// D1 has never synced: Read in my-habits, Run in tracker. Its data
    /// is copied to D2; D2 deletes Read and renames Run to Jog, D1 pins Run.
    /// After `pocket sync` on both: no Read, and "Jog" pinned, everywhere.
    @Test func aCopiedFolderThatNeverSyncedKeepsItsDeletesAndRenames() throws {
        let d1 = try world.device()
        let d2 = try world.device()
        try d1.ok("my-habits", ["add", "Read", "--time", "08:00", "--color", "tomato"])
        try add("Run", on: d1)
        try d1.copyData(to: d2)
        try d2.ok("my-habits", ["delete", "Read", "--yes"])
        try d2.ok("tracker", ["edit", "Run", "--name", "Jog"])
        try d1.ok("tracker", ["pin", "Run"])
        for _ in 0..<2 { for device in [d1, d2] { try device.ok("pocket", ["sync"]) } }
        for app in ["tracker", "my-habits"] {
            let view = try freshView(app)
            for device in [d1, d2] { #expect(try device.export(app) == view, "\(app)") }
        }
        #expect(try d1.trackerNames() == ["Jog"])
        #expect(try d1.export().contains("\"pinned\": true"))
        #expect(try !d2.export("my-habits").contains("Read"))
    }
}
