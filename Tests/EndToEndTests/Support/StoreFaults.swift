import Foundation

/// Tools for the store-fault tests: runs as an unprivileged user (the tests
/// run as root, who may write anything), the `sqlite3` shell, a small tmpfs.
enum StoreFaults {
    /// Whether the tests run as root, who can drop to `nobody` (CI does).
    static let isRoot = getuid() == 0

    /// The user the read-only runs drop to (`nobody`).
    static let user = "65534"

    /// Runs `app` as `nobody` through `setpriv` (util-linux), so folder and
    /// file modes apply to it.
    static func runAsNobody(_ app: ScriptedApp, _ arguments: [String]) throws -> ProcessResult {
        try ProcessRunner.run(
            "/usr/bin/setpriv", ["--reuid=\(user)", "--regid=\(user)", "--clear-groups"] + app.commandLine(arguments),
            environment: app.terminalEnvironment(), currentDirectory: app.sandbox.root)
    }

    /// Gives everything below `path` to `nobody`.
    static func giveToNobody(_ path: String) throws { try tool("/bin/chown", ["-R", "\(user):\(user)", path]) }

    static func chmod(_ mode: String, _ path: String) throws { try tool("/bin/chmod", [mode, path]) }

    /// Runs SQL on a store with the `sqlite3` shell, as a user would.
    static func sqlite(_ path: String, _ sql: String) throws { try tool("/usr/bin/sqlite3", [path, sql]) }

    /// Runs a tool and requires exit 0.
    @discardableResult
    static func tool(_ path: String, _ arguments: [String]) throws -> ProcessResult {
        let result = try ProcessRunner.run(path, arguments, environment: ["PATH": "/usr/bin:/bin"])
        guard result.exitCode == 0 else {
            throw EndToEndError.commandFailed(command: path + " " + arguments.joined(separator: " "), result: result)
        }
        return result
    }

    /// Whether this machine lets the tests mount a tmpfs (root in a container that allows it).
    static let canMount: Bool = {
        guard let sandbox = try? TestSandbox(), (try? mountTmpfs(at: sandbox.root + "/probe", kilobytes: 64)) != nil
        else { return false }
        unmount(sandbox.root + "/probe")
        return true
    }()

    /// Mounts a tmpfs of `kilobytes` at `path` (created).
    static func mountTmpfs(at path: String, kilobytes: Int) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try tool("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0755", "tmpfs", path])
    }

    static func unmount(_ path: String) { _ = try? tool("/bin/umount", [path]) }

    /// Fills the file system holding `folder` to the last byte (a file `filler`).
    static func fill(_ folder: String) {
        let fd = open(folder + "/filler", O_WRONLY | O_CREAT, 0o600)
        defer { close(fd) }
        var block = [UInt8](repeating: 0x2E, count: 4096)
        while write(fd, &block, block.count) > 0 {}
        while write(fd, &block, 1) > 0 {}
    }
}
