import Foundation
import PocketTestSupport
import Postgres
import Testing

/// A real PostgreSQL with Pocket's schema and one person (alice), and
/// devices: each its own sandbox (HOME, data folders), syncing through the
/// built executables the way a user would.
final class SyncWorld: Sendable {
    static let password = "alice-pw-Ω"
    let postgres: TemporaryPostgres
    let url: String

    init() throws {
        postgres = try TemporaryPostgres()
        let admin = try TestSandbox()
        try Self.require(admin.run("pocket", ["sync", "init", "--url", postgres.adminURL]))
        try Self.require(
            admin.run("pocket", ["sync", "add-user", "alice", "--url", postgres.adminURL], stdin: Self.password + "\n"))
        url = postgres.url(user: "alice", password: Self.password)
    }

    @discardableResult
    static func require(_ result: ProcessResult, _ code: Int32 = 0) throws -> ProcessResult {
        guard result.exitCode == code else {
            throw EndToEndError.commandFailed(command: "expected \(code)", result: result)
        }
        return result
    }

    func device() throws -> SyncedDevice { SyncedDevice(sandbox: try TestSandbox(), url: url) }

    /// A connection as the server's superuser.
    func admin() throws -> PostgresConnection {
        try PostgresConnection(settings: ConnectionSettings(conninfo: postgres.adminURL, environment: [:]))
    }
}

struct SyncedDevice {
    let sandbox: TestSandbox
    let url: String

    @discardableResult
    func run(_ app: String, _ arguments: [String], environment: [String: String?] = [:], stdin: String? = nil) throws
        -> ProcessResult
    {
        try sandbox.run(app, arguments, environment: ["POCKET_SYNC_URL": url].merging(environment) { $1 }, stdin: stdin)
    }

    @discardableResult
    func ok(_ app: String, _ arguments: [String], environment: [String: String?] = [:]) throws -> String {
        try SyncWorld.require(run(app, arguments, environment: environment)).stdout
    }

    /// Everything an app shows of its data (my-habits has no export: its list with counts and today's marks).
    func export(_ app: String = "tracker") throws -> String {
        try ok(app, app == "my-habits" ? ["list", "--json"] : ["export"])
    }

