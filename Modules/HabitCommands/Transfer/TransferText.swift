/// Text encodings the export writes by hand (JSON strings come from
/// `JSONWriter`, the project's one JSON writer).
enum TransferText {
    /// A CSV field as RFC 4180 wants it: quoted when it holds a comma, a
    /// quote, a line break or leading or trailing spaces (which some readers
    /// trim), with quotes doubled inside; as is otherwise.
    static func csvField(_ text: String) -> String {
        let needsQuotes =
            text.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
            || text.first == " " || text.last == " "
        guard needsQuotes else { return text }
        var out = "\""
        for character in text {
            if character == "\"" { out += "\"\"" } else { out.append(character) }
        }
        return out + "\""
    }
}
