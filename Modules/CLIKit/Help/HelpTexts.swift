/// The few help texts CLIKit itself adds, passed in so the caller can localize
/// them. The section headings (`OVERVIEW:`, `USAGE:` …) stay English, as in
/// swift-argument-parser.
package struct HelpTexts: Sendable, Equatable {
    /// After the default subcommand's name.
    package var defaultMarker: String
    /// The last line of a command with subcommands; `{command}` becomes e.g. `tracker help category`.
    package var seeSubcommandHelp: String
    /// The help of `-h, --help`.
    package var helpOption: String
    /// The help of `--version`.
    package var versionOption: String
    /// The label before allowed values: `(values: json, sqlite)`.
    package var valuesLabel: String
    /// The label before the default: `(default: sqlite)`.
    package var defaultLabel: String

    package init(
        defaultMarker: String = "(default)",
        seeSubcommandHelp: String = "See '{command} <subcommand>' for detailed help.",
        helpOption: String = "Show help information.",
        versionOption: String = "Show the version.",
        valuesLabel: String = "values",
        defaultLabel: String = "default"
    ) {
        self.defaultMarker = defaultMarker
        self.seeSubcommandHelp = seeSubcommandHelp
        self.helpOption = helpOption
        self.versionOption = versionOption
        self.valuesLabel = valuesLabel
        self.defaultLabel = defaultLabel
    }
}
