#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The hour a habit day starts (`--day-start`, `POCKET_DAY_START`): before
/// it, it is still yesterday. Someone who goes to bed at two marks the
/// evening's habits on the day they belong to.
///
/// The day is the local calendar day of the moment, moved back one when the
/// local clock is before `hour`: the rule reads the wall clock, so a DST
/// change (a day of 23 or 25 hours) moves the boundary with the clock, and an
/// hour that a spring change skips or an autumn one repeats is judged by the
/// time the clock shows.
package struct DayStart: Sendable, Equatable {
    /// 0…23; 0 is midnight, the calendar day.
    package let hour: Int

    package init?(hour: Int) {
        guard (0...23).contains(hour) else { return nil }
        self.hour = hour
    }

    /// `H` or `HH`, 0…23 (`6`, `06`); nothing else (no sign, no minutes).
    package init?(text: String) {
        let digits = Array(text.utf8)
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard (1...2).contains(digits.count), digits.allSatisfy(isDigit), let hour = Int(text) else { return nil }
        self.init(hour: hour)
    }

    /// Midnight: the calendar day.
    package static let midnight = DayStart(hour: 0)!

    /// The habit day of a local calendar day and minute of that day.
    package func day(of calendarDay: LocalDate, minuteOfDay: Int) -> LocalDate {
        minuteOfDay < hour * 60 ? calendarDay.adding(days: -1) : calendarDay
    }

    /// The habit day at `seconds` since 1970, in the machine's zone.
    package func day(at seconds: Int) -> LocalDate {
        let local = WallTime.local(seconds)
        return day(of: local.day, minuteOfDay: local.minuteOfDay)
    }

    /// The habit day now.
    package func today() -> LocalDate { day(at: Int(time(nil))) }
}
