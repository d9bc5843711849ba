import Foundation
import PocketTestSupport
import Postgres
import SyncKit
import SyncPostgres

/// A server with the sync schema installed and people added, for one test.
final class SyncServerWorld: Sendable {
    let postgres: TemporaryPostgres

    init(users: [String] = ["ann", "bob"], installed: Bool = true) throws {
        postgres = try TemporaryPostgres()
        let admin = try self.admin()
        if installed { _ = try SyncInstaller.install(admin) }
        for user in users { try SyncInstaller.addUser(user, password: Self.password(user), admin) }
    }

    static func password(_ user: String) -> String { "pw-\(user)-Ж7" }

    func url(_ user: String) -> String { postgres.url(user: user, password: Self.password(user)) }

    func settings(_ user: String) throws -> ConnectionSettings {
        try ConnectionSettings(conninfo: url(user), environment: [:])
    }

    func admin() throws -> PostgresConnection {
        try PostgresConnection(settings: ConnectionSettings(conninfo: postgres.adminURL, environment: [:]))
    }

    func connection(_ user: String) throws -> PostgresConnection { try PostgresConnection(settings: settings(user)) }

    func server(_ user: String) throws -> SyncServer { try SyncServer.postgres(settings(user)) }
}

func cell(
    _ id: String, _ field: String = "title", value: String, clock: Int64, device: String = "d1",
    entity: String = "tracker"
) -> SyncCell {
    SyncCell(key: CellKey(entity, id, field), value: value, clock: clock, device: device)
}

/// Every cell of `app` another device than `device` would pull, page by page.
func pullAll(
    _ server: SyncServer, app: String = "tracker", device: String = "reader", after: Int64 = 0,
    limit: Int = 1000
) throws -> (cells: [SyncCell], cursor: Int64) {
    var cursor = after
    var cells: [SyncCell] = []
    while true {
        let page = try server.pull(app, cursor, device, limit)
        cells += page.cells
        cursor = page.cursor
        if page.isLast { return (cells, cursor) }
    }
}
