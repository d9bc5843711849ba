/// A count schedule, "N times in M days": a habit kept when any `per`
/// consecutive days hold at least `times` completions, whichever days they
/// fall on (harsh's `3/7`, Loop Habit Tracker's "3 times in 7 days").
package struct CountSchedule: Hashable, Sendable, Codable {
    /// The longest window: a year.
    package static let maxPer = 365

    /// Completions the window needs (1…`per`).
    package let times: Int
    /// The window's length in days (1…`maxPer`).
    package let per: Int

    /// Nil unless 1 ≤ `times` ≤ `per` ≤ `maxPer`.
    package init?(times: Int, per: Int) {
        guard 1 <= times, times <= per, per <= Self.maxPer else { return nil }
        self.times = times
        self.per = per
    }

    /// Why two numbers are not a count schedule, for the commands' errors.
    package enum Problem: Error, Equatable, Sendable {
        /// `times` below 1 or above `per`.
        case times
        /// `per` below 1 or above `maxPer`.
        case per
    }

    /// The schedule, or which number is out of range (`per` is checked first,
    /// since the range of `times` depends on it).
    package static func validate(times: Int, per: Int) -> Result<CountSchedule, Problem> {
        guard (1...maxPer).contains(per) else { return .failure(.per) }
        guard let schedule = CountSchedule(times: times, per: per) else { return .failure(.times) }
        return .success(schedule)
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let times = try container.decode(Int.self, forKey: .times)
        let per = try container.decode(Int.self, forKey: .per)
        guard let made = CountSchedule(times: times, per: per) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "count schedule \(times)/\(per) out of range"))
        }
        self = made
    }
}
