/// A day of the week, Monday first (ISO 8601), as the apps' schedules are.
package enum Weekday: Int, CaseIterable, Codable, Sendable, Comparable, CustomStringConvertible {
    case monday = 1
    case tuesday, wednesday, thursday, friday, saturday, sunday

    /// The stable English key used on the command line and in JSON: `mon`…`sun`.
    package var key: String {
        switch self {
        case .monday: "mon"
        case .tuesday: "tue"
        case .wednesday: "wed"
        case .thursday: "thu"
        case .friday: "fri"
        case .saturday: "sat"
        case .sunday: "sun"
        }
    }

    package var description: String { key }

    package init?(key: some StringProtocol) {
        guard let day = Weekday.allCases.first(where: { $0.key == key.lowercased() }) else { return nil }
        self = day
    }

    package static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A habit's schedule: the set of weekdays it is due on, or a count
/// ("N times in M days", `CountSchedule`).
///
/// A count schedule's `days` are all seven: a count habit shows on every
/// day, and a reader that knows only weekdays (an older store or device)
/// takes it for a daily habit rather than for an event. Whether a count
/// habit is due on a day depends on its records (`CountWindows`).
package struct Schedule: Hashable, Sendable, Codable {
    package private(set) var days: Set<Weekday>
    /// Set for a count schedule; nil for a weekday schedule.
    package private(set) var count: CountSchedule?

    package init(_ days: some Sequence<Weekday>) {
        self.days = Set(days)
        count = nil
    }

    /// "N times in M days".
    package init(count: CountSchedule) {
        days = Set(Weekday.allCases)
        self.count = count
    }

    package static let everyDay = Schedule(Weekday.allCases)
    package static let none = Schedule([])

    package var isEmpty: Bool { days.isEmpty }
    /// Every weekday, and not a count.
    package var isEveryDay: Bool { count == nil && days.count == 7 }
    package func contains(_ day: Weekday) -> Bool { days.contains(day) }
    /// Whether the habit shows on `date`: its weekday is in `days` (always, for a count).
    package func isDue(on date: LocalDate) -> Bool { days.contains(date.weekday) }

    /// In week order: Monday first.
    package var ordered: [Weekday] { days.sorted() }
    package var keys: [String] { ordered.map(\.key) }

    package enum ParseError: Error, Equatable, Sendable {
        case empty
        case unknownDay(String)
    }

    /// Parses `mon,wed,fri`, `daily`, `every-day`, and also any extra names the
    /// caller knows (localized short names such as `пн` or `Mo`), case-insensitive.
    package static func parse(_ text: String, localizedNames: [String: Weekday] = [:]) -> Result<Schedule, ParseError> {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " }).map { $0.lowercased() }
        guard !parts.isEmpty else { return .failure(.empty) }
        var days = Set<Weekday>()
        for part in parts {
            if part == "daily" || part == "every-day" || part == "everyday" {
                days.formUnion(Weekday.allCases)
            } else if let day = Weekday(key: part) ?? localizedNames[part] ?? localizedNames[part.trimmingDot] {
                days.insert(day)
            } else {
                return .failure(.unknownDay(part))
            }
        }
        return .success(Schedule(days))
    }

    /// A weekday schedule is coded as its keys (`["mon","wed"]`), a count as
    /// `{"times": N, "per": M}`.
    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Not a list of keys: a count, whose own error (out of range) is the one to tell.
        guard let keys = try? container.decode([String].self) else {
            self.init(count: try container.decode(CountSchedule.self))
            return
        }
        var days = Set<Weekday>()
        for key in keys {
            guard let day = Weekday(key: key) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "unknown weekday \(key)"))
            }
            days.insert(day)
        }
        self.init(days)
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let count { try container.encode(count) } else { try container.encode(keys) }
    }
}

extension String {
    fileprivate var trimmingDot: String { hasSuffix(".") ? String(dropLast()) : self }
}
