import Foundation
import PocketTestSupport
import Postgres
import SyncKit
import SyncPostgres
import Testing

@Suite struct ConnectionSettingsTests {
    @Test(arguments: [
        ("/run/postgresql", true), ("", true), ("@abstract", true), ("localhost", true), ("LOCALHOST", true),
        ("127.0.0.1", true), ("127.8.9.10", true), ("::1", true), ("db.example.com", false), ("10.0.0.5", false),
        ("127.0.0.1.evil.com", false), ("128.0.0.1", false), ("localhost.example.com", false),
    ])
    func localHosts(host: String, local: Bool) {
        #expect(TLSRule.isLocal(host) == local)
    }

    @Test func theTLSRule() {
        #expect(TLSRule.decide(hosts: nil, sslmode: "disable") == .keep)
        #expect(TLSRule.decide(hosts: "/tmp", sslmode: nil) == .keep)
        #expect(TLSRule.decide(hosts: "localhost,127.0.0.1", sslmode: "disable") == .keep)
        #expect(TLSRule.decide(hosts: "db.example.com", sslmode: nil) == .requireTLS)
        #expect(TLSRule.decide(hosts: "localhost,db.example.com", sslmode: nil) == .requireTLS)
        for mode in ["require", "verify-ca", "verify-full"] {
            #expect(TLSRule.decide(hosts: "db.example.com", sslmode: mode) == .keep)
        }
        for mode in ["disable", "allow", "prefer"] {
            #expect(TLSRule.decide(hosts: "db.example.com", sslmode: mode) == .refuse(sslmode: mode))
        }
    }

    @Test func aRemoteHostGetsRequireAndARefusalNeverShowsThePassword() throws {
        let remote = try ConnectionSettings(conninfo: "postgresql://ann:s3cret@db.example.com/pocket", environment: [:])
        #expect(remote.value("sslmode") == "require")
        #expect(remote.label == "ann@db.example.com:5432/pocket")
        #expect(!remote.label.contains("s3cret") && !String(describing: remote).contains("s3cret"))
        let local = try ConnectionSettings(
            conninfo: "host=localhost port=6543 user=bob password=s3cret", environment: [:])
        #expect(local.value("sslmode") == nil)
        #expect(local.label == "bob@localhost:6543/bob")
        for refused in [
            "postgresql://ann:s3cret@db.example.com/pocket?sslmode=disable",
            "host=10.1.2.3 user=ann password=s3cret sslmode=prefer",
        ] {
            let error = try #require(throws: PostgresError.self) {
                try ConnectionSettings(conninfo: refused, environment: [:])
            }
            guard case .badConnection(let detail) = error else {
                Issue.record("\(error)")
                continue
            }
            #expect(detail.contains("TLS") && detail.contains("SSH"))
            #expect(!detail.contains("s3cret"))
        }
        // The environment libpq would read counts too.
        #expect(throws: PostgresError.self) {
            try ConnectionSettings(
                conninfo: "dbname=pocket", environment: ["PGHOST": "db.example.com", "PGSSLMODE": "allow"])
        }
    }

    @Test func anUnreadableStringIsABadConnectionWithoutThePassword() throws {
        for text in [
            "postgresql://ann:s3cret@host/db?nonsense=s3cret", "postgresql://ann:s3cret@[::1/db",
            "host=x password=s3cret nonsense", "user=ann password='s3cret",
        ] {
            let error = try #require(throws: PostgresError.self) {
                try ConnectionSettings(conninfo: text, environment: [:])
            }
            guard case .badConnection(let detail) = error else {
                Issue.record("\(error)")
                continue
            }
            #expect(!detail.contains("s3cret"), "\(detail)")
        }
    }

    @Test func sourcesInOrderOptionEnvironmentFile() throws {
        let home = try TemporaryFolder("sync-conf")
        let file = try home.write(
            "# my server\n\n  host=/tmp/from-file user=fileuser  \nhost=ignored\n", to: "config/pocket/sync.conf")
        chmod(file, 0o600)  // readable by others it is refused (SyncCredentialsTests)
        var environment = ["XDG_CONFIG_HOME": home.appending("config"), "HOME": home.path]
        #expect(try ConnectionSettings.resolve(url: nil, environment: environment).source == .file(file))
        #expect(
            try ConnectionSettings.resolve(url: nil, environment: environment).label
                == "fileuser@/tmp/from-file:5432/fileuser")
        environment["POCKET_SYNC_URL"] = "host=/tmp/from-env user=envuser"
        #expect(try ConnectionSettings.resolve(url: nil, environment: environment).source == .environment)
        #expect(
            try ConnectionSettings.resolve(url: "host=/tmp/opt user=optuser", environment: environment).label
                == "optuser@/tmp/opt:5432/optuser")
    }

    @Test func nothingConfiguredNamesTheFile() throws {
        let home = try TemporaryFolder("sync-none")
        let expected = home.path + "/.config/pocket/sync.conf"
        #expect(throws: SyncError.notConfigured(configFile: expected)) {
            try ConnectionSettings.sync(url: "  ", environment: ["HOME": home.path, "POCKET_SYNC_URL": ""])
        }
        let file = try home.write("# only a comment\n\n", to: ".config/pocket/sync.conf")
        #expect(throws: SyncError.insecureConfigFile(path: expected, mode: 0o644)) {
            try ConnectionSettings.sync(url: nil, environment: ["HOME": home.path])
        }
        chmod(file, 0o600)
        #expect(throws: SyncError.notConfigured(configFile: expected)) {
            try ConnectionSettings.sync(url: nil, environment: ["HOME": home.path])
        }
    }

    @Test func syncErrorsNeverCarryThePassword() throws {
        let world = try SyncServerWorld(users: ["ann"])
        let url = world.postgres.url(user: "ann", password: "Wrong-Pa55")
        let error = try #require(throws: SyncError.self) { try SyncServer.postgres(url: url, environment: [:]) }
        guard case .authentication(let detail) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(!detail.contains("Wrong-Pa55") && !String(describing: error).contains("Wrong-Pa55"))
    }
}