    /// The trackers' names in the device's export.
    func trackerNames() throws -> Set<String> {
        let export = try JSONSerialization.jsonObject(with: Data(export().utf8)) as? [String: Any]
        return Set(((export?["trackers"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String })
    }

    /// `cp -a` of this device's data folders (every app's) to `other`, a new machine.
    func copyData(to other: SyncedDevice) throws {
        try FileManager.default.createDirectory(atPath: other.sandbox.dataHome, withIntermediateDirectories: true)
        let copied = try ProcessRunner.run(
            "/bin/cp", ["-a", sandbox.dataHome + "/pocket", other.sandbox.dataHome + "/pocket"], environment: [:])
        guard copied.exitCode == 0 else { throw EndToEndError.commandFailed(command: "cp -a", result: copied) }
    }

    /// A category and a daily habit «Run» in it.
    func addRun() throws {
        try ok("tracker", ["category", "add", "Sport"])
        try ok(
            "tracker",
            ["add", "habit", "Run", "--category", "Sport", "--schedule", "daily", "--emoji", "1", "--color", "1"])
    }
}

/// Every device runs `APP sync` `rounds` times, in order; the stderr of
/// each sync, in order. Each must exit 0.
func syncRounds(_ devices: [SyncedDevice], app: String = "tracker", rounds: Int = 3) throws -> [String] {
    var errors: [String] = []
    for _ in 0..<rounds {
        for device in devices {
            let result = try device.run(app, ["sync"])
            #expect(result.exitCode == 0, "\(result)")
            errors.append(result.stderr)
        }
    }
    return errors
}

@Suite(.serialized) struct SyncEndToEndTests {
    let world: SyncWorld
    init() throws { world = try SyncWorld() }

    @Test func twoDevicesKeepOneSetOfDataInEveryApp() throws {
        let laptop = try world.device()
        let desktop = try world.device()
        try laptop.ok("tracker", ["category", "add", "Sport"])
        try laptop.ok(
            "tracker",
            ["add", "habit", "Run", "--category", "Sport", "--schedule", "daily", "--emoji", "1", "--color", "1"])
        try laptop.ok("tracker", ["done", "Run"])
        try laptop.ok("goals", ["add", "Read", "--emoji", "2", "--color", "2"])
        try laptop.ok("my-habits", ["add", "Water", "--time", "07:30", "--color", "#3366ff"])
        try laptop.ok("my-habits", ["track", "Water"])
        let sent = try laptop.ok("pocket", ["sync", "--json"])
        #expect(sent.contains("\"tracker\"") && sent.contains("\"my-habits\""))
        try desktop.ok("pocket", ["sync"])
        for app in ["tracker", "goals", "my-habits"] {
            #expect(try desktop.export(app) == laptop.export(app), "\(app)")
        }
        // And back: a mark on the desktop reaches the laptop.
        try desktop.ok("tracker", ["undone", "Run"])
        try desktop.ok("tracker", ["sync"])
        try laptop.ok("tracker", ["sync"])
        #expect(try laptop.export() == desktop.export())
    }

    @Test func statusShowsTheDeviceTheLastSyncTheWaitingChangesAndTheServerNeverThePassword() throws {
        let laptop = try world.device()
        try laptop.addRun()
        let before = try laptop.run("tracker", ["sync", "status", "--json"]).jsonObject()
        #expect(
            before["device"] is NSNull && before["lastSync"] is NSNull && before["waiting"] as? Int == 2,
            "a category and a tracker, before the first sync")
        let synced = try laptop.run("tracker", ["sync"])
        #expect(synced.exitCode == 0 && synced.stdout.hasPrefix("Synced with alice@"), "\(synced)")
        try laptop.ok("tracker", ["done", "Run"])
        let after = try laptop.run("tracker", ["sync", "status", "--json"]).jsonObject()
        #expect(
            (after["device"] as? String)?.count == 32 && after["lastSync"] is String && after["waiting"] as? Int == 1)
        #expect((after["server"] as? String)?.hasPrefix("alice@") == true)
        let human = try laptop.run("tracker", ["sync", "status"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(human.stdout.contains("Ждут отправки: 1 изменение"), "\(human)")
        for result in [synced, human] {
            #expect(!result.stdout.contains(SyncWorld.password) && !result.stderr.contains(SyncWorld.password))
        }
    }

    /// "Last sync" is shown with the UTC offset in force at that instant: a
    /// sync on 2026-07-01 at 10:00 UTC was at 12:00 in Berlin (summer time),
    /// whatever today's offset is (one hour less in winter).
    @Test func theLastSyncIsShownWithItsOwnDaylightSavingOffset() throws {
        let laptop = try world.device()
        try laptop.addRun()
        try laptop.ok("tracker", ["sync"])
        let store = laptop.sandbox.appDataDirectory("tracker") + "/store.sqlite"
        let sqlite = try #require(SystemTool.path("sqlite3"))
        let set = try ProcessRunner.run(
            sqlite, [store, "UPDATE sync_state SET value = '1782900000000' WHERE key = 'last_sync'"],
            environment: [:])
        try #require(set.exitCode == 0, "\(set)")
        let summer = try laptop.run("tracker", ["sync", "status"], environment: ["TZ": "Europe/Berlin"])
        let line = try #require(summer.stdoutLines.first { $0.contains("July 2026") }, "\(summer)")
        #expect(line.contains("12:00") && !line.contains("11:00"), "\(summer)")
        let json = try laptop.run("tracker", ["sync", "status", "--json"], environment: ["TZ": "Europe/Berlin"])
            .jsonObject()
        #expect(json["lastSync"] as? String == "2026-07-01T10:00:00Z")
    }

    @Test func failuresExitWithTheirCodesAndChangeNothing() throws {
        let laptop = try world.device()
        try laptop.addRun()
        let wrong = try laptop.run(
            "tracker", ["sync"], environment: ["POCKET_SYNC_URL": world.postgres.url(user: "alice", password: "nope")])
        #expect(wrong.exitCode == 77 && wrong.stderrLines.count >= 1 && !wrong.stderr.contains("nope"), "\(wrong)")
        let unknown = try laptop.run(
            "tracker", ["sync"], environment: ["POCKET_SYNC_URL": world.postgres.url(user: "bob", password: "x")])
        #expect(unknown.exitCode == 77, "\(unknown)")
        let none = try laptop.run("tracker", ["sync"], environment: ["POCKET_SYNC_URL": nil])
        #expect(
            none.exitCode == 78 && none.stderr.contains("POCKET_SYNC_URL") && none.stderr.contains("sync.conf"),
            "\(none)")
        let tls = try laptop.run(
            "tracker", ["sync", "--url", "postgresql://alice:pw@db.example.org/pocket?sslmode=disable"])
        #expect(tls.exitCode == 78 && !tls.stderr.contains(":pw@"), "\(tls)")
        let json = try laptop.run("tracker", ["--store", "json", "sync"])
        #expect(json.exitCode == 64 && json.stderr.contains("migrate --to sqlite"), "\(json)")
        let admin = try PostgresConnection(
            settings: ConnectionSettings(conninfo: world.postgres.adminURL, environment: [:]))
        let installed = try #require(
            try admin.execute("SELECT max(version) FROM pocket_sync.schema_info").scalar.flatMap { Int($0) })
        _ = try admin.execute("UPDATE pocket_sync.schema_info SET version = \(installed + 1)")
        let newer = try laptop.run("tracker", ["sync"])
        #expect(newer.exitCode == 65, "\(newer)")
        // A server of the version before the server's identity: its owner runs init (78, saying so).
        _ = try admin.execute("UPDATE pocket_sync.schema_info SET version = 1")
        let older = try laptop.run("tracker", ["sync"])
        #expect(older.exitCode == 78 && older.stderr.contains("pocket sync init"), "\(older)")
        _ = try admin.execute("UPDATE pocket_sync.schema_info SET version = \(installed)")
        world.postgres.stop()
        let down = try laptop.run("tracker", ["sync"])
        #expect(down.exitCode == 69, "\(down)")
        #expect(try laptop.export().contains("\"Run\""), "local data untouched")
    }

