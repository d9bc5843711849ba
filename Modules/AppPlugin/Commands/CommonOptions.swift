import CLIKit
import Localization

/// Options and arguments several commands of different apps take, declared
/// once; each command gives the help that fits it.
package enum CommonOptions {
    /// `--yes`, `-y`: answers a command's confirmation question yes.
    package static let yes = Flag("yes", short: "y")
    /// `add NAME`: a new habit's name, asked for on a terminal when left out.
    package static let nameArgument = Argument<String?>(optional: "name")
    /// `edit --name NAME`: a habit's new name.
    package static let name = Option<String?>("name", valueName: "name")
    /// `--color K`: a habit's color, which each app checks against its own colors.
    package static let color = Option<String?>("color", valueName: "color")
    /// `--no-interactive`: the printout rather than the interactive screen on a terminal.
    package static let noInteractive = Flag("no-interactive")
}

/// `APP completions SHELL` and `pocket completions SHELL`: the completion
/// script of the command tree for one shell.
enum CompletionsCommand {
    static let name = "completions"
    static let shell = Argument<Completions.Shell>("shell")

    /// The command with its help, run as `run` says: an app's runner and
    /// the host each write the script of their own tree.
    static func command<Context>(run: @escaping Command<Context>.Run) -> Command<Context> {
        Command(
            name, abstract: { $0(.appCompletionsAbstract) },
            arguments: [.argument(shell) { $0(.appCompletionsShell) }], run: run)
    }

    /// Writes the script for the shell asked for; under `--json` as one
    /// document, `{"shell", "script"}`, as every command's answer then is.
    static func write(
        _ invocation: Invocation, root: CommandSpec, executable: String, json: Bool, to output: OutputSink
    ) throws {
        let shell = try invocation.value(of: shell)
        let script = Completions.script(for: root, shell: shell, executable: executable)
        if json { return try output.emitJSON(CompletionsJSON(shell: shell.rawValue, script: script)) }
        output.write(script)
    }
}

/// `--json` of `APP completions SHELL`: the shell and its script.
struct CompletionsJSON: Encodable {
    var shell: String
    var script: String
}
