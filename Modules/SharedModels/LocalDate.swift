#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A calendar day with no time zone: what a user means by "29 November 2026".
///
/// Stored as the number of days since 1970-01-01 so that arithmetic, ordering
/// and hashing are integer operations and no time zone can shift a day.
/// The civil-calendar conversions are Howard Hinnant's `days_from_civil`
/// algorithms (proleptic Gregorian), which need no ICU and no Foundation.
package struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    package let dayNumber: Int

    package init(dayNumber: Int) { self.dayNumber = dayNumber }

    /// Nil when the triple is not a real day (30 February, month 13…).
    package init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1,
            day <= LocalDate.daysIn(month: month, year: year)
        else { return nil }
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        dayNumber = era * 146_097 + doe - 719_468
    }

    /// Parses exactly `YYYY-MM-DD` (four-digit year, two-digit month and day).
    package init?(iso text: some StringProtocol) {
        // In place when the text is contiguous, as native strings are: an
        // import reads a million days, and a copy each was an allocation each.
        let parsed =
            text.utf8.withContiguousStorageIfAvailable(Self.parseISO)
            ?? Array(text.utf8).withUnsafeBufferPointer(Self.parseISO)
        guard let parsed else { return nil }
        self = parsed
    }

    private static func parseISO(_ bytes: UnsafeBufferPointer<UInt8>) -> LocalDate? {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }

    package var components: (year: Int, month: Int, day: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    package var year: Int { components.year }
    package var month: Int { components.month }
    package var day: Int { components.day }

    /// `YYYY-MM-DD`.
    package var iso: String {
        let (y, m, d) = components
        guard (0...9999).contains(y) else { return pad(y, 4) + "-" + pad(m, 2) + "-" + pad(d, 2) }
        // The usual years from bytes, without the five strings of the general case.
        return String(unsafeUninitializedCapacity: 10) { out in
            func put(_ value: Int, _ width: Int, at start: Int) {
                var rest = value
                for index in (start..<start + width).reversed() {
                    out[index] = 0x30 + UInt8(rest % 10)
                    rest /= 10
                }
            }
            put(y, 4, at: 0)
            out[4] = 0x2D
            put(m, 2, at: 5)
            out[7] = 0x2D
            put(d, 2, at: 8)
            return 10
        }
    }

    package var description: String { iso }

    package var weekday: Weekday {
        // 1970-01-01 was a Thursday (index 3 with Monday = 0).
        let index = ((dayNumber % 7) + 7 + 3) % 7
        return Weekday.allCases[index]
    }

    package func adding(days: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + days) }
    package func days(until other: LocalDate) -> Int { other.dayNumber - dayNumber }

    /// The first day of this day's month.
    package var startOfMonth: LocalDate { LocalDate(dayNumber: dayNumber - (day - 1)) }

    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    package static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// Today in the machine's local time zone (POCKET_TODAY is the caller's
    /// business: see `AppEnvironment`'s clock).
    package static func localToday() -> LocalDate { WallTime.local(Int(time(nil))).day }

    package static func < (lhs: LocalDate, rhs: LocalDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    /// The days every app and both storage backends accept: 1900-01-01 …
    /// 9999-12-31. Years before 1 have no `YYYY-MM-DD` form (a store would
    /// hold "-0001-12-31", which an export cannot carry back in), and no
    /// habit history reaches back further than 1900. Every way a day comes
    /// in (POCKET_TODAY, --date and its `yesterday`, --month, import, the
    /// days `edit --days` fills in) checks against this one range.
    package static let supportedRange: ClosedRange<LocalDate> =
        LocalDate(year: 1900, month: 1, day: 1)!...LocalDate(year: 9999, month: 12, day: 31)!

    /// Whether the day lies in `supportedRange`.
    package var isSupported: Bool { Self.supportedRange.contains(self) }
}

extension LocalDate: Codable {
    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = LocalDate(iso: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a YYYY-MM-DD day: \(text)")
        }
        self = date
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}

private func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(abs(value))
    let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
    return value < 0 ? "-" + padded : padded
}
