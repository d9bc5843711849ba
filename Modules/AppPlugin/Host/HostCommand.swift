import Localization
import Storage
import TerminalUI

/// A command of the `pocket` host itself rather than of one app
/// (`pocket sync init`): declared once, shown in the host's help, man page
/// and completions, and run with the host's context.
package typealias HostCommand = Command<HostContext>

/// What a host command may touch: the apps, the environment, the terminal and the outputs.
package struct HostContext: Sendable {
    package let plugins: [any AppPlugin]
    package let variables: [String: String]
    package let localizer: Localizer
    package let terminal: Terminal
    package let output: OutputSink
    package let errorOutput: OutputSink
    /// The global options, given before or after the command (`--json`,
    /// `--store` or `POCKET_STORE`, `--data-dir`).
    package let json: Bool
    package let storeKind: StoreKind
    /// `--data-dir` when given; `AppPaths` falls back to `POCKET_DATA_DIR`, then the apps' own folders.
    package let dataDirectory: String?

    package init(
        plugins: [any AppPlugin], variables: [String: String], localizer: Localizer, terminal: Terminal,
        output: OutputSink, errorOutput: OutputSink, json: Bool = false, storeKind: StoreKind = .sqlite,
        dataDirectory: String? = nil
    ) {
        self.json = json
        self.storeKind = storeKind
        self.dataDirectory = dataDirectory
        self.plugins = plugins
        self.variables = variables
        self.localizer = localizer
        self.terminal = terminal
        self.output = output
        self.errorOutput = errorOutput
    }
}
