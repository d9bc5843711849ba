import SharedModels

/// harsh's `habits` file: one `Name: frequency` per line, `!` lines as
/// headings (the habits under one belong to it), `#` lines as comments,
/// blank lines ignored. The name is everything before the last `": "`
/// (names may hold colons); the frequency is one of
/// - `N` — once every N days (`1` daily, `7` weekly);
/// - `0` — tracked without a target;
/// - `Nw` — once every N weeks (`1w` weekly);
/// - `T/N`, `T/Nd`, `T/Nw` — T times in N days (or N weeks).
enum HarshHabitsFile {
    struct Entry: Equatable {
        let name: String
        let frequency: ForeignHabit.Frequency
        let heading: String?
        let line: Int
    }

    static func parse(_ text: String, place: String) throws(ForeignFormatError) -> [Entry] {
        var entries: [Entry] = []
        var heading: String?
        try HarshText.forEachLine(text) { (line, raw) throws(ForeignFormatError) in
            let trimmed = HarshText.trimmed(raw)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
            if trimmed.hasPrefix("!") {
                let title = HarshText.trimmed(trimmed.dropFirst())
                heading = title.isEmpty ? nil : String(title)
                return
            }
            guard let split = trimmed.ranges(of: ": ").last else { throw damage(place, line, .badSyntax) }
            let name = HarshText.trimmed(trimmed[..<split.lowerBound])
            guard !name.isEmpty else { throw damage(place, line, .badSyntax) }
            guard let frequency = frequency(HarshText.trimmed(trimmed[split.upperBound...])) else {
                throw damage(place, line, .badNumber)
            }
            entries.append(Entry(name: String(name), frequency: frequency, heading: heading, line: line))
        }
        return entries
    }

    /// The frequency text's meaning; nil when it is none of harsh's forms
    /// or asks for more than once a day or a period over 365 days.
    static func frequency(_ text: Substring) -> ForeignHabit.Frequency? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            if parts[0] == "0" { return ForeignHabit.Frequency(times: 0, days: 1) }
            guard let days = period(parts[0]) else { return nil }
            return ForeignHabit.Frequency(times: 1, days: days)
        case 2:
            guard let times = number(parts[0]), times >= 1, let days = period(parts[1]),
                times <= days
            else { return nil }
            return ForeignHabit.Frequency(times: times, days: days)
        default:
            return nil
        }
    }

    /// `N`, `Nd` (days) or `Nw` (weeks) as days, 1…365.
    private static func period(_ text: Substring) -> Int? {
        var digits = text
        var factor = 1
        if text.hasSuffix("w") {
            digits = text.dropLast()
            factor = 7
        } else if text.hasSuffix("d") {
            digits = text.dropLast()
        }
        guard let count = number(digits), count >= 1 else { return nil }
        let days = count * factor
        return days <= 365 ? days : nil
    }

    /// ASCII digits only (no sign, no spaces), at most 4 of them.
    static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 4, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }

    private static func damage(_ place: String, _ line: Int, _ reason: ForeignDamage.Reason) -> ForeignFormatError {
        .damaged(ForeignDamage(place: place, line: line, reason: reason))
    }
}

/// Line splitting and trimming as harsh's files need them.
enum HarshText {
    /// Each line of a file with its 1-based number, LF or CRLF, a trailing
    /// newline ending the last; one at a time, so no list of lines is held
    /// (a 64 MB file of empty lines was 64 million substrings).
    static func forEachLine<Failure: Error>(
        _ text: String, _ body: (Int, Substring) throws(Failure) -> Void
    ) throws(Failure) {
        let utf8 = text.utf8
        var start = utf8.startIndex
        var number = 1
        while true {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            var line = Substring(utf8[start..<end])
            if end < utf8.endIndex, line.utf8.last == UInt8(ascii: "\r") { line = Substring(line.utf8.dropLast()) }
            try body(number, line)
            guard end < utf8.endIndex else { return }
            start = utf8.index(after: end)
            number += 1
        }
    }

    /// `text` without spaces and tabs at either end.
    static func trimmed(_ text: Substring) -> Substring {
        var result = text
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
