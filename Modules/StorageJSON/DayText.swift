import SharedModels

/// Days as `YYYY-MM-DD` bytes without String or ICU on the hot path (a
/// document at 100,000 records is mostly days).
enum DayText {
    /// The day number, nil for a day that does not exist.
    static func date(year: Int, month: Int, day: Int) -> Int? {
        LocalDate(year: year, month: month, day: day)?.dayNumber
    }

    /// Whether the document format can hold the day (four-digit years).
    static func isWritable(_ dayNumber: Int) -> Bool {
        let year = LocalDate(dayNumber: dayNumber).year
        return (0...9999).contains(year)
    }

    /// Appends `"YYYY-MM-DD"` (with the quotes). Callers check `isWritable`.
    static func append(_ dayNumber: Int, to out: inout [UInt8]) {
        let (year, month, day) = LocalDate(dayNumber: dayNumber).components
        out.append(UInt8(ascii: "\""))
        out.append(0x30 + UInt8(year / 1000 % 10))
        out.append(0x30 + UInt8(year / 100 % 10))
        out.append(0x30 + UInt8(year / 10 % 10))
        out.append(0x30 + UInt8(year % 10))
        out.append(UInt8(ascii: "-"))
        out.append(0x30 + UInt8(month / 10))
        out.append(0x30 + UInt8(month % 10))
        out.append(UInt8(ascii: "-"))
        out.append(0x30 + UInt8(day / 10))
        out.append(0x30 + UInt8(day % 10))
        out.append(UInt8(ascii: "\""))
    }
}
