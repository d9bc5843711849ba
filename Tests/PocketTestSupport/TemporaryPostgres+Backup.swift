import Foundation

/// File-level backups of a server: its data folder copied while the server
/// is stopped (the one kind of file copy PostgreSQL supports without
/// archiving), and put back later as a restore would.
extension TemporaryPostgres {
    /// Stops the server, copies its data folder (`cp -a`), starts it again;
    /// returns the copy's path (inside the server's folder, removed with it).
    package func backUpFiles() throws -> String {
        let backup = folder + "/backup-\(UUID().uuidString.prefix(8))"
        stop()
        defer { try? start() }
        try PostgresTemplate.run("/bin/cp", ["-a", folder + "/data", backup])
        return backup
    }

    /// Stops the server, puts `backup` in place of its data folder, starts it.
    package func restoreFiles(_ backup: String) throws {
        stop()
        try PostgresTemplate.run("/bin/rm", ["-rf", folder + "/data"])
        try PostgresTemplate.run("/bin/cp", ["-a", backup, folder + "/data"])
        try start()
    }
}
