import Testing

@testable import Localization

/// The CLDR integer rules stated again, independently of `PluralRules`: on the
/// decimal digits of the number rather than on remainders.
private func expectedCategory(_ n: Int, _ language: Language) -> PluralCategory {
    let digits = String(n.magnitude)
    switch language {
    case .en, .de:
        return digits == "1" ? .one : .other
    case .ru:
        let last = digits.suffix(1)
        let lastTwo = digits.suffix(2)
        if last == "1" && lastTwo != "11" { return .one }
        if ["2", "3", "4"].contains(last) && !["12", "13", "14"].contains(lastTwo) { return .few }
        return .many
    }
}

@Suite struct PluralRulesTests {
    @Test(arguments: Language.allCases)
    func everyCountUpTo200MatchesCLDR(language: Language) {
        for n in 0...200 {
            #expect(PluralRules.category(for: n, language: language) == expectedCategory(n, language), "n = \(n)")
        }
    }

    @Test(arguments: [1, 21, 101, 1001, 31])
    func russianOne(n: Int) { #expect(PluralRules.category(for: n, language: .ru) == .one) }

    @Test(arguments: [2, 3, 4, 22, 23, 24, 102, 1004])
    func russianFew(n: Int) { #expect(PluralRules.category(for: n, language: .ru) == .few) }

    @Test(arguments: [0, 5, 6, 10, 11, 12, 13, 14, 15, 19, 20, 25, 100, 111, 112, 114])
    func russianMany(n: Int) { #expect(PluralRules.category(for: n, language: .ru) == .many) }

    @Test func englishAndGermanOnlyOneIsOne() {
        for language in [Language.en, .de] {
            #expect(PluralRules.category(for: 1, language: language) == .one)
            for n in [0, 2, 11, 21, 101] {
                #expect(PluralRules.category(for: n, language: language) == .other, "\(language) \(n)")
            }
        }
    }

    @Test func negativeCountsTakeTheirMagnitudesCategory() {
        #expect(PluralRules.category(for: -1, language: .en) == .one)
        #expect(PluralRules.category(for: -21, language: .ru) == .one)
        #expect(PluralRules.category(for: -3, language: .ru) == .few)
        #expect(PluralRules.category(for: Int.min, language: .ru) == expectedCategory(Int.min, .ru))
    }
}
