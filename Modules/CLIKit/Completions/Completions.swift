import SharedModels

/// Shell completion scripts generated from a command tree: subcommands (and
/// aliases), options (global ones on every command below their declaration),
/// and allowed values after an option that has choices; other option values
/// complete as file names.
package enum Completions {
    /// The shells a script can be generated for (`APP completions bash|zsh|fish`).
    package enum Shell: String, CaseIterable, ArgumentValue {
        case bash, zsh, fish
    }

    /// A ready `completions <shell>` subcommand for an app's tree (the caller passes
    /// localized help texts, runs `script(for:shell:executable:)` on its invocation).
    package static func command(abstract: String, shellHelp: String) -> CommandSpec {
        CommandSpec(
            name: "completions", abstract: abstract,
            arguments: [ArgumentSpec("shell", help: shellHelp, choices: Shell.allCases.map(\.rawValue))])
    }

    /// The hidden command the scripts run for a `CompletionSource`'s values:
    /// `APP __complete SOURCE PREFIX WORDS…` (the words typed before the
    /// current one, so the app reads the store `--store`/`--data-dir` name)
    /// prints the values starting with PREFIX, one a line.
    package static let hookCommand = "__complete"

    /// The script for `shell`.
    package static func script(for root: CommandSpec, shell: Shell, executable: String) -> String {
        switch shell {
        case .bash: bash(for: root, executable: executable)
        case .zsh: zsh(for: root, executable: executable)
        case .fish: fish(for: root, executable: executable)
        }
    }

    /// A bash script defining a completion function; `source` it or put it in
    /// `~/.local/share/bash-completion/completions/APP`.
    package static func bash(for root: CommandSpec, executable: String) -> String {
        let model = CompletionModel(root: root, executable: executable)
        let q = ShellWord.quoted
        var lines =
            [
                "# bash completion for \(executable), generated from its command tree"
            ] + bashValues(model) + [
                "\(model.functionName)() {",
                "    local cur prev cmdpath i",
                "    cur=\"${COMP_WORDS[COMP_CWORD]}\"",
                "    prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
                "    cmdpath=\(q(executable))",
                "    for ((i = 1; i < COMP_CWORD; i++)); do",
                "        case \"$cmdpath:${COMP_WORDS[i]}\" in",
            ]
        lines += transitionCases(model, indent: "            ")
        lines += ["        esac", "    done", "    case \"$cmdpath:$prev\" in"]
        for node in model.nodes {
            for option in node.valueOptions {
                let pattern = option.spellings.map { q(node.path + ":" + $0) }.joined(separator: "|")
                let reply =
                    if !option.choices.isEmpty {
                        "COMPREPLY=($(compgen -W \(q(option.choices.joined(separator: " "))) -- \"$cur\"))"
                    } else if let source = option.source {
                        "\(model.functionName)_values \(q(source))"
                    } else {
                        "COMPREPLY=($(compgen -f -- \"$cur\"))"
                    }
                lines.append("        \(pattern)) \(reply); return ;;")
            }
        }
        lines += ["    esac", "    case \"$cmdpath\" in"]
        for node in model.nodes {
            let words = "COMPREPLY=($(compgen -W \(q(node.words.map(\.text).joined(separator: " "))) -- \"$cur\"))"
            guard let source = node.argumentSource else {
                lines.append("        \(q(node.path))) \(words) ;;")
                continue
            }
            lines.append(
                "        \(q(node.path))) if [[ \"$cur\" == -* ]]; then \(words); else \(model.functionName)_values "
                    + "\(q(source)); fi ;;"
            )
        }
        lines += ["    esac", "}", "complete -F \(model.functionName) \(executable)", ""]
        return lines.joined(separator: "\n")
    }

    /// A zsh script; works from `fpath` (as `_APP`) and when sourced.
    package static func zsh(for root: CommandSpec, executable: String) -> String {
        let model = CompletionModel(root: root, executable: executable)
        let q = ShellWord.quoted
        var lines =
            [
                "#compdef \(executable)",
                "# zsh completion for \(executable), generated from its command tree",
            ] + zshValues(model) + [
                "\(model.functionName)() {",
                "    local cmdpath=\(q(executable)) i",
                "    local -a items",
                "    for (( i = 2; i < CURRENT; i++ )); do",
                "        case \"$cmdpath:${words[i]}\" in",
            ]
        lines += transitionCases(model, indent: "            ")
        lines += ["        esac", "    done", "    case \"$cmdpath:${words[CURRENT-1]}\" in"]
        for node in model.nodes {
            for option in node.valueOptions {
                let pattern = option.spellings.map { q(node.path + ":" + $0) }.joined(separator: "|")
                let action =
                    if !option.choices.isEmpty {
                        "compadd -- " + option.choices.map(q).joined(separator: " ")
                    } else if let source = option.source {
                        "\(model.functionName)_values \(q(source))"
                    } else {
                        "_files"
                    }
                lines.append("        \(pattern)) \(action); return ;;")
            }
        }
        lines += ["    esac", "    case \"$cmdpath\" in"]
        for node in model.nodes {
            let items = node.words.map { word in
                let name = word.text.replacing(":", with: "\\:")
                return q(word.help.isEmpty ? name : name + ":" + word.help)
            }
            let offer = "items=(\(items.joined(separator: " ")))"
            guard let source = node.argumentSource else {
                lines.append("        \(q(node.path))) \(offer) ;;")
                continue
            }
            lines.append(
                "        \(q(node.path))) if [[ $PREFIX == -* ]]; then \(offer); else \(model.functionName)_values "
                    + "\(q(source)); return; fi ;;"
            )
        }
        lines += [
            "    esac",
            "    _describe -t commands \(q(executable)) items",
            "}",
            "if [ \"$funcstack[1]\" = \(q(model.functionName)) ]; then",
            "    \(model.functionName) \"$@\"",
            "else",
            "    compdef \(model.functionName) \(executable)",
            "fi",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// `FN_values SOURCE`: the app's values (names in its store, days), one a
    /// line from `hookCommand`, each quoted for the shell, into COMPREPLY.
    /// Backslashes and an opening quote of the typed word are dropped from
    /// the prefix the app filters by.
    private static func bashValues(_ model: CompletionModel) -> [String] {
        [
            "\(model.functionName)_values() {",
            "    local line prefix=\"${cur#[\\\"\\']}\"",
            "    COMPREPLY=()",
            "    while IFS= read -r line; do",
            "        [ -n \"$line\" ] && COMPREPLY+=(\"$(printf '%q' \"$line\")\")",
            "    done < <(\"${COMP_WORDS[0]}\" \(hookCommand) \"$1\" \"${prefix//\\\\/}\" "
                + "\"${COMP_WORDS[@]:1:COMP_CWORD-1}\" 2>/dev/null)",
            "}",
        ]
    }

    /// The same for zsh: the app already filtered by the prefix, so `compadd -U`.
    private static func zshValues(_ model: CompletionModel) -> [String] {
        [
            "\(model.functionName)_values() {",
            "    local -a values",
            "    values=(\"${(@f)$(${words[1]} \(hookCommand) \"$1\" \"$PREFIX\" \"${(@)words[2,CURRENT-1]}\" "
                + "2>/dev/null)}\")",
            "    compadd -U -- ${values:#}",
            "}",
        ]
    }

    /// `case` arms moving `cmdpath` from a command to a subcommand.
    private static func transitionCases(_ model: CompletionModel, indent: String) -> [String] {
        let q = ShellWord.quoted
        var lines: [String] = []
        for node in model.nodes {
            for target in Set(node.transitions.map(\.path)).sorted() {
                let words = node.transitions.filter { $0.path == target }.map { q(node.path + ":" + $0.word) }
                lines.append(indent + words.joined(separator: "|") + ") cmdpath=\(q(target)) ;;")
            }
        }
        return lines
    }
}
