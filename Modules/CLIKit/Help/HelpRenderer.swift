import TerminalUI

/// Renders help in the swift-argument-parser layout: OVERVIEW, USAGE, ARGUMENTS,
/// OPTIONS, SUBCOMMANDS, with the label column at 26 and help texts wrapped to `width`.
package struct HelpRenderer: Sendable {
    package var root: CommandSpec
    package var texts: HelpTexts
    /// The terminal width to wrap to.
    package var width: Int

    /// Labels start at column 2; help texts at column 26, as in swift-argument-parser.
    static let helpColumn = 26

    package init(root: CommandSpec, texts: HelpTexts = HelpTexts(), width: Int = 80) {
        self.root = root
        self.texts = texts
        self.width = width
    }

    /// The full help of the command at `path` (canonical names or aliases; unknown
    /// trailing names are ignored), ending in a newline.
    package func render(path: [String]) -> String {
        let (chain, names) = resolve(path)
        let command = chain.last!
        var blocks: [String] = []
        if !command.abstract.isEmpty {
            blocks.append(DisplayWidth.wrap("OVERVIEW: " + command.abstract, width: width).joined(separator: "\n"))
        }
        if let discussion = command.discussion, !discussion.isEmpty {
            blocks.append(DisplayWidth.wrap(discussion, width: width).joined(separator: "\n"))
        }
        blocks.append(usageBlock(command, names: names))
        if let arguments = argumentsSection(command) { blocks.append(arguments) }
        blocks.append(optionsSection(chain))
        if let subcommands = subcommandsSection(command, names: names) { blocks.append(subcommands) }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The one-line usage of the command at `path`: `tracker category add <title> [--yes]`.
    package func usage(path: [String]) -> String {
        let (chain, names) = resolve(path)
        return usageWords(chain.last!, names: names).joined(separator: " ")
    }

    // MARK: - Sections

    private func resolve(_ path: [String]) -> (chain: [CommandSpec], names: [String]) {
        var chain = [root]
        for name in path {
            guard let next = chain.last!.subcommand(named: name) else { break }
            chain.append(next)
        }
        return (chain, chain.map(\.name))
    }

    private func usageWords(_ command: CommandSpec, names: [String]) -> [String] {
        UsageWord.words(command, names: names).map(\.plain)
    }

    /// `USAGE: …`, wrapped with continuation lines indented under the command.
    private func usageBlock(_ command: CommandSpec, names: [String]) -> String {
        let prefix = "USAGE: "
        let indent = String(repeating: " ", count: prefix.count + 2)
        var lines: [String] = []
        var line = prefix + names.joined(separator: " ")
        for word in usageWords(command, names: names).dropFirst(names.count) {
            if DisplayWidth.of(line) + 1 + DisplayWidth.of(word) > width, line.count > indent.count {
                lines.append(line)
                line = indent + word
            } else {
                line += " " + word
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    private func argumentsSection(_ command: CommandSpec) -> String? {
        guard !command.arguments.isEmpty else { return nil }
        let rows = command.arguments.map { argument in
            let label = argument.isRepeated ? "<\(argument.name)> ..." : "<\(argument.name)>"
            return entry(label, help: argument.help + annotation(choices: argument.choices, defaultValue: nil))
        }
        return (["ARGUMENTS:"] + rows).joined(separator: "\n")
    }

    private func optionsSection(_ chain: [CommandSpec]) -> String {
        let visible = ParserState.availableOptions(chain).filter { !$0.isHidden }
        var rows = visible.map { option in
            entry(
                optionLabel(option),
                help: option.help + annotation(choices: option.choices, defaultValue: option.defaultValue))
        }
        if chain.count == 1, root.version != nil { rows.append(entry("--version", help: texts.versionOption)) }
        rows.append(entry("-h, --help", help: texts.helpOption))
        return (["OPTIONS:"] + rows).joined(separator: "\n")
    }

    private func subcommandsSection(_ command: CommandSpec, names: [String]) -> String? {
        guard command.hasSubcommands else { return nil }
        let rows = command.subcommands.map { sub in
            var label = ([sub.name] + sub.aliases).joined(separator: ", ")
            if sub.name == command.defaultSubcommand { label += " " + texts.defaultMarker }
            return entry(label, help: sub.abstract)
        }
        let helpCommand = ([names[0], "help"] + names.dropFirst()).joined(separator: " ")
        let footer = "  " + texts.seeSubcommandHelp.replacing("{command}", with: helpCommand)
        return (["SUBCOMMANDS:"] + rows + ["", footer]).joined(separator: "\n")
    }

    // MARK: - Entries

    private func optionLabel(_ option: OptionSpec) -> String {
        option.label(name: { $0 }, value: { "<\($0)>" })
    }

    /// ` (values: a, b; default: a)`, or empty.
    func annotation(choices: [String], defaultValue: String?) -> String {
        var parts: [String] = []
        if !choices.isEmpty { parts.append("\(texts.valuesLabel): " + choices.joined(separator: ", ")) }
        if let defaultValue { parts.append("\(texts.defaultLabel): \(defaultValue)") }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: "; ") + ")"
    }

    /// `  label                   help`, the help wrapped in its column; a label too
    /// long for the column puts the help on the next line.
    private func entry(_ label: String, help: String) -> String {
        let column = Self.helpColumn
        let indent = String(repeating: " ", count: column)
        let helpLines = help.isEmpty ? [] : DisplayWidth.wrap(help, width: max(width - column, 12))
        let head = "  " + label
        var lines: [String] = []
        if helpLines.isEmpty {
            lines.append(head)
        } else if DisplayWidth.of(head) + 2 <= column {
            lines.append(DisplayWidth.pad(head, to: column) + helpLines[0])
            lines += helpLines.dropFirst().map { indent + $0 }
        } else {
            lines.append(head)
            lines += helpLines.map { indent + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
