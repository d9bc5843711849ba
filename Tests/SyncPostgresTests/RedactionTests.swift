import Postgres
import SyncPostgres
import Testing

/// Masking passwords without masking the message around them.
struct RedactionTests {
    @Test func aShortPasswordIsMaskedOnlyWhereItIsThePassword() {
        let text = "could not connect: password=a host=alpha; postgresql://ann:a@alpha/a"
        #expect(
            Redaction.redact(text, secrets: ["a"])
                == "could not connect: password=\(Redaction.mask) host=alpha; "
                + "postgresql://ann:\(Redaction.mask)@alpha/a"
        )
        #expect(Redaction.redact("a translation failed", secrets: ["a"]) == "a translation failed")
    }

    @Test func aLongerPasswordIsMaskedEverywhereAndAnAtSignInItIsCovered() {
        #expect(
            Redaction.redact("host \"Sec@ret\" and Sec@ret", secrets: ["Sec@ret"])
                == "host \"\(Redaction.mask)\" and \(Redaction.mask)")
        #expect(Redaction.passwordCandidates(in: "postgresql://x:p@ss@host/db") == ["p@ss"])
    }

    @Test func aPasswordWithAnUnencodedAtSignParsesAsThePassword() throws {
        let settings = try ConnectionSettings(
            conninfo: "postgresql://ann:p@ss/w@rd@db.example.org:6000/pocket", environment: [:])
        #expect(
            settings.value("user") == "ann" && settings.value("password") == "p@ss/w@rd"
                && settings.value("host") == "db.example.org")
        #expect(settings.value("port") == "6000" && settings.value("dbname") == "pocket" && settings.hasPassword)
        let plain = try ConnectionSettings(conninfo: "postgresql://ann@db.example.org/my@db", environment: [:])
        #expect(plain.value("dbname") == "my@db" && !plain.hasPassword)
    }

    @Test func anInvalidSSLModeOrPortIsABadConnection() {
        for conninfo in [
            "host=/tmp sslmode=bogus", "host=/tmp port=0", "host=/tmp port=65536", "postgresql://a@localhost:x1/p",
        ] {
            #expect(throws: PostgresError.self, "\(conninfo)") {
                _ = try ConnectionSettings(conninfo: conninfo, environment: [:])
            }
        }
        #expect(throws: PostgresError.self) {
            _ = try ConnectionSettings(conninfo: "host=/tmp", environment: ["PGSSLMODE": "nope"])
        }
    }
}

struct UserNameTests {
    @Test func namesAreCheckedByteByByteAndReservedWordsRefused() {
        for name in ["ann", "_x", "a1_b", String(repeating: "a", count: 63)] {
            #expect(SyncInstaller.isValidUserName(name), "\(name)")
        }
        for name in [
            "ann\n", "Ann", "1ann", "", "user", "select", "public", "pg_x", String(repeating: "a", count: 64), "än",
        ] {
            #expect(!SyncInstaller.isValidUserName(name), "\(name)")
        }
    }

    /// `add-user select` must say the name is reserved, not that its letters are wrong.
    @Test func aReservedNameIsToldApartFromAMalformedOne() {
        for name in ["user", "select", "public", "none", "pg_x"] {
            #expect(SyncInstaller.userNameProblem(name) == .reserved, "\(name)")
        }
        for name in ["ann\n", "Ann", "1ann", "", "Select", "än"] {
            #expect(SyncInstaller.userNameProblem(name) == .malformed, "\(name)")
        }
        #expect(SyncInstaller.userNameProblem("ann") == nil)
    }
}
