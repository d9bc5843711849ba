import Foundation
import PocketTestSupport
import Postgres
import Synchronization
import Testing

/// Sync through a real server and the built executables, for what broke it:
/// old days, a server that stops answering, a restored server, copied data.
@Suite(.serialized) struct SyncHardeningTests {
    let world: SyncWorld
    init() throws { world = try SyncWorld() }

    /// A day before 1970 is a negative day number: marked after the first
    /// sync, it reaches the other device in every app (it went out as "not
    /// done" and the other devices deleted it).
    @Test func marksBefore1970MadeAfterTheFirstSyncReachTheOtherDeviceInEveryApp() throws {
        let laptop = try world.device()
        let desktop = try world.device()
        let old: [String: String?] = ["POCKET_TODAY": "1950-06-01"]
        try laptop.ok("tracker", ["category", "add", "Sport"])
        try laptop.ok(
            "tracker",
            ["add", "habit", "Run", "--category", "Sport", "--schedule", "daily", "--emoji", "1", "--color", "1"],
            environment: old)
        try laptop.ok("goals", ["add", "Read", "--emoji", "2", "--color", "2"], environment: old)
        try laptop.ok("my-habits", ["add", "Water", "--time", "07:30", "--color", "#3366ff"], environment: old)
        try laptop.ok("pocket", ["sync"])
        try desktop.ok("pocket", ["sync"])
        try laptop.ok("tracker", ["done", "Run", "--date", "1950-06-01"], environment: old)
        try laptop.ok("tracker", ["done", "Run", "--date", "1969-12-31"])
        try laptop.ok("tracker", ["done", "Run", "--date", "1970-01-01"])
        try laptop.ok("goals", ["done", "Read", "--date", "1950-06-01"], environment: old)
        try laptop.ok("my-habits", ["track", "Water"], environment: old)
        try laptop.ok("pocket", ["sync"])
        try desktop.ok("pocket", ["sync"])
        for app in ["tracker", "goals", "my-habits"] {
            #expect(try desktop.export(app) == laptop.export(app), "\(app)")
        }
        let tracker = try desktop.export("tracker")
        for day in ["1950-06-01", "1969-12-31", "1970-01-01"] { #expect(tracker.contains(day), "\(day): \(tracker)") }
        #expect(try desktop.export("goals").contains("1950-06-01"))
        let habits = try desktop.run("my-habits", ["list", "--json"], environment: old).stdout
        #expect(habits.contains("true"), "tracked on 1950-06-01: \(habits)")
        // And the laptop keeps them after a sync the other way.
        try desktop.ok("tracker", ["done", "Run", "--date", "1900-01-01"])
        try desktop.ok("tracker", ["sync"])
        try laptop.ok("tracker", ["sync"])
        #expect(try laptop.export() == desktop.export())
        #expect(try laptop.export().contains("1950-06-01") && laptop.export().contains("1900-01-01"))
    }

    /// A stopped server (SIGSTOP) keeps its connections open and its kernel
    /// acknowledging, so only the client's own deadline ends the wait: the
    /// sync exits 69 within it, keeps everything, and the next one converges.
    @Test func aServerStoppedMidSyncEndsTheSyncWith69AtTheDeadlineAndTheNextSyncConverges() throws {
        let laptop = try world.device()
        let desktop = try world.device()
        try laptop.addRun()
        try laptop.ok("tracker", ["sync"])
        try laptop.ok("tracker", ["done", "Run"])
        // The push waits on a lock held here, then every server process stops: mid-sync, connected, no answer.
        let admin = try world.admin()
        let watcher = try world.admin()
        try admin.execute("BEGIN")
        try admin.execute("LOCK TABLE pocket_sync.accounts IN ACCESS EXCLUSIVE MODE")
        let started = ContinuousClock.now
        // On a thread of its own: the test's tasks may all be busy.
        let sync = Background { try laptop.run("tracker", ["sync"], environment: ["POCKET_SYNC_TIMEOUT": "3"]) }
        try Self.waitUntil {
            try watcher.execute(
                "SELECT 1 FROM pg_stat_activity WHERE usename = 'alice' AND wait_event_type = 'Lock'"
            ).rows.count == 1
        }
        world.postgres.pause()
        let stopped = try sync.value()
        let elapsed = ContinuousClock.now - started
        world.postgres.resume()
        try admin.execute("ROLLBACK")
        #expect(stopped.exitCode == 69, "\(stopped)")
        #expect(
            stopped.stderrLines == [
                "error: the sync server did not answer within 3 s: local data and waiting changes are kept, the next "
                    + "sync continues"
            ],
            "\(stopped.stderr)")
        #expect(elapsed < .seconds(3 + 7), "\(elapsed)")
        let waiting = try laptop.run("tracker", ["sync", "status", "--json"]).jsonObject()
        #expect(waiting["waiting"] as? Int == 1, "the mark still waits")
        try laptop.ok("tracker", ["sync"])
        try desktop.ok("tracker", ["sync"])
        #expect(try desktop.export() == laptop.export())
        #expect(try desktop.export().contains("2026-11-29"), "the mark of the stopped sync arrived")
        let russian = try laptop.run(
            "tracker", ["sync"], environment: ["POCKET_SYNC_TIMEOUT": "x", "LANG": "ru_RU.UTF-8"])
        #expect(russian.exitCode == 78 && russian.stderr.contains("POCKET_SYNC_TIMEOUT"), "\(russian)")
    }

    static func waitUntil(_ condition: () throws -> Bool) throws {
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            if try condition() { return }
            usleep(10_000)
        }
        Issue.record("the condition never held")
    }
}

/// A body run on a thread of its own, and its result.
final class Background<T: Sendable>: Sendable {
    private let result = Mutex<Result<T, any Error>?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(_ body: @escaping @Sendable () throws -> T) {
        Thread { [self] in
            result.withLock { $0 = Result { try body() } }
            done.signal()
        }.start()
    }

    func value() throws -> T {
        done.wait()
        return try result.withLock { $0! }.get()
    }
}
