extension Completions {
    /// A fish script; `source` it or save it as `~/.config/fish/completions/APP.fish`.
    public static func fish(for root: CommandSpec, executable: String) -> String {
        let model = CompletionModel(root: root, executable: executable)
        let pathFunction = "__\(model.functionName)_cmdpath"
        let atFunction = "__\(model.functionName)_at"
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
                lines += ["            case " + words.joined(separator: " "), "                set cmdpath \(fishQuoted(target))"]
            }
        }
        lines += [
            "        end", "    end", "    echo $cmdpath", "end",
            "function \(atFunction)", "    test (\(pathFunction)) = \"$argv[1]\"", "end",
            "complete -c \(executable) -f",
        ]
        for node in model.nodes {
            let condition = fishQuoted("\(atFunction) " + fishQuoted(node.path))
            for word in node.words where !word.text.hasPrefix("-") {
                lines.append("complete -c \(executable) -n \(condition) -a \(fishQuoted(word.text))" + description(word.help))
            }
        }
        for (path, option) in model.options(of: root) {
            let condition = fishQuoted("\(atFunction) " + fishQuoted(path))
            var line = "complete -c \(executable) -n \(condition) -l \(fishQuoted(option.long))"
            if let short = option.short { line += " -s \(fishQuoted(String(short)))" }
            if option.kind.takesValue {
                line += option.choices.isEmpty ? " -r -F" : " -x -a \(fishQuoted(option.choices.joined(separator: " ")))"
            }
            lines.append(line + description(option.help))
        }
        lines.append("complete -c \(executable) -s h -l help")
        if root.version != nil {
            lines.append("complete -c \(executable) -n \(fishQuoted("\(atFunction) " + fishQuoted(executable))) -l version")
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    private static func description(_ help: String) -> String {
        help.isEmpty ? "" : " -d " + fishQuoted(help)
    }

    /// One single-quoted fish word (fish escapes `\` and `'` inside single quotes).
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
