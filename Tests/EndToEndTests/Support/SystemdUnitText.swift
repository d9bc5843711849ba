/// A systemd unit file read back as systemd reads its settings, from
/// systemd.syntax(7), systemd.service(5) and systemd.exec(5), written here
/// on its own (not with the product's quoting) so a test can say what a
/// written unit means: the settings line by line, a value's words with the
/// quotes and C escapes undone, and `%%` (and in a command line `$$`) read
/// as one character. Any other specifier or variable is reported as such,
/// since systemd would replace it.
struct SystemdUnitText {
    /// `(key, value)` of every setting line, in order (sections and blank lines left out).
    var settings: [(key: String, value: String)]

    init(_ text: String) {
        settings = text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("["), let equals = line.firstIndex(of: "=") else { return nil }
            return (String(line[..<equals]), String(line[line.index(after: equals)...]))
        }
    }

    /// The values of `key`, in order.
    func values(_ key: String) -> [String] { settings.filter { $0.key == key }.map(\.value) }

    enum Expansion: Error, Equatable {
        /// `%c`: systemd would put something else there.
        case specifier(Character)
        /// `$NAME` in a command line: systemd would put a variable there.
        case variable
        case unbalancedQuote
        /// A C escape other than `\\` and `\"` (`\n`: systemd would put a control character there).
        case escape(Character)
        /// A quote or escape outside double quotes, which this reading does not take.
        case unquoted(Character)
    }

    /// The words of a value (`ExecStart=`'s command line, `Environment=`'s
    /// assignments): split at spaces outside double quotes, `\\` and `\"`
    /// undone, then specifiers, and with `isCommandLine` also `$$`.
    static func words(_ value: String, isCommandLine: Bool) throws(Expansion) -> [String] {
        var words: [String] = []
        var word: String?
        var quoted = false
        var escaped = false
        for character in value {
            if escaped {
                guard character == "\\" || character == "\"" else { throw .escape(character) }
                word = (word ?? "") + String(character)
                escaped = false
            } else if character == "\\" || character == "'", !quoted {
                throw .unquoted(character)
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
                word = word ?? ""
            } else if character == " ", !quoted {
                if let done = word { words.append(done) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        guard !quoted, !escaped else { throw .unbalancedQuote }
        if let word { words.append(word) }
        return try words.map { word throws(Expansion) in
            let literal = try collapsed(word, marker: "%")
            return isCommandLine ? try collapsed(literal, marker: "$") : literal
        }
    }

    /// `marker` doubled read as one; a single one before anything else is an expansion.
    private static func collapsed(_ word: String, marker: Character) throws(Expansion) -> String {
        var result = ""
        var pending = false
        for character in word {
            if pending {
                guard character == marker else {
                    throw marker == "%" ? .specifier(character) : .variable
                }
                result.append(marker)
                pending = false
            } else if character == marker {
                pending = true
            } else {
                result.append(character)
            }
        }
        guard !pending else { throw marker == "%" ? .specifier(" ") : .variable }
        return result
    }
}
