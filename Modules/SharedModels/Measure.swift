/// What a measurable habit measures (Loop Habit Tracker's numeric habits):
/// an amount of `unit` each day, judged over the `per` days ending on each
/// day against `target`, which the sum must reach (at least) or not pass
/// (at most): "run at least 5 km a week" is 5 km per 7 days, "at most 2
/// coffees a day" 2 coffees per 1 day, at most.
package struct Measure: Hashable, Sendable, Codable {
    /// The longest unit, in characters.
    package static let maxUnitLength = 16
    /// The longest span, in days: a year, as for count schedules.
    package static let maxPer = CountSchedule.maxPer

    /// Above zero.
    package let target: Amount
    /// Named as trackers are (`NameRules`), 1…`maxUnitLength` characters.
    package let unit: String
    /// 1…`maxPer` days.
    package let per: Int
    /// The sum must stay within `target` rather than reach it.
    package let isAtMost: Bool

    /// Why values are not a measure, for the commands' errors.
    package enum Problem: Error, Equatable, Sendable {
        /// Zero or above `Amount.max`.
        case target
        /// Not a name by `NameRules`, or longer than `maxUnitLength`.
        case unit
        /// Below 1 or above `maxPer`.
        case per
    }

    /// The measure, or the first value out of range (target, unit, span).
    package static func validate(target: Amount, unit: String, per: Int, isAtMost: Bool) -> Result<Measure, Problem> {
        guard target > .zero, target <= .max else { return .failure(.target) }
        // A unit is named as trackers are (trimmed, visible, nothing a
        // terminal acts on), only shorter.
        guard case .success(let trimmed) = NameRules.validate(unit, characterLimit: maxUnitLength) else {
            return .failure(.unit)
        }
        guard (1...maxPer).contains(per) else { return .failure(.per) }
        return .success(Measure(checkedTarget: target, unit: trimmed, per: per, isAtMost: isAtMost))
    }

    private init(checkedTarget target: Amount, unit: String, per: Int, isAtMost: Bool) {
        self.target = target
        self.unit = unit
        self.per = per
        self.isAtMost = isAtMost
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let made = Measure.validate(
            target: try container.decode(Amount.self, forKey: .target),
            unit: try container.decode(String.self, forKey: .unit),
            per: try container.decode(Int.self, forKey: .per),
            isAtMost: try container.decode(Bool.self, forKey: .isAtMost))
        guard case .success(let measure) = made else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "measure out of range"))
        }
        self = measure
    }
}
