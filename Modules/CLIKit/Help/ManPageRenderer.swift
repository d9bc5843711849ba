/// Renders a `ManPage` to roff with the `man` macros: NAME, SYNOPSIS,
/// DESCRIPTION, OPTIONS (the root's, with `--version` and `--help`), COMMANDS
/// (every subcommand, depth first, with its usage, arguments and own options),
/// then the page's own sections.
///
/// It reads the same `CommandSpec` tree, usage words and value annotations as
/// `HelpRenderer`, so a page generated from the specs says what `--help` says.
/// The output depends only on the page (no date, no terminal width), so a
/// committed page can be compared with a fresh one.
package struct ManPageRenderer: Sendable {
    package var page: ManPage
    package var texts: HelpTexts
    package var manTexts: ManPageTexts

    package init(page: ManPage, texts: HelpTexts = HelpTexts(), manTexts: ManPageTexts = ManPageTexts()) {
        self.page = page
        self.texts = texts
        self.manTexts = manTexts
    }

    /// The whole page, ending in a newline.
    package func render() -> String {
        let root = page.root
        var lines = [
            #".\" Generated from the command specs by Scripts/man-pages; change the specs, not this file."#,
            ".TH "
                + [
                    Roff.quoted(root.name.uppercased()), Roff.quoted(page.section),
                    Roff.quoted(page.date, escapingHyphens: false),
                    Roff.quoted(page.source), Roff.quoted(page.manual),
                ].joined(separator: " "),
            // Left-aligned and unhyphenated: option names and values must not
            // be split or spaced out to fill a line.
            ".ad l",
            ".nh",
        ]
        // One line, as whatis and apropos read it.
        lines += section(manTexts.name, [.line(Roff.text(root.name) + " \\- " + Roff.text(oneLine(root.abstract)))])
        lines += section(manTexts.synopsis, [.raw(synopsis(root, names: [root.name]))])
        lines += section(manTexts.description, descriptionBlocks())
        lines += section(manTexts.options, optionBlocks())
        if root.hasSubcommands {
            lines += [".SH " + Roff.quoted(manTexts.commands)] + commandLines(root, names: [root.name])
        }
        for extra in page.sections {
            lines += section(extra.title, extra.blocks.map(Block.init))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Sections

    private func descriptionBlocks() -> [Block] {
        let root = page.root
        var paragraphs = [root.abstract] + [root.discussion ?? ""] + page.description
        paragraphs.removeAll { $0.isEmpty }
        return paragraphs.map { .paragraph($0) }
    }

    private func optionBlocks() -> [Block] {
        let helper = HelpRenderer(root: page.root, texts: texts)
        let visible = ParserState.availableOptions([page.root]).filter { !$0.isHidden }
        var blocks: [Block] = visible.contains(where: \.isGlobal) ? [.paragraph(manTexts.globalOptions)] : []
        blocks += visible.map {
            .entry(
                tag: optionTag($0),
                text: $0.help + helper.annotation(choices: $0.choices, defaultValue: $0.defaultValue))
        }
        if page.root.version != nil { blocks.append(.entry(tag: Roff.bold("--version"), text: texts.versionOption)) }
        blocks.append(.entry(tag: Roff.bold("-h") + ", " + Roff.bold("--help"), text: texts.helpOption))
        return blocks
    }

    /// `.SS` for every command below `parent`, each followed by its own subcommands.
    private func commandLines(_ parent: CommandSpec, names: [String]) -> [String] {
        let helper = HelpRenderer(root: page.root, texts: texts)
        var lines: [String] = []
        for command in parent.subcommands {
            let path = names + [command.name]
            var blocks: [Block] = [.raw(synopsis(command, names: path)), .paragraph(command.abstract)]
            if let discussion = command.discussion { blocks.append(.paragraph(discussion)) }
            if !command.aliases.isEmpty {
                blocks.append(
                    .paragraph(manTexts.aliases.replacing("{aliases}", with: command.aliases.joined(separator: ", "))))
            }
            if command.name == parent.defaultSubcommand {
                blocks.append(
                    .paragraph(manTexts.defaultCommand.replacing("{command}", with: names.joined(separator: " "))))
            }
            blocks += command.arguments.map { argument in
                let tag = Roff.italic(argument.name) + (argument.isRepeated ? " ..." : "")
                return .entry(
                    tag: tag, text: argument.help + helper.annotation(choices: argument.choices, defaultValue: nil))
            }
            blocks += command.options.filter { !$0.isHidden }.map { option in
                .entry(
                    tag: optionTag(option),
                    text: option.help + helper.annotation(choices: option.choices, defaultValue: option.defaultValue))
            }
            lines += [".SS " + Roff.quoted(path.joined(separator: " "))] + Self.lines(of: blocks)
            lines += commandLines(command, names: path)
        }
        return lines
    }

    private func section(_ title: String, _ blocks: [Block]) -> [String] {
        [".SH " + Roff.quoted(title)] + Self.lines(of: blocks)
    }

    // MARK: - Pieces

    /// The usage line in roff: command names and options bold, placeholders italic.
    private func synopsis(_ command: CommandSpec, names: [String]) -> String {
        UsageWord.words(command, names: names).map { word in
            switch word {
            case .command(let name):
                return Roff.bold(name)
            case .argument(let name, let isOptional, let isRepeated):
                let text = Roff.italic(name) + (isRepeated ? " ..." : "")
                return isOptional ? "[" + text + "]" : text
            case .option(let long, let valueName, let isRepeated, let isRequired):
                var text = Roff.bold("--" + long)
                if let valueName { text += " " + Roff.italic(valueName) }
                if isRepeated { text += " ..." }
                return isRequired ? text : "[" + text + "]"
            case .subcommand(let isOptional):
                return isOptional ? "[" + Roff.italic("subcommand") + "]" : Roff.italic("subcommand")
            }
        }.joined(separator: " ")
    }

    /// `-s, --long value ...` with the names bold and the value italic.
    private func optionTag(_ option: OptionSpec) -> String {
        option.label(name: Roff.bold, value: Roff.italic)
    }

    private func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    // MARK: - Blocks

    /// What a section is made of before it becomes lines.
    private enum Block {
        /// Roff already escaped, wrapped like text: a synopsis.
        case raw(String)
        /// Roff already escaped, kept on one line: the NAME line.
        case line(String)
        case paragraph(String)
        /// `tag` is roff already; `text` is plain.
        case entry(tag: String, text: String)
        case references([ManPageSection.Reference])

        init(_ block: ManPageSection.Block) {
            switch block {
            case .paragraph(let text): self = .paragraph(text)
            case .entry(let tag, let text): self = .entry(tag: Roff.bold(tag), text: text)
            case .references(let references): self = .references(references)
            }
        }
    }

    /// The lines of `blocks`: `.PP` between running paragraphs (not first in a
    /// section, where it would be redundant), `.TP` before each entry, and
    /// a blank line in a text becoming `.PP`, since a blank line in fill mode
    /// is not a paragraph break the `man` macros know.
    private static func lines(of blocks: [Block]) -> [String] {
        var lines: [String] = []
        for block in blocks {
            switch block {
            case .raw(let roff):
                if !lines.isEmpty { lines.append(".PP") }
                lines += Roff.wrap(roff, width: 79).map(Roff.guardLines)
            case .line(let roff):
                if !lines.isEmpty { lines.append(".PP") }
                lines.append(Roff.guardLines(roff))
            case .paragraph(let text):
                guard !text.isEmpty else { continue }
                if !lines.isEmpty { lines.append(".PP") }
                lines += paragraphs(text)
            case .entry(let tag, let text):
                lines += [".TP", Roff.guardLines(tag)] + (text.isEmpty ? [] : paragraphs(text))
            case .references(let references):
                if !lines.isEmpty { lines.append(".PP") }
                lines += references.enumerated().map { offset, reference in
                    ".BR " + Roff.quoted(reference.name) + " "
                        + Roff.quoted(
                            "(" + reference.section + ")"
                                + (offset < references.count - 1 ? "," : ""))
                }
            }
        }
        return lines
    }

    /// `text` as roff lines, each blank-line-separated part a paragraph.
    private static func paragraphs(_ text: String) -> [String] {
        let parts = text.split(separator: "\n\n").map { Roff.lines(String($0.drop { $0 == "\n" })) }
        return Array(parts.joined(separator: [".PP"]))
    }
}
