import Postgres
import StorageSQLite
import SyncKit
import SyncPostgres
import SyncStore

extension SyncServerOpener {
    /// Sync's live parts: the server over PostgreSQL (`SyncServer.postgres`,
    /// `SyncInstaller`) and the SQLite store, whose engine is SyncStore's.
    /// Only programs (and tests) link this module, so the commands and the
    /// app plugins never depend on libpq's client or on a store backend.
    package static var live: SyncServerOpener {
        SyncServerOpener(
            locate: { url, variables throws(SyncError) in
                try SyncServerAddress(ConnectionSettings.sync(url: url, environment: variables))
            },
            openStore: { try SQLiteStore.open(directory: $0) },
            userNameProblem: { SyncInstaller.userNameProblem($0) })
    }
}

extension SyncServerAddress {
    /// The server `settings` name; a connection is made by each call of
    /// `connect` or `administer`, not here.
    init(_ settings: ConnectionSettings) {
        self.init(
            label: settings.label, passwordOnCommandLine: settings.source == .option && settings.hasPassword,
            connect: { () throws(SyncError) in try SyncServer.postgres(settings) },
            administer: { () throws(SyncError) in
                let held = try OwnerConnection(settings)
                return SyncServerSetup(
                    install: { () throws(SyncError) in try SyncInstaller.install(held.connection) },
                    addUser: { name, password in try SyncInstaller.addUser(name, password: password, held.connection) },
                    newGeneration: { () throws(SyncError) in try SyncInstaller.newGeneration(held.connection) })
            })
    }
}

/// The owner's connection, shared by the closures of one `SyncServerSetup`:
/// a server command makes one call after another on one thread, which is
/// all libpq asks of a connection.
private final class OwnerConnection: @unchecked Sendable {
    let connection: PostgresConnection

    init(_ settings: ConnectionSettings) throws(SyncError) {
        do { connection = try PostgresConnection(settings: settings) } catch { throw SyncError(error) }
    }
}
