import Foundation
import PocketTestSupport
import Postgres
import SyncKit
import SyncPostgres
import Testing

/// A second person can neither read nor write the first person's cells,
/// through the functions or the tables.
@Suite struct SyncIsolationTests {
    @Test func peopleHaveNoRightsOnTheTables() throws {
        let world = try SyncServerWorld()
        let bob = try world.connection("bob")
        for sql in [
            "SELECT * FROM pocket_sync.cells", "SELECT * FROM pocket_sync.accounts",
            "SELECT * FROM pocket_sync.schema_info", "SELECT * FROM pocket_sync.marks",
            "SELECT * FROM pocket_sync.devices",
            "UPDATE pocket_sync.server_identity SET generation = 'mine'",
            "SELECT pocket_sync.push('tracker', ARRAY['tracker'], ARRAY['1'], ARRAY['f'], ARRAY['v'], "
                + "ARRAY[1::bigint], ARRAY['d'])",
            "INSERT INTO pocket_sync.cells VALUES ('ann','tracker','t','1','f','v',1,'d',1)",
            "UPDATE pocket_sync.cells SET value = 'x'", "DELETE FROM pocket_sync.cells",
        ] {
            #expect(throws: PostgresError.self, "\(sql)") {
                do { try bob.execute(sql) } catch let error as PostgresError {
                    #expect(error.sqlstate == "42501", "\(sql): \(error)")
                    throw error
                }
            }
        }
    }

    @Test func pushLandsInTheCallersAccountAndPullShowsOnlyIt() throws {
        let world = try SyncServerWorld()
        let ann = try world.server("ann")
        let bob = try world.server("bob")
        #expect(
            try ann.push("tracker", [cell("1", value: "ann's", clock: 10), cell("2", value: "ann's 2", clock: 11)]) == 2
        )
        #expect(try pullAll(bob).cells.isEmpty)
        // Bob writes the same key: his own account, Ann's cell untouched.
        #expect(try bob.push("tracker", [cell("1", value: "bob's", clock: 99)]) == 1)
        #expect(try pullAll(ann).cells.map(\.value).sorted() == ["ann's", "ann's 2"])
        #expect(try pullAll(bob).cells.map(\.value) == ["bob's"])
        let accounts = try world.admin().execute(
            "SELECT account, count(*) FROM pocket_sync.cells GROUP BY 1 ORDER BY 1")
        #expect(accounts.rows == [["ann", "2"], ["bob", "1"]])
    }

    @Test func theFunctionsAskNoAccountSoNoneCanBeForged() throws {
        let world = try SyncServerWorld()
        _ = try world.server("ann").push("tracker", [cell("1", value: "secret", clock: 1)])
        let bob = try world.connection("bob")
        // A role switch would be the only way to another account; people are not members of each other.
        #expect(throws: PostgresError.self) { try bob.execute("SET ROLE ann") }
        #expect(throws: PostgresError.self) { try bob.execute("SET SESSION AUTHORIZATION ann") }
        let rows = try bob.execute("SELECT * FROM pocket_sync.pull('tracker', 0, 'x', 100)").rows
        #expect(rows.count == 1 && rows[0][1] == nil)
    }
}
