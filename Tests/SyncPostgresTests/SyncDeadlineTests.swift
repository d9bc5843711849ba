import PocketTestSupport
import Postgres
import SyncKit
import SyncPostgres
import Testing

/// Every round trip has a deadline: a server that stops answering ends the
/// call with `.timedOut`, and the next call after it is back connects again.
struct SyncDeadlineTests {
    @Test func aStoppedServerEndsACallAtTheDeadlineAndTheNextCallReconnects() throws {
        let world = try SyncServerWorld(users: ["ann"])
        let settings = try ConnectionSettings(conninfo: world.url("ann"), environment: ["POCKET_SYNC_TIMEOUT": "2"])
        #expect(settings.timeout == 2)
        let server = try SyncServer.postgres(settings)
        world.postgres.pause()
        let start = ContinuousClock.now
        #expect(throws: SyncError.timedOut(seconds: 2)) { _ = try server.nowMilliseconds() }
        let elapsed = ContinuousClock.now - start
        world.postgres.resume()
        #expect(elapsed >= .milliseconds(1_900) && elapsed < .seconds(5), "\(elapsed)")
        #expect(try server.nowMilliseconds() > 0)
    }

    @Test func aStatementStuckOnALockEndsAtTheDeadlineAndNothingIsLeftHalfDone() throws {
        let world = try SyncServerWorld(users: ["ann"])
        let admin = try world.admin()
        try admin.execute("BEGIN")
        try admin.execute("LOCK TABLE pocket_sync.accounts IN ACCESS EXCLUSIVE MODE")
        let server = try SyncServer.postgres(
            ConnectionSettings(conninfo: world.url("ann"), environment: ["POCKET_SYNC_TIMEOUT": "1"]))
        #expect(throws: SyncError.timedOut(seconds: 1)) {
            _ = try server.push("tracker", [cell("t1", value: "a", clock: 1)])
        }
        try admin.execute("ROLLBACK")
        #expect(try server.push("tracker", [cell("t1", value: "a", clock: 1)]) == 1)
    }

    @Test func theDeadlineIsConfigurableAndEveryConnectionCarriesLibpqsOwnTimeouts() throws {
        let settings = try ConnectionSettings(conninfo: "host=/tmp dbname=p", environment: [:])
        #expect(settings.timeout == 30)
        for keyword in [
            "connect_timeout", "tcp_user_timeout", "keepalives", "keepalives_idle", "keepalives_interval",
            "keepalives_count",
        ] {
            #expect(settings.value(keyword) != nil, "\(keyword)")
        }
        #expect(settings.value("tcp_user_timeout") == "30000")
        #expect(settings.value("options")?.contains("statement_timeout=30000") == true)
        let own = try ConnectionSettings(
            conninfo: "host=/tmp dbname=p connect_timeout=4 options='-c work_mem=1MB'",
            environment: ["POCKET_SYNC_TIMEOUT": "5"])
        #expect(
            own.value("connect_timeout") == "4" && own.value("options") == "-c work_mem=1MB -c statement_timeout=5000")
        for bad in ["0", "-1", "x", "3601"] {
            #expect(throws: PostgresError.self) {
                _ = try ConnectionSettings(conninfo: "host=/tmp", environment: ["POCKET_SYNC_TIMEOUT": bad])
            }
        }
    }
}
