extension Completions {
    /// A fish script; `source` it or save it as `~/.config/fish/completions/APP.fish`.
    package static func fish(for root: CommandSpec, executable: String) -> String {
        let model = CompletionModel(root: root, executable: executable)
        let pathFunction = "__\(model.functionName)_cmdpath"
        let atFunction = "__\(model.functionName)_at"
        let valuesFunction = "__\(model.functionName)_values"
        var lines = [
            "# fish completion for \(executable), generated from its command tree",
            "function \(pathFunction)",
            "    set -l words (commandline -opc)",
            "    set -l cmdpath \(fishQuoted(executable))",
            "    for word in $words[2..-1]",
            "        switch \"$cmdpath:$word\"",
        ]
        for node in model.nodes {
            for target in Set(node.transitions.map(\.path)).sorted() {
                let words = node.transitions.filter { $0.path == target }.map { fishQuoted(node.path + ":" + $0.word) }
                lines += [
                    "            case " + words.joined(separator: " "),
                    "                set cmdpath \(fishQuoted(target))",
                ]
            }
        }
        lines += [
            "        end", "    end", "    echo $cmdpath", "end",
            "function \(atFunction)", "    test (\(pathFunction)) = \"$argv[1]\"", "end",
            // The app's own values (names in its store, days), one a line from `hookCommand`.
            "function \(valuesFunction)", "    set -l words (commandline -opc)",
            "    $words[1] \(hookCommand) $argv[1] (commandline -ct) $words[2..-1] 2>/dev/null", "end",
            "complete -c \(executable) -f",
        ]
        for node in model.nodes {
            let condition = fishQuoted("\(atFunction) " + fishQuoted(node.path))
            for word in node.words where !word.text.hasPrefix("-") {
                lines.append(
                    "complete -c \(executable) -n \(condition) -a \(fishQuoted(word.text))" + description(word.help))
            }
            if let source = node.argumentSource {
                let notOption =
                    "\(atFunction) \(fishQuoted(node.path)); and not string match -q -- '-*' (commandline -ct)"
                lines.append(
                    "complete -c \(executable) -n \(fishQuoted(notOption)) -a "
                        + "\(fishQuoted("(\(valuesFunction) \(source))"))"
                )
            }
        }
        for (path, option) in model.options(of: root) {
            let condition = fishQuoted("\(atFunction) " + fishQuoted(path))
            var line = "complete -c \(executable) -n \(condition) -l \(fishQuoted(option.long))"
            if let short = option.short { line += " -s \(fishQuoted(String(short)))" }
            if option.kind.takesValue { line += valueArguments(option, valuesFunction: valuesFunction) }
            lines.append(line + description(option.help))
        }
        lines.append("complete -c \(executable) -s h -l help")
        if root.version != nil {
            lines.append(
                "complete -c \(executable) -n \(fishQuoted("\(atFunction) " + fishQuoted(executable))) -l version")
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// How an option's value completes: its choices, the app's values, or files.
    private static func valueArguments(_ option: OptionSpec, valuesFunction: String) -> String {
        if !option.choices.isEmpty { return " -x -a \(fishQuoted(option.choices.joined(separator: " ")))" }
        if let source = option.completion { return " -x -a \(fishQuoted("(\(valuesFunction) \(source.name))"))" }
        return " -r -F"
    }

    private static func description(_ help: String) -> String {
        help.isEmpty ? "" : " -d " + fishQuoted(help)
    }

    /// One single-quoted fish word (fish escapes `\` and `'` inside single quotes).
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
