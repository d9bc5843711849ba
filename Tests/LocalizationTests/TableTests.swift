import Testing

@testable import Localization

@Suite struct TableTests {
    @Test func everyKeyHasEveryLanguageAndPluralCategory() {
        #expect(Localizer.missingTranslations == [])
    }

    @Test func keysAreSortedUniqueAndNamespaced() {
        let keys = Localizer.allKeys
        #expect(keys.count > 50)
        #expect(keys == keys.sorted())
        #expect(Set(keys).count == keys.count)
        for key in keys {
            #expect(key.split(separator: ".").count >= 2, "\(key) is not namespaced")
        }
    }

    @Test func everyKeyIsFoundByLookUp() {
        for language in Language.allCases {
            let l = Localizer(language: language)
            for key in Localizer.allKeys {
                #expect(l.has(key))
                #expect(l(key) != key, "\(key) [\(language)] did not resolve")
            }
        }
    }

    @Test func formattingKeysExist() {
        let l = Localizer(language: .ru)
        var keys = [
            "format.days", "format.date.long", "format.date.short", "format.date.monthYear",
            "format.list.pair", "format.list.middle", "format.list.end",
            "format.number.decimalSeparator", "format.number.groupSeparator",
        ]
        for month in 1...12 {
            keys += ["nominative", "genitive", "short"].map { "format.month.\(month).\($0)" }
        }
        for day in ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] {
            keys += ["format.weekday.\(day).short", "format.weekday.\(day).long"]
        }
        for key in keys { #expect(l.has(key), "\(key) missing") }
    }

    /// Every `%` in a table is a specifier the substitution understands, and no
    /// translation refers to an argument position the English text does not have.
    @Test func specifiersAreWellFormedAndConsistent() {
        for entry in Table.all {
            let english = entry.en.forms.map(argumentCount).max() ?? 0
            for language in Language.allCases {
                for form in entry.value(in: language).forms {
                    let percents = form.filter { $0 == "%" }.count
                    let covered = form.matches(of: specifierPattern).reduce(0) { $0 + ($1.output.2 == "%" ? 2 : 1) }
                    #expect(percents == covered, "\(entry.key) [\(language)]: stray % in \(form)")
                    #expect(argumentCount(form) <= english, "\(entry.key) [\(language)]: extra argument in \(form)")
                }
            }
        }
    }

    /// The highest argument position a string refers to.
    private func argumentCount(_ text: String) -> Int {
        var sequential = 0
        var highest = 0
        for match in text.matches(of: specifierPattern) where match.output.2 != "%" {
            if let position = match.output.1.flatMap({ Int($0) }) {
                highest = max(highest, position)
            } else {
                sequential += 1
                highest = max(highest, sequential)
            }
        }
        return highest
    }
}

extension TableValue {
    fileprivate var forms: [String] {
        switch self {
        case .text(let text): [text]
        case .plural(let forms): PluralCategory.allCases.compactMap { forms[$0] }
        }
    }
}
