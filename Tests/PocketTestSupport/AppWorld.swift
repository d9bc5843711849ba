import AppPlugin
import Foundation
import Localization
import Storage
import StorageLive
import TerminalUI
import Testing

/// A private world for in-process runs of an app through the real
/// `AppRunner.run` (parsing, global options, environment, onboarding, error
/// presentation and exit code all as in the executable): a temporary HOME
/// with its XDG folders, a language, a fixed today, and no variable of the
/// developer's environment.
package struct AppWorld: Sendable {
    package let folder: TemporaryFolder
    /// The variables of every run (`overrides` of a run apply on top).
    package var variables: [String: String]
    /// How the runs open their stores: the programs' live opener, both backends on disk.
    package var stores: StoreOpener = .live

    package init(language: String = "en_US.UTF-8", today: String = "2026-11-29") throws {
        folder = try TemporaryFolder("app")
        let home = folder.path + "/home"
        variables = [
            "HOME": home, "XDG_DATA_HOME": home + "/.local/share", "XDG_STATE_HOME": home + "/.local/state",
            "XDG_CONFIG_HOME": home + "/.config", "LANG": language, "POCKET_TODAY": today,
        ]
    }

    /// A `LANG` value that selects `language`.
    package static func locale(_ language: Language) -> String { language.rawValue + ".UTF-8" }

    package var home: String { variables["HOME"]! }
    package var analyticsLog: String { variables["XDG_STATE_HOME"]! + "/pocket/analytics.jsonl" }
    /// The default data folder of `app`: `$XDG_DATA_HOME/pocket/APP`.
    package func dataDirectory(_ app: String) -> String { variables["XDG_DATA_HOME"]! + "/pocket/" + app }

    /// The variables with `overrides` applied (a nil value removes a key).
    package func environment(_ overrides: [String: String?] = [:]) -> [String: String] {
        var result = variables
        for (key, value) in overrides { result[key] = value }
        return result
    }

    /// A terminal description over the same variables (color and theme read them).
    package func terminal(
        _ overrides: [String: String?] = [:], stdin: Bool = false, stdout: Bool = false,
        size: TerminalSize = TerminalSize(columns: 80, rows: 24)
    ) -> Terminal {
        Terminal(environment: environment(overrides), stdinIsTTY: stdin, stdoutIsTTY: stdout, size: size)
    }

    /// Runs `APP ARGUMENTS` through `AppRunner.run` with captured streams;
    /// without a terminal unless `terminal` says otherwise.
    package func run(
        _ plugin: any AppPlugin, _ arguments: [String], _ overrides: [String: String?] = [:],
        terminal: Terminal? = nil
    ) -> RunResult {
        let output = OutputCapture()
        let errors = OutputCapture()
        let code = AppRunner.run(
            plugin, arguments: arguments, variables: environment(overrides), stores: stores,
            terminal: terminal ?? self.terminal(overrides), output: output.sink, errorOutput: errors.sink)
        return RunResult(exitCode: code, stdout: output.text, stderr: errors.text)
    }

    /// `run` that requires exit 0 (see `RunResult.requireSuccess`): for set-up steps.
    @discardableResult
    package func runOK(
        _ plugin: any AppPlugin, _ arguments: [String], _ overrides: [String: String?] = [:],
        terminal: Terminal? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> RunResult {
        try run(plugin, arguments, overrides, terminal: terminal)
            .requireSuccess(([plugin.name] + arguments).joined(separator: " "), sourceLocation: sourceLocation)
    }

    /// Runs `pocket ARGUMENTS` through `PluginHost.run` over `plugins` and the host's own `commands`.
    package func runHost(
        _ plugins: [any AppPlugin], commands: [HostCommand] = [], _ arguments: [String], version: String = "1.2.3",
        _ overrides: [String: String?] = [:]
    ) -> RunResult {
        let output = OutputCapture()
        let errors = OutputCapture()
        let code = PluginHost.run(
            plugins, commands: commands, version: version, arguments: arguments, variables: environment(overrides),
            stores: stores, terminal: terminal(overrides), output: output.sink,
            errorOutput: errors.sink)
        return RunResult(exitCode: code, stdout: output.text, stderr: errors.text)
    }
}
