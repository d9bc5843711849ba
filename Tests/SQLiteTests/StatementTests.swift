import SQLite
import Testing

/// Cached statements are lent through scopes that leave them clean.
@Suite struct StatementTests {
    func names(_ database: Database, over minimum: Int) throws -> [String] {
        var names: [String] = []
        try database.fetch("SELECT name FROM t WHERE n > ? ORDER BY n", .int(minimum)) { names.append($0.string(0)) }
        return names
    }

    func fill(_ database: Database) throws {
        try database.execute("CREATE TABLE t (n INTEGER, name TEXT)")
        try database.withStatement("INSERT INTO t (n, name) VALUES (?, ?)") { insert in
            for (n, name) in [(1, "one"), (2, "two"), (3, "three")] { try insert.run(.int(n), .text(name)) }
        }
    }

    @Test func aSecondUseWithOtherBindingsGetsItsOwnRows() throws {
        try withDatabase { database, _ in
            try fill(database)
            #expect(try names(database, over: 0) == ["one", "two", "three"])
            #expect(try names(database, over: 2) == ["three"])
            #expect(try names(database, over: 1) == ["two", "three"])
        }
    }

    @Test func aScopeLeftHalfReadOrByAThrowLeavesTheStatementReset() throws {
        try withDatabase { database, _ in
            try fill(database)
            let sql = "SELECT name FROM t WHERE n > ? ORDER BY n"
            // One row read of three, then the scope ends.
            let first = try database.withStatement(sql) { statement in
                try statement.bind(.int(0))
                return try statement.step()?.string(0)
            }
            #expect(first == "one")
            #expect(throws: Refusal.self) {
                try database.withStatement(sql) { statement in
                    try statement.bind(.int(1))
                    _ = try statement.step()
                    throw Refusal()
                }
            }
            // Reset and unbound: NULL is no number's lower bound, so no row.
            #expect(try database.withStatement(sql) { try $0.step() } == nil)
            #expect(try names(database, over: 0) == ["one", "two", "three"])
        }
    }

    @Test func theSameSQLInANestedScopeGetsAStatementOfItsOwn() throws {
        try withDatabase { database, _ in
            try fill(database)
            var pairs: [String] = []
            try database.fetch("SELECT name FROM t WHERE n > ? ORDER BY n", .int(1)) { outer in
                let name = outer.string(0)
                for inner in try names(database, over: 2) { pairs.append(name + "/" + inner) }
            }
            #expect(pairs == ["two/three", "three/three"])
        }
    }

    @Test func aParameterOutOfRangeIsAnError() throws {
        try withDatabase { database, _ in
            try fill(database)
            let error = databaseError {
                try database.run("UPDATE t SET name = ? WHERE n = ?", .text("x"), .int(1), .int(2))
            }
            #expect(error?.code == .range)
            #expect(try database.scalarText("SELECT group_concat(name) FROM t") == "one,two,three")
        }
    }

    @Test func rowsReadEveryType() throws {
        try withDatabase { database, _ in
            let read = try database.fetchOne("SELECT 42, 'text', NULL, 2.5") { row in
                (row.int(0), row.int64(0), row.text(1), row.text(2), row.isNull(2), row.double(3), row.count)
            }
            let row = try #require(read)
            #expect(row.0 == 42 && row.1 == 42 && row.2 == "text" && row.3 == nil && row.4 && row.5 == 2.5)
            #expect(row.6 == 4)
            #expect(try database.exists("SELECT 1 WHERE ? = 'a'", .text("a")))
            #expect(try !database.exists("SELECT 1 WHERE ? = 'a'", .text("b")))
        }
    }
}
