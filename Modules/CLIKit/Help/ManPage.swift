/// What a man page holds besides the command tree: the header, more
/// description, and the sections after COMMANDS (ENVIRONMENT, FILES, …).
package struct ManPage: Sendable, Equatable {
    /// The executable's command tree, as `--help` renders it.
    package var root: CommandSpec
    /// The manual section: `1` for user commands.
    package var section: String
    /// The footer's middle: the date of the release the page describes (YYYY-MM-DD).
    package var date: String
    /// The footer's left side: `Pocket 0.1.0`.
    package var source: String
    /// The header's centre: `Pocket Manual`.
    package var manual: String
    /// Paragraphs of DESCRIPTION after the root's abstract and discussion.
    package var description: [String]
    /// Sections after COMMANDS, in order.
    package var sections: [ManPageSection]

    package init(
        root: CommandSpec, section: String = "1", date: String, source: String, manual: String,
        description: [String] = [], sections: [ManPageSection] = []
    ) {
        self.root = root
        self.section = section
        self.date = date
        self.source = source
        self.manual = manual
        self.description = description
        self.sections = sections
    }
}

/// One `.SH` section of a man page.
package struct ManPageSection: Sendable, Equatable {
    package enum Block: Sendable, Equatable {
        /// Running text; `` `code` `` spans are set in bold.
        case paragraph(String)
        /// A tagged paragraph: `tag` in bold on its own line, `text` indented below.
        case entry(tag: String, text: String)
        /// Other pages, `name(section)`, comma-separated.
        case references([Reference])
    }

    /// Another man page: `pocket(1)`.
    package struct Reference: Sendable, Equatable {
        package var name: String
        package var section: String

        package init(_ name: String, section: String = "1") {
            self.name = name
            self.section = section
        }
    }

    /// The heading, conventionally upper-case: `ENVIRONMENT`.
    package var title: String
    package var blocks: [Block]

    package init(_ title: String, _ blocks: [Block]) {
        self.title = title
        self.blocks = blocks
    }
}

/// The few words the renderer itself writes, passed in like `HelpTexts` so a
/// caller can give them in the page's language.
package struct ManPageTexts: Sendable, Equatable {
    /// Headings of the sections the renderer writes.
    package var name: String, synopsis: String, description: String, options: String, commands: String
    /// Under the default subcommand; `{command}` is its parent's path (`tracker`).
    package var defaultCommand: String
    /// Under a command with aliases; `{aliases}` is the list (`ls`).
    package var aliases: String
    /// Opens OPTIONS when the root's options are global.
    package var globalOptions: String

    package init(
        name: String = "NAME", synopsis: String = "SYNOPSIS", description: String = "DESCRIPTION",
        options: String = "OPTIONS", commands: String = "COMMANDS",
        defaultCommand: String = "This is what `{command}` runs when no command is named.",
        aliases: String = "Also called: {aliases}.",
        globalOptions: String = "These options are accepted before or after any command."
    ) {
        self.name = name
        self.synopsis = synopsis
        self.description = description
        self.options = options
        self.commands = commands
        self.defaultCommand = defaultCommand
        self.aliases = aliases
        self.globalOptions = globalOptions
    }
}
