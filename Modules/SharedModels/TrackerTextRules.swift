/// The rules of a tracker's longer texts: its question, its description and
/// a day's note. They follow the name rules (`NameRules`: trimmed, visible,
/// nothing a terminal acts on, a line break included, so every screen shows
/// exactly what is stored), with their own lengths; "" is allowed and means
/// none (a text of only spaces is none too).
package enum TrackerTextRules {
    /// Loop Habit Tracker's question is one line; this fits a screen's.
    package static let questionLimit = 200
    /// A description or a note: a paragraph.
    package static let descriptionLimit = 1000
    package static let noteLimit = 1000

    package static func question(_ raw: String) -> Result<String, NameError> { validate(raw, limit: questionLimit) }
    package static func description(_ raw: String) -> Result<String, NameError> {
        validate(raw, limit: descriptionLimit)
    }
    package static func note(_ raw: String) -> Result<String, NameError> { validate(raw, limit: noteLimit) }

    /// The trimmed text ("" for blank), or why it cannot be used. The byte
    /// bound scales with the limit: four bytes a character, the longest
    /// UTF-8 scalar, and a name's kilobyte for the sequences that join them.
    /// Past it the text is too long in the characters a user can count
    /// (`.tooLong`), not in bytes, which they cannot.
    package static func validate(_ raw: String, limit: Int) -> Result<String, NameError> {
        guard !raw.trimmedOfWhitespace.isEmpty else { return .success("") }
        return NameRules.validate(raw, characterLimit: limit, byteLimit: 4 * limit + NameRules.byteLimit)
            .mapError { error in
                if case .tooManyBytes = error { return .tooLong(limit: limit) }
                return error
            }
    }

    /// A text from another program (Loop's description, a harsh comment) as
    /// these rules take it: line breaks and tabs become spaces, other
    /// controls are dropped, and what is left is cut to `limit` characters.
    package static func flattened(_ raw: String, limit: Int) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in raw.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                if scalars.last != " " { scalars.append(" ") }
            } else if !NameRules.isTerminalActive(scalar) {
                scalars.append(scalar)
            }
        }
        let text = String(scalars).trimmedOfWhitespace
        return text.count <= limit ? text : String(text.prefix(limit)).trimmedOfWhitespace
    }
}
