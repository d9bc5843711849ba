import SharedModels

/// harsh's `log` file: `YYYY-MM-DD : Name : result [: comment [: amount]]`,
/// fields split on `" : "`, result `y` (done), `n` (not done) or `s`
/// (skipped). `#` lines and blank lines are ignored. A day given twice for
/// one habit keeps its last line, as harsh reads it.
enum HarshLog {
    struct Line: Equatable {
        let day: LocalDate
        let name: String
        let result: Result
        let comment: String
        /// The amount field, when the line has a non-empty one.
        let amount: Double?
        let line: Int
    }

    enum Result: String {
        case done = "y"
        case notDone = "n"
        case skipped = "s"
    }

    static func parse(_ text: String, place: String) throws(ForeignFormatError) -> [Line] {
        var lines: [Line] = []
        try read(text, place: place) { lines.append($0) }
        return lines
    }

    /// Each line that is not blank or a comment, handed to `body` in order.
    static func read(
        _ text: String, place: String, _ body: (Line) -> Void
    ) throws(ForeignFormatError) {
        try HarshText.forEachLine(text) { (number, raw) throws(ForeignFormatError) in
            let trimmed = HarshText.trimmed(raw)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
            let fields = trimmed.split(separator: " : ", omittingEmptySubsequences: false).map(HarshText.trimmed)
            guard (3...5).contains(fields.count), !fields[1].isEmpty else { throw damage(place, number, .badSyntax) }
            guard let day = LocalDate(iso: fields[0]), day.isSupported else { throw damage(place, number, .badDate) }
            guard let result = Result(rawValue: String(fields[2]).lowercased()) else {
                throw damage(place, number, .badSyntax)
            }
            var amount: Double?
            if fields.count == 5, !fields[4].isEmpty {
                guard let value = Double(fields[4]), value.isFinite else { throw damage(place, number, .badNumber) }
                amount = value
            }
            body(
                Line(
                    day: day, name: String(fields[1]), result: result,
                    comment: fields.count >= 4 ? String(fields[3]) : "", amount: amount, line: number))
        }
    }

    private static func damage(_ place: String, _ line: Int, _ reason: ForeignDamage.Reason) -> ForeignFormatError {
        .damaged(ForeignDamage(place: place, line: line, reason: reason))
    }
}
