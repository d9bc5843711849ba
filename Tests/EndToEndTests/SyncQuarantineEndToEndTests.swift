import Foundation
import PocketTestSupport
import Testing

/// Values that break the store's rules, written by another program of the
/// same person (psql as alice; sqlite3 on a device's store), through the
/// built executables: the sync succeeds, says once what it set aside, and
/// every device's export still imports.
@Suite(.serialized) struct SyncQuarantineEndToEndTests {
    let world: SyncWorld
    init() throws { world = try SyncWorld() }

    func trackerID(_ device: SyncedDevice, _ name: String) throws -> String {
        let document = try JSONSerialization.jsonObject(with: Data(try device.export().utf8)) as? [String: Any]
        let trackers = document?["trackers"] as? [[String: Any]] ?? []
        return try #require(trackers.first { $0["name"] as? String == name }?["id"] as? String)
    }

    /// The export of `device` imports into a new store, and shows the same there.
    func expectExportImports(_ device: SyncedDevice) throws {
        let file = device.sandbox.root + "/export.json"
        try device.ok("tracker", ["export", "--output", file])
        let other = try world.device()
        let imported = try other.run("tracker", ["import", file])
        #expect(imported.exitCode == 0, "\(imported)")
        #expect(try other.export() == device.export())
    }

    @Test func hostileCellsFromTheServerAreSetAsideWithOneLocalizedWarning() throws {
        let laptop = try world.device()
        try laptop.addRun()
        try laptop.ok("tracker", ["sync"])
        let run = try trackerID(laptop, "Run")
        let devices = try ["en_US.UTF-8", "ru_RU.UTF-8", "de_DE.UTF-8"].map { language in
            let device = try world.device()
            try device.ok("tracker", ["sync"])
            return (language, device)
        }
        let desktop = try world.device()
        try desktop.ok("tracker", ["sync"])
        try HostileSync.push(
            [
                .init("tracker", run, "name", value: "repeat('a', 10485760)"),
                .init("tracker", run, "color", value: "'#123456'"),
                .init("tracker", run, "pinned", value: "'1'", clock: "9223372036854775807"),
                .init("category", "0badc0de0badc0de0badc0de0badc0de", "title", value: "E'Evil\\x1b]0;owned\\x07'"),
            ], to: world.postgres, user: "alice", password: SyncWorld.password)
        let warnings = [
            "en_US.UTF-8": [
                "warning: a change to “Run” from the server breaks this store's rules (clock, color, name) and was "
                    + "set aside; everything else was synced",
                "warning: a change to “0badc0de0badc0de” from the server breaks this store's rules (title) and was "
                    + "set aside; everything else was synced",
            ],
            "ru_RU.UTF-8": [
                "warning: изменение «Run» с сервера нарушает правила хранилища (clock, color, name) и отложено; всё "
                    + "остальное синхронизировано",
                "warning: изменение «0badc0de0badc0de» с сервера нарушает правила хранилища (title) и отложено; всё "
                    + "остальное синхронизировано",
            ],
            "de_DE.UTF-8": [
                "warning: eine Änderung an „Run“ vom Server verstößt gegen die Regeln des Speichers (clock, color, "
                    + "name) und wurde zurückgestellt; alles andere wurde synchronisiert",
                "warning: eine Änderung an „0badc0de0badc0de“ vom Server verstößt gegen die Regeln des Speichers "
                    + "(title) und wurde zurückgestellt; alles andere wurde synchronisiert",
            ],
        ]
        for (language, device) in devices {
            let expected = warnings[language] ?? []
            let synced = try device.run("tracker", ["sync"], environment: ["LANG": language])
            #expect(synced.exitCode == 0 && synced.stderrLines.sorted() == expected.sorted(), "\(language): \(synced)")
            #expect(try device.export() == laptop.export(), "\(language): every good cell kept, no bad one")
            let again = try device.run("tracker", ["sync"], environment: ["LANG": language])
            #expect(again.exitCode == 0 && again.stderr.isEmpty, "one warning, not one a sync: \(again)")
            #expect(try device.run("tracker", ["sync", "status", "--json"]).jsonObject()["setAside"] as? Int == 4)
            try expectExportImports(device)
        }
        // The device's clock stayed sane: its change made after the laptop's
        // is the later one, and the laptop's change still comes in.
        try desktop.ok("tracker", ["sync"])
        try laptop.ok("tracker", ["edit", "Run", "--name", "Jog"])
        try laptop.ok("tracker", ["sync"])
        try desktop.ok("tracker", ["sync"])
        #expect(try trackerID(desktop, "Jog") == run)
        let status = try desktop.run("tracker", ["sync", "status"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(
            status.stdout.contains("Отложено (нарушают правила хранилища): 3 изменения"),
            "Jog replaced the bad name: \(status)")
        try desktop.ok("tracker", ["edit", "Jog", "--name", "Sprint"])
        try desktop.ok("tracker", ["sync"])
        try laptop.ok("tracker", ["sync"])
        #expect(try trackerID(laptop, "Sprint") == run)
        try expectExportImports(desktop)
    }

    /// A value another program wrote into the store that breaks the store's
    /// rules makes the store damaged: reads, writes and syncs exit 65 naming
    /// the row and the rule, and nothing is sent; repaired from outside, the
    /// store syncs again.
    @Test func aValueAnotherProgramWroteIntoTheStoreIsRefusedUntilRepaired() throws {
        let laptop = try world.device()
        let desktop = try world.device()
        try laptop.addRun()
        try laptop.ok("tracker", ["sync"])
        let run = try trackerID(laptop, "Run")
        let sqlite = try #require(SystemTool.path("sqlite3"))
        let store = laptop.sandbox.appDataDirectory("tracker") + "/store.sqlite"
        let written = try ProcessRunner.run(
            sqlite, [store, "UPDATE trackers SET name = 'R' || char(0) || 'un' || char(27) WHERE id = '\(run)'"],
            environment: [:])
        try #require(written.exitCode == 0, "\(written)")
        for arguments in [["done", String(run.prefix(8))], ["list"], ["sync"]] {
            let refused = try laptop.run("tracker", arguments)
            #expect(refused.exitCode == 65 && refused.stderrLines.count == 1, "\(arguments): \(refused)")
            #expect(refused.stderr.contains("trackers row \(run): name"), "\(arguments): \(refused)")
        }
        try desktop.ok("tracker", ["sync"])
        #expect(try desktop.export().contains("\"Run\""), "nothing was sent")
        let repaired = try ProcessRunner.run(
            sqlite, [store, "UPDATE trackers SET name = 'Run again' WHERE id = '\(run)'"], environment: [:])
        try #require(repaired.exitCode == 0, "\(repaired)")
        let fixed = try laptop.run("tracker", ["sync"])
        #expect(fixed.exitCode == 0 && fixed.stderr.isEmpty, "\(fixed)")
        try desktop.ok("tracker", ["sync"])
        #expect(try trackerID(desktop, "Run again") == run)
    }
}
