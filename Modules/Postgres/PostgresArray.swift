/// PostgreSQL's text form of a one-dimensional array (`{"a","b\"c"}`), so a
/// whole column of values travels as ONE text parameter and the server
/// unnests it: one statement per batch instead of one per row.
package enum PostgresArray {
    /// Every element quoted (so empty strings, spaces, commas, braces and the
    /// word NULL stay plain text); `"` and `\` escaped with a backslash; nil is NULL.
    package static func literal<S: Sequence>(_ elements: S) -> String where S.Element == String? {
        var text = "{"
        var first = true
        for element in elements {
            if !first { text.append(",") }
            first = false
            guard let element else {
                text.append("NULL")
                continue
            }
            text.append("\"")
            if element.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C }) {
                for character in element.unicodeScalars {
                    if character == "\"" || character == "\\" { text.append("\\") }
                    text.unicodeScalars.append(character)
                }
            } else {
                text.append(element)
            }
            text.append("\"")
        }
        text.append("}")
        return text
    }

    /// The literal of non-NULL texts.
    package static func literal(_ elements: [String]) -> String { literal(elements.lazy.map { Optional($0) }) }

    /// The literal of integers (no quoting needed).
    package static func literal(_ elements: [Int64]) -> String {
        "{" + elements.map(String.init).joined(separator: ",") + "}"
    }
}
