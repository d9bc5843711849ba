import Foundation
import PocketTestSupport
import Postgres
import Testing

/// A server restored from a backup, a server replaced by an empty one, and a
/// data folder copied to a new machine, with the built executables and real
/// PostgreSQL servers: the devices notice (a line on stderr, exit 0), send
/// everything again, and end with every change of every device.
@Suite(.serialized) struct SyncRecoveryEndToEndTests {
    let world: SyncWorld
    init() throws { world = try SyncWorld() }

    /// A daily habit in «Sport» (made here when this device has none yet;
    /// the devices' «Sport» become one).
    func add(_ name: String, on device: SyncedDevice) throws {
        if try !device.export().contains("\"Sport\"") { try device.ok("tracker", ["category", "add", "Sport"]) }
        try device.ok(
            "tracker",
            ["add", "habit", name, "--category", "Sport", "--schedule", "daily", "--emoji", "1", "--color", "1"])
    }

    func pgTool(_ name: String, _ arguments: [String]) throws {
        let tool = try #require(SystemTool.path(name), "\(name) is installed with postgresql-client")
        let result = try ProcessRunner.run(tool, arguments, environment: ["PATH": "/usr/bin:/bin"])
        try #require(result.exitCode == 0, "\(result)")
    }

    /// The story, restored with pg_dump/pg_restore and announced
    /// with `pocket sync restored`, as the procedure in docs/sync.md says.
    @Test func aServerRestoredWithPgRestoreAndAnnouncedLosesNothing() throws {
        let a = try world.device()
        let b = try world.device()
        let c = try world.device()
        try add("Base", on: a)
        _ = try syncRounds([a, b, c], rounds: 1)
        let dump = world.postgres.folder + "/pocket.dump"
        try pgTool(
            "pg_dump",
            ["--format=custom", "--schema=pocket_sync", "--file=" + dump, "--dbname=" + world.postgres.adminURL])
        try add("From A", on: a)
        _ = try syncRounds([a, b], rounds: 1)
        try world.admin().execute("DROP SCHEMA pocket_sync CASCADE")
        try pgTool("pg_restore", ["--dbname=" + world.postgres.adminURL, dump])
        let restored = try world.device().run("pocket", ["sync", "restored", "--url", world.postgres.adminURL])
        #expect(restored.exitCode == 0 && restored.stdout.contains("new generation"), "\(restored)")
        try add("From C", on: c)
        let errors = try syncRounds([c, a, b])
        for device in [a, b, c] { #expect(try device.trackerNames() == ["Base", "From A", "From C"]) }
        #expect(try a.export() == b.export() && b.export() == c.export())
        #expect(
            errors.prefix(3).allSatisfy { $0.contains("restored from a backup") && $0.contains("sending everything") },
            "\(errors)")
        #expect(errors.dropFirst(3).allSatisfy { $0.isEmpty }, "once: \(errors)")
        let status = try a.run("tracker", ["sync", "status", "--json"]).jsonObject()
        let resent = try #require(status["resent"] as? [String: Any], "\(status)")
        #expect(resent["reason"] as? String == "new-generation" && resent["underway"] as? Bool == false)
        let human = try a.run("tracker", ["sync", "status"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(human.stdout.contains("Alles erneut gesendet"), "\(human)")
    }

    /// The same with a file-level copy of the stopped cluster, and the owner
    /// forgetting `pocket sync restored`: the devices still tell.
    @Test func aClusterPutBackFromAFileCopyIsNoticedWithoutTheOwnersWord() throws {
        let a = try world.device()
        let b = try world.device()
        let c = try world.device()
        try add("Base", on: a)
        _ = try syncRounds([a, b, c], rounds: 1)
        let backup = try world.postgres.backUpFiles()
        try add("From A", on: a)
        _ = try syncRounds([a, b], rounds: 1)
        try world.postgres.restoreFiles(backup)
        try add("From C", on: c)
        let errors = try syncRounds([c, a, b])
        for device in [a, b, c] { #expect(try device.trackerNames() == ["Base", "From A", "From C"]) }
        #expect(
            errors[0].isEmpty && errors[1].contains("same device id") && errors[2].contains("lacks changes"),
            "\(errors)")
        #expect(errors.dropFirst(3).allSatisfy { $0.isEmpty }, "once: \(errors)")
    }

    /// The devices pointed at a new, empty server send all they have (not
    /// "0 changes"), and a new device gets everything from it.
    @Test func anEmptyServerInPlaceOfTheOldOneGetsEverythingBack() throws {
        let a = try world.device()
        let b = try world.device()
        try add("Run", on: a)
        try add("Read", on: b)
        _ = try syncRounds([a, b], rounds: 2)
        let replacement = try SyncWorld()
        let moved = [a, b].map { SyncedDevice(sandbox: $0.sandbox, url: replacement.url) }
        let first = try moved[0].run("tracker", ["sync", "--json"])
        let report = try first.jsonObject()
        #expect(
            first.exitCode == 0 && (report["sent"] as? Int ?? 0) > 0 && report["resent"] as? String == "new-generation",
            "\(first)")
        #expect(first.stderr.contains("a new one"), "\(first)")
        // `pocket sync` says it per app: only tracker's store had synced before.
        let german = try moved[1].run("pocket", ["sync"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.exitCode == 0 && german.stderrLines.count == 1, "\(german)")
        #expect(german.stderr.hasPrefix("tracker: der Sync-Server ist ein neuer"), "\(german)")
        let fresh = try replacement.device()
        try fresh.ok("tracker", ["sync"])
        #expect(try fresh.trackerNames() == ["Run", "Read"])
        _ = try syncRounds(moved + [fresh], rounds: 2)
        #expect(try moved[1].export() == fresh.export())
    }

    /// `cp -a` of a data folder to a new machine: two devices with one id.
    /// Each adds a tracker; after the syncs both have both, under two ids.
    @Test func aCopiedDataFolderBecomesASecondDevice() throws {
        let laptop = try world.device()
        let newLaptop = try world.device()
        try add("Before the copy", on: laptop)
        try laptop.ok("tracker", ["sync"])
        try laptop.copyData(to: newLaptop)
        try add("On the laptop", on: laptop)
        try add("On the new laptop", on: newLaptop)
        let errors = try syncRounds([laptop, newLaptop])
        #expect(errors[0].isEmpty && errors[1].contains("another copy of this data folder"), "\(errors)")
        #expect(errors.dropFirst(2).allSatisfy { $0.isEmpty }, "\(errors)")
        for device in [laptop, newLaptop] {
            #expect(try device.trackerNames() == ["Before the copy", "On the laptop", "On the new laptop"])
        }
        let ids = try [laptop, newLaptop].map {
            try $0.run("tracker", ["sync", "status", "--json"]).jsonObject()["device"] as? String
        }
        #expect(ids[0] != nil && ids[1] != nil && ids[0] != ids[1], "\(ids)")
        let human = try newLaptop.run("tracker", ["sync", "status"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(human.stdout.contains("Всё отправлено заново"), "\(human)")
    }
}
