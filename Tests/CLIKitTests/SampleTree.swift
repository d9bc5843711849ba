import CLIKit

/// A small tracker-like tree shared by the parser, help and completion tests.
enum SampleTree {
    static let globals: [OptionSpec] = [
        OptionSpec(
            "store", help: "Storage backend.", kind: .value, choices: ["json", "sqlite"], defaultValue: "sqlite",
            isGlobal: true),
        OptionSpec("json", help: "Machine-readable output.", isGlobal: true),
        OptionSpec(
            "color", help: "When to use colors.", valueName: "when", kind: .value,
            choices: ["auto", "always", "never"], isGlobal: true),
        OptionSpec("debug-trace", help: "Internal.", isHidden: true, isGlobal: true),
    ]

    static let list = CommandSpec(
        name: "list", abstract: "Show the trackers of a day.",
        options: [
            OptionSpec("date", short: "d", help: "The day to show.", kind: .value),
            OptionSpec("search", help: "Only names containing this text.", valueName: "text", kind: .value),
        ],
        aliases: ["ls"]
    )

    static let categoryAdd = CommandSpec(
        name: "add", abstract: "Add a category.",
        arguments: [ArgumentSpec("title", help: "The category title.")],
        options: [OptionSpec("yes", short: "y", help: "Do not ask.")]
    )

    static let category = CommandSpec(
        name: "category", abstract: "Manage categories.",
        subcommands: [
            CommandSpec(name: "list", abstract: "List categories."),
            categoryAdd,
            CommandSpec(
                name: "rename", abstract: "Rename a category.",
                arguments: [ArgumentSpec("old", help: "Current title."), ArgumentSpec("new", help: "New title.")]),
        ],
        defaultSubcommand: "list"
    )

    static let edit = CommandSpec(
        name: "edit", abstract: "Change a tracker.",
        arguments: [ArgumentSpec("tracker", help: "Name or id prefix.")],
        options: [
            OptionSpec("days", help: "Add or remove records.", valueName: "n", kind: .value),
            OptionSpec("tag", short: "t", help: "A tag; repeatable.", kind: .repeatedValue),
            OptionSpec("verbose", short: "v", help: "Say more."),
            OptionSpec("yes", short: "y", help: "Do not ask."),
            OptionSpec("pin", help: "Pin it."),
            OptionSpec("unpin", help: "Unpin it."),
        ],
        exclusiveOptions: [["pin", "unpin"]]
    )

    static let sum = CommandSpec(
        name: "sum", abstract: "Add numbers.",
        arguments: [
            ArgumentSpec("unit", help: "Unit.", choices: ["kg", "g"]),
            ArgumentSpec("numbers", help: "Values to add.", isOptional: true, isRepeated: true),
        ]
    )

    static let root = CommandSpec(
        name: "tracker", abstract: "Track habits and events.",
        options: globals,
        subcommands: [list, category, edit, sum],
        defaultSubcommand: "list",
        version: "1.2.3"
    )
}
