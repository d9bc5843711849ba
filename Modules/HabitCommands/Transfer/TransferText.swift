import ForeignHabits

/// Text encodings the export writes by hand (JSON strings come from
/// `JSONWriter`, the project's one JSON writer).
enum TransferText {
    /// A CSV field of a user's text: RFC 4180 quoting and no formula (`CSVField.text`).
    static func csvField(_ text: String) -> String { CSVField.text(text) }
}
