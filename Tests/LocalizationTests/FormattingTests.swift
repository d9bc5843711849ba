import Localization
import SharedModels
import Testing

private let en = Localizer(language: .en)
private let ru = Localizer(language: .ru)
private let de = Localizer(language: .de)
private let nbsp = "\u{00A0}"

@Suite struct DateFormattingTests {
    let day = LocalDate(year: 2026, month: 11, day: 29)!

    @Test func longDate() {
        #expect(en.longDate(day) == "29 November 2026")
        #expect(ru.longDate(day) == "29 ноября 2026")
        #expect(de.longDate(day) == "29. November 2026")
        #expect(ru.longDate(LocalDate(year: 2025, month: 5, day: 1)!) == "1 мая 2025")
    }

    @Test func monthYear() {
        #expect(en.monthYear(year: 2026, month: 11) == "November 2026")
        #expect(ru.monthYear(year: 2026, month: 11) == "Ноябрь 2026")
        #expect(de.monthYear(year: 2026, month: 3) == "März 2026")
    }

    @Test func shortDate() {
        #expect(en.shortDate(day) == "29 Nov 2026")
        #expect(ru.shortDate(day) == "29 нояб. 2026")
        #expect(de.shortDate(day) == "29.11.2026")
        #expect(de.shortDate(LocalDate(year: 2026, month: 3, day: 4)!) == "04.03.2026")
    }

    /// A heatmap's month names stand alone: the nominative, while a date keeps the genitive.
    @Test func monthShortStandsAlone() {
        #expect(
            (1...12).map(ru.monthShort) == [
                "янв.", "февр.", "март", "апр.", "май", "июнь", "июль", "авг.", "сент.", "окт.", "нояб.", "дек.",
            ])
        #expect(ru.shortDate(LocalDate(year: 2026, month: 5, day: 1)!) == "1 мая 2026")
        #expect(en.monthShort(5) == "May" && de.monthShort(5) == "Mai" && de.monthShort(3) == "März")
    }

    @Test func weekdays() {
        #expect(en.weekdayShort(.monday) == "Mon")
        #expect(ru.weekdayShort(.monday) == "Пн")
        #expect(de.weekdayShort(.monday) == "Mo")
        #expect(en.weekdayLong(.sunday) == "Sunday")
        #expect(ru.weekdayLong(.wednesday) == "Среда")
        #expect(de.weekdayLong(.thursday) == "Donnerstag")
        // Inside a sentence Russian writes weekdays in lower case; German keeps the noun's capital.
        #expect(ru.weekdayInSentence(.tuesday) == "вторник")
        #expect(Weekday.allCases.allSatisfy { ru.weekdayInSentence($0) == ru.weekdayLong($0).lowercased() })
        #expect(Weekday.allCases.allSatisfy { de.weekdayInSentence($0) == de.weekdayLong($0) })
        #expect(Weekday.allCases.allSatisfy { en.weekdayInSentence($0) == en.weekdayLong($0) })
    }

    @Test(arguments: Language.allCases)
    func everyMonthAndWeekdayHasADistinctName(language: Language) {
        let l = Localizer(language: language)
        let shortDays = Weekday.allCases.map(l.weekdayShort)
        let longDays = Weekday.allCases.map(l.weekdayLong)
        #expect(Set(shortDays).count == 7 && Set(longDays).count == 7)
        #expect(!(shortDays + longDays).contains { $0.hasPrefix("format.") })
        let months = (1...12).map { l.monthYear(year: 2000, month: $0) }
        let dates = (1...12).map { l.longDate(LocalDate(year: 2000, month: $0, day: 1)!) }
        let shortDates = (1...12).map { l.shortDate(LocalDate(year: 2000, month: $0, day: 1)!) }
        for names in [months, dates, shortDates] {
            #expect(Set(names).count == 12)
            #expect(!names.contains { $0.contains("format.") || $0.contains("%") })
        }
    }
}

@Suite struct NumberFormattingTests {
    @Test func decimalSeparators() {
        #expect(en.decimal(2.5, maxFractionDigits: 1) == "2.5")
        #expect(ru.decimal(2.5, maxFractionDigits: 1) == "2,5")
        #expect(de.decimal(2.5, maxFractionDigits: 1) == "2,5")
    }

    @Test(
        arguments: [
            (3.0, 1, "3"), (0, 1, "0"), (2.25, 1, "2.3"), (-2.25, 1, "-2.3"), (0.15, 1, "0.2"),
            (2.675, 2, "2.68"), (0.04, 1, "0"), (-0.04, 1, "0"), (9.96, 1, "10"), (999.95, 1, "1,000"),
            (2.5, 0, "3"), (-2.5, 0, "-3"), (7.0 / 3.0, 1, "2.3"), (1.10, 3, "1.1"), (1e-7, 3, "0"),
            (0.000125, 5, "0.00013"), (1e20, 0, "100,000,000,000,000,000,000"), (12.5, -1, "13"),
            (1234567.891, 2, "1,234,567.89"), (999.4, 0, "999"),
        ] as [(Double, Int, String)])
    func englishDecimal(value: Double, digits: Int, expected: String) {
        #expect(en.decimal(value, maxFractionDigits: digits) == expected)
    }

    @Test func groupingByLanguage() {
        #expect(en.decimal(1234567.891, maxFractionDigits: 2) == "1,234,567.89")
        #expect(ru.decimal(1234567.891, maxFractionDigits: 2) == "1\(nbsp)234\(nbsp)567,89")
        #expect(de.decimal(1234567.891, maxFractionDigits: 2) == "1.234.567,89")
        #expect(en.integer(1_234_567) == "1,234,567")
        #expect(ru.integer(1_234_567) == "1\(nbsp)234\(nbsp)567")
        #expect(de.integer(1_234_567) == "1.234.567")
        #expect(de.integer(-12_345) == "-12.345")
        #expect(en.integer(999) == "999")
        #expect(en.integer(0) == "0")
        #expect(en.integer(1000) == "1,000")
        #expect(en.integer(Int.min) == "-9,223,372,036,854,775,808")
    }

    @Test func nonFiniteValuesDoNotCrash() {
        #expect(en.decimal(.nan, maxFractionDigits: 1) == "NaN")
        #expect(en.decimal(.infinity, maxFractionDigits: 1) == "∞")
        #expect(en.decimal(-.infinity, maxFractionDigits: 1) == "-∞")
    }
}

@Suite struct ListFormattingTests {
    @Test func lists() {
        #expect(en.list([]) == "")
        #expect(en.list(["a"]) == "a")
        #expect(en.list(["a", "b"]) == "a and b")
        #expect(en.list(["a", "b", "c"]) == "a, b and c")
        #expect(en.list(["a", "b", "c", "d"]) == "a, b, c and d")
        #expect(ru.list(["a", "b", "c"]) == "a, b и c")
        #expect(de.list(["a", "b", "c"]) == "a, b und c")
        #expect(ru.list(["a", "b"]) == "a и b")
    }

    @Test func itemsAreNotReinterpretedAsFormats() {
        #expect(en.list(["50%", "%@", "%1$lld"]) == "50%, %@ and %1$lld")
    }
}
