/// Escaping for roff source, the language of man pages.
///
/// Every character that roff would read as markup is escaped, so help texts
/// reach the page as written: a backslash is `\e`, every hyphen is `\-` (a
/// plain `-` may print as a typographic hyphen, and `--store` must stay
/// copy-pasteable), and a line starting with `.` or `'` (a request) gets a
/// zero-width `\&` in front. Non-ASCII characters become `\[uXXXX]`, so the
/// page renders the same whether or not the formatter is told the input is UTF-8.
enum Roff {
    /// `text` as roff text, `` `code` `` spans set in bold; newlines are kept.
    static func text(_ text: String) -> String {
        var result = ""
        var inCode = false
        for character in text {
            if character == "`" {
                result += inCode ? "\\fR" : "\\fB"
                inCode.toggle()
            } else {
                result += escape(character)
            }
        }
        if inCode { result += "\\fR" }
        return guardLines(result)
    }

    /// `text` as roff text lines (see `text`) of at most `width` bytes where
    /// the words allow: formatters fill the lines anyway, and short source
    /// lines read and diff better. Escapes hold no space, so no break splits one.
    static func lines(_ text: String, width: Int = 79) -> [String] {
        self.text(text).split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { wrap(String($0), width: width) }
            .map { guardLines($0) }
    }

    /// `line` broken at spaces into lines of at most `width` bytes; a longer word keeps its own line.
    static func wrap(_ line: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: true) {
            if current.isEmpty {
                current = String(word)
            } else if current.utf8.count + 1 + word.utf8.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        lines.append(current)
        return lines
    }

    /// `text` in bold (command and option names).
    static func bold(_ text: String) -> String { "\\fB" + escapeAll(text) + "\\fR" }

    /// `text` in italics (placeholders).
    static func italic(_ text: String) -> String { "\\fI" + escapeAll(text) + "\\fR" }

    /// A macro argument in double quotes; roff has no escape for `"` inside
    /// one, so it becomes `\(dq`. Hyphens stay plain where a formatter reads
    /// the argument as data (the date of `.TH`, which it parses).
    static func quoted(_ text: String, escapingHyphens: Bool = true) -> String {
        let escaped = escapingHyphens ? escapeAll(text) : escapeAll(text).replacing("\\-", with: "-")
        return "\"" + escaped.replacing("\"", with: "\\(dq") + "\""
    }

    /// Every line of `source` that would start with a control character
    /// (`.` or `'`) made a text line.
    static func guardLines(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.first == "." || $0.first == "'" ? "\\&" + $0 : String($0) }
            .joined(separator: "\n")
    }

    private static func escapeAll(_ text: String) -> String {
        text.map(escape).joined()
    }

    private static func escape(_ character: Character) -> String {
        character.unicodeScalars.map { scalar in
            switch scalar {
            case "\\": return "\\e"
            case "-": return "\\-"
            case _ where scalar.isASCII: return String(scalar)
            default: return "\\[u" + hex(scalar.value) + "]"
            }
        }.joined()
    }

    /// At least four upper-case hex digits, as groff's `\[uXXXX]` wants.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
