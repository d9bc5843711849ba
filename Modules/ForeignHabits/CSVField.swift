/// One field of the CSV files the apps write (`export --format csv`, the
/// loop-csv export's `Habits.csv`), one definition for both writers.
///
/// RFC 4180 quoting, and no formula: a text that begins with `=`, `+`,
/// `-`, `@`, a tab or a carriage return is what a spreadsheet runs as a
/// formula (OWASP's "CSV injection": a habit named
/// `=HYPERLINK("http://…")`). Such a text is written behind a `'`, as
/// OWASP advises, which spreadsheets show as the text; the loop-csv reader
/// takes it off again (`unguarded`), so a round trip keeps the name.
package enum CSVField {
    /// A user's text (a name, a title, a question): guarded, then quoted.
    package static func text(_ text: String) -> String {
        quoted(needsGuard(text[...]) ? "'" + text : text)
    }

    /// RFC 4180: quoted when the field holds a comma, a quote or a line
    /// break, or starts or ends with a space (which some readers trim),
    /// quotes doubled inside; as it is otherwise. For numbers and words of
    /// ours, which are never guarded.
    package static func quoted(_ text: String) -> String {
        let needsQuotes =
            text.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
            || text.first == " " || text.last == " "
        guard needsQuotes else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }

    /// A field as `text` wrote it, read back: the guard's `'` taken off.
    package static func unguarded(_ field: String) -> String {
        guard field.first == "'", needsGuard(field.dropFirst()) else { return field }
        return String(field.dropFirst())
    }

    /// A formula's start, or a `'` before a text that needs the guard (so
    /// a name that begins with `'=` itself comes back whole).
    static func needsGuard(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        if first == "'" { return needsGuard(text.dropFirst()) }
        return ["=", "+", "-", "@", "\t", "\r"].contains(first)
    }
}
