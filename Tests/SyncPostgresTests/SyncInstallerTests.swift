import Foundation
import PocketTestSupport
import Postgres
import SyncKit
import SyncPostgres
import Testing

@Suite struct SyncInstallerTests {
    @Test func installsOnAFreshServerThenIsCurrent() throws {
        let world = try SyncServerWorld(users: [], installed: false)
        let admin = try world.admin()
        #expect(try SyncInstaller.installedVersion(admin) == nil)
        #expect(try SyncInstaller.install(admin) == .installed(version: SyncInstaller.latestVersion))
        #expect(try SyncInstaller.install(admin) == .alreadyCurrent(version: SyncInstaller.latestVersion))
        #expect(try SyncInstaller.installedVersion(admin) == supportedServerSchema)
        #expect(try admin.execute("SELECT count(*) FROM pocket_sync.schema_info").scalar == "1")
    }

    @Test func ownerRoleCannotBypassSecurityAndOwnsEverything() throws {
        let world = try SyncServerWorld(users: [])
        let admin = try world.admin()
        let role = try admin.execute(
            "SELECT rolcanlogin, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = 'pocket_sync_owner'")
        #expect(role.rows == [["f", "f", "f"]])
        let tables = try admin.execute(
            """
            SELECT relname, relrowsecurity, relforcerowsecurity, pg_get_userbyid(relowner) FROM pg_class
            WHERE relnamespace = 'pocket_sync'::regnamespace AND relkind = 'r' ORDER BY relname
            """)
        #expect(
            tables.rows == [
                ["accounts", "t", "t", "pocket_sync_owner"], ["cells", "t", "t", "pocket_sync_owner"],
                ["devices", "t", "t", "pocket_sync_owner"], ["marks", "t", "t", "pocket_sync_owner"],
                ["schema_info", "f", "f", "pocket_sync_owner"], ["server_identity", "f", "f", "pocket_sync_owner"],
            ])
        let functions = try admin.execute(
            """
            SELECT proname, prosecdef, pg_get_userbyid(proowner), has_function_privilege('public', oid, 'EXECUTE') \
            FROM pg_proc
            WHERE pronamespace = 'pocket_sync'::regnamespace ORDER BY proname
            """)
        #expect(functions.rows.map { $0[0] } == ["hello", "now_ms", "pull", "push", "push_stream", "version"])
        #expect(functions.rows.allSatisfy { $0[1] == "t" && $0[2] == "pocket_sync_owner" && $0[3] == "f" })
    }

    @Test func aNewerServerSchemaIsRefusedUntouched() throws {
        let world = try SyncServerWorld(users: ["ann"])
        let admin = try world.admin()
        try admin.execute("UPDATE pocket_sync.schema_info SET version = 99")
        let expected = SyncError.serverTooNew(found: 99, supported: supportedServerSchema)
        #expect(throws: expected) { try SyncInstaller.install(admin) }
        #expect(try SyncInstaller.installedVersion(admin) == 99)
        #expect(throws: expected) { try world.server("ann") }
    }

    @Test func aServerWithoutTheSchemaIsNotInstalled() throws {
        let world = try SyncServerWorld(users: [], installed: false)
        let admin = try world.admin()
        try admin.execute("CREATE ROLE carl LOGIN PASSWORD 'pw-carl-Ж7'")
        #expect(throws: SyncError.notInstalled) { try world.server("carl") }
        #expect(throws: SyncError.notInstalled) { try SyncInstaller.addUser("dana", password: "x", admin) }
    }

    @Test func addUserValidatesTheNameAndRefusesAnExistingRole() throws {
        let world = try SyncServerWorld(users: ["ann"])
        let admin = try world.admin()
        for bad in ["Ann", "1ann", "ann-b", "", "ann; DROP TABLE x", String(repeating: "a", count: 64)] {
            #expect(throws: SyncInstaller.UserError.invalidName(bad)) {
                try SyncInstaller.addUser(bad, password: "x", admin)
            }
        }
        #expect(throws: SyncInstaller.UserError.exists("ann")) {
            try SyncInstaller.addUser("ann", password: "x", admin)
        }
        #expect(throws: SyncInstaller.UserError.exists("pocket_admin")) {
            try SyncInstaller.addUser("pocket_admin", password: "x", admin)
        }
        #expect(throws: SyncInstaller.UserError.emptyPassword) { try SyncInstaller.addUser("eve", password: "", admin) }
        let ann = try admin.execute(
            """
            SELECT rolcanlogin, pg_has_role('ann', 'pocket_sync_users', 'MEMBER'), rolpassword LIKE 'SCRAM-SHA-256$%'
            FROM pg_authid WHERE rolname = 'ann'
            """)
        #expect(ann.rows == [["t", "t", "t"]])
        #expect(try world.server("ann").schemaVersion() == supportedServerSchema)
    }

    @Test func aRoleOutsideTheGroupMayNotSync() throws {
        let world = try SyncServerWorld(users: [])
        try world.admin().execute("CREATE ROLE carl LOGIN PASSWORD 'pw-carl-Ж7'")
        let error = try #require(throws: SyncError.self) { try world.server("carl") }
        guard case .authentication = error else {
            Issue.record("\(error)")
            return
        }
    }
}

@Suite struct SyncInstallerOwnerTests {
    /// The usual set-up on a rented server: not a superuser, but the owner of
    /// the database with CREATEROLE.
    @Test func aDatabaseOwnerWhoIsNoSuperuserCanInstallAndAddPeople() throws {
        let world = try SyncServerWorld(users: [], installed: false)
        let admin = try world.admin()
        try admin.execute("CREATE ROLE keeper LOGIN CREATEROLE PASSWORD 'pw-keeper-Ж7'")
        try admin.execute("CREATE DATABASE pocket OWNER keeper")
        let url = world.postgres.url(user: "keeper", password: SyncServerWorld.password("keeper"), database: "pocket")
        let keeper = try PostgresConnection(settings: ConnectionSettings(conninfo: url, environment: [:]))
        #expect(try SyncInstaller.install(keeper) == .installed(version: SyncInstaller.latestVersion))
        try SyncInstaller.addUser("ann", password: "pw-ann", keeper)
        let ann = try SyncServer.postgres(
            ConnectionSettings(
                conninfo: world.postgres.url(user: "ann", password: "pw-ann", database: "pocket"), environment: [:]))
        #expect(try ann.push("tracker", [cell("1", value: "v", clock: 1)]) == 1)
    }

    @Test func anOwnerRoleThatCouldBypassSecurityIsRefused() throws {
        let world = try SyncServerWorld(users: [], installed: false)
        let admin = try world.admin()
        try admin.execute("CREATE ROLE pocket_sync_owner NOLOGIN BYPASSRLS")
        #expect(throws: SyncError.self) { try SyncInstaller.install(admin) }
        #expect(try SyncInstaller.installedVersion(admin) == nil)
    }
}

@Suite struct ServiceFileTLSTests {
    @Test func aServiceWithoutHostIsTreatedAsRemote() throws {
        let settings = try ConnectionSettings(conninfo: "service=pocket", environment: [:])
        #expect(settings.value("sslmode") == "require")
        #expect(throws: PostgresError.self) {
            try ConnectionSettings(conninfo: "service=pocket sslmode=disable", environment: [:])
        }
        #expect(try ConnectionSettings(conninfo: "service=pocket host=/tmp", environment: [:]).value("sslmode") == nil)
    }
}
