import SharedModels

/// A calendar month, written `YYYY-MM`.
package struct CalendarMonth: Sendable, Hashable {
    package let year: Int
    package let month: Int

    package init(year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// Exactly `YYYY-MM` (four-digit year 0001–9999, month 01–12).
    package init?(text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]),
            year >= 1, (1...12).contains(month)
        else { return nil }
        self.init(year: year, month: month)
    }

    /// Whether every day of the month lies in `LocalDate.supportedRange`.
    package var isSupported: Bool {
        guard let first = LocalDate(year: year, month: month, day: 1) else { return false }
        return first.isSupported && first.adding(days: LocalDate.daysIn(month: month, year: year) - 1).isSupported
    }

    /// `YYYY-MM`.
    package var text: String {
        String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year) + (month < 10 ? "-0" : "-")
            + String(month)
    }

    /// Every day of the month, in order.
    package var days: [LocalDate] {
        guard let first = LocalDate(year: year, month: month, day: 1) else { return [] }
        return (0..<LocalDate.daysIn(month: month, year: year)).map { first.adding(days: $0) }
    }
}

/// `{"month":"YYYY-MM","days":[{"date":"YYYY-MM-DD","completions":N}]}`, every
/// day of the month in order, zeros included.
package struct CalendarJSON: Codable, Sendable, Equatable {
    package struct Day: Codable, Sendable, Equatable {
        package var date: String
        package var completions: Int

        package init(date: String, completions: Int) {
            self.date = date
            self.completions = completions
        }
    }

    package var month: String
    package var days: [Day]

    package init(month: CalendarMonth, completions: [LocalDate: Int]) {
        self.month = month.text
        days = month.days.map { Day(date: $0.iso, completions: completions[$0] ?? 0) }
    }
}
