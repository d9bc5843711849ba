import Foundation
import PocketTestSupport
import Postgres
import Testing

/// The libpq wrapper against a real server: parameters, NULLs, transactions,
/// and each kind of failure sorted as the commands need it.
@Suite struct PostgresConnectionTests {
    let server: TemporaryPostgres

    init() throws { server = try TemporaryPostgres() }

    func connect(_ url: String) throws -> PostgresConnection {
        try PostgresConnection(settings: ConnectionSettings(conninfo: url, environment: [:]))
    }

    @Test func parametersAndNullsRoundTrip() throws {
        let connection = try connect(server.adminURL)
        let result = try connection.execute(
            "SELECT $1::text AS a, $2::text AS b, $3::int + 1 AS c, ''::text AS d",
            parameters: ["it's \"quoted\" \\ ✓", nil, "41"])
        #expect(result.columns == ["a", "b", "c", "d"])
        #expect(result.rows == [["it's \"quoted\" \\ ✓", nil, "42", ""]])
    }

    /// `forEachRow` reads values in place: the same texts as `execute`, and
    /// integers parsed from the digits, the ends of Int64 included.
    @Test func rowsReadInPlaceMatchTheCopiedOnes() throws {
        let connection = try connect(server.adminURL)
        let sql = """
            SELECT t, n FROM (VALUES ('it''s ✓ "q" \\', 0::bigint), ('', -1), (NULL, 9223372036854775807),
                                     ('ünï', -9223372036854775808), ('x', NULL), ('line' || chr(10) || 'break', 42)) \
            AS v(t, n)
            """
        var texts: [String?] = []
        var numbers: [Int64?] = []
        try connection.forEachRow(sql) { row in
            texts.append(row.text(0))
            numbers.append(row.int64(1))
        }
        let copied = try connection.execute(sql).rows
        #expect(texts == copied.map { $0[0] })
        #expect(numbers == [0, -1, .max, .min, nil, 42])
        #expect(numbers == copied.map { $0[1].flatMap { Int64($0) } })
        // Text that is not an integer reads as nil, not as a wrong number.
        try connection.forEachRow("SELECT '12a', '', '-', '99999999999999999999'") { row in
            #expect((0..<4).map { row.int64($0) } == [nil, nil, nil, nil])
        }
    }

    @Test func arrayLiteralsSurviveEveryAwkwardText() throws {
        let connection = try connect(server.adminURL)
        let texts: [String?] = [
            "", "NULL", "a,b", "{x}", "say \"hi\"", "back\\slash", " lead", "ünï ✓", "line\nbreak", nil,
        ]
        let result = try connection.execute("SELECT unnest($1::text[])", parameters: [PostgresArray.literal(texts)])
        #expect(result.rows.map { $0[0] } == texts)
    }

    @Test func transactionRollsBackWhenTheBodyThrows() throws {
        let connection = try connect(server.adminURL)
        try connection.execute("CREATE TABLE t (n int)")
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try connection.transaction {
                try connection.execute("INSERT INTO t VALUES (1)")
                throw Boom()
            }
        }
        try connection.transaction { try connection.execute("INSERT INTO t VALUES (2)") }
        #expect(try connection.execute("SELECT n FROM t").rows == [["2"]])
        #expect(try connection.execute("DELETE FROM t").affectedRows == 1)
    }

    @Test func serverErrorsCarryTheirSQLSTATE() throws {
        let connection = try connect(server.adminURL)
        #expect(throws: PostgresError.server(sqlstate: "42P01", message: "relation \"missing\" does not exist")) {
            try connection.execute("SELECT * FROM missing")
        }
        #expect(throws: PostgresError.server(sqlstate: "22012", message: "division by zero")) {
            try connection.execute("SELECT 1 / $1::int", parameters: ["0"])
        }
        // The connection is still usable after an error.
        #expect(try connection.execute("SELECT 1").scalar == "1")
    }

    @Test func aSocketFolderWithoutServerIsUnreachable() throws {
        let empty = try TemporaryFolder("pg-empty")
        let url = "host=\(empty.path) user=ann password=whatever-secret dbname=x"
        let error = try #require(throws: PostgresError.self) { try connect(url) }
        guard case .unreachable(let detail) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(detail.contains(empty.path))
        #expect(!detail.contains("whatever-secret"))
    }

    @Test func wrongPasswordUnknownRoleAndNoPasswordAreAuthentication() throws {
        let attempts = [
            server.url(user: TemporaryPostgres.adminUser, password: "wrong-Secret-123"),
            server.url(user: "nobody_here", password: "wrong-Secret-123"),
            server.url(user: TemporaryPostgres.adminUser, password: nil),
        ]
        for url in attempts {
            let error = try #require(throws: PostgresError.self) { try connect(url) }
            guard case .authentication(let detail) = error else {
                Issue.record("\(url): \(error)")
                continue
            }
            #expect(!detail.contains("wrong-Secret-123"))
            #expect(!String(describing: error).contains("wrong-Secret-123"))
        }
    }

    @Test func aMissingDatabaseIsABadConnection() throws {
        let error = try #require(throws: PostgresError.self) {
            try connect(
                server.url(
                    user: TemporaryPostgres.adminUser, password: TemporaryPostgres.adminPassword, database: "nope"))
        }
        guard case .badConnection(let detail) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(detail.contains("nope"))
        #expect(!detail.contains(TemporaryPostgres.adminPassword))
    }

    @Test func passwordVerifierIsSCRAM() throws {
        let connection = try connect(server.adminURL)
        let verifier = try connection.encryptPassword("hunter2", user: "ann")
        #expect(verifier.hasPrefix("SCRAM-SHA-256$4096:"))
        #expect(!verifier.contains("hunter2"))
    }

    @Test func loopbackTCPWorksWithoutTLS() throws {
        let tcp = try TemporaryPostgres(tcp: true)
        let connection = try connect(
            tcp.url(user: TemporaryPostgres.adminUser, password: TemporaryPostgres.adminPassword, tcp: true))
        #expect(try connection.execute("SELECT inet_server_addr()::text").scalar == "127.0.0.1/32")
    }
}
