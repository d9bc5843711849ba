import Testing

@testable import Localization

@Suite struct SubstitutionTests {
    let english = FormatString(separators: NumberSeparators(decimal: ".", group: ","))
    let russian = FormatString(separators: NumberSeparators(decimal: ",", group: "\u{00A0}"))

    @Test func sequentialSpecifiers() {
        #expect(english.substitute("%@ has %lld items", ["Box", 3]) == "Box has 3 items")
        #expect(english.substitute("%d-%ld-%i", [1, 2, 3]) == "1-2-3")
        #expect(english.substitute("no specifiers", []) == "no specifiers")
    }

    @Test func positionalSpecifiersReorder() {
        #expect(english.substitute("%2$@ before %1$@", ["a", "b"]) == "b before a")
        #expect(english.substitute("%2$lld/%1$lld/%2$lld", [1, 2]) == "2/1/2")
    }

    @Test func percentSigns() {
        #expect(english.substitute("100%%", []) == "100%")
        #expect(english.substitute("%lld%% done", [42]) == "42% done")
        #expect(english.substitute("trailing %", []) == "trailing %")
    }

    @Test func fixedDecimals() {
        #expect(english.substitute("%.1f", [2.46]) == "2.5")
        #expect(russian.substitute("%.1f", [2.46]) == "2,5")
        #expect(english.substitute("%.1f", [3.0]) == "3.0")
        #expect(english.substitute("%.2f", [2]) == "2.00")
        #expect(english.substitute("%f", [0.5]) == "0.500000")
        #expect(russian.substitute("%@", [2.5]) == "2,5")
    }

    @Test func widthAndPadding() {
        #expect(english.substitute("%02lld.%02lld", [4, 11]) == "04.11")
        #expect(english.substitute("[%3lld]", [7]) == "[  7]")
        #expect(english.substitute("[%-3@]", ["a"]) == "[a  ]")
        #expect(english.substitute("%03d", [-5]) == "-05")
    }

    @Test func argumentKinds() {
        #expect(english.substitute("%@ %@", [Substring("sub"), 12]) == "sub 12")
        #expect(english.substitute("%lld", ["text"]) == "text")
    }

    @Test func brokenSpecifiersStayVisible() {
        #expect(english.substitute("%@ and %@", ["one"]) == "one and %@")
        #expect(english.substitute("%3$@", ["a"]) == "%3$@")
        #expect(english.substitute("%k", [1]) == "%k")
    }

    @Test func argumentsAreNotRescanned() {
        #expect(english.substitute("%@ %@", ["%@", "x"]) == "%@ x")
    }
}

@Suite struct LookupTests {
    @Test(arguments: [
        (1, "1 день"), (2, "2 дня"), (3, "3 дня"), (4, "4 дня"), (5, "5 дней"), (11, "11 дней"),
        (12, "12 дней"), (21, "21 день"), (22, "22 дня"), (0, "0 дней"), (101, "101 день"), (111, "111 дней"),
    ])
    func russianDays(count: Int, expected: String) {
        #expect(Localizer(language: .ru)("format.days", count) == expected)
    }

    @Test func englishAndGermanDays() {
        let en = Localizer(language: .en)
        let de = Localizer(language: .de)
        #expect(en(.formatDays(1)) == "1 day")
        #expect(en(.formatDays(0)) == "0 days")
        #expect(en(.formatDays(21)) == "21 days")
        #expect(de(.formatDays(1)) == "1 Tag")
        #expect(de(.formatDays(2)) == "2 Tage")
    }

    @Test func pluralPicksByTheFirstIntegerArgument() {
        // A text argument before the count does not choose the form; the count does.
        let ru = Localizer(language: .ru)
        #expect(ru("format.days", "x", 1) == "x день")
        #expect(ru("format.days", "x", 2) == "x дня")
        #expect(ru("format.days", "x", 7) == "x дней")
    }

    @Test func unknownKeyReturnsTheKey() {
        let l = Localizer(language: .de)
        #expect(l("no.such.key") == "no.such.key")
        #expect(l("no.such.key", 3) == "no.such.key")
        #expect(!l.has("no.such.key"))
        #expect(l.has("format.days"))
    }

    @Test func textKeysLookUpPerLanguage() {
        #expect(Localizer(language: .en)("format.month.11.genitive") == "November")
        #expect(Localizer(language: .ru)("format.month.11.genitive") == "ноября")
        #expect(Localizer(language: .ru)("format.month.11.nominative") == "Ноябрь")
    }
}
