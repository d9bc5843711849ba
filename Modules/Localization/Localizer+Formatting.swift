import SharedModels

/// The keys of month and weekday names, built from the month and day.
enum FormatKeys {
    /// `format.month.11.nominative` (standalone: «Ноябрь»), `.genitive` (in a
    /// date: «29 ноября»), `.short` (in a short date: «нояб.»).
    static func month(_ month: Int, _ form: String) -> String { "format.month.\(month).\(form)" }
    /// `format.weekday.mon.short` («Пн»), `format.weekday.mon.long` («Понедельник»),
    /// `format.weekday.mon.inSentence` («понедельник»).
    static func weekday(_ day: Weekday, _ form: String) -> String { "format.weekday.\(day.key).\(form)" }
}

extension Localizer {
    /// en "29 November 2026", ru "29 ноября 2026", de "29. November 2026".
    package func longDate(_ date: LocalDate) -> String {
        let (year, month, day) = date.components
        return self(.formatDateLong(day, self(FormatKeys.month(month, "genitive")), year))
    }

    /// en "November 2026", ru "Ноябрь 2026", de "November 2026".
    package func monthYear(year: Int, month: Int) -> String {
        self(.formatDateMonthYear(self(FormatKeys.month(month, "nominative")), year))
    }

    /// en "29 Nov 2026", ru "29 нояб. 2026", de "29.11.2026" (CLDR's medium
    /// date for each, without ru's «г.»). The pattern gets day, short month name,
    /// month number and year, and uses what its language needs.
    package func shortDate(_ date: LocalDate) -> String {
        let (year, month, day) = date.components
        return self(.formatDateShort(day, self(FormatKeys.month(month, "short")), month, year))
    }

    /// Nov / нояб. / Nov.: a month's short name (a heatmap's columns).
    /// Standing alone, so in the nominative: Russian «май», «июнь», not the
    /// «мая», «июн.» a date uses.
    package func monthShort(_ month: Int) -> String { self(FormatKeys.month(month, "shortStandalone")) }

    /// Mon / Пн / Mo.
    package func weekdayShort(_ day: Weekday) -> String { self(FormatKeys.weekday(day, "short")) }

    /// Monday / Понедельник / Montag (capitalised: it stands alone in headers and lists).
    package func weekdayLong(_ day: Weekday) -> String { self(FormatKeys.weekday(day, "long")) }

    /// Monday / понедельник / Montag: the full name inside a sentence, as
    /// each language writes it there (Russian in lower case, German keeps
    /// the noun's capital).
    package func weekdayInSentence(_ day: Weekday) -> String { self(FormatKeys.weekday(day, "inSentence")) }

    /// At most `maxFractionDigits` decimals, rounded half away from zero, no
    /// trailing zeros ("3", not "3.0"); the language's separators, digits grouped
    /// in threes from 1,000 (en 1,234.5; ru 1 234,5 with U+00A0; de 1.234,5).
    package func decimal(_ value: Double, maxFractionDigits: Int) -> String {
        guard let rounded = DecimalText.round(value, fractionDigits: maxFractionDigits) else {
            return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞")
        }
        let separators = separators
        var out = rounded.negative ? "-" : ""
        out += DecimalText.grouped(rounded.integer, separator: separators.group)
        let fraction = rounded.trimmedFraction
        if !fraction.isEmpty { out += separators.decimal + String(decoding: fraction, as: UTF8.self) }
        return out
    }

    /// Grouped as in `decimal`: en 1,234,567; ru 1 234 567; de 1.234.567.
    package func integer(_ value: Int) -> String {
        (value < 0 ? "-" : "") + DecimalText.grouped(DecimalText.digits(of: value), separator: separators.group)
    }

    /// "a, b and c" / "a, b и c" / "a, b und c"; "a and b"; "a"; "" for none.
    package func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return self(.formatListPair(items[0], items[1]))
        default:
            var head = items[0]
            for item in items[1..<(items.count - 1)] { head = self(.formatListMiddle(head, item)) }
            return self(.formatListEnd(head, items[items.count - 1]))
        }
    }
}