    @Test func theServerStoppedAndRestartedWhileDevicesKeepWorking() throws {
        let laptop = try world.device()
        let desktop = try world.device()
        try laptop.addRun()
        try laptop.ok("tracker", ["sync"])
        for immediate in [false, true] {
            world.postgres.stop(immediate: immediate)
            try laptop.ok("tracker", ["done", "Run"])
            #expect(try laptop.run("tracker", ["sync"]).exitCode == 69)
            try laptop.ok("tracker", ["undone", "Run"])
            try laptop.ok("tracker", ["done", "Run", "--date", "2026-11-28"])
            try world.postgres.start()
            try laptop.ok("tracker", ["sync"])
            try desktop.ok("tracker", ["sync"])
            #expect(try desktop.export() == laptop.export(), "immediate: \(immediate)")
            try laptop.ok("tracker", ["undone", "Run", "--date", "2026-11-28"])
        }
    }

    /// A sync killed at each telling moment, then run again: converged, nothing doubled.
    @Test(arguments: ["before-push", "after-server-commit", "mid-pull"])
    func aSyncKilledAnywhereIsCompletedByTheNext(point: String) throws {
        let laptop = try world.device()
        let desktop = try world.device()
        try laptop.addRun()
        for day in 20...28 { try laptop.ok("tracker", ["done", "Run", "--date", "2026-11-\(day)"]) }
        let victim = point == "mid-pull" ? desktop : laptop
        if point == "mid-pull" { try laptop.ok("tracker", ["sync"]) }
        let killed = try victim.run("tracker", ["sync"], environment: ["POCKET_SYNC_KILL_AT": point])
        #expect(killed.exitCode == 137, "killed by SIGKILL: \(killed)")
        try victim.ok("tracker", ["sync"])
        try laptop.ok("tracker", ["sync"])
        try desktop.ok("tracker", ["sync"])
        #expect(try desktop.export() == laptop.export())
        #expect(try desktop.export().components(separatedBy: "\"day\"").count - 1 == 9, "nine records, none doubled")
    }
}
