/// The few help texts CLIKit itself adds, passed in so the caller can localize
/// them. The section headings (`OVERVIEW:`, `USAGE:` …) stay English, as in
/// swift-argument-parser.
public struct HelpTexts: Sendable, Equatable {
    /// After the default subcommand's name.
    public var defaultMarker: String
    /// The last line of a command with subcommands; `{command}` becomes e.g. `tracker help category`.
    public var seeSubcommandHelp: String
    /// The help of `-h, --help`.
    public var helpOption: String
    /// The help of `--version`.
    public var versionOption: String
    /// The label before allowed values: `(values: json, sqlite)`.
    public var valuesLabel: String
    /// The label before the default: `(default: sqlite)`.
    public var defaultLabel: String

    public init(
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
