import JSONText

/// The store's days, read without making a String.
extension JSONScanner {
    /// A `"YYYY-MM-DD"` string as a day number, without making a String.
    mutating func day() throws -> Int {
        try expect(UInt8(ascii: "\""))
        guard index + 11 <= bytes.count, bytes[index + 10] == UInt8(ascii: "\""),
            bytes[index + 4] == UInt8(ascii: "-"), bytes[index + 7] == UInt8(ascii: "-")
        else {
            throw fail("expected a YYYY-MM-DD day")
        }
        guard let year = digits(at: index, count: 4), let month = digits(at: index + 5, count: 2),
            let dayOfMonth = digits(at: index + 8, count: 2),
            let date = DayText.date(year: year, month: month, day: dayOfMonth)
        else {
            throw fail("expected a YYYY-MM-DD day")
        }
        advance(by: 11)
        return date
    }

    private func digits(at start: Int, count: Int) -> Int? {
        var value = 0
        for position in start..<start + count {
            let digit = bytes[position] &- 0x30
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }
}
