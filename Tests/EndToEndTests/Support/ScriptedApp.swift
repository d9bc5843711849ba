import Foundation
import PocketTestSupport

/// One built app driven the way a script drives it: many runs against the
/// same store, each a fresh process in `sandbox`, with the same global
/// options (`--store`, `--data-dir`), language and environment.
///
/// `hosted` runs it through the host instead (`pocket APP …`), so a test can
/// compare the two.
struct ScriptedApp: Sendable {
    let app: String
    let sandbox: TestSandbox
    /// The global options put before every command's own arguments.
    var globalArguments: [String]
    /// `LANG` of every run.
    var language: String
    /// Added to the sandbox's environment of every run (a nil value removes a key).
    var environment: [String: String?]
    /// Whether runs go through `pocket APP …`.
    var hosted: Bool
    /// The folder of the executables of terminal runs (`commandLine`); the
    /// tests' own build when nil.
    var binaryDirectory: String?

    /// `store` becomes `--store STORE`, `dataDirectory` `--data-dir PATH`;
    /// without them the app picks its defaults (`POCKET_STORE`, the XDG folder).
    init(
        _ app: String, in sandbox: TestSandbox, store: String? = nil, dataDirectory: String? = nil,
        language: String = "en_US.UTF-8", environment: [String: String?] = [:], hosted: Bool = false
    ) {
        self.app = app
        self.sandbox = sandbox
        globalArguments = (store.map { ["--store", $0] } ?? []) + (dataDirectory.map { ["--data-dir", $0] } ?? [])
        self.language = language
        self.environment = environment
        self.hosted = hosted
    }

    /// The same app run from the release build `Scripts/test` makes
    /// (`POCKET_RELEASE_BIN_DIR`), for what only an optimized build shows;
    /// nil when there is none.
    var releaseBuild: ScriptedApp? {
        guard let folder = ProcessInfo.processInfo.environment["POCKET_RELEASE_BIN_DIR"], !folder.isEmpty,
            FileManager.default.isExecutableFile(atPath: folder + "/" + (hosted ? "pocket" : app))
        else { return nil }
        var copy = self
        copy.binaryDirectory = folder
        return copy
    }

    /// The same app, store and data folder reached through `pocket APP …`.
    var throughHost: ScriptedApp {
        var copy = self
        copy.hosted = true
        return copy
    }

    /// Runs `APP GLOBALS ARGUMENTS` with no terminal (stdin is `/dev/null`
    /// unless `stdin` is given); `today` overrides the sandbox's date.
    @discardableResult
    func run(
        _ arguments: [String], today: String? = nil, environment extra: [String: String?] = [:],
        stdin: String? = nil, timeout: Duration = .seconds(60)
    ) throws -> ProcessResult {
        let words = commandWords(arguments)
        return try sandbox.run(
            words[0], Array(words.dropFirst()), language: language, today: today,
            environment: environment.merging(extra) { $1 }, stdin: stdin, timeout: timeout)
    }

    /// Runs and requires exit 0; returns stdout. Any other exit throws
    /// `EndToEndError.commandFailed` with the whole result.
    @discardableResult
    func ok(_ arguments: [String], today: String? = nil, environment extra: [String: String?] = [:]) throws -> String {
        let result = try run(arguments, today: today, environment: extra)
        guard result.exitCode == 0 else {
            throw EndToEndError.commandFailed(command: commandWords(arguments).joined(separator: " "), result: result)
        }
        return result.stdout
    }

    /// Runs with `--json` before `arguments`, requires exit 0 and returns
    /// stdout parsed as one JSON object.
    func json(_ arguments: [String], today: String? = nil) throws -> [String: Any] {
        let result = try run(["--json"] + arguments, today: today)
        guard result.exitCode == 0 else {
            throw EndToEndError.commandFailed(
                command: commandWords(["--json"] + arguments).joined(separator: " "), result: result)
        }
        return try result.jsonObject()
    }

    /// Runs as `run` does, with the process's wall clock set to `wallClock`
    /// (`YYYY-MM-DD HH:MM:SS`, local to the run's `TZ`) by faketime's
    /// preload library; it then ticks on from there. `POCKET_TODAY` is left
    /// out unless `environment` sets it, so the clock decides the day.
    func run(at wallClock: String, _ arguments: [String], environment extra: [String: String?] = [:]) throws
        -> ProcessResult
    {
        guard let faketime = SystemTool.path("faketime") else {
            throw EndToEndError.missingTool("faketime (Scripts/bootstrap installs it)")
        }
        let overrides = environment.merging(["POCKET_TODAY": nil]) { $1 }.merging(extra) { $1 }
        return try ProcessRunner.run(
            faketime, [wallClock] + commandLine(arguments),
            environment: sandbox.environment(language: language, overrides),
            currentDirectory: sandbox.root)
    }

    /// The full command (the executable's path first) for a terminal run:
    /// `TmuxSession(app.commandLine(["add", "habit"]), …)`, or
    /// `Shell.quote(app.commandLine(…))` in a typed line.
    func commandLine(_ arguments: [String]) throws -> [String] {
        let words = commandWords(arguments)
        if let binaryDirectory { return [binaryDirectory + "/" + words[0]] + words.dropFirst() }
        return [try BuiltExecutables.path(words[0])] + words.dropFirst()
    }

    /// The environment of a terminal run: the sandbox's, in `language`, with
    /// this app's additions and then `extra`.
    func terminalEnvironment(_ extra: [String: String?] = [:]) -> [String: String] {
        sandbox.environment(language: language, environment.merging(extra) { $1 })
    }

    /// The executable's name, then its arguments.
    private func commandWords(_ arguments: [String]) -> [String] {
        (hosted ? ["pocket", app] : [app]) + globalArguments + arguments
    }
}
