import Foundation

/// The command examples of a Markdown page: every line of its fenced `sh`
/// blocks, cut into commands (`;` outside quotes), each with the comment
/// after it and what the page says it does.
struct DocCommand: Equatable, CustomStringConvertible {
    /// What a command is, by its first word.
    enum Kind: Equatable {
        /// One of the apps, possibly through `./Scripts/run`: run by the docs test.
        case app(String)
        /// Setting up the machine (a script, `sudo`, `ssh`, a file written by
        /// hand, a shell variable): shown for people, not run in a sandbox.
        case setup
    }

    let file: String
    let line: Int
    /// The command as a shell reads it, `./Scripts/run` left out.
    let command: String
    let comment: String
    let kind: Kind

    /// The exit status the page promises off a terminal: 64 for a line
    /// that asks on a terminal for what it lacks ("on a terminal: …"; the
    /// pages say it exits 64 elsewhere), the `exit N` a comment names, else 0.
    var expectedExit: Int32 {
        if comment.hasPrefix("on a terminal:") { return 64 }
        if let range = comment.range(of: #"\bexit ([0-9]+)\b"#, options: .regularExpression),
            let code = Int32(comment[range].dropFirst("exit ".count))
        {
            return code
        }
        return 0
    }

    var description: String { "\(file):\(line): \(command)" }
}

enum DocExamples {
    static let apps: Set<String> = ["tracker", "goals", "my-habits", "image-feed", "pocket"]
    /// First words of set-up lines: the machine's own commands, never an app's.
    static let setupWords: Set<String> = ["sudo", "ssh", "mkdir", "echo", "printf", "export"]

    /// Every command of `markdown`'s `sh` blocks, in page order. A command
    /// that is neither an app nor set-up is an error: a page cannot show a
    /// command the test does not know how to treat.
    static func commands(file: String, markdown: String) throws -> [DocCommand] {
        var result: [DocCommand] = []
        var inBlock = false
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inBlock = !inBlock && trimmed == "```sh"
                continue
            }
            guard inBlock else { continue }
            let (code, comment) = splitComment(String(line))
            for command in splitCommands(code) {
                let kind = try classify(command, at: "\(file):\(index + 1)")
                let shown = kind == .setup ? command : withoutRunScript(command)
                result.append(DocCommand(file: file, line: index + 1, command: shown, comment: comment, kind: kind))
            }
        }
        return result
    }

    /// The code and the comment of a line: `#` starts a comment at the
    /// start of a word outside quotes (`"#FF881E"` does not).
    static func splitComment(_ line: String) -> (code: String, comment: String) {
        var previous: Character = " "
        for (index, character, quoted) in unquoted(line) {
            if !quoted, character == "#", previous.isWhitespace {
                let comment = line[line.index(after: index)...].trimmingCharacters(in: .whitespaces)
                return (line[..<index].trimmingCharacters(in: .whitespaces), comment)
            }
            previous = character
        }
        return (line.trimmingCharacters(in: .whitespaces), "")
    }

    /// `code` cut at each `;` outside quotes, empty pieces dropped.
    static func splitCommands(_ code: String) -> [String] {
        split(code, at: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// `command`'s words, split at spaces outside quotes (quotes kept).
    static func shellWords(_ command: String) -> [String] {
        split(command, at: " ").filter { !$0.isEmpty }
    }

    private static func split(_ text: String, at separator: Character) -> [String] {
        var pieces = [""]
        for (_, character, quoted) in unquoted(text) {
            if !quoted, character == separator {
                pieces.append("")
            } else {
                pieces[pieces.count - 1].append(character)
            }
        }
        return pieces
    }

    /// Each character of `text` with whether it lies inside single or double
    /// quotes (the quote characters themselves count as quoted).
    private static func unquoted(_ text: String) -> [(String.Index, Character, Bool)] {
        var quote: Character?
        return text.indices.map { index in
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
                return (index, character, true)
            }
            if character == "'" || character == "\"" {
                quote = character
                return (index, character, true)
            }
            return (index, character, false)
        }
    }

    private static func classify(_ command: String, at place: String) throws -> DocCommand.Kind {
        let words = shellWords(command)
        // Leading `NAME=value` words are variables for the command.
        let rest = words.drop { $0.range(of: #"^[A-Za-z_][A-Za-z0-9_]*="#, options: .regularExpression) != nil }
        guard let first = rest.first else { return .setup }
        if apps.contains(first) { return .app(first) }
        if first == "./Scripts/run", rest.count > 1, apps.contains(rest[rest.startIndex + 1]) {
            return .app(rest[rest.startIndex + 1])
        }
        if first.hasPrefix("./Scripts/") || first.hasPrefix("Scripts/") || setupWords.contains(first) {
            return .setup
        }
        throw DocExampleError.unknownCommand(place: place, command: command)
    }

    private static func withoutRunScript(_ command: String) -> String {
        command.hasPrefix("./Scripts/run ") ? String(command.dropFirst("./Scripts/run ".count)) : command
    }
}

enum DocExampleError: Error, CustomStringConvertible {
    case unknownCommand(place: String, command: String)

    var description: String {
        switch self {
        case .unknownCommand(let place, let command):
            "\(place): '\(command)' is neither an app's command nor a known set-up command"
        }
    }
}
