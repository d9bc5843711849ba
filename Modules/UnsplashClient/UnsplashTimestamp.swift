import SharedModels

/// `created_at` as Unsplash writes it, in either form: `2016-05-03T11:00:28-04:00`
/// or `2024-01-05T09:10:11Z` (fractions of a second allowed). The photo's
/// day is the day at the place it was taken (the offset given), which is
/// what its page on unsplash.com shows.
package struct UnsplashTimestamp: Sendable, Equatable, CustomStringConvertible {
    /// As received, for `--json`.
    package var text: String
    /// The calendar day in the timestamp's own offset.
    package var day: LocalDate
    /// Seconds since 1970 (UTC), for ordering.
    package var secondsSince1970: Int64

    package init(_ text: String) throws(TimestampError) {
        guard let parsed = Self.parse(text) else { throw TimestampError(text: text) }
        self = parsed
    }

    private init(text: String, day: LocalDate, seconds: Int64) {
        self.text = text
        self.day = day
        secondsSince1970 = seconds
    }

    package var description: String { text }

    /// `YYYY-MM-DDTHH:MM:SS[.fff](Z|±HH:MM)`; nil for anything else.
    static func parse(_ text: String) -> UnsplashTimestamp? {
        let bytes = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            var value = 0
            for index in range {
                guard (0x30...0x39).contains(bytes[index]) else { return nil }
                value = value * 10 + Int(bytes[index] - 0x30)
            }
            return value
        }
        guard bytes.count >= 20, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54, bytes[13] == 0x3A,
            bytes[16] == 0x3A,
            let year = number(0..<4), let month = number(5..<7), let dayOfMonth = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            hour < 24, minute < 60, second < 61,
            let day = LocalDate(year: year, month: month, day: dayOfMonth)
        else { return nil }
        var index = 19
        if bytes[index] == 0x2E {
            index += 1
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            guard index > start else { return nil }
        }
        guard index < bytes.count else { return nil }
        var offsetMinutes = 0
        if bytes[index] == 0x5A, index == bytes.count - 1 {
            offsetMinutes = 0
        } else if bytes[index] == 0x2B || bytes[index] == 0x2D, bytes.count == index + 6, bytes[index + 3] == 0x3A,
            let hours = number(index + 1..<index + 3), let minutes = number(index + 4..<index + 6)
        {
            offsetMinutes = (hours * 60 + minutes) * (bytes[index] == 0x2D ? -1 : 1)
        } else {
            return nil
        }
        let local = Int64(day.dayNumber) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        return UnsplashTimestamp(text: text, day: day, seconds: local - Int64(offsetMinutes * 60))
    }
}

package struct TimestampError: Error, Sendable, Equatable {
    package var text: String
}
