/// CLDR plural rules for integer counts in Pocket's languages.
///
/// Only integers (CLDR operand v = 0): counts of days, trackers, records.
/// A negative count takes the category of its magnitude, as CLDR's `n` is absolute.
package enum PluralRules {
    package static func category(for n: Int, language: Language) -> PluralCategory {
        let i = n.magnitude
        switch language {
        case .en, .de:
            // one: i = 1 and v = 0
            return i == 1 ? .one : .other
        case .ru:
            // one: v = 0 and i % 10 = 1 and i % 100 != 11
            // few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
            // many: v = 0 and (i % 10 = 0 or i % 10 = 5..9 or i % 100 = 11..14)
            let lastDigit = i % 10
            let lastTwo = i % 100
            if lastDigit == 1 && lastTwo != 11 { return .one }
            if (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) { return .few }
            return .many
        }
    }
}
