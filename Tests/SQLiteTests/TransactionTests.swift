import SQLite
import Testing

@Suite struct TransactionTests {
    @Test(arguments: [TransactionKind.deferred, .immediate, .exclusive])
    func aThrowingBodyRollsBack(kind: TransactionKind) throws {
        try withDatabase { database, _ in
            try database.execute("CREATE TABLE t (x INTEGER)")
            #expect(throws: Refusal.self) {
                try database.transaction(kind) {
                    try database.run("INSERT INTO t (x) VALUES (?)", .int(1))
                    throw Refusal()
                }
            }
            #expect(try database.scalarText("SELECT count(*) FROM t") == "0")
            let kept = try database.transaction(kind) {
                try database.run("INSERT INTO t (x) VALUES (?)", .int(2))
                return database.changes
            }
            #expect(kept == 1)
            #expect(try database.scalarText("SELECT group_concat(x) FROM t") == "2")
        }
    }

    @Test func aFailedStatementRollsBackWhatCameBefore() throws {
        try withDatabase { database, _ in
            try database.execute("CREATE TABLE t (x INTEGER NOT NULL)")
            let error = databaseError {
                try database.transaction(.immediate) {
                    try database.run("INSERT INTO t (x) VALUES (?)", .int(1))
                    try database.run("INSERT INTO t (x) VALUES (?)", .null)
                }
            }
            #expect(error?.code == .constraintNotNull)
            #expect(try database.scalarText("SELECT count(*) FROM t") == "0")
        }
    }
}
