/// The command tree flattened for completion scripts: one node per command,
/// named by its path of words from the executable (`tracker category add`).
struct CompletionModel {
    struct Word {
        var text: String
        var help: String
    }

    struct ValueOption {
        /// `--store` and, when there is one, `-s`.
        var spellings: [String]
        var choices: [String]
        /// Asked of the app when there are no choices (`CompletionSource`).
        var source: String?
    }

    struct Node {
        var path: String
        /// Subcommand words (names and aliases) leading to the child's path.
        var transitions: [(word: String, path: String)]
        /// Subcommands, options and `--help` offered here.
        var words: [Word]
        var valueOptions: [ValueOption]
        /// The app's values for the command's positional arguments, offered
        /// when the word being completed is not an option.
        var argumentSource: String?
    }

    var executable: String
    var nodes: [Node] = []

    init(root: CommandSpec, executable: String) {
        self.executable = executable
        collect(root, chain: [root], path: executable)
    }

    private mutating func collect(_ command: CommandSpec, chain: [CommandSpec], path: String) {
        let options = ParserState.availableOptions(chain).filter { !$0.isHidden }
        var words = command.subcommands.flatMap { sub in
            ([sub.name] + sub.aliases).map { Word(text: $0, help: sub.abstract) }
        }
        if command.hasSubcommands { words.append(Word(text: "help", help: "")) }
        for option in options {
            words.append(Word(text: "--" + option.long, help: option.help))
        }
        if chain.count == 1, command.version != nil { words.append(Word(text: "--version", help: "")) }
        words.append(Word(text: "--help", help: ""))
        let valueOptions = options.filter(\.kind.takesValue).map { option in
            ValueOption(
                spellings: ["--" + option.long] + (option.short.map { ["-\($0)"] } ?? []), choices: option.choices,
                source: option.completion?.name)
        }
        let transitions = command.subcommands.flatMap { sub in
            ([sub.name] + sub.aliases).map { (word: $0, path: path + " " + sub.name) }
        }
        nodes.append(
            Node(
                path: path, transitions: transitions, words: words, valueOptions: valueOptions,
                argumentSource: command.arguments.lazy.compactMap(\.completion).first?.name))
        for sub in command.subcommands {
            collect(sub, chain: chain + [sub], path: path + " " + sub.name)
        }
    }

    /// The options of every node, for the fish script, which declares options one by one.
    func options(of root: CommandSpec) -> [(path: String, option: OptionSpec)] {
        var result: [(String, OptionSpec)] = []
        func walk(_ command: CommandSpec, chain: [CommandSpec], path: String) {
            for option in ParserState.availableOptions(chain) where !option.isHidden { result.append((path, option)) }
            for sub in command.subcommands { walk(sub, chain: chain + [sub], path: path + " " + sub.name) }
        }
        walk(root, chain: [root], path: executable)
        return result
    }

    /// A shell function name from the executable (`image-feed` → `_image_feed`).
    var functionName: String {
        "_" + String(executable.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
