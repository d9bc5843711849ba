import Foundation

/// The cluster `initdb` makes once per test process, which every
/// `TemporaryPostgres` copies (initdb takes a second or two; a copy takes
/// milliseconds), and how the server binaries are found and run.
struct PostgresTemplate: Sendable {
    /// The data folder to copy.
    let data: String
    let folder: String

    /// Made on first use; removed when the test process exits.
    static let shared: Result<PostgresTemplate, Failure> = Result { try make() }.mapError {
        $0 as? Failure ?? Failure(message: String(describing: $0))
    }

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// The uid and gid the server runs as when the tests run as root (`nobody`, `nogroup`).
    static let serverUser: uid_t = 65534
    static let serverGroup: gid_t = 65534
    static var runsAsRoot: Bool { geteuid() == 0 }

    /// The folder of `initdb`, `postgres`: Debian's /usr/lib/postgresql/N/bin
    /// (newest first, as the `postgresql` package installs them off PATH), else PATH.
    static let binaries: String? = {
        let root = "/usr/lib/postgresql"
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
            .compactMap(Int.init).sorted(by: >)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = versions.map { "\(root)/\($0)/bin" } + path.split(separator: ":").map(String.init)
        return candidates.first {
            FileManager.default.isExecutableFile(atPath: $0 + "/initdb")
                && FileManager.default.isExecutableFile(atPath: $0 + "/postgres")
        }
    }()

    private static func make() throws -> PostgresTemplate {
        guard binaries != nil else {
            throw Failure(
                message: "PostgreSQL's initdb and postgres were not found: run Scripts/bootstrap (package postgresql)")
        }
        let folder = try makeShortFolder("pgt")
        let passwordFile = folder + "/password"
        try Data((TemporaryPostgres.adminPassword + "\n").utf8).write(to: URL(fileURLWithPath: passwordFile))
        try giveToServerUser(folder)
        try run(
            nil,
            [
                "initdb", "-D", folder + "/data", "-U", TemporaryPostgres.adminUser, "--pwfile=" + passwordFile,
                "--auth=scram-sha-256", "--encoding=UTF8", "--locale=C", "--no-sync", "--wal-segsize=1",
            ],
            binary: "initdb")
        try? FileManager.default.removeItem(atPath: passwordFile)
        // Written once, before the handler is registered, inside the `shared` initializer (which runs once).
        templateFolder = folder
        atexit { templateFolder.map { _ = try? FileManager.default.removeItem(atPath: $0) } }
        return PostgresTemplate(data: folder + "/data", folder: folder)
    }

    /// A fresh folder directly in /tmp: a socket path must stay under ~107 bytes,
    /// which a long TMPDIR would break.
    static func makeShortFolder(_ label: String) throws -> String {
        var template = Array("/tmp/\(label)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw Failure(message: "mkdtemp: \(String(cString: strerror(errno)))")
        }
        return String(cString: made)
    }

    /// Hands `folder` (and what is in it) to the server's user when running as root.
    static func giveToServerUser(_ folder: String) throws {
        guard runsAsRoot else { return }
        try run("/bin/chown", ["-R", "\(serverUser):\(serverGroup)", folder])
    }

    /// Sets `process` up to run server binary `binary` (as `nobody` when root).
    static func configure(_ process: Process, binary: String, _ arguments: [String]) {
        let path = (binaries ?? "/usr/bin") + "/" + binary
        if runsAsRoot {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments =
                ["--reuid=\(serverUser)", "--regid=\(serverGroup)", "--clear-groups", "--", path] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
        }
        process.environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C", "TZ": "UTC"]
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        process.standardInput = FileHandle.nullDevice
    }

    /// Runs a tool to its end; a non-zero exit is an error with its output.
    static func run(_ executable: String?, _ arguments: [String], binary: String? = nil) throws {
        let process = Process()
        if let binary {
            configure(process, binary: binary, Array(arguments.dropFirst()))
        } else {
            process.executableURL = URL(fileURLWithPath: executable ?? "/bin/false")
            process.arguments = arguments
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(message: "\(binary ?? executable ?? "") \(arguments.joined(separator: " ")) failed: \(text)")
        }
    }

    static func run(_ executable: String, _ arguments: [String]) throws { try run(Optional(executable), arguments) }
}

/// The template's folder, for the exit handler (which cannot capture).
nonisolated(unsafe) private var templateFolder: String?
