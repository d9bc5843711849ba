import Foundation
import Synchronization

/// A real PostgreSQL server for one test: started from a copy of a cluster
/// `initdb` made once per test process, listening on a Unix socket in a short
/// folder of its own (and on a free loopback port when asked), with
/// scram-sha-256 password authentication for every connection and a
/// superuser `pocket_admin`. Stopped and removed when released.
///
/// PostgreSQL refuses to run as root, and the tests run as root on CI: there
/// the server binaries run as `nobody` through `setpriv`, in folders given to
/// that user. Run as anyone else, they run as the caller.
package final class TemporaryPostgres: Sendable {
    /// The superuser every server has, and its password.
    package static let adminUser = "pocket_admin"
    package static let adminPassword = "admin-secret-Ω"
    /// The database the tests use (initdb's own).
    package static let database = "postgres"

    /// The socket folder, which also holds the data folder and the log.
    package let folder: String
    package let port: Int
    /// Whether the server also listens on 127.0.0.1:`port`.
    package let listensOnTCP: Bool
    /// The running server's postmaster, nil while stopped.
    private let server = Mutex<Process?>(nil)

    /// Starts a fresh server (under a second: the cluster is copied, not made).
    package init(tcp: Bool = false) throws {
        let template = try PostgresTemplate.shared.get()
        folder = try PostgresTemplate.makeShortFolder("pg")
        port = tcp ? try Self.freePort() : 5432
        listensOnTCP = tcp
        do {
            try PostgresTemplate.run("/bin/cp", ["-a", template.data, folder + "/data"])
            try PostgresTemplate.giveToServerUser(folder)
            try start()
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
    }

    deinit {
        stop(immediate: true)
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A libpq URI for `user` over the socket (or TCP), percent-encoded.
    package func url(user: String, password: String?, database: String = TemporaryPostgres.database, tcp: Bool = false)
        -> String
    {
        let host = tcp ? "127.0.0.1" : Self.encode(folder)
        let credentials = Self.encode(user) + (password.map { ":" + Self.encode($0) } ?? "")
        return "postgresql://\(credentials)@\(host):\(port)/\(Self.encode(database))"
    }

    /// The superuser's URI.
    package var adminURL: String { url(user: Self.adminUser, password: Self.adminPassword) }

    /// The socket file libpq connects to.
    package var socketPath: String { folder + "/.s.PGSQL.\(port)" }

    /// Starts the server on its data (again, after `stop`) and waits until it
    /// accepts connections.
    package func start() throws {
        try server.withLock { server in
            guard server == nil else { return }
            let process = Process()
            let logPath = folder + "/server.log"
            if !FileManager.default.fileExists(atPath: logPath) {
                _ = FileManager.default.createFile(atPath: logPath, contents: nil)
            }
            guard let log = FileHandle(forWritingAtPath: logPath) else {
                throw PostgresTemplate.Failure(message: "cannot write \(logPath)")
            }
            log.seekToEndOfFile()
            PostgresTemplate.configure(
                process, binary: "postgres",
                [
                    "-D", folder + "/data", "-k", folder, "-p", String(port),
                    "-c", "listen_addresses=" + (listensOnTCP ? "127.0.0.1" : ""),
                    "-c", "fsync=off", "-c", "full_page_writes=off",
                    "-c", "shared_buffers=16MB", "-c", "max_connections=40", "-c", "max_wal_senders=0",
                    "-c", "lc_messages=C", "-c", "log_min_messages=warning",
                ])
            process.standardOutput = log
            process.standardError = log
            try process.run()
            try? log.close()
            server = process
            try waitUntilReady(process)
        }
    }

    /// Stops the server: a fast shutdown (SIGINT, `pg_ctl -m fast`) or an
    /// immediate one (SIGQUIT, `-m immediate`: no checkpoint, crash recovery
    /// at the next start). Waits until it is gone.
    package func stop(immediate: Bool = false) {
        resume()  // a paused server would not see the signal
        server.withLock { server in
            guard let process = server else { return }
            server = nil
            kill(process.processIdentifier, immediate ? SIGQUIT : SIGINT)
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning, Date() < deadline { usleep(2_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
    }

    /// Stops every process of the server with SIGSTOP (the postmaster
    /// first, so it forks no more, then its backends): connections stay open
    /// and the kernel still acknowledges what clients send, but nothing answers.
    package func pause() { signalAll(SIGSTOP) }

    /// Lets a paused server run again (SIGCONT).
    package func resume() { signalAll(SIGCONT) }

    private func signalAll(_ signal: Int32) {
        guard let postmaster = server.withLock({ $0?.processIdentifier }) else { return }
        kill(postmaster, signal)
        for child in Self.children(of: postmaster) { kill(child, signal) }
    }

    /// The processes whose parent is `pid`, from /proc/PID/stat ("pid (name) state ppid …").
    private static func children(of pid: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let child = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == pid ? child : nil
        }
    }

    /// Whether the server process is running.
    package var isRunning: Bool { server.withLock { $0?.isRunning ?? false } }

    /// The server's log so far (for a failing test's message).
    package var log: String {
        (try? String(contentsOfFile: folder + "/server.log", encoding: .utf8)) ?? ""
    }

    /// Waits for postmaster.pid's status line to say "ready" (PostgreSQL 10+
    /// writes it once it accepts connections; the socket appears earlier).
    private func waitUntilReady(_ process: Process) throws {
        let pidFile = folder + "/data/postmaster.pid"
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: pidFile, encoding: .utf8) {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                if lines.count > 7, lines[7].hasPrefix("ready") { return }
            }
            guard process.isRunning else { break }
            usleep(2_000)
        }
        throw PostgresTemplate.Failure(message: "postgres did not start in \(folder): \(log)")
    }

    private static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// A loopback port nothing listens on now (the kernel's pick for port 0).
    private static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw PostgresTemplate.Failure(message: "socket: \(errno)") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else { throw PostgresTemplate.Failure(message: "bind: \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
