import Foundation
import PocketTestSupport

/// A fresh, private world for one end-to-end test: a temporary HOME with its
/// own XDG folders, and nothing inherited from the developer's environment
/// (no `NO_COLOR`, `DO_NOT_TRACK`, `LANGUAGE`, … unless a test sets it).
/// The folder is removed when the sandbox is released (`TemporaryFolder`).
final class TestSandbox: Sendable {
    private let folder: TemporaryFolder
    /// The temporary folder everything lives in.
    var root: String { folder.path }
    let home: String
    let dataHome: String
    let stateHome: String
    let configHome: String
    let cacheHome: String
    /// A folder for `--data-dir` (see `run(…, dataDirFlag: true)`).
    let dataDirectory: String
    /// `POCKET_TODAY` of every run unless a run says otherwise.
    let today: String

    /// Creates the folders. `today` fixes the date the apps see.
    init(today: String = "2026-11-29") throws {
        folder = try TemporaryFolder("e2e")
        let root = folder.path
        home = root + "/home"
        dataHome = home + "/.local/share"
        stateHome = home + "/.local/state"
        configHome = home + "/.config"
        cacheHome = home + "/.cache"
        dataDirectory = root + "/data"
        self.today = today
        for folder in [home, dataHome, stateHome, configHome, cacheHome] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
    }

    /// The default data folder of `app`: `$XDG_DATA_HOME/pocket/APP`.
    func appDataDirectory(_ app: String) -> String { dataHome + "/pocket/" + app }

    /// The analytics log every app appends to.
    var analyticsLog: String { stateHome + "/pocket/analytics.jsonl" }

    /// The environment of a run: `PATH`, the sandbox's HOME and XDG folders,
    /// `LANG`, `POCKET_TODAY`, then `overrides` (a nil value removes a key).
    func environment(
        language: String = "en_US.UTF-8", today: String? = nil,
        _ overrides: [String: String?] = [:]
    ) -> [String: String] {
        var environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
            "HOME": home,
            "XDG_DATA_HOME": dataHome,
            "XDG_STATE_HOME": stateHome,
            "XDG_CONFIG_HOME": configHome,
            "XDG_CACHE_HOME": cacheHome,
            "TMPDIR": root,
            "LANG": language,
            "POCKET_TODAY": today ?? self.today,
        ]
        for (key, value) in overrides { environment[key] = value }
        return environment
    }

    /// Runs the built executable `name` (see `BuiltExecutables`) in this
    /// sandbox: working directory `root`, the environment above, `--data-dir
    /// dataDirectory` appended when `dataDirFlag`, `stdin` fed when given
    /// (otherwise `/dev/null`: no terminal).
    func run(
        _ name: String, _ arguments: [String] = [], language: String = "en_US.UTF-8", today: String? = nil,
        environment overrides: [String: String?] = [:], dataDirFlag: Bool = false, stdin: String? = nil,
        timeout: Duration = .seconds(60)
    ) throws -> ProcessResult {
        let path = try BuiltExecutables.path(name)
        let arguments = arguments + (dataDirFlag ? ["--data-dir", dataDirectory] : [])
        return try ProcessRunner.run(
            path, arguments, environment: environment(language: language, today: today, overrides),
            currentDirectory: root, stdin: stdin.map { Data($0.utf8) }, timeout: timeout)
    }

    /// Writes `contents` to `path` relative to the sandbox root (folders created), returning the full path.
    @discardableResult
    func write(_ contents: Data, to relativePath: String) throws -> String {
        try folder.write(contents, to: relativePath)
    }

    /// The permission bits of `path` (`0o600`), nil when it does not exist.
    func mode(of path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? nil
    }
}
